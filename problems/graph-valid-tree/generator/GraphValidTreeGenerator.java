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
 * Makes a graph on 1 to {@code size} nodes, shaped to sit near the border between tree and not a
 * tree: a random tree (true); a tree with one edge more (a cycle); a tree with one edge fewer (two
 * pieces, no cycle); n - 1 edges that are a piece with a cycle plus a separate tree (the right
 * count, not a tree); no edges at all (true only for n = 1); or random edges. Node labels are
 * shuffled, each edge lists its ends in a random order, and the edges are shuffled, so [1,0]
 * appears as often as [0,1]. Never a self-loop, never an edge twice.
 */
public final class GraphValidTreeGenerator implements Generator {

    private static final int MAX_N = 2000;
    private static final int MAX_EDGES = 5000;

    @Override
    public ObjectNode generate(int size, Random random) {
        int n = switch (random.nextInt(8)) {
            case 0 -> 1 + random.nextInt(Math.min(size, 3));
            case 1 -> 1 + random.nextInt(size);
            default -> size;
        };
        List<int[]> edges = new ArrayList<>();
        switch (random.nextInt(7)) {
            case 0, 1 -> tree(edges, 0, n, random);                           // a tree
            case 2 -> {                                                       // a tree plus an edge
                tree(edges, 0, n, random);
                addMissingEdge(edges, n, random);
            }
            case 3 -> {                                                       // a tree minus an edge
                tree(edges, 0, n, random);
                if (!edges.isEmpty()) {
                    edges.remove(random.nextInt(edges.size()));
                }
            }
            case 4 -> {                                                       // n - 1 edges, a cycle, two pieces
                if (n >= 4) {
                    int a = 3 + random.nextInt(n - 3);                        // nodes 0..a-1 with a cycle
                    tree(edges, 0, a, random);
                    addMissingEdge(edges, a, random);
                    tree(edges, a, n - a, random);                            // nodes a..n-1 a tree
                } else {
                    tree(edges, 0, n, random);
                }
            }
            case 5 -> { }                                                     // no edges
            default -> {                                                      // random edges
                int most = n * (n - 1) / 2;
                int m = random.nextInt(Math.min(most, 2 * n) + 1);
                for (int i = 0; i < m; i++) {
                    addMissingEdge(edges, n, random);
                }
            }
        }
        int[] label = new int[n];
        for (int i = 0; i < n; i++) {
            label[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = label[i];
            label[i] = label[j];
            label[j] = t;
        }
        Collections.shuffle(edges, random);
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.put("n", n);
        ArrayNode json = input.putArray("edges");
        for (int[] e : edges) {
            int a = label[e[0]];
            int b = label[e[1]];
            if (random.nextBoolean()) {
                json.addArray().add(a).add(b);
            } else {
                json.addArray().add(b).add(a);
            }
        }
        return input;
    }

    /** A random tree on nodes from..from+count-1: each node joins one of the nodes before it. */
    private static void tree(List<int[]> edges, int from, int count, Random random) {
        boolean path = random.nextInt(4) == 0;
        for (int i = 1; i < count; i++) {
            int parent = path ? i - 1 : random.nextInt(i);
            edges.add(new int[] {from + parent, from + i});
        }
    }

    /** Adds an edge between two of the nodes 0..n-1 that are not yet joined, if there is one. */
    private static void addMissingEdge(List<int[]> edges, int n, Random random) {
        if (edges.size() >= n * (n - 1) / 2) {
            return;
        }
        Set<Long> present = new HashSet<>();
        for (int[] e : edges) {
            present.add(key(e[0], e[1]));
        }
        while (true) {
            int a = random.nextInt(n);
            int b = random.nextInt(n);
            if (a != b && !present.contains(key(a, b))) {
                edges.add(new int[] {a, b});
                return;
            }
        }
    }

    private static long key(int a, int b) {
        return (long) Math.min(a, b) * MAX_N + Math.max(a, b);
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
        if (!nNode.isInt() || nNode.asInt() < 1 || nNode.asInt() > MAX_N) {
            return "n must be a whole number in 1..2000, got " + nNode;
        }
        int n = nNode.asInt();
        JsonNode edges = input.get("edges");
        if (!edges.isArray() || edges.size() > MAX_EDGES) {
            return "edges must be an array of at most 5000 edges";
        }
        Set<Long> seen = new HashSet<>();
        for (int i = 0; i < edges.size(); i++) {
            JsonNode e = edges.get(i);
            if (!e.isArray() || e.size() != 2 || !e.get(0).isInt() || !e.get(1).isInt()) {
                return "edges[" + i + "] must be two whole numbers, got " + e;
            }
            int a = e.get(0).asInt();
            int b = e.get(1).asInt();
            if (a < 0 || a >= n || b < 0 || b >= n) {
                return "edges[" + i + "] = " + e + " has an end outside 0..n-1 = 0.." + (n - 1);
            }
            if (a == b) {
                return "edges[" + i + "] = " + e + " is a self-loop";
            }
            if (!seen.add(key(a, b))) {
                return "edges[" + i + "] = " + e + " repeats an edge (in either direction)";
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return 12;
    }
}
