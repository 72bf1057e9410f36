/**
 * Wrong: builds ans[i] from ans[i / 2], but always adds 1, as if the bit shifted out were always
 * a 1. It is only for odd i; for even i the last bit is 0 and ans[i] == ans[i / 2].
 *
 * @expected-message expected 1 at [2], got 2
 */
class Solution {
    public int[] countBits(int n) {
        int[] ans = new int[n + 1];
        for (int i = 1; i <= n; i++) {
            ans[i] = ans[i / 2] + 1;   // should be + (i % 2)
        }
        return ans;
    }
}
