/**
 * Starts with the widest pair, the first and the last line, and moves the shorter of the two
 * inwards after each step, keeping the largest area seen. Moving the taller one could only lower
 * the width without raising the water, so the shorter line has no better partner left.
 * O(n) time, O(1) extra space.
 */
class Solution {
    public int maxArea(int[] height) {
        int left = 0;
        int right = height.length - 1;
        int best = 0;
        while (left < right) {
            int area = (right - left) * Math.min(height[left], height[right]);
            best = Math.max(best, area);
            if (height[left] < height[right]) {
                left++;
            } else {
                right--;
            }
        }
        return best;
    }
}
