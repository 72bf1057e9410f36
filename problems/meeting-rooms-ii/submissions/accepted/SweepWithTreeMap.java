import java.util.*;

/**
 * A sweep over the moments at which something changes: +1 at every start, -1 at every end, kept
 * in a TreeMap so the moments come out in time order. At a moment where one meeting ends and
 * another starts the two changes add up in one entry first, so back-to-back meetings never count
 * twice. The most meetings going on at once is the number of rooms. O(n log n) time, O(n) space.
 */
class Solution {
    public int minMeetingRooms(int[][] intervals) {
        TreeMap<Integer, Integer> change = new TreeMap<>();
        for (int[] meeting : intervals) {
            change.merge(meeting[0], 1, Integer::sum);
            change.merge(meeting[1], -1, Integer::sum);
        }
        int going = 0;
        int most = 0;
        for (int delta : change.values()) {
            going += delta;
            most = Math.max(most, going);
        }
        return most;
    }
}
