import java.util.*;

/**
 * The classic greedy: sort by end and keep every interval that starts at or after the end of the
 * last one kept (touching is allowed). Ending as early as possible leaves the most room for the
 * rest, so the kept intervals are as many as possible, and the answer is the others. O(n log n)
 * time for the sort, O(1) besides it.
 */
class Solution {
    public int eraseOverlapIntervals(int[][] intervals) {
        Arrays.sort(intervals, (a, b) -> Integer.compare(a[1], b[1]));
        int kept = 0;
        long lastEnd = Long.MIN_VALUE;
        for (int[] interval : intervals) {
            if (interval[0] >= lastEnd) {
                kept++;
                lastEnd = interval[1];
            }
        }
        return intervals.length - kept;
    }
}
