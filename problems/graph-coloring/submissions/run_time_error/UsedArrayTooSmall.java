import java.util.*;

/**
 * Crashes: marks the colours a vertex's neighbours use in a boolean array of length m, indexed by
 * colour. The colours run from 1 to m, so colour m is one past the end of the array:
 * ArrayIndexOutOfBoundsException as soon as a neighbour has the last colour.
 */
class Solution {
    public int[] colorGraph(int n, int[][] edges, int m) {
        List<List<Integer>> neighbours = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            neighbours.add(new ArrayList<>());
        }
        for (int[] e : edges) {
            neighbours.get(e[0]).add(e[1]);
            neighbours.get(e[1]).add(e[0]);
        }
        int[] colours = new int[n];
        return colour(0, colours, neighbours, m) ? colours : new int[0];
    }

    private boolean colour(int v, int[] colours, List<List<Integer>> neighbours, int m) {
        if (v == colours.length) {
            return true;
        }
        boolean[] used = new boolean[m];   // needs m + 1 places for the colours 1..m
        for (int u : neighbours.get(v)) {
            if (colours[u] != 0) {
                used[colours[u]] = true;
            }
        }
        for (int c = 1; c <= m; c++) {
            if (!used[c]) {
                colours[v] = c;
                if (colour(v + 1, colours, neighbours, m)) {
                    return true;
                }
                colours[v] = 0;
            }
        }
        return false;
    }
}
