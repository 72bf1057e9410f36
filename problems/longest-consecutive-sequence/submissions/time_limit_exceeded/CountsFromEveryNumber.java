import java.util.*;

/**
 * Too slow: uses a hash set, but counts up from every number, not only from the starts of runs.
 * A run of length L is then counted L times, from each of its numbers: L^2 / 2 steps. On the
 * shuffled run 1..100,000 that is 5 x 10^9 set lookups, many seconds.
 */
class Solution {
    public int longestConsecutive(int[] nums) {
        Set<Integer> values = new HashSet<>();
        for (int x : nums) {
            values.add(x);
        }
        int longest = 0;
        for (int x : values) {
            int length = 1;                // missing: skip x when x - 1 is in the set
            while (values.contains(x + length)) {
                length++;
            }
            longest = Math.max(longest, length);
        }
        return longest;
    }
}
