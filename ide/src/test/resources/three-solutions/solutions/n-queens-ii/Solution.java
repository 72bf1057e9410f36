// Accepted: row-by-row backtracking that counts the placements.
class Solution {
    public int totalNQueens(int n) {
        int placements = count(0, n, new boolean[n], new boolean[2 * n], new boolean[2 * n]);
        return placements;
    }

    private int count(int row, int n, boolean[] columns, boolean[] diagonals, boolean[] antiDiagonals) {
        if (row == n) {
            return 1;
        }
        int total = 0;
        for (int column = 0; column < n; column++) {
            int diagonal = row - column + n;
            int antiDiagonal = row + column;
            if (columns[column] || diagonals[diagonal] || antiDiagonals[antiDiagonal]) {
                continue;
            }
            columns[column] = diagonals[diagonal] = antiDiagonals[antiDiagonal] = true;
            total += count(row + 1, n, columns, diagonals, antiDiagonals);
            columns[column] = diagonals[diagonal] = antiDiagonals[antiDiagonal] = false;
        }
        return total;
    }
}
