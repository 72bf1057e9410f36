import java.util.*;

/**
 * Wrong: the merging walk without the sort. It only ever compares an interval with the last
 * merged one, which is right only when the intervals come sorted by start; the input does not.
 * On [[4,7],[1,4]] it stretches [4,7] by [1,4] and returns [[4,7]], losing the points 1 to 3.
 *
 * @expected-message missing (1): [1,7]
 */
class Solution {
    public int[][] merge(int[][] intervals) {
        // missing: Arrays.sort(intervals, (a, b) -> Integer.compare(a[0], b[0]));
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
