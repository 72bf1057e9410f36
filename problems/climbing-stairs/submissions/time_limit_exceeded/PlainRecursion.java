/**
 * Correct but too slow: the recurrence as it is written, ways(n) = ways(n - 1) + ways(n - 2), with
 * no memory of what it has computed. Each call makes two more, so the call tree has 2 F(n) - 1
 * nodes (F the Fibonacci numbers): about 1.4 billion calls for n = 44 and 2.3 billion for n = 45.
 *
 * @expected-message used more than its limit of 1000 ms of CPU time
 */
class Solution {
    public int climbStairs(int n) {
        if (n <= 2) {
            return n;
        }
        return climbStairs(n - 1) + climbStairs(n - 2);
    }
}
