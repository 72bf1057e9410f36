import java.util.*;

/**
 * Wrong: sorts and scans, but treats a repeated value like a gap and starts a new run at it. In
 * [1,0,1,2], sorted [0,1,1,2], the second 1 cuts the run 0, 1, 2 into 0, 1 and 1, 2.
 *
 * @expected-message expected 3, got 2
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
            if (sorted[i] == sorted[i - 1] + 1) {
                current++;
            } else {
                current = 1;               // an equal value should be skipped, not start over
            }
            longest = Math.max(longest, current);
        }
        return longest;
    }
}
