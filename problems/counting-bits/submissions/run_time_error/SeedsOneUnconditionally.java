/**
 * Crashes: writes the base cases ans[0] = 0 and ans[1] = 1 before the loop, without checking that
 * the array has an entry 1. For n = 0 it has only one entry.
 *
 * @expected-message ArrayIndexOutOfBoundsException: Index 1 out of bounds for length 1
 */
class Solution {
    public int[] countBits(int n) {
        int[] ans = new int[n + 1];
        ans[0] = 0;
        ans[1] = 1;   // n = 0: there is no ans[1]
        for (int i = 2; i <= n; i++) {
            ans[i] = ans[i >> 1] + (i & 1);
        }
        return ans;
    }
}
