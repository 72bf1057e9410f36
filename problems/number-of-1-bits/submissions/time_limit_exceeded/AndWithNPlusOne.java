/**
 * Never ends: Kernighan's loop with n & (n + 1) instead of n & (n - 1). n + 1 turns the trailing
 * 1 bits into 0s and the 0 above them into 1, so the and clears the trailing 1s, not the lowest 1
 * bit; once n is even, n & (n + 1) == n and the loop spins. It ends only when n is 2^k - 1 (all
 * ones). For 11 = 1011 it goes to 1000 and stays there.
 *
 * @expected-message used more than its limit of 1000 ms of CPU time
 */
class Solution {
    public int hammingWeight(int n) {
        int count = 0;
        while (n != 0) {
            n = n & (n + 1);   // should be n & (n - 1)
            count++;
        }
        return count;
    }
}
