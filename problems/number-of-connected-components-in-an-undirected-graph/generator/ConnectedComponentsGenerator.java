import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Makes a graph of {@code n} nodes (2 to {@code 2 + 3 * size}) and 1 to 5,000 edges, each written
 * {@code [a, b]} with {@code a < b}, none twice, listed in a random order, as the statement
 * promises. The nodes are relabelled at random, so a shape is not tied to low labels, and some
 * nodes are often left out of every edge (isolated nodes, sometimes node 0 or node n - 1).
 *
 * <p>Shapes: uniformly random edges; a random forest (no cycle); a path; a cycle; a star; one or
 * more cliques; disjoint pairs; and a mix of a cycle with trees hanging off it. Cycles catch
 * unions that do not ask whether both ends already share a root, forests and paths catch counting
 * parents instead of roots, isolated nodes catch graphs built from the edges alone.
 */
public final class ConnectedComponentsGenerator implements Generator {

    private static final int MAX_N = 2000;
    private static final int MAX_EDGES = 5000;

    @Override
    public ObjectNode generate(int size, Random random) {
        int n = 2 + random.nextInt(3 * size + 1);
        // the nodes a shape uses: all of them, or some, leaving the rest isolated
        int used = random.nextInt(3) == 0 ? n : 2 + random.nextInt(n - 1);
        List<Integer> perm = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            perm.add(i);
        }
        Collections.shuffle(perm, random);
        Set<Long> edges = new HashSet<>();
        List<int[]> list = new ArrayList<>();
        int shape = random.nextInt(9);
        switch (shape) {
            case 0 -> { // random edges
                long most = (long) used * (used - 1) / 2;
                int m = 1 + random.nextInt((int) Math.min(most, 2L * used));
                while (list.size() < m) {
                    add(random.nextInt(used), random.nextInt(used), perm, edges, list);
                }
            }
            case 1 -> { // random forest
                for (int v = 1; v < used; v++) {
                    if (random.nextInt(4) != 0) {
                        add(v, random.nextInt(v), perm, edges, list);
                    }
                }
            }
            case 2 -> { // path
                for (int v = 1; v < used; v++) {
                    add(v - 1, v, perm, edges, list);
                }
            }
            case 3 -> { // cycle (a single edge when only two nodes are used)
                for (int v = 1; v < used; v++) {
                    add(v - 1, v, perm, edges, list);
                }
                add(used - 1, 0, perm, edges, list);
            }
            case 4 -> { // star
                for (int v = 1; v < used; v++) {
                    add(0, v, perm, edges, list);
                }
            }
            case 5 -> { // cliques of random sizes, side by side
                int v = 0;
                while (v < used) {
                    int k = Math.min(used - v, 1 + random.nextInt(5));
                    for (int a = v; a < v + k; a++) {
                        for (int b = a + 1; b < v + k; b++) {
                            add(a, b, perm, edges, list);
                        }
                    }
                    v += k;
                }
            }
            case 6 -> { // disjoint pairs
                for (int v = 0; v + 1 < used; v += 2) {
                    add(v, v + 1, perm, edges, list);
                }
            }
            case 7 -> { // a cycle with trees hanging off it
                int ring = Math.min(used, 3 + random.nextInt(3));
                for (int v = 1; v < ring; v++) {
                    add(v - 1, v, perm, edges, list);
                }
                add(ring - 1, 0, perm, edges, list);
                for (int v = ring; v < used; v++) {
                    add(v, random.nextInt(v), perm, edges, list);
                }
            }
            default -> { // several random components, each with a few extra edges
                int parts = 1 + random.nextInt(Math.max(1, used / 2));
                for (int v = 1; v < used; v++) {
                    if (v % parts != 0 || random.nextInt(3) == 0) {
                        int u = random.nextInt(v);
                        if (u % parts == v % parts) {
                            add(u, v, perm, edges, list);
                        }
                    }
                }
                for (int extra = random.nextInt(used); extra > 0; extra--) {
                    int a = random.nextInt(used);
                    int b = random.nextInt(used);
                    if (a % parts == b % parts) {
                        add(a, b, perm, edges, list);
                    }
                }
            }
        }
        if (list.isEmpty()) {
            add(0, 1, perm, edges, list);
        }
        Collections.shuffle(list, random);
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.put("n", n);
        ArrayNode json = input.putArray("edges");
        for (int[] edge : list) {
            json.addArray().add(edge[0]).add(edge[1]);
        }
        return input;
    }

    /** Adds the edge between the shape's nodes u and v (relabelled by perm), unless it is a loop or already there. */
    private static void add(int u, int v, List<Integer> perm, Set<Long> edges, List<int[]> list) {
        int a = Math.min(perm.get(u), perm.get(v));
        int b = Math.max(perm.get(u), perm.get(v));
        if (a != b && list.size() < MAX_EDGES && edges.add((long) a * MAX_N + b)) {
            list.add(new int[] {a, b});
        }
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject() || !input.has("n") || !input.has("edges")) {
            return "the input must be an object with n and edges";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("n") && !name.equals("edges")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode nNode = input.get("n");
        if (!nNode.isInt()) {
            return "n must be a whole number, got " + nNode;
        }
        int n = nNode.intValue();
        if (n < 1 || n > MAX_N) {
            return "n = " + n + " is outside 1.." + MAX_N;
        }
        JsonNode edges = input.get("edges");
        if (!edges.isArray() || edges.size() < 1 || edges.size() > MAX_EDGES) {
            return "edges must hold 1 to " + MAX_EDGES + " edges, got " + (edges.isArray() ? edges.size() : edges);
        }
        Set<Long> seen = new HashSet<>();
        for (int i = 0; i < edges.size(); i++) {
            JsonNode edge = edges.get(i);
            if (!edge.isArray() || edge.size() != 2 || !edge.get(0).isInt() || !edge.get(1).isInt()) {
                return "edges[" + i + "] = " + edge + " is not two whole numbers";
            }
            int a = edge.get(0).intValue();
            int b = edge.get(1).intValue();
            if (a < 0 || b >= n || a > b) {
                return "edges[" + i + "] = " + edge + " breaks 0 <= ai <= bi < n = " + n;
            }
            if (a == b) {
                return "edges[" + i + "] = " + edge + " joins a node to itself";
            }
            if (!seen.add((long) a * MAX_N + b)) {
                return "edges[" + i + "] = " + edge + " is listed twice";
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return 20;
    }
}
