import java.util.*;

/**
 * The proof of this package's expected outputs (validate runs it on every test). It never merges
 * intervals: it paints every point each interval covers on a line of half steps (point x is cell
 * 2x, the gap between x and x + 1 is cell 2x + 1, so [1,2] and [3,4] stay apart while [1,2] and
 * [2,4] join), then reads the painted runs off from left to right. The accepted submissions scan
 * or sort the intervals instead. It also checks the input against the statement's constraints and
 * its promise: intervals sorted by start and pairwise non-overlapping.
 */
class Solution {
    private static final int MAX = 100_000;

    public int[][] insert(int[][] intervals, int[] newInterval) {
        require(intervals.length <= 10_000, intervals.length + " intervals, more than 10^4");
        for (int i = 0; i < intervals.length; i++) {
            check(intervals[i], "intervals[" + i + "]");
            if (i > 0) {
                require(intervals[i - 1][0] <= intervals[i][0], "intervals is not sorted by start at " + i);
                require(intervals[i - 1][1] < intervals[i][0],
                        "intervals[" + (i - 1) + "] and intervals[" + i + "] overlap");
            }
        }
        check(newInterval, "newInterval");

        int[] paint = new int[2 * MAX + 3];
        for (int[] interval : intervals) {
            paint[2 * interval[0]]++;
            paint[2 * interval[1] + 1]--;
        }
        paint[2 * newInterval[0]]++;
        paint[2 * newInterval[1] + 1]--;
        List<int[]> runs = new ArrayList<>();
        int depth = 0;
        int runStart = -1;
        for (int cell = 0; cell < paint.length; cell++) {
            depth += paint[cell];
            if (depth > 0 && runStart < 0) {
                runStart = cell;
            } else if (depth == 0 && runStart >= 0) {
                runs.add(new int[] {runStart / 2, (cell - 1) / 2});
                runStart = -1;
            }
        }
        return runs.toArray(new int[0][]);
    }

    private static void check(int[] interval, String name) {
        require(interval.length == 2, name + " does not have 2 numbers");
        require(0 <= interval[0] && interval[0] <= interval[1] && interval[1] <= MAX,
                name + " = " + Arrays.toString(interval) + " breaks 0 <= start <= end <= 10^5");
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
