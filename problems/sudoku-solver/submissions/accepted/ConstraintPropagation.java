import java.util.Arrays;

/**
 * Constraint propagation with search, after Norvig. Every cell keeps a bitmask of the digits it can
 * still hold. Placing a digit removes it from the cell's 20 peers; a peer left with one candidate
 * is placed in turn (naked single), and a digit with only one possible cell in a row, column or box
 * is placed there (hidden single). When propagation stalls, the cell with the fewest candidates is
 * tried digit by digit on a copy of the state, so a dead end costs nothing to undo.
 */
class Solution {
    private static final int ALL = (1 << 9) - 1;
    private static final int[][] UNITS = new int[27][9];
    private static final int[][] PEERS = new int[81][20];

    static {
        for (int i = 0; i < 9; i++) {
            for (int j = 0; j < 9; j++) {
                UNITS[i][j] = i * 9 + j;                                        // row i
                UNITS[9 + i][j] = j * 9 + i;                                    // column i
                UNITS[18 + i][j] = (i / 3 * 3 + j / 3) * 9 + i % 3 * 3 + j % 3; // box i
            }
        }
        for (int cell = 0; cell < 81; cell++) {
            int r = cell / 9;
            int c = cell % 9;
            int n = 0;
            for (int other = 0; other < 81; other++) {
                int r2 = other / 9;
                int c2 = other % 9;
                boolean peer = r2 == r || c2 == c || (r2 / 3 == r / 3 && c2 / 3 == c / 3);
                if (peer && other != cell) {
                    PEERS[cell][n++] = other;
                }
            }
        }
    }

    public void solveSudoku(char[][] board) {
        int[] candidates = new int[81];
        Arrays.fill(candidates, ALL);
        for (int cell = 0; cell < 81; cell++) {
            char ch = board[cell / 9][cell % 9];
            if (ch != '.' && !assign(candidates, cell, 1 << (ch - '1'))) {
                return; // the givens contradict each other; the puzzles never do
            }
        }
        int[] solved = search(candidates);
        if (solved == null) {
            return;
        }
        for (int cell = 0; cell < 81; cell++) {
            board[cell / 9][cell % 9] = (char) ('1' + Integer.numberOfTrailingZeros(solved[cell]));
        }
    }

    /** A solved state reachable from this one, or null; {@code candidates} may be changed. */
    private int[] search(int[] candidates) {
        int best = -1;
        int fewest = 10;
        for (int cell = 0; cell < 81; cell++) {
            int count = Integer.bitCount(candidates[cell]);
            if (count > 1 && count < fewest) {
                fewest = count;
                best = cell;
            }
        }
        if (best < 0) {
            return candidates;
        }
        for (int options = candidates[best]; options != 0; options &= options - 1) {
            int[] copy = candidates.clone();
            if (assign(copy, best, options & -options)) {
                int[] solved = search(copy);
                if (solved != null) {
                    return solved;
                }
            }
        }
        return null;
    }

    /** Places one digit (as a bit) in a cell by removing every other; false on a contradiction. */
    private boolean assign(int[] candidates, int cell, int bit) {
        for (int others = candidates[cell] & ~bit; others != 0; others &= others - 1) {
            if (!eliminate(candidates, cell, others & -others)) {
                return false;
            }
        }
        return true;
    }

    /** Removes one candidate (as a bit) from a cell and propagates; false on a contradiction. */
    private boolean eliminate(int[] candidates, int cell, int bit) {
        if ((candidates[cell] & bit) == 0) {
            return true;
        }
        candidates[cell] &= ~bit;
        int left = candidates[cell];
        if (left == 0) {
            return false;
        }
        if (Integer.bitCount(left) == 1) {
            for (int peer : PEERS[cell]) {
                if (!eliminate(candidates, peer, left)) {
                    return false;
                }
            }
        }
        int[][] unitsOfCell = {UNITS[cell / 9], UNITS[9 + cell % 9], UNITS[18 + cell / 27 * 3 + cell % 9 / 3]};
        for (int[] unit : unitsOfCell) {
            int place = -1;
            int places = 0;
            for (int other : unit) {
                if ((candidates[other] & bit) != 0) {
                    places++;
                    place = other;
                }
            }
            if (places == 0) {
                return false;
            }
            if (places == 1 && candidates[place] != bit && !assign(candidates, place, bit)) {
                return false;
            }
        }
        return true;
    }
}
