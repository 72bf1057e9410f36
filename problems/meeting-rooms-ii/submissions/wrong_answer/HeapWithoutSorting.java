import java.util.*;

/**
 * Wrong: the min-heap of end times over the meetings in the order given, without sorting them by
 * start. A meeting listed later may start earlier, before any room has been freed in the order
 * the heap assumes: [[7,10],[2,4]] needs one room, but this opens a second for [2,4] because the
 * room of [7,10] is not free at 2.
 *
 * @expected-message expected 1, got 2
 */
class Solution {
    public int minMeetingRooms(int[][] intervals) {
        // missing: Arrays.sort(intervals, (a, b) -> Integer.compare(a[0], b[0]));
        PriorityQueue<Integer> ends = new PriorityQueue<>();
        for (int[] meeting : intervals) {
            if (!ends.isEmpty() && ends.peek() <= meeting[0]) {
                ends.poll();
            }
            ends.offer(meeting[1]);
        }
        return ends.size();
    }
}
