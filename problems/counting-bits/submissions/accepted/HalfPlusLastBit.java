/**
 * Dynamic programming over i: the binary form of i is that of i >> 1 with the bit i & 1 added at
 * the end, so ans[i] = ans[i >> 1] + (i & 1), and i >> 1 < i is already known. Time O(n), extra
 * space O(1) besides the answer.
 */
class Solution {
    public int[] countBits(int n) {
        int[] ans = new int[n + 1];
        for (int i = 1; i <= n; i++) {
            ans[i] = ans[i >> 1] + (i & 1);
        }
        return ans;
    }
}
