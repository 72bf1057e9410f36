import java.util.*;

/**
 * Fails at run time: replaces the sort by one bucket per end value, keeping the largest start of
 * the intervals that end there (ends go up to 5 * 10^4), then runs the earliest-end greedy over
 * the buckets. It forgets that values can be negative, down to -5 * 10^4: the first negative end
 * indexes before the array. The buckets need an offset of 5 * 10^4 and 10^5 + 1 places.
 *
 * @expected-message java.lang.ArrayIndexOutOfBoundsException: Index -1 out of bounds for length 50001
 */
class Solution {
    public int eraseOverlapIntervals(int[][] intervals) {
        int[] largestStart = new int[50_001];
        Arrays.fill(largestStart, Integer.MIN_VALUE);
        for (int[] interval : intervals) {
            largestStart[interval[1]] = Math.max(largestStart[interval[1]], interval[0]);   // no offset
        }
        int kept = 0;
        int lastEnd = Integer.MIN_VALUE;
        for (int end = 0; end <= 50_000; end++) {
            if (largestStart[end] != Integer.MIN_VALUE && largestStart[end] >= lastEnd) {
                kept++;
                lastEnd = end;
            }
        }
        return intervals.length - kept;
    }
}
