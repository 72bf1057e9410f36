/**
 * Backtracking that always colours next the uncoloured vertex whose neighbours already use the
 * most different colours (ties: the one with more uncoloured neighbours), as the DSatur heuristic
 * does. Neighbours are bitmasks, and a vertex fails at once when its neighbours use all m colours.
 * A new colour is opened only one at a time (colour k + 1 only after colours 1..k are in use),
 * which skips colourings that differ only by renaming colours.
 */
class Solution {
    private int n;
    private int m;
    private int[] neighbours;
    private int[] colours;

    public int[] colorGraph(int n, int[][] edges, int m) {
        this.n = n;
        this.m = m;
        neighbours = new int[n];
        for (int[] e : edges) {
            neighbours[e[0]] |= 1 << e[1];
            neighbours[e[1]] |= 1 << e[0];
        }
        colours = new int[n];
        return search(0, 0) ? colours : new int[0];
    }

    /** Colours every vertex not yet coloured; {@code used} colours are 1..used. */
    private boolean search(int coloured, int used) {
        if (coloured == n) {
            return true;
        }
        int best = -1;
        int bestSaturation = -1;
        int bestDegree = -1;
        for (int v = 0; v < n; v++) {
            if (colours[v] != 0) {
                continue;
            }
            int saturation = Integer.bitCount(taken(v));
            int degree = 0;
            for (int rest = neighbours[v]; rest != 0; rest &= rest - 1) {
                degree += colours[Integer.numberOfTrailingZeros(rest)] == 0 ? 1 : 0;
            }
            if (saturation > bestSaturation || saturation == bestSaturation && degree > bestDegree) {
                best = v;
                bestSaturation = saturation;
                bestDegree = degree;
            }
        }
        int taken = taken(best);
        for (int c = 1; c <= Math.min(m, used + 1); c++) {
            if ((taken & 1 << c) == 0) {
                colours[best] = c;
                if (search(coloured + 1, Math.max(used, c))) {
                    return true;
                }
                colours[best] = 0;
            }
        }
        return false;
    }

    /** The colours v's neighbours use, as bits 1..m. */
    private int taken(int v) {
        int taken = 0;
        for (int rest = neighbours[v]; rest != 0; rest &= rest - 1) {
            taken |= 1 << colours[Integer.numberOfTrailingZeros(rest)];
        }
        return taken & ~1;
    }
}
