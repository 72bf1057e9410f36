/**
 * The proof of this package's expected outputs (validate runs it on every test). Up to 5000 lines
 * it tries every pair (the definition, O(n^2)). Beyond that it uses a different argument: the
 * best container's lower line j is best paired with the farthest line at least as tall as it, to
 * its left or to its right; the leftmost line at least height[j] tall is found by binary search
 * on the running maximum of the heights from the left, the rightmost by the running maximum from
 * the right. O(n log n). Areas are computed in long and checked to fit in an int. It also checks
 * the input against the statement's constraints.
 */
class Solution {
    public int maxArea(int[] height) {
        int n = height.length;
        require(n >= 2 && n <= 100_000, "height.length = " + n + " is outside 2..100000");
        for (int h : height) {
            require(h >= 0 && h <= 10_000, "height holds " + h + ", outside 0..10^4");
        }
        long best = n <= 5000 ? everyPair(height) : farthestTaller(height);
        require(best <= Integer.MAX_VALUE, "the answer does not fit in an int");
        return (int) best;
    }

    private static long everyPair(int[] height) {
        long best = 0;
        for (int i = 0; i < height.length; i++) {
            for (int j = i + 1; j < height.length; j++) {
                best = Math.max(best, (long) (j - i) * Math.min(height[i], height[j]));
            }
        }
        return best;
    }

    private static long farthestTaller(int[] height) {
        int n = height.length;
        int[] fromLeft = new int[n];    // fromLeft[i] = max of height[0..i], non-decreasing
        int[] fromRight = new int[n];   // fromRight[i] = max of height[i..n-1], non-increasing
        for (int i = 0; i < n; i++) {
            fromLeft[i] = i == 0 ? height[i] : Math.max(fromLeft[i - 1], height[i]);
        }
        for (int i = n - 1; i >= 0; i--) {
            fromRight[i] = i == n - 1 ? height[i] : Math.max(fromRight[i + 1], height[i]);
        }
        long best = 0;
        for (int j = 0; j < n; j++) {
            int lo = 0;
            int hi = j;                  // the first i with fromLeft[i] >= height[j]; j itself qualifies
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (fromLeft[mid] >= height[j]) {
                    hi = mid;
                } else {
                    lo = mid + 1;
                }
            }
            best = Math.max(best, (long) (j - lo) * height[j]);
            lo = j;                      // the last i with fromRight[i] >= height[j]
            hi = n - 1;
            while (lo < hi) {
                int mid = (lo + hi + 1) >>> 1;
                if (fromRight[mid] >= height[j]) {
                    lo = mid;
                } else {
                    hi = mid - 1;
                }
            }
            best = Math.max(best, (long) (lo - j) * height[j]);
        }
        return best;
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
