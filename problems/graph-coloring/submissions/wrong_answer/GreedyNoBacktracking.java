import java.util.*;

/**
 * Wrong: colours the vertices in order 0, 1, ..., n - 1, each with the smallest colour its
 * coloured neighbours leave free, and gives up (returns []) as soon as a vertex has no free
 * colour. It never goes back to change an earlier choice, so on some graphs it reports "no
 * colouring" although one exists.
 *
 * @expected-message a colouring with 3 colours exists
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
        for (int v = 0; v < n; v++) {
            boolean[] taken = new boolean[m + 1];
            for (int u : neighbours.get(v)) {
                taken[colours[u]] = true;
            }
            int c = 1;
            while (c <= m && taken[c]) {
                c++;
            }
            if (c > m) {
                return new int[0];   // a dead end here does not mean no colouring exists
            }
            colours[v] = c;
        }
        return colours;
    }
}
