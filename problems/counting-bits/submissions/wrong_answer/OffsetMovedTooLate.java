/**
 * Wrong: the "highest power of two" recurrence, ans[i] = ans[i - offset] + 1 where offset is the
 * largest power of two not above i, but it moves offset on after computing ans[i] instead of
 * before. At every power of two i the offset is still the old one, i / 2, so ans[i] is computed
 * as ans[i / 2] + 1: 2 instead of 1 at i = 2, and more at every later power of two (3 at i = 4),
 * whose ans[i / 2] is already wrong; the error is carried into every later number.
 *
 * @expected-message expected 1 at [2], got 2
 */
class Solution {
    public int[] countBits(int n) {
        int[] ans = new int[n + 1];
        int offset = 1;
        for (int i = 1; i <= n; i++) {
            ans[i] = ans[i - offset] + 1;
            if (i == offset * 2) {   // should come before the line above
                offset = i;
            }
        }
        return ans;
    }
}
