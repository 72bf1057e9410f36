/**
 * Top-down: the recurrence ways(n) = ways(n - 1) + ways(n - 2) written as recursion, with each
 * answer stored the first time it is computed, so every n is computed once. O(n) time and O(n) space
 * (the table and the recursion, 45 deep at most).
 */
class Solution {
    private final int[] memo = new int[46];

    public int climbStairs(int n) {
        if (n <= 2) {
            return n;
        }
        if (memo[n] == 0) {
            memo[n] = climbStairs(n - 1) + climbStairs(n - 2);
        }
        return memo[n];
    }
}
