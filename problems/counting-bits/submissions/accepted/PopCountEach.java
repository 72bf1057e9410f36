/**
 * Counts the bits of each number on its own, Kernighan's way: x & (x - 1) clears the lowest 1 bit
 * of x, so the number of steps to reach 0 is the number of 1 bits. Time O(n log n) in the worst
 * case (at most 17 steps per number for n <= 10^5), extra space O(1) besides the answer.
 */
class Solution {
    public int[] countBits(int n) {
        int[] ans = new int[n + 1];
        for (int i = 0; i <= n; i++) {
            int count = 0;
            for (int x = i; x != 0; x &= x - 1) {
                count++;
            }
            ans[i] = count;
        }
        return ans;
    }
}
