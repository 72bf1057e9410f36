import java.util.*;

/**
 * Correct but too slow: sorts by start, and for each interval finds the longest chain of disjoint
 * intervals ending with it by looking at every earlier interval. That is n^2 / 2 comparisons,
 * 5 * 10^9 at n = 10^5, where LeetCode's limits need O(n log n).
 */
class Solution {
    public int eraseOverlapIntervals(int[][] intervals) {
        int n = intervals.length;
        Arrays.sort(intervals, (a, b) -> Integer.compare(a[0], b[0]));
        int[] chain = new int[n];
        int longest = 0;
        for (int i = 0; i < n; i++) {
            chain[i] = 1;
            for (int j = 0; j < i; j++) {
                if (intervals[j][1] <= intervals[i][0] && chain[j] + 1 > chain[i]) {
                    chain[i] = chain[j] + 1;
                }
            }
            longest = Math.max(longest, chain[i]);
        }
        return n - longest;
    }
}
