/**
 * Wrong: XORs the indices 0..n-1 with the values, but the range is 0..n: n itself is never put in,
 * so unless n is the missing number, the result is the missing number XOR n.
 *
 * @expected-message expected 2, got 1
 */
class Solution {
    public int missingNumber(int[] nums) {
        int x = 0;   // should start at nums.length
        for (int i = 0; i < nums.length; i++) {
            x ^= i ^ nums[i];
        }
        return x;
    }
}
