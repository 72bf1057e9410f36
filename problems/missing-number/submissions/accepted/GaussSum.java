/**
 * The numbers 0..n add up to n * (n + 1) / 2; the array's sum falls short of that by exactly the
 * missing number. With n <= 10^4 the total is about 5 * 10^7, far inside an int. Time O(n), extra
 * space O(1).
 */
class Solution {
    public int missingNumber(int[] nums) {
        int n = nums.length;
        int sum = 0;
        for (int v : nums) {
            sum += v;
        }
        return n * (n + 1) / 2 - sum;
    }
}
