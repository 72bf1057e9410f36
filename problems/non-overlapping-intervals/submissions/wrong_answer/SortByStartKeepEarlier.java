import java.util.*;

/**
 * Wrong: sorts by start and, when the next interval overlaps the one kept, always removes the
 * next one. But the one kept may be the worse choice: [1,10] comes first by start, so it is kept
 * while [2,3], [4,5] and [6,7], which fit together in its place, are all removed.
 *
 * @expected-message expected 1, got 3
 */
class Solution {
    public int eraseOverlapIntervals(int[][] intervals) {
        Arrays.sort(intervals, (a, b) -> Integer.compare(a[0], b[0]));
        int removed = 0;
        int end = intervals[0][1];
        for (int i = 1; i < intervals.length; i++) {
            if (intervals[i][0] < end) {
                removed++;                         // should keep whichever of the two ends first
            } else {
                end = intervals[i][1];
            }
        }
        return removed;
    }
}
