/**
 * Finds the overlapping run by binary search instead of a scan. Because the intervals are sorted
 * and disjoint, their ends are sorted too: lo is the first interval whose end reaches the new
 * start, hi the first whose start lies beyond the new end. Intervals lo..hi-1 merge with the new
 * one; the rest are copied around it with System.arraycopy. O(log n) to find the run, O(n) to
 * build the output array.
 */
class Solution {
    public int[][] insert(int[][] intervals, int[] newInterval) {
        int n = intervals.length;
        int lo = firstEndAtLeast(intervals, newInterval[0]);
        int hi = firstStartAbove(intervals, newInterval[1]);
        int start = newInterval[0];
        int end = newInterval[1];
        if (lo < hi) {
            start = Math.min(start, intervals[lo][0]);
            end = Math.max(end, intervals[hi - 1][1]);
        }
        int[][] result = new int[lo + 1 + (n - hi)][];
        System.arraycopy(intervals, 0, result, 0, lo);
        result[lo] = new int[] {start, end};
        System.arraycopy(intervals, hi, result, lo + 1, n - hi);
        return result;
    }

    private static int firstEndAtLeast(int[][] intervals, int x) {
        int lo = 0;
        int hi = intervals.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (intervals[mid][1] < x) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    private static int firstStartAbove(int[][] intervals, int x) {
        int lo = 0;
        int hi = intervals.length;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (intervals[mid][0] <= x) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }
}
