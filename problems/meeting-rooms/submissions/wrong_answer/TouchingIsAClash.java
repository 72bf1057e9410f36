import java.util.*;

/**
 * Wrong: sorts correctly but treats a meeting that starts exactly when the previous one ends as a
 * clash. A meeting [5,10] is over at 10, so [10,15] can follow it.
 *
 * @expected-message expected true, got false
 */
class Solution {
    public boolean canAttendMeetings(int[][] intervals) {
        Arrays.sort(intervals, (a, b) -> Integer.compare(a[0], b[0]));
        for (int i = 1; i < intervals.length; i++) {
            if (intervals[i][0] <= intervals[i - 1][1]) {       // should be <
                return false;
            }
        }
        return true;
    }
}
