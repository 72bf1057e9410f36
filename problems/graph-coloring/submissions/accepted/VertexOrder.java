import java.util.*;

/**
 * Backtracking over the vertices in order 0, 1, ..., n - 1: give the vertex each colour 1..m that
 * none of its already coloured neighbours has, recurse, and reset it to 0 (uncoloured) when every
 * colour has failed. The first vertex only tries colour 1 (any colouring can be renamed so that
 * vertex 0 has colour 1).
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
        int tries = v == 0 ? 1 : m;
        for (int c = 1; c <= tries; c++) {
            if (fits(v, c, colours, neighbours)) {
                colours[v] = c;
                if (colour(v + 1, colours, neighbours, m)) {
                    return true;
                }
                colours[v] = 0;
            }
        }
        return false;
    }

    private boolean fits(int v, int c, int[] colours, List<List<Integer>> neighbours) {
        for (int u : neighbours.get(v)) {
            if (colours[u] == c) {
                return false;
            }
        }
        return true;
    }
}
