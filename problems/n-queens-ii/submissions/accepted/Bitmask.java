import java.util.*;

/**
 * Bitmask backtracking. For the current row, bit c of each mask says
 * whether column c is attacked vertically, along a down-left diagonal or
 * along a down-right diagonal. Moving to the next row shifts the diagonal
 * masks by one, so the free squares of a row are a single expression.
 */
class Solution {
    public int totalNQueens(int n) {
        return count((1 << n) - 1, 0, 0, 0);
    }

    private int count(int full, int cols, int diagLeft, int diagRight) {
        if (cols == full) {
            return 1;
        }
        int total = 0;
        int free = full & ~(cols | diagLeft | diagRight);
        while (free != 0) {
            int bit = free & -free;
            free -= bit;
            total += count(full, cols | bit, ((diagLeft | bit) << 1) & full, (diagRight | bit) >>> 1);
        }
        return total;
    }
}
