import java.util.*;

/**
 * Wrong: adds the (merged) new interval at the moment it meets the first interval that starts
 * after it, and never afterwards. When no interval starts after it (the list is empty, or the new
 * interval reaches past the last one) it is never added at all.
 *
 * @expected-message expected 1 element, got 0
 */
class Solution {
    public int[][] insert(int[][] intervals, int[] newInterval) {
        List<int[]> result = new ArrayList<>();
        int start = newInterval[0];
        int end = newInterval[1];
        boolean added = false;
        for (int[] interval : intervals) {
            if (interval[1] < start) {
                result.add(interval);
            } else if (interval[0] > end) {
                if (!added) {
                    result.add(new int[] {start, end});
                    added = true;
                }
                result.add(interval);
            } else {
                start = Math.min(start, interval[0]);
                end = Math.max(end, interval[1]);
            }
        }
        // missing: if (!added) result.add(new int[] {start, end});
        return result.toArray(new int[0][]);
    }
}
