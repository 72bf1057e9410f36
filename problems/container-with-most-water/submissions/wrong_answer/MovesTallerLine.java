/**
 * Wrong: the two-pointer walk, but it moves the taller line inwards instead of the shorter. The
 * shorter line stays and keeps limiting the water, while the width shrinks: in the first example
 * the line of height 1 at x = 0 is never left, and 8 and 7 are never paired.
 *
 * @expected-message expected 49, got 8
 */
class Solution {
    public int maxArea(int[] height) {
        int left = 0;
        int right = height.length - 1;
        int best = 0;
        while (left < right) {
            best = Math.max(best, (right - left) * Math.min(height[left], height[right]));
            if (height[left] > height[right]) {   // backwards: the shorter line should move
                left++;
            } else {
                right--;
            }
        }
        return best;
    }
}
