/**
 * Runs out of memory: marks each value in a boolean array indexed from the smallest value to the
 * largest, then looks for the longest stretch of marks. That is linear in the range of the
 * values, not in their number: with -10^9 and 10^9 in the array it asks for two billion cells,
 * about 2 GB, far over the memory limit.
 */
class Solution {
    public int longestConsecutive(int[] nums) {
        if (nums.length == 0) {
            return 0;
        }
        int min = Integer.MAX_VALUE;
        int max = Integer.MIN_VALUE;
        for (int x : nums) {
            min = Math.min(min, x);
            max = Math.max(max, x);
        }
        boolean[] present = new boolean[max - min + 1];
        for (int x : nums) {
            present[x - min] = true;
        }
        int longest = 0;
        int current = 0;
        for (boolean here : present) {
            current = here ? current + 1 : 0;
            longest = Math.max(longest, current);
        }
        return longest;
    }
}
