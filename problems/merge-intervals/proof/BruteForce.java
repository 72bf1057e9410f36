import java.util.*;

/**
 * The proof of this package's expected outputs (validate runs it on every test). It sorts
 * nothing: it compares every pair of intervals, joins each overlapping pair (a shared point is
 * enough) in a union-find, and returns, for each group, the smallest start and the largest end of
 * its members. That is O(n^2) pairs, about 5 * 10^7 at n = 10^4. It also checks the input against
 * the statement's constraints.
 */
class Solution {
    private int[] parent;

    public int[][] merge(int[][] intervals) {
        int n = intervals.length;
        require(n >= 1 && n <= 10_000, n + " intervals, not 1..10^4");
        for (int i = 0; i < n; i++) {
            int[] interval = intervals[i];
            require(interval.length == 2, "intervals[" + i + "] does not have 2 numbers");
            require(0 <= interval[0] && interval[0] <= interval[1] && interval[1] <= 10_000,
                    "intervals[" + i + "] = " + Arrays.toString(interval) + " breaks 0 <= start <= end <= 10^4");
        }
        parent = new int[n];
        for (int i = 0; i < n; i++) {
            parent[i] = i;
        }
        for (int i = 0; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                if (intervals[i][0] <= intervals[j][1] && intervals[j][0] <= intervals[i][1]) {
                    parent[find(i)] = find(j);
                }
            }
        }
        Map<Integer, int[]> groups = new TreeMap<>();
        for (int i = 0; i < n; i++) {
            int[] group = groups.computeIfAbsent(find(i), k -> new int[] {Integer.MAX_VALUE, Integer.MIN_VALUE});
            group[0] = Math.min(group[0], intervals[i][0]);
            group[1] = Math.max(group[1], intervals[i][1]);
        }
        return groups.values().toArray(new int[0][]);
    }

    private int find(int i) {
        while (parent[i] != i) {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        return i;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
