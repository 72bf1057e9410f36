import java.util.*;

/**
 * Sorts the intervals by start, then walks them once keeping the last merged interval: an
 * interval that starts no later than it ends (a shared endpoint included) stretches its end to
 * the larger of the two ends; any other interval starts a new merged one. O(n log n) time for the
 * sort, O(n) for the walk and the output.
 */
class Solution {
    public int[][] merge(int[][] intervals) {
        Arrays.sort(intervals, (a, b) -> Integer.compare(a[0], b[0]));
        List<int[]> merged = new ArrayList<>();
        for (int[] interval : intervals) {
            if (!merged.isEmpty() && interval[0] <= merged.get(merged.size() - 1)[1]) {
                int[] last = merged.get(merged.size() - 1);
                last[1] = Math.max(last[1], interval[1]);
            } else {
                merged.add(new int[] {interval[0], interval[1]});
            }
        }
        return merged.toArray(new int[0][]);
    }
}
