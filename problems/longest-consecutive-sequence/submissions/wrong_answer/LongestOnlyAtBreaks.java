import java.util.*;

/**
 * Wrong: sorts and scans, and records the length of a run only when the run breaks. The last run
 * never breaks, so it is never recorded: when the longest run ends at the largest value, as in
 * [0,3,7,2,5,8,4,6,0,1] (0 to 8), the answer misses it.
 *
 * @expected-message expected 9, got 1
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
            if (sorted[i] == sorted[i - 1] + 1) {
                current++;
            } else {
                longest = Math.max(longest, current);   // only here: the last run is never counted
                current = 1;
            }
        }
        return longest;
    }
}
