import java.util.*;

/**
 * The proof of this package's expected outputs (validate runs it on every test). It never sorts
 * the intervals and makes no greedy choice. Up to 16 intervals it tries every subset and keeps
 * the largest one whose intervals pairwise do not overlap (touching allowed). For any n it also
 * runs a dynamic program over the value line: most[x] is the most disjoint intervals that all end
 * by x, and an interval [s,e] offers most[s] + 1 at e. The two must agree wherever both run. The
 * answer is n minus the most intervals kept. It also checks the input against the statement's
 * constraints, start < end included.
 */
class Solution {
    private static final int LOW = -50_000;
    private static final int HIGH = 50_000;

    public int eraseOverlapIntervals(int[][] intervals) {
        int n = intervals.length;
        require(n >= 1 && n <= 100_000, n + " intervals, not 1..10^5");
        List<List<Integer>> startsEndingAt = new ArrayList<>();
        for (int x = LOW; x <= HIGH; x++) {
            startsEndingAt.add(null);
        }
        for (int i = 0; i < n; i++) {
            int[] interval = intervals[i];
            require(interval.length == 2, "intervals[" + i + "] does not have 2 numbers");
            require(LOW <= interval[0] && interval[0] < interval[1] && interval[1] <= HIGH,
                    "intervals[" + i + "] = " + Arrays.toString(interval) + " breaks -5*10^4 <= start < end <= 5*10^4");
            int at = interval[1] - LOW;
            if (startsEndingAt.get(at) == null) {
                startsEndingAt.set(at, new ArrayList<>());
            }
            startsEndingAt.get(at).add(interval[0]);
        }
        int[] most = new int[HIGH - LOW + 1];
        for (int x = LOW; x <= HIGH; x++) {
            int at = x - LOW;
            most[at] = at == 0 ? 0 : most[at - 1];
            if (startsEndingAt.get(at) != null) {
                for (int start : startsEndingAt.get(at)) {
                    most[at] = Math.max(most[at], most[start - LOW] + 1);
                }
            }
        }
        int kept = most[HIGH - LOW];
        if (n <= 16) {
            int best = 0;
            for (int mask = 0; mask < 1 << n; mask++) {
                if (Integer.bitCount(mask) > best && disjoint(intervals, mask)) {
                    best = Integer.bitCount(mask);
                }
            }
            if (best != kept) {
                throw new IllegalStateException("the subset search keeps " + best + " intervals but the value-line"
                        + " program " + kept + ": the proof itself is wrong");
            }
        }
        return n - kept;
    }

    private static boolean disjoint(int[][] intervals, int mask) {
        for (int i = 0; i < intervals.length; i++) {
            for (int j = i + 1; j < intervals.length; j++) {
                if ((mask >> i & 1) == 1 && (mask >> j & 1) == 1
                        && intervals[i][0] < intervals[j][1] && intervals[j][0] < intervals[i][1]) {
                    return false;
                }
            }
        }
        return true;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
