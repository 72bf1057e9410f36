/**
 * Correct but too slow: the number of paths to (m, n) is the number to the cell above plus the
 * number to the cell on the left, computed by recursion without remembering any cell. Every path
 * ends in its own call to a 1 x k or k x 1 grid, so the calls number more than the answer itself:
 * about 2 * 10^9 for an 8 x 69 grid, where the table has 552 cells.
 */
class Solution {
    public int uniquePaths(int m, int n) {
        if (m == 1 || n == 1) {
            return 1;
        }
        return uniquePaths(m - 1, n) + uniquePaths(m, n - 1);
    }
}
