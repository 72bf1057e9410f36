import java.util.HashSet;
import java.util.Set;

/**
 * The proof of this package's expected outputs (validate runs it on every test): it counts
 * through all m^n colourings in order until one is valid, or through all of them when none is,
 * and returns [] then; the accepted submissions backtrack. Judged both ways by the checker, the
 * stored answer must be [] exactly when this finds no colouring. It also checks the input against
 * the statement's constraints.
 */
class Solution {
    public int[] colorGraph(int n, int[][] edges, int m) {
        require(n >= 1 && n <= 12, "n = " + n + " is outside 1..12");
        require(m >= 1 && m <= 4, "m = " + m + " is outside 1..4");
        Set<String> seen = new HashSet<>();
        for (int[] e : edges) {
            require(e.length == 2, "an edge of " + e.length + " vertices");
            require(e[0] >= 0 && e[0] < n && e[1] >= 0 && e[1] < n, "an edge outside 0..n-1");
            require(e[0] != e[1], "a loop at vertex " + e[0]);
            require(seen.add(Math.min(e[0], e[1]) + "-" + Math.max(e[0], e[1])),
                    "the edge " + e[0] + "-" + e[1] + " twice");
        }
        int[] colours = new int[n];
        java.util.Arrays.fill(colours, 1);
        while (true) {
            boolean valid = true;
            for (int[] e : edges) {
                if (colours[e[0]] == colours[e[1]]) {
                    valid = false;
                    break;
                }
            }
            if (valid) {
                return colours;
            }
            int v = n - 1;
            while (v >= 0 && colours[v] == m) {
                colours[v--] = 1;
            }
            if (v < 0) {
                return new int[0];
            }
            colours[v]++;
        }
    }

    private static void require(boolean holds, String what) {
        if (!holds) {
            throw new IllegalArgumentException(what + " (the statement's constraints)");
        }
    }
}
