import java.util.*;

/**
 * The greedy from the other side: sort by start and walk with the end of the interval currently
 * kept. When the next interval overlaps it, one of the two must go: remove the one that ends
 * later, since the one ending earlier blocks fewer of the intervals still to come. O(n log n).
 */
class Solution {
    public int eraseOverlapIntervals(int[][] intervals) {
        Arrays.sort(intervals, (a, b) -> Integer.compare(a[0], b[0]));
        int removed = 0;
        int end = intervals[0][1];
        for (int i = 1; i < intervals.length; i++) {
            if (intervals[i][0] < end) {
                removed++;
                end = Math.min(end, intervals[i][1]);
            } else {
                end = intervals[i][1];
            }
        }
        return removed;
    }
}
