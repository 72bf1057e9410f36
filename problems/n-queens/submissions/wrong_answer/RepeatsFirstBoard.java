import java.util.*;

/**
 * Wrong: finds every board correctly, then adds the first one again at the end, so one placement
 * appears twice whenever there is any.
 *
 * @expected-message is the same as the board at index 0
 */
class Solution {
    public List<List<String>> solveNQueens(int n) {
        List<List<String>> boards = new ArrayList<>();
        place(0, new int[n], new boolean[n], new boolean[2 * n], new boolean[2 * n], boards);
        if (!boards.isEmpty()) {
            boards.add(boards.get(0));
        }
        return boards;
    }

    private void place(int row, int[] queens, boolean[] cols, boolean[] diag, boolean[] anti, List<List<String>> out) {
        int n = queens.length;
        if (row == n) {
            List<String> board = new ArrayList<>();
            for (int r = 0; r < n; r++) {
                char[] line = new char[n];
                Arrays.fill(line, '.');
                line[queens[r]] = 'Q';
                board.add(new String(line));
            }
            out.add(board);
            return;
        }
        for (int c = 0; c < n; c++) {
            if (cols[c] || diag[row + c] || anti[row - c + n]) {
                continue;
            }
            cols[c] = diag[row + c] = anti[row - c + n] = true;
            queens[row] = c;
            place(row + 1, queens, cols, diag, anti, out);
            cols[c] = diag[row + c] = anti[row - c + n] = false;
        }
    }
}
