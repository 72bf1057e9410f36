import java.util.*;

/**
 * Wrong: merges in place at the front of the sorted input, correctly, but returns the whole input
 * array instead of its first count rows. After k merged intervals come the leftover rows of the
 * input, so every input where something merges gets extra intervals back.
 *
 * @expected-message repeated (1): [15,18] twice: at 3 and 4
 */
class Solution {
    public int[][] merge(int[][] intervals) {
        Arrays.sort(intervals, (a, b) -> Integer.compare(a[0], b[0]));
        int count = 0;
        for (int[] interval : intervals) {
            if (count > 0 && interval[0] <= intervals[count - 1][1]) {
                intervals[count - 1][1] = Math.max(intervals[count - 1][1], interval[1]);
            } else {
                intervals[count++] = new int[] {interval[0], interval[1]};
            }
        }
        return intervals;                       // should be Arrays.copyOf(intervals, count)
    }
}
