/**
 * Wrong: compares each meeting with the one before it in the input, without sorting first.
 * Neighbours in the input need not be neighbours in time: [[7,10],[2,4]] is attendable, but 2 is
 * before 10, so it answers false.
 *
 * @expected-message expected true, got false
 */
class Solution {
    public boolean canAttendMeetings(int[][] intervals) {
        // missing: Arrays.sort(intervals, (a, b) -> Integer.compare(a[0], b[0]));
        for (int i = 1; i < intervals.length; i++) {
            if (intervals[i][0] < intervals[i - 1][1]) {
                return false;
            }
        }
        return true;
    }
}
