import java.util.*;

/**
 * Wrong: a correct backtracking search, but with the colours numbered 0 to m - 1, as array indices
 * are, instead of 1 to m as the problem asks.
 *
 * @expected-message vertex 0 has colour 0, but the colours are 1 to 2
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
        Arrays.fill(colours, -1);
        return colour(0, colours, neighbours, m) ? colours : new int[0];
    }

    private boolean colour(int v, int[] colours, List<List<Integer>> neighbours, int m) {
        if (v == colours.length) {
            return true;
        }
        for (int c = 0; c < m; c++) {   // colours 0..m-1; the problem numbers them 1..m
            boolean fits = true;
            for (int u : neighbours.get(v)) {
                fits &= colours[u] != c;
            }
            if (fits) {
                colours[v] = c;
                if (colour(v + 1, colours, neighbours, m)) {
                    return true;
                }
                colours[v] = -1;
            }
        }
        return false;
    }
}
