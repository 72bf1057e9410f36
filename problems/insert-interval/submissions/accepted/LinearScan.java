import java.util.*;

/**
 * One pass in three phases. Copy every interval that ends before the new one starts; then absorb
 * every interval that starts no later than the new one ends (closed intervals: sharing an
 * endpoint counts), widening the new interval to cover each; add it; copy the rest. The input is
 * sorted and non-overlapping, so the three phases meet the intervals in order and the result stays
 * sorted. O(n) time, O(n) for the output.
 */
class Solution {
    public int[][] insert(int[][] intervals, int[] newInterval) {
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
