/**
 * Wrong: counts the bits correctly but makes the array n long, for 0..n-1, leaving out n itself.
 * The answer has n + 1 entries, from 0 to n inclusive.
 *
 * @expected-message expected 3 elements, got 2
 */
class Solution {
    public int[] countBits(int n) {
        int[] ans = new int[n];   // should be n + 1
        for (int i = 1; i < n; i++) {
            ans[i] = ans[i >> 1] + (i & 1);
        }
        return ans;
    }
}
