import java.util.*;

/**
 * Sorts a copy, then scans it once: a value one more than the previous one extends the current
 * run, an equal value is skipped, anything else starts a new run. O(n log n) time for the sort,
 * O(n) space for the copy (sorting the argument in place would do too).
 */
class Solution {
    public int longestConsecutive(int[] nums) {
        if (nums.length == 0) {
            return 0;
        }
        int[] sorted = nums.clone();
        Arrays.sort(sorted);
        int longest = 1;
        int current = 1;
        for (int i = 1; i < sorted.length; i++) {
            if (sorted[i] == sorted[i - 1]) {
                continue;
            }
            current = sorted[i] == sorted[i - 1] + 1 ? current + 1 : 1;
            longest = Math.max(longest, current);
        }
        return longest;
    }
}
