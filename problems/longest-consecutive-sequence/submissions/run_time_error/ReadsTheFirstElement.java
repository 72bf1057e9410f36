import java.util.*;

/**
 * Fails at run time: the sort-and-scan idea, but it starts the scan from sorted[0] without
 * checking that there is one. The empty array has no element 0 and throws an
 * ArrayIndexOutOfBoundsException.
 *
 * @expected-message java.lang.ArrayIndexOutOfBoundsException: Index 0 out of bounds for length 0
 */
class Solution {
    public int longestConsecutive(int[] nums) {
        int[] sorted = nums.clone();
        Arrays.sort(sorted);
        int previous = sorted[0];          // nums may be empty
        int longest = 1;
        int current = 1;
        for (int i = 1; i < sorted.length; i++) {
            if (sorted[i] == previous) {
                continue;
            }
            current = sorted[i] == previous + 1 ? current + 1 : 1;
            longest = Math.max(longest, current);
            previous = sorted[i];
        }
        return longest;
    }
}
