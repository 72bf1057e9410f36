/**
 * Wrong: takes the width of lines i and j as j - i + 1, the number of lines from i to j, instead
 * of the distance j - i between them. Every area is one column too wide: 8 x 7 = 56 instead of
 * 49 in the first example.
 *
 * @expected-message expected 49, got 56
 */
class Solution {
    public int maxArea(int[] height) {
        int left = 0;
        int right = height.length - 1;
        int best = 0;
        while (left < right) {
            int width = right - left + 1;           // should be right - left
            best = Math.max(best, width * Math.min(height[left], height[right]));
            if (height[left] < height[right]) {
                left++;
            } else {
                right--;
            }
        }
        return best;
    }
}
