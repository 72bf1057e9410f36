/**
 * Divide and conquer, LeetCode's follow-up: the best subarray of nums[lo..hi] lies in the left
 * half, in the right half, or crosses the middle. A crossing one is the best sum ending at mid
 * (scanning left from mid) plus the best sum starting at mid + 1 (scanning right), found in one
 * pass over the range. Time O(n log n): each level of the recursion scans n elements, and there
 * are log2(n) levels; space O(log n) for the recursion.
 */
class Solution {
    public int maxSubArray(int[] nums) {
        return best(nums, 0, nums.length - 1);
    }

    private int best(int[] nums, int lo, int hi) {
        if (lo == hi) {
            return nums[lo];
        }
        int mid = (lo + hi) >>> 1;
        int leftEnd = Integer.MIN_VALUE;
        for (int i = mid, sum = 0; i >= lo; i--) {
            sum += nums[i];
            leftEnd = Math.max(leftEnd, sum);
        }
        int rightStart = Integer.MIN_VALUE;
        for (int i = mid + 1, sum = 0; i <= hi; i++) {
            sum += nums[i];
            rightStart = Math.max(rightStart, sum);
        }
        int crossing = leftEnd + rightStart;
        return Math.max(crossing, Math.max(best(nums, lo, mid), best(nums, mid + 1, hi)));
    }
}
