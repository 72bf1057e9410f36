import java.util.*;

/**
 * Wrong: when an interval overlaps the last merged one, it sets the merged end to that interval's
 * end instead of the larger of the two ends. An interval lying inside the merged one then cuts it
 * short: [1,4] and [2,3] give [1,3].
 *
 * @expected-message missing (1): [1,4]
 */
class Solution {
    public int[][] merge(int[][] intervals) {
        Arrays.sort(intervals, (a, b) -> Integer.compare(a[0], b[0]));
        List<int[]> merged = new ArrayList<>();
        for (int[] interval : intervals) {
            if (!merged.isEmpty() && interval[0] <= merged.get(merged.size() - 1)[1]) {
                merged.get(merged.size() - 1)[1] = interval[1];      // should be the max of both ends
            } else {
                merged.add(new int[] {interval[0], interval[1]});
            }
        }
        return merged.toArray(new int[0][]);
    }
}
