import java.util.*;

/**
 * Wrong: the min-heap of end times, but a room counts as free only when its meeting ended strictly
 * before the next one starts. A meeting that ends at 5 leaves its room free for one that starts
 * at 5, so [1,5] and [5,10] share one room; this opens two.
 *
 * @expected-message expected 1, got 2
 */
class Solution {
    public int minMeetingRooms(int[][] intervals) {
        Arrays.sort(intervals, (a, b) -> Integer.compare(a[0], b[0]));
        PriorityQueue<Integer> ends = new PriorityQueue<>();
        for (int[] meeting : intervals) {
            if (!ends.isEmpty() && ends.peek() < meeting[0]) {     // should be <=
                ends.poll();
            }
            ends.offer(meeting[1]);
        }
        return ends.size();
    }
}
