/**
 * Wrong: a greedy guess. It tries only two containers, the widest one (the first and the last
 * line) and the one between the two tallest lines, and returns the larger. Neither need be the
 * best: in the first example the best pair, 8 and 7, is neither the tallest pair (8 and 8, 5
 * apart, 40) nor the widest (1 and 7, 8).
 *
 * @expected-message expected 49, got 40
 */
class Solution {
    public int maxArea(int[] height) {
        int n = height.length;
        int widest = (n - 1) * Math.min(height[0], height[n - 1]);
        int first = -1;
        int second = -1;
        for (int i = 0; i < n; i++) {
            if (first < 0 || height[i] > height[first]) {
                second = first;
                first = i;
            } else if (second < 0 || height[i] > height[second]) {
                second = i;
            }
        }
        int tallest = Math.abs(first - second) * Math.min(height[first], height[second]);
        return Math.max(widest, tallest);
    }
}
