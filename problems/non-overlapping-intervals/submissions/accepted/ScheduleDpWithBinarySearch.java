import java.util.*;

/**
 * Dynamic programming instead of a greedy argument: sort by end; best[i] is the most disjoint
 * intervals among the first i. Interval i - 1 is either left out (best[i - 1]) or kept after the
 * best choice among the intervals that end by its start, which a binary search over the sorted
 * ends finds. The answer is n - best[n]. O(n log n) time, O(n) space.
 */
class Solution {
    public int eraseOverlapIntervals(int[][] intervals) {
        int n = intervals.length;
        Arrays.sort(intervals, (a, b) -> Integer.compare(a[1], b[1]));
        int[] ends = new int[n];
        for (int i = 0; i < n; i++) {
            ends[i] = intervals[i][1];
        }
        int[] best = new int[n + 1];
        for (int i = 1; i <= n; i++) {
            int start = intervals[i - 1][0];
            int compatible = upperBound(ends, i - 1, start);   // intervals 0..compatible-1 end by start
            best[i] = Math.max(best[i - 1], best[compatible] + 1);
        }
        return n - best[n];
    }

    /** The number of the first limit ends that are at most value (they are sorted). */
    private static int upperBound(int[] ends, int limit, int value) {
        int lo = 0;
        int hi = limit;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (ends[mid] <= value) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }
}
