import java.util.*;

/**
 * Wrong: a backtracking search whose neighbour lists are built one way only: edge [u, v] is added
 * to u's list but not to v's. When v is coloured, it does not see u as a neighbour, so the two
 * ends of an edge can get the same colour.
 *
 * @expected-message edge [0, 1] (edges[0]) joins two vertices of the same colour
 */
class Solution {
    public int[] colorGraph(int n, int[][] edges, int m) {
        List<List<Integer>> neighbours = new ArrayList<>();
        for (int v = 0; v < n; v++) {
            neighbours.add(new ArrayList<>());
        }
        for (int[] e : edges) {
            neighbours.get(e[0]).add(e[1]);   // neighbours.get(e[1]).add(e[0]) is missing
        }
        int[] colours = new int[n];
        return colour(0, colours, neighbours, m) ? colours : new int[0];
    }

    private boolean colour(int v, int[] colours, List<List<Integer>> neighbours, int m) {
        if (v == colours.length) {
            return true;
        }
        for (int c = 1; c <= m; c++) {
            boolean fits = true;
            for (int u : neighbours.get(v)) {
                fits &= colours[u] != c;
            }
            if (fits) {
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
