/**
 * Wrong: uses the board's left-right symmetry to halve the work, counting the placements whose
 * first-row queen is in the left half and doubling. For odd n it forgets the middle column, whose
 * placements mirror onto each other and must be counted once, not skipped: n = 1 gives 0, n = 5
 * gives 8 instead of 10.
 *
 * @expected-message expected 1, got 0
 */
class Solution {
    public int totalNQueens(int n) {
        int total = 0;
        for (int col = 0; col < n / 2; col++) {
            total += 2 * count(1, n, 1 << col, (1 << col) << 1, (1 << col) >>> 1);
        }
        return total;   // the middle column of an odd board (col == n / 2) is never tried
    }

    private int count(int row, int n, int cols, int diagLeft, int diagRight) {
        if (row == n) {
            return 1;
        }
        int full = (1 << n) - 1;
        int total = 0;
        for (int free = full & ~(cols | diagLeft | diagRight); free != 0; free &= free - 1) {
            int bit = free & -free;
            total += count(row + 1, n, cols | bit, ((diagLeft | bit) << 1) & full, (diagRight | bit) >>> 1);
        }
        return total;
    }
}
