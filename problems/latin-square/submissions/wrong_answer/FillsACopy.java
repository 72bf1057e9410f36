/**
 * Wrong: completes a copy of the square correctly, then assigns the copy to the parameter. Java
 * passes the reference by value, so the assignment changes only the local variable: the caller's
 * square comes back exactly as it was given.
 *
 * @expected-message must fill the square it is given, in place
 */
class Solution {
    public void completeLatinSquare(int[][] square) {
        int n = square.length;
        int[][] work = new int[n][];
        for (int r = 0; r < n; r++) {
            work[r] = square[r].clone();
        }
        fill(work);
        square = work;   // invisible to the caller; square[r][c] = work[r][c] would have worked
    }

    private boolean fill(int[][] g) {
        int n = g.length;
        int bestRow = -1;
        int bestCol = -1;
        int fewest = n + 1;
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (g[r][c] == 0 && Integer.bitCount(candidates(g, r, c)) < fewest) {
                    fewest = Integer.bitCount(candidates(g, r, c));
                    bestRow = r;
                    bestCol = c;
                }
            }
        }
        if (bestRow < 0) {
            return true;
        }
        for (int options = candidates(g, bestRow, bestCol); options != 0; options &= options - 1) {
            g[bestRow][bestCol] = Integer.numberOfTrailingZeros(options);
            if (fill(g)) {
                return true;
            }
        }
        g[bestRow][bestCol] = 0;
        return false;
    }

    private int candidates(int[][] g, int r, int c) {
        int used = 0;
        for (int i = 0; i < g.length; i++) {
            used |= 1 << g[r][i] | 1 << g[i][c];
        }
        return ((1 << (g.length + 1)) - 2) & ~used;
    }
}
