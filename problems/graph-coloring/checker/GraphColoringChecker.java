import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.api.CheckResult;
import dev.practicejudge.api.Checker;
import java.util.ArrayList;
import java.util.List;

/**
 * Accepts any valid colouring of the test's graph with colours 1..m, and [] exactly when no such
 * colouring exists; says precisely what is wrong otherwise: a wrong length, which vertex has a
 * colour out of range, which edge joins two vertices of the same colour, or (for a wrong []) that
 * a colouring exists, with an example.
 *
 * <p>The stored expected output is one valid colouring, or [] when there is none; the checker
 * uses it only to know whether a colouring exists and to show one. A returned colouring is judged
 * on the graph alone, so any valid one is accepted, whichever the stored one is.
 *
 * <p>The checks run in this order, and the first failure is the reason: the shape (an array of
 * integers); [] against the existence of a colouring; the length n; every colour in 1..m (the
 * first vertex out of range is named); every edge, in input order, joining two different colours.
 */
public final class GraphColoringChecker implements Checker {

    @Override
    public CheckResult check(JsonNode input, JsonNode expected, JsonNode actual) {
        int n = input.get("n").asInt();
        int m = input.get("m").asInt();
        int[][] edges = edges(input.get("edges"));
        if (expected == null || !expected.isArray()) {
            throw new IllegalArgumentException("the test's expected output is not an array: " + expected);
        }
        boolean colouringExists = expected.size() > 0;
        String noneExists = colouringExists ? ""
                : "; in fact no colouring with " + colours(m) + " exists for this graph, so the answer is []";

        if (actual == null || !actual.isArray()) {
            return CheckResult.rejected("expected an array of " + n + " colours (or [] when there is no colouring), got "
                    + Checker.describe(actual));
        }
        for (int v = 0; v < actual.size(); v++) {
            JsonNode colour = actual.get(v);
            if (!colour.isIntegralNumber() || !colour.canConvertToInt()) {
                return CheckResult.rejected("element " + v + " of the answer is " + Checker.describe(colour)
                        + ", not a colour (an integer from 1 to " + m + ")");
            }
        }
        if (actual.size() == 0) {
            return colouringExists
                    ? CheckResult.rejected("returned [] (no colouring), but a colouring with " + colours(m)
                            + " exists, e.g. " + list(expected))
                    : CheckResult.accepted();
        }
        if (actual.size() != n) {
            return CheckResult.rejected("returned " + actual.size() + " colour" + (actual.size() == 1 ? "" : "s")
                    + " for " + n + " vertices: the answer needs one colour per vertex, the colour of vertex v at index v"
                    + noneExists);
        }
        int[] colour = new int[n];
        for (int v = 0; v < n; v++) {
            colour[v] = actual.get(v).intValue();
            if (colour[v] < 1 || colour[v] > m) {
                return CheckResult.rejected("vertex " + v + " has colour " + colour[v] + ", but the colours are "
                        + (m == 1 ? "just 1" : "1 to " + m) + noneExists);
            }
        }
        for (int i = 0; i < edges.length; i++) {
            int u = edges[i][0];
            int v = edges[i][1];
            if (colour[u] == colour[v]) {
                return CheckResult.rejected("edge [" + u + ", " + v + "] (edges[" + i + "]) joins two vertices of the"
                        + " same colour: vertex " + u + " and vertex " + v + " both have colour " + colour[u]
                        + noneExists);
            }
        }
        return CheckResult.accepted();
    }

    /** The test's edges; a malformed list is the problem package's fault (a judge error). */
    private static int[][] edges(JsonNode node) {
        if (node == null || !node.isArray()) {
            throw new IllegalArgumentException("the test's edges are not a list: " + node);
        }
        int[][] edges = new int[node.size()][];
        for (int i = 0; i < node.size(); i++) {
            JsonNode edge = node.get(i);
            if (!edge.isArray() || edge.size() != 2) {
                throw new IllegalArgumentException("edges[" + i + "] of the test is not a pair: " + edge);
            }
            edges[i] = new int[] {edge.get(0).asInt(), edge.get(1).asInt()};
        }
        return edges;
    }

    private static String colours(int m) {
        return m + " colour" + (m == 1 ? "" : "s");
    }

    private static String list(JsonNode array) {
        List<String> items = new ArrayList<>();
        array.forEach(item -> items.add(item.toString()));
        return "[" + String.join(", ", items) + "]";
    }
}
