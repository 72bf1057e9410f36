/**
 * The proof of this package's expected outputs (validate runs it on every test): for each i it
 * tests each of the 32 bit positions, (i >>> b) & 1, and adds them up; no number's count is
 * derived from another's, as the reference's is. It also checks n against the statement.
 */
class Solution {
    public int[] countBits(int n) {
        if (n < 0 || n > 100_000) {
            throw new IllegalArgumentException("n = " + n + " is not in 0..100000 (the statement's constraints)");
        }
        int[] ans = new int[n + 1];
        for (int i = 0; i <= n; i++) {
            for (int b = 0; b < 32; b++) {
                ans[i] += (i >>> b) & 1;
            }
        }
        return ans;
    }
}
