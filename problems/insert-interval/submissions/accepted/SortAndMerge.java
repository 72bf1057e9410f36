import java.util.*;

/**
 * Ignores that the input is already sorted: appends the new interval, sorts all n + 1 by start,
 * and merges them as in Merge Intervals (extend the last merged interval while the next one starts
 * no later than it ends). Simpler to get right, but O(n log n) time instead of O(n).
 */
class Solution {
    public int[][] insert(int[][] intervals, int[] newInterval) {
        int[][] all = Arrays.copyOf(intervals, intervals.length + 1);
        all[intervals.length] = newInterval;
        Arrays.sort(all, (a, b) -> Integer.compare(a[0], b[0]));
        List<int[]> merged = new ArrayList<>();
        for (int[] interval : all) {
            int[] last = merged.isEmpty() ? null : merged.get(merged.size() - 1);
            if (last != null && interval[0] <= last[1]) {
                last[1] = Math.max(last[1], interval[1]);
            } else {
                merged.add(new int[] {interval[0], interval[1]});
            }
        }
        return merged.toArray(new int[0][]);
    }
}
