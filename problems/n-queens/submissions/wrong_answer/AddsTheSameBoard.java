import java.util.*;

/**
 * Wrong: the search is right, but it builds each board in one list of rows, adding a row as it
 * places a queen and removing it as it backtracks, and at a full board adds that list itself
 * instead of a copy. Every board of the answer is then the same list object, which is empty once
 * the search has backtracked to the top: for n = 1 the answer is one empty board, for n = 4 two.
 *
 * @expected-message every list in your answer is empty, while the expected ones are not
 */
class Solution {
    public List<List<String>> solveNQueens(int n) {
        List<List<String>> boards = new ArrayList<>();
        place(0, n, new boolean[n], new boolean[2 * n], new boolean[2 * n], new ArrayList<>(), boards);
        return boards;
    }

    private void place(int row, int n, boolean[] cols, boolean[] diag, boolean[] anti, List<String> board,
                       List<List<String>> out) {
        if (row == n) {
            out.add(board);                        // the same object every time, not a copy
            return;
        }
        for (int c = 0; c < n; c++) {
            if (cols[c] || diag[row + c] || anti[row - c + n]) {
                continue;
            }
            char[] line = new char[n];
            Arrays.fill(line, '.');
            line[c] = 'Q';
            cols[c] = diag[row + c] = anti[row - c + n] = true;
            board.add(new String(line));
            place(row + 1, n, cols, diag, anti, board, out);
            board.remove(board.size() - 1);
            cols[c] = diag[row + c] = anti[row - c + n] = false;
        }
    }
}
