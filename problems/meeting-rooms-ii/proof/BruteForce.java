import java.util.*;

/**
 * The proof of this package's expected outputs (validate runs it on every test). Rooms are needed
 * for the meetings going on at the same moment, and no more: meetings that pairwise overlap all
 * hold some common moment, and the busiest moment is always a meeting's start. So it counts, for
 * every meeting, the meetings going on at its start (start <= s < end) by looking at all of them,
 * and returns the largest count. O(n^2): 10^8 checks at n = 10^4. It also checks the input against
 * the statement's constraints, start < end included.
 */
class Solution {
    public int minMeetingRooms(int[][] intervals) {
        int n = intervals.length;
        require(n >= 1 && n <= 10_000, n + " meetings, not 1..10^4");
        for (int i = 0; i < n; i++) {
            int[] meeting = intervals[i];
            require(meeting.length == 2, "intervals[" + i + "] does not have 2 numbers");
            require(0 <= meeting[0] && meeting[0] < meeting[1] && meeting[1] <= 1_000_000,
                    "intervals[" + i + "] = " + Arrays.toString(meeting) + " breaks 0 <= start < end <= 10^6");
        }
        int most = 0;
        for (int[] at : intervals) {
            int going = 0;
            for (int[] meeting : intervals) {
                if (meeting[0] <= at[0] && at[0] < meeting[1]) {
                    going++;
                }
            }
            most = Math.max(most, going);
        }
        return most;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
