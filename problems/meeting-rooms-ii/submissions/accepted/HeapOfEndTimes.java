import java.util.*;

/**
 * Takes the meetings in order of start and keeps a min-heap of the end times of the rooms in use.
 * When the earliest-ending room is free by the time the next meeting starts (it may end at that
 * very time), the meeting takes it: its end time replaces that room's. Otherwise a new room is
 * opened. The heap's size at the end is the number of rooms. O(n log n) time, O(n) space.
 */
class Solution {
    public int minMeetingRooms(int[][] intervals) {
        Arrays.sort(intervals, (a, b) -> Integer.compare(a[0], b[0]));
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
