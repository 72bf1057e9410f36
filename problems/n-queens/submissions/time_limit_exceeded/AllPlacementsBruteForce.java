import java.util.*;

/**
 * Correct but too slow: puts one queen in each row, tries every combination of columns (n^n of
 * them, counted like an odometer) and validates each complete placement by checking every pair of
 * queens. For n = 9 that is 387,420,489 placements of 36 pairs each.
 */
class Solution {
    public List<List<String>> solveNQueens(int n) {
        List<List<String>> boards = new ArrayList<>();
        int[] queens = new int[n];
        while (true) {
            if (valid(queens)) {
                boards.add(render(queens));
            }
            int row = n - 1;
            while (row >= 0 && queens[row] == n - 1) {
                queens[row--] = 0;
            }
            if (row < 0) {
                return boards;
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

    private List<String> render(int[] queens) {
        List<String> board = new ArrayList<>();
        for (int col : queens) {
            char[] line = new char[queens.length];
            Arrays.fill(line, '.');
            line[col] = 'Q';
            board.add(new String(line));
        }
        return board;
    }
}
