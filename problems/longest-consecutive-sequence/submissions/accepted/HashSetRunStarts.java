import java.util.*;

/**
 * Puts every number in a hash set, then counts up only from the numbers that start a run (those
 * whose predecessor x - 1 is not in the set), looping over the set so that each distinct value
 * is a start candidate once. Every value is then stepped over by at most one count, so the total
 * work is O(n) expected time, O(n) space.
 */
class Solution {
    public int longestConsecutive(int[] nums) {
        Set<Integer> values = new HashSet<>();
        for (int x : nums) {
            values.add(x);
        }
        int longest = 0;
        for (int x : values) {
            if (values.contains(x - 1)) {
                continue;                  // not the start of its run
            }
            int length = 1;
            while (values.contains(x + length)) {
                length++;
            }
            longest = Math.max(longest, length);
        }
        return longest;
    }
}
