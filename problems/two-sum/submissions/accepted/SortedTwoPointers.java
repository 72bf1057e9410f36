import java.util.Arrays;

/**
 * Sorts the indices by their values, then closes in from both ends: a sum too small moves the
 * left end right, a sum too large moves the right end left. The indices, not the values, are
 * sorted, so the original positions are returned. The sum is taken in long, as a habit (two
 * values of at most 10^9 in size still fit an int). O(n log n) time, O(n) space.
 */
class Solution {
    public int[] twoSum(int[] nums, int target) {
        Integer[] order = new Integer[nums.length];
        for (int i = 0; i < nums.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Integer.compare(nums[a], nums[b]));
        int lo = 0;
        int hi = nums.length - 1;
        while (lo < hi) {
            long sum = (long) nums[order[lo]] + nums[order[hi]];
            if (sum == target) {
                return new int[] {order[lo], order[hi]};
            } else if (sum < target) {
                lo++;
            } else {
                hi--;
            }
        }
        throw new IllegalArgumentException("no two numbers add up to " + target);
    }
}
