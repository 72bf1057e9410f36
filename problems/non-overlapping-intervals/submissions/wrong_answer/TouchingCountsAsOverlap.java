import java.util.*;

/**
 * Wrong: the earliest-end greedy with a strict comparison, so an interval that starts exactly
 * where the last kept one ends is removed. Here intervals that only touch do not overlap: [1,2]
 * and [2,3] can both stay.
 *
 * @expected-message expected 1, got 2
 */
class Solution {
    public int eraseOverlapIntervals(int[][] intervals) {
        Arrays.sort(intervals, (a, b) -> Integer.compare(a[1], b[1]));
        int kept = 0;
        long lastEnd = Long.MIN_VALUE;
        for (int[] interval : intervals) {
            if (interval[0] > lastEnd) {           // should be >=
                kept++;
                lastEnd = interval[1];
            }
        }
        return intervals.length - kept;
    }
}
