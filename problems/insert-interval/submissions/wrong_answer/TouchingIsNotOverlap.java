import java.util.*;

/**
 * Wrong: the three-phase scan with strict comparisons, as if intervals that only share an endpoint
 * did not overlap. They are closed intervals, so [4,8] and [8,10] share the point 8 and must merge;
 * this keeps them apart.
 *
 * @expected-message expected 3 elements, got 4
 */
class Solution {
    public int[][] insert(int[][] intervals, int[] newInterval) {
        List<int[]> result = new ArrayList<>();
        int n = intervals.length;
        int i = 0;
        while (i < n && intervals[i][1] <= newInterval[0]) {   // should be <
            result.add(intervals[i++]);
        }
        int start = newInterval[0];
        int end = newInterval[1];
        while (i < n && intervals[i][0] < end) {               // should be <=
            start = Math.min(start, intervals[i][0]);
            end = Math.max(end, intervals[i][1]);
            i++;
        }
        result.add(new int[] {start, end});
        while (i < n) {
            result.add(intervals[i++]);
        }
        return result.toArray(new int[0][]);
    }
}
