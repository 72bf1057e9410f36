/**
 * Correct but too slow: simulates the day moment by moment, and at each moment counts the meetings
 * going on by looking at all of them. With times up to 10^6 and 10^4 meetings that is up to 10^10
 * checks, where sorting needs about 10^5 steps.
 */
class Solution {
    public int minMeetingRooms(int[][] intervals) {
        int last = 0;
        for (int[] meeting : intervals) {
            last = Math.max(last, meeting[1]);
        }
        int most = 0;
        for (int t = 0; t < last; t++) {
            int going = 0;
            for (int[] meeting : intervals) {
                if (meeting[0] <= t && t < meeting[1]) {
                    going++;
                }
            }
            most = Math.max(most, going);
        }
        return most;
    }
}
