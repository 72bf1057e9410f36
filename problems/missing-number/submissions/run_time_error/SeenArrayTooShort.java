/**
 * Crashes: ticks off the values in a boolean array of n places, for 0..n-1. But the values go up
 * to n, which has no place.
 *
 * @expected-message ArrayIndexOutOfBoundsException: Index 3 out of bounds for length 3
 */
class Solution {
    public int missingNumber(int[] nums) {
        boolean[] seen = new boolean[nums.length];   // should be nums.length + 1
        for (int v : nums) {
            seen[v] = true;
        }
        for (int k = 0; k < nums.length; k++) {
            if (!seen[k]) {
                return k;
            }
        }
        return nums.length;
    }
}
