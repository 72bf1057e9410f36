/**
 * Correct but too slow: puts one queen in each row, tries every combination of columns (n^n of
 * them, counted like an odometer) and counts the placements where no two queens attack, checking
 * every pair of every placement. For n = 9 that is 387,420,489 placements of 36 pairs each.
 */
class Solution {
    public int totalNQueens(int n) {
        int[] queens = new int[n];
        int total = 0;
        while (true) {
            if (valid(queens)) {
                total++;
            }
            int row = n - 1;
            while (row >= 0 && queens[row] == n - 1) {
                queens[row--] = 0;
            }
            if (row < 0) {
                return total;
            }
            queens[row]++;
        }
    }

    /** Valid when no pair of queens attacks: every pair is counted, so each check costs n(n-1)/2 steps. */
    private boolean valid(int[] queens) {
        int attacks = 0;
        for (int r1 = 0; r1 < queens.length; r1++) {
            for (int r2 = r1 + 1; r2 < queens.length; r2++) {
                if (queens[r1] == queens[r2] || Math.abs(queens[r1] - queens[r2]) == r2 - r1) {
                    attacks++;
                }
            }
        }
        return attacks == 0;
    }
}
