import java.util.*;

/**
 * Sorts the start times and the end times as two separate arrays and walks the starts in order.
 * Before each start, every meeting whose end is at most that start has freed its room (the end
 * pointer moves past them); a start that finds no free room opens a new one. The ends need not
 * belong to the same meetings as the starts, only the counts matter. O(n log n) time, O(n) space.
 */
class Solution {
    public int minMeetingRooms(int[][] intervals) {
        int n = intervals.length;
        int[] starts = new int[n];
        int[] ends = new int[n];
        for (int i = 0; i < n; i++) {
            starts[i] = intervals[i][0];
            ends[i] = intervals[i][1];
        }
        Arrays.sort(starts);
        Arrays.sort(ends);
        int rooms = 0;
        int free = 0;
        int e = 0;
        for (int s = 0; s < n; s++) {
            while (e < n && ends[e] <= starts[s]) {
                free++;
                e++;
            }
            if (free > 0) {
                free--;
            } else {
                rooms++;
            }
        }
        return rooms;
    }
}
