import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Random;

/**
 * Makes a connected undirected graph on 0 to {@code size} nodes as LeetCode's adjacency list,
 * node i+1 with value i+1, each edge listed from both ends. Shapes: a path, a star, a cycle, a
 * complete graph, a random tree, or a random tree with extra edges (cycles); now and then the
 * empty graph, one node or two. Labels are shuffled, so node 1 (the one given) may sit anywhere
 * in the shape, and each node's neighbors come in a random order. Never a self-loop or an edge
 * twice. invalid() checks the statement's promises: at most 100 nodes, entries in 1..n, no
 * self-loop, no neighbor listed twice, every edge listed from both ends, all nodes reachable from
 * node 1.
 */
public final class CloneGraphGenerator implements Generator {

    private static final int MAX_NODES = 100;

    @Override
    public ObjectNode generate(int size, Random random) {
        int n = switch (random.nextInt(10)) {
            case 0 -> random.nextInt(3);                  // empty, one node, two nodes
            case 1 -> 1 + random.nextInt(Math.max(1, size));
            default -> Math.max(1, size);
        };
        List<List<Integer>> adj = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            adj.add(new ArrayList<>());
        }
        int shape = random.nextInt(6);
        for (int i = 1; i < n; i++) {
            int parent = switch (shape) {
                case 0, 2 -> i - 1;                       // path (closed into a cycle below)
                case 1 -> 0;                              // star
                default -> random.nextInt(i);             // random tree
            };
            link(adj, parent, i);
        }
        if (shape == 2 && n >= 3) {
            link(adj, n - 1, 0);                          // cycle
        } else if (shape == 3) {                          // complete
            for (int a = 0; a < n; a++) {
                for (int b = a + 1; b < n; b++) {
                    if (!adj.get(a).contains(b)) {
                        link(adj, a, b);
                    }
                }
            }
        } else if (shape == 4 && n >= 3) {                // tree plus extra edges
            int extra = 1 + random.nextInt(n);
            for (int k = 0; k < extra; k++) {
                int a = random.nextInt(n);
                int b = random.nextInt(n);
                if (a != b && !adj.get(a).contains(b)) {
                    link(adj, a, b);
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
        List<List<Integer>> relabelled = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            relabelled.add(null);
        }
        for (int i = 0; i < n; i++) {
            List<Integer> neighbors = new ArrayList<>();
            for (int v : adj.get(i)) {
                neighbors.add(label[v] + 1);
            }
            Collections.shuffle(neighbors, random);
            relabelled.set(label[i], neighbors);
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        ArrayNode node = input.putArray("node");
        for (List<Integer> neighbors : relabelled) {
            ArrayNode entry = node.addArray();
            neighbors.forEach(entry::add);
        }
        return input;
    }

    private static void link(List<List<Integer>> adj, int a, int b) {
        adj.get(a).add(b);
        adj.get(b).add(a);
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject() || !input.has("node")) {
            return "the input must be an object with node";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("node")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode graph = input.get("node");
        if (!graph.isArray()) {
            return "node must be an adjacency list";
        }
        int n = graph.size();
        if (n > MAX_NODES) {
            return n + " nodes, more than " + MAX_NODES;
        }
        boolean[][] edge = new boolean[n + 1][n + 1];
        for (int i = 0; i < n; i++) {
            JsonNode neighbors = graph.get(i);
            if (!neighbors.isArray()) {
                return "entry " + i + " is not a list of neighbors";
            }
            for (JsonNode v : neighbors) {
                if (!v.isInt() || v.asInt() < 1 || v.asInt() > n) {
                    return "node " + (i + 1) + " lists " + v + ", not a node 1.." + n;
                }
                int b = v.asInt();
                if (b == i + 1) {
                    return "node " + b + " lists itself (a self-loop)";
                }
                if (edge[i + 1][b]) {
                    return "node " + (i + 1) + " lists node " + b + " twice (a repeated edge)";
                }
                edge[i + 1][b] = true;
            }
        }
        for (int a = 1; a <= n; a++) {
            for (int b = 1; b <= n; b++) {
                if (edge[a][b] && !edge[b][a]) {
                    return "node " + a + " lists node " + b + ", but node " + b + " does not list node " + a;
                }
            }
        }
        if (n > 0) {
            boolean[] seen = new boolean[n + 1];
            ArrayDeque<Integer> queue = new ArrayDeque<>();
            seen[1] = true;
            queue.add(1);
            int reached = 1;
            while (!queue.isEmpty()) {
                int a = queue.poll();
                for (int b = 1; b <= n; b++) {
                    if (edge[a][b] && !seen[b]) {
                        seen[b] = true;
                        reached++;
                        queue.add(b);
                    }
                }
            }
            if (reached < n) {
                return "only " + reached + " of the " + n + " nodes can be reached from node 1 (the graph is not connected)";
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return 12;
    }
}
