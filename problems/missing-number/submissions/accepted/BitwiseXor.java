/**
 * XORs every index 0..n-1, n itself and every value. Each number of 0..n that is in the array
 * appears twice (as an index or n, and as a value) and cancels, since x ^ x == 0; the missing one
 * appears once and is what is left. Time O(n), extra space O(1).
 */
class Solution {
    public int missingNumber(int[] nums) {
        int n = nums.length;
        int x = n;
        for (int i = 0; i < n; i++) {
            x ^= i ^ nums[i];
        }
        return x;
    }
}
