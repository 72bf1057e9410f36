import java.util.*;

/**
 * The proof of this package's expected outputs (validate runs it on every test): it sorts
 * nothing and compares every pair of meetings; two overlap when each starts before the other
 * ends. O(n^2) pairs, 5 * 10^7 at n = 10^4. It also checks the input against the statement's
 * constraints, start < end included.
 */
class Solution {
    public boolean canAttendMeetings(int[][] intervals) {
        int n = intervals.length;
        require(n <= 10_000, n + " meetings, more than 10^4");
        for (int i = 0; i < n; i++) {
            int[] meeting = intervals[i];
            require(meeting.length == 2, "intervals[" + i + "] does not have 2 numbers");
            require(0 <= meeting[0] && meeting[0] < meeting[1] && meeting[1] <= 1_000_000,
                    "intervals[" + i + "] = " + Arrays.toString(meeting) + " breaks 0 <= start < end <= 10^6");
        }
        boolean clash = false;
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                if (intervals[i][0] < intervals[j][1] && intervals[j][0] < intervals[i][1]) {
                    clash = true;
                }
            }
        }
        return !clash;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
