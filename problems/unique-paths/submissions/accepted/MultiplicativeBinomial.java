/**
 * Counting instead of tabulating: every path is m - 1 moves down and n - 1 moves right in some
 * order, so the answer is the binomial coefficient C(m + n - 2, k) with k = min(m, n) - 1, the
 * number of ways to choose which moves go down. It is built as C(m + n - 2 - k + i, i) for
 * i = 1..k, each step multiplying by (m + n - 2 - k + i) and dividing by i exactly, in long:
 * the product before the division can exceed an int even when the answer does not.
 * Time O(min(m, n)), space O(1).
 */
class Solution {
    public int uniquePaths(int m, int n) {
        int moves = m + n - 2;
        int k = Math.min(m, n) - 1;
        long count = 1;
        for (int i = 1; i <= k; i++) {
            count = count * (moves - k + i) / i;
        }
        return (int) count;
    }
}
