/**
 * Fails at run time: a difference array over the timeline, +1 at each start and -1 at each end,
 * sized 10^6 where the times run from 0 to 10^6, which is 10^6 + 1 of them. A meeting that ends at
 * 10^6 writes one past the end.
 *
 * @expected-message java.lang.ArrayIndexOutOfBoundsException: Index 1000000 out of bounds for length 1000000
 */
class Solution {
    public int minMeetingRooms(int[][] intervals) {
        int[] change = new int[1_000_000];                 // should be 1_000_001
        for (int[] meeting : intervals) {
            change[meeting[0]]++;
            change[meeting[1]]--;
        }
        int going = 0;
        int most = 0;
        for (int delta : change) {
            going += delta;
            most = Math.max(most, going);
        }
        return most;
    }
}
