/**
 * Too slow: computes the area of every pair of lines. Right, but O(n^2): at n = 100,000 that is
 * 5 x 10^9 pairs, seconds over the limit.
 */
class Solution {
    public int maxArea(int[] height) {
        int best = 0;
        for (int i = 0; i < height.length; i++) {
            for (int j = i + 1; j < height.length; j++) {
                best = Math.max(best, (j - i) * Math.min(height[i], height[j]));
            }
        }
        return best;
    }
}
