/**
 * Fails at run time: the point sweep of the accepted PointSweep, with its count arrays sized
 * 10000 where the points run from 0 to 10^4, which is 10001 of them. The first interval that
 * touches the point 10^4 indexes past the end.
 *
 * @expected-message java.lang.ArrayIndexOutOfBoundsException: Index 10000 out of bounds for length 10000
 */
class Solution {
    public int[][] merge(int[][] intervals) {
        int[] starts = new int[10_000];                  // should be 10_001
        int[] ends = new int[10_000];
        for (int[] interval : intervals) {
            starts[interval[0]]++;
            ends[interval[1]]++;
        }
        int[][] result = new int[intervals.length][];
        int count = 0;
        int open = 0;
        int begin = 0;
        for (int x = 0; x < 10_000; x++) {
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
