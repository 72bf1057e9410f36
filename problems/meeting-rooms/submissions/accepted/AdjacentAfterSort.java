import java.util.*;

/**
 * Sorts the meetings by start; then two meetings overlap somewhere exactly when some meeting
 * starts before the one just before it ends, so only neighbours need comparing. A meeting may
 * start at the very time the previous one ends. O(n log n) time.
 */
class Solution {
    public boolean canAttendMeetings(int[][] intervals) {
        Arrays.sort(intervals, (a, b) -> Integer.compare(a[0], b[0]));
        for (int i = 1; i < intervals.length; i++) {
            if (intervals[i][0] < intervals[i - 1][1]) {
                return false;
            }
        }
        return true;
    }
}
