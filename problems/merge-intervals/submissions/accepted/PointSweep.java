/**
 * No comparison sort: counts how many intervals start and how many end at each point 0..10^4,
 * then sweeps the points from left to right keeping the number of open intervals. At each point
 * it first opens the intervals starting there and then closes those ending there, so an interval
 * ending at x and another starting at x stay joined, and a one-point interval [x,x] opens and
 * closes at x. A merged interval starts where the count leaves 0 and ends where it comes back to
 * 0. O(n + V) time and O(V) space, V = 10^4 + 1 points.
 */
class Solution {
    public int[][] merge(int[][] intervals) {
        int[] starts = new int[10_001];
        int[] ends = new int[10_001];
        for (int[] interval : intervals) {
            starts[interval[0]]++;
            ends[interval[1]]++;
        }
        int[][] result = new int[intervals.length][];
        int count = 0;
        int open = 0;
        int begin = 0;
        for (int x = 0; x <= 10_000; x++) {
            if (open == 0 && starts[x] > 0) {
                begin = x;
            }
            open += starts[x] - ends[x];
            if (open == 0 && ends[x] > 0) {
                result[count++] = new int[] {begin, x};
            }
        }
        return java.util.Arrays.copyOf(result, count);
    }
}
