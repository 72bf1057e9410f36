/**
 * Backtracking that always fills the empty cell with the fewest possible values next. Bit v of
 * rows[r] (or cols[c]) means value v is already in row r (column c), so a cell's candidates are
 * one mask operation. A cell with no candidate ends the branch at once; a cell with one is filled
 * without guessing.
 */
class Solution {
    private int n;
    private int[] rows;
    private int[] cols;

    public void completeLatinSquare(int[][] square) {
        n = square.length;
        rows = new int[n];
        cols = new int[n];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (square[r][c] != 0) {
                    rows[r] |= 1 << square[r][c];
                    cols[c] |= 1 << square[r][c];
                }
            }
        }
        fill(square);
    }

    private boolean fill(int[][] square) {
        int all = (1 << (n + 1)) - 2;   // bits 1..n
        int bestRow = -1;
        int bestCol = -1;
        int bestCandidates = 0;
        int fewest = n + 1;
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (square[r][c] == 0) {
                    int candidates = all & ~(rows[r] | cols[c]);
                    if (Integer.bitCount(candidates) < fewest) {
                        fewest = Integer.bitCount(candidates);
                        bestRow = r;
                        bestCol = c;
                        bestCandidates = candidates;
                    }
                }
            }
        }
        if (bestRow < 0) {
            return true;
        }
        for (int options = bestCandidates; options != 0; options &= options - 1) {
            int bit = options & -options;
            square[bestRow][bestCol] = Integer.numberOfTrailingZeros(bit);
            rows[bestRow] |= bit;
            cols[bestCol] |= bit;
            if (fill(square)) {
                return true;
            }
            rows[bestRow] &= ~bit;
            cols[bestCol] &= ~bit;
        }
        square[bestRow][bestCol] = 0;
        return false;
    }
}
