/**
 * Combinatorics, no recurrence: a climb with k two-stair moves has n - 2k one-stair moves, n - k
 * moves in all, and is fixed by choosing which k of them are the twos: C(n - k, k) climbs. The
 * answer is the sum over k from 0 to n / 2. Each binomial is built by the multiplicative formula in
 * a long (exact at every step, and below 10^10 for n <= 45). O(n^2) time, O(1) space.
 */
class Solution {
    public int climbStairs(int n) {
        long total = 0;
        for (int k = 0; 2 * k <= n; k++) {
            int moves = n - k;
            long choose = 1;
            for (int j = 1; j <= k; j++) {
                choose = choose * (moves - k + j) / j;   // C(moves - k + j, j) from C(moves - k + j - 1, j - 1)
            }
            total += choose;
        }
        return (int) total;
    }
}
