/**
 * Wrong: compares every pair, which is fine, but only reports a clash when one meeting lies
 * entirely inside the other. Meetings that overlap in part, like [1,5] and [4,8], go unnoticed.
 *
 * @expected-message expected false, got true
 */
class Solution {
    public boolean canAttendMeetings(int[][] intervals) {
        for (int i = 0; i < intervals.length; i++) {
            for (int j = 0; j < intervals.length; j++) {
                if (i != j && intervals[i][0] <= intervals[j][0] && intervals[j][1] <= intervals[i][1]) {
                    return false;                          // misses partial overlaps
                }
            }
        }
        return true;
    }
}
