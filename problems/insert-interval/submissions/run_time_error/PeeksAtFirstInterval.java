import java.util.*;

/**
 * Fails at run time: a shortcut for a new interval that lies before all the others reads
 * intervals[0] without checking that there is one, so an empty list of intervals throws an
 * ArrayIndexOutOfBoundsException.
 *
 * @expected-message java.lang.ArrayIndexOutOfBoundsException: Index 0 out of bounds for length 0
 */
class Solution {
    public int[][] insert(int[][] intervals, int[] newInterval) {
        if (newInterval[1] < intervals[0][0]) {                // intervals may be empty
            int[][] result = new int[intervals.length + 1][];
            result[0] = newInterval;
            System.arraycopy(intervals, 0, result, 1, intervals.length);
            return result;
        }
        List<int[]> result = new ArrayList<>();
        int n = intervals.length;
        int i = 0;
        while (i < n && intervals[i][1] < newInterval[0]) {
            result.add(intervals[i++]);
        }
        int start = newInterval[0];
        int end = newInterval[1];
        while (i < n && intervals[i][0] <= end) {
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
