import java.util.*;

/**
 * Wrong: when intervals overlap the new one, it only stretches the end and keeps the new
 * interval's own start, forgetting that an overlapping interval may start earlier. Inserting
 * [2,5] next to [1,3] gives [2,5] where [1,5] is right.
 *
 * @expected-message expected 1 at [0][0], got 2
 */
class Solution {
    public int[][] insert(int[][] intervals, int[] newInterval) {
        List<int[]> result = new ArrayList<>();
        int n = intervals.length;
        int i = 0;
        while (i < n && intervals[i][1] < newInterval[0]) {
            result.add(intervals[i++]);
        }
        int end = newInterval[1];
        while (i < n && intervals[i][0] <= end) {
            end = Math.max(end, intervals[i][1]);              // the start is never lowered
            i++;
        }
        result.add(new int[] {newInterval[0], end});
        while (i < n) {
            result.add(intervals[i++]);
        }
        return result.toArray(new int[0][]);
    }
}
