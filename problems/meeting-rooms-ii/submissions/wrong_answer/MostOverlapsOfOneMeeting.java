/**
 * Wrong: counts, for each meeting, how many other meetings overlap it, and answers the largest
 * count plus one. But meetings that overlap the same meeting need not overlap each other: [2,5]
 * overlaps both [1,3] and [4,6], yet those two can share a room, so two rooms are enough where
 * this answers three.
 *
 * @expected-message expected 2, got 3
 */
class Solution {
    public int minMeetingRooms(int[][] intervals) {
        int most = 0;
        for (int i = 0; i < intervals.length; i++) {
            int overlapping = 0;
            for (int j = 0; j < intervals.length; j++) {
                if (i != j && intervals[i][0] < intervals[j][1] && intervals[j][0] < intervals[i][1]) {
                    overlapping++;
                }
            }
            most = Math.max(most, overlapping + 1);
        }
        return most;
    }
}
