import java.util.*;

/**
 * Fails at run time: after sorting, it starts from the end of the first meeting, intervals[0],
 * without checking that there is one. With no meetings at all (allowed: the list may be empty)
 * that throws.
 *
 * @expected-message java.lang.ArrayIndexOutOfBoundsException: Index 0 out of bounds for length 0
 */
class Solution {
    public boolean canAttendMeetings(int[][] intervals) {
        Arrays.sort(intervals, (a, b) -> Integer.compare(a[0], b[0]));
        int lastEnd = intervals[0][1];                     // intervals may be empty
        for (int i = 1; i < intervals.length; i++) {
            if (intervals[i][0] < lastEnd) {
                return false;
            }
            lastEnd = intervals[i][1];
        }
        return true;
    }
}
