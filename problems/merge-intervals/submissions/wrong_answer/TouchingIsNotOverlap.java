import java.util.*;

/**
 * Wrong: merges only when the next interval starts strictly before the last merged one ends, so
 * intervals that share just an endpoint stay apart. They are closed intervals: [1,4] and [4,5]
 * share the point 4 and must become [1,5].
 *
 * @expected-message missing (1): [1,5]
 */
class Solution {
    public int[][] merge(int[][] intervals) {
        Arrays.sort(intervals, (a, b) -> Integer.compare(a[0], b[0]));
        List<int[]> merged = new ArrayList<>();
        for (int[] interval : intervals) {
            if (!merged.isEmpty() && interval[0] < merged.get(merged.size() - 1)[1]) {   // should be <=
                int[] last = merged.get(merged.size() - 1);
                last[1] = Math.max(last[1], interval[1]);
            } else {
                merged.add(new int[] {interval[0], interval[1]});
            }
        }
        return merged.toArray(new int[0][]);
    }
}
