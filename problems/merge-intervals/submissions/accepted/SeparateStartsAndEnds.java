import java.util.*;

/**
 * Sorts the starts and the ends as two separate arrays. After sorting, the i-th smallest start
 * and the i-th smallest end need not belong to the same interval, yet a merged interval ends
 * exactly at ends[i] when the next start, starts[i + 1], lies beyond it: then the first i + 1
 * intervals (by start) all end by ends[i], and every later one starts after it. O(n log n) time,
 * O(n) space.
 */
class Solution {
    public int[][] merge(int[][] intervals) {
        int n = intervals.length;
        int[] starts = new int[n];
        int[] ends = new int[n];
        for (int i = 0; i < n; i++) {
            starts[i] = intervals[i][0];
            ends[i] = intervals[i][1];
        }
        Arrays.sort(starts);
        Arrays.sort(ends);
        List<int[]> merged = new ArrayList<>();
        int first = 0;
        for (int i = 0; i < n; i++) {
            if (i == n - 1 || starts[i + 1] > ends[i]) {
                merged.add(new int[] {starts[first], ends[i]});
                first = i + 1;
            }
        }
        return merged.toArray(new int[0][]);
    }
}
