package dev.practicejudge.provided;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * LeetCode's undirected graph node (Clone Graph): {@code val} and a list of {@code neighbors},
 * written as LeetCode's adjacency list, {@code [[2,4],[1,3],[2,4],[1,3]]}: entry i lists the
 * values of node i+1's neighbors, in order; node i+1 has value i+1; the graph is given by node 1
 * ({@code []} is no graph, null). A method that takes one and returns one (a clone) must return
 * new nodes only ({@link #returnedIsACopy}).
 */
final class GraphNodeType implements ProvidedType {

    private static final int NEIGHBORS = 0;

    @Override
    public String name() {
        return "Node";
    }

    @Override
    public String source() {
        return """
                class Node {
                    public int val;
                    public List<Node> neighbors;
                    public Node() {
                        val = 0;
                        neighbors = new ArrayList<Node>();
                    }
                    public Node(int _val) {
                        val = _val;
                        neighbors = new ArrayList<Node>();
                    }
                    public Node(int _val, ArrayList<Node> _neighbors) {
                        val = _val;
                        neighbors = _neighbors;
                    }
                }
                """;
    }

    @Override
    public String definitionTitle() {
        return "Definition for a Node";
    }

    @Override
    public List<String> links() {
        return List.of();
    }

    @Override
    public List<String> listLinks() {
        return List.of("neighbors");
    }

    @Override
    public String noun() {
        return "graph";
    }

    @Override
    public boolean returnedIsACopy() {
        return true;
    }

    @Override
    public Optional<String> mismatch(JsonNode value) {
        if (!value.isArray()) {
            return Optional.of("expected a graph as LeetCode's adjacency list, e.g. [[2,4],[1,3],[2,4],[1,3]], found "
                    + JsonForms.describe(value));
        }
        int n = value.size();
        for (int i = 0; i < n; i++) {
            JsonNode neighbors = value.get(i);
            if (!neighbors.isArray()) {
                return Optional.of("entry " + i + " (node " + (i + 1) + ") is " + JsonForms.describe(neighbors)
                        + ", not the list of its neighbors' values");
            }
            for (JsonNode neighbor : neighbors) {
                if (!neighbor.isIntegralNumber() || !neighbor.canConvertToInt() || neighbor.asInt() < 1
                        || neighbor.asInt() > n) {
                    return Optional.of("node " + (i + 1) + " lists " + neighbor + " as a neighbor; the nodes are 1 to " + n);
                }
            }
        }
        return Optional.empty();
    }

    @Override
    public Optional<String> untrimmed(JsonNode value) {
        return Optional.empty();
    }

    @Override
    public JsonNode canonical(JsonNode value) {
        return value;
    }

    @Override
    public String difference(JsonNode expected, JsonNode actual) {
        String difference = firstDifference(expected, actual);
        String oneWay = difference == null ? null : oneWayLink(actual);
        return oneWay == null ? difference : difference + "\n" + oneWay;
    }

    private static String firstDifference(JsonNode expected, JsonNode actual) {
        if (expected.equals(actual)) {
            return null;
        }
        if (expected.size() != actual.size()) {
            return "expected " + JsonForms.nodes(expected.size()) + ", got " + JsonForms.nodes(actual.size())
                    + (actual.isEmpty() ? " (null)" : "");
        }
        for (int i = 0; i < expected.size(); i++) {
            JsonNode want = expected.get(i);
            JsonNode got = actual.get(i);
            if (want.equals(got)) {
                continue;
            }
            String node = "node " + (i + 1);
            for (JsonNode neighbor : want) {
                if (!contains(got, neighbor.asInt())) {
                    return node + " should be linked to node " + neighbor + ", but in your graph it is not; its "
                            + "neighbors are " + got + ", expected " + want;
                }
            }
            for (JsonNode neighbor : got) {
                if (!contains(want, neighbor.asInt())) {
                    return node + " is linked to node " + neighbor + ", which it is not in the input; its neighbors are "
                            + got + ", expected " + want;
                }
            }
            return node + "'s neighbors are in another order, or listed twice: " + got + ", expected " + want
                    + " (the copy keeps each node's neighbors in the input's order)";
        }
        return null;
    }

    /** Where {@code actual} links one way only, or null: a copy that forgot an edge back. */
    private static String oneWayLink(JsonNode actual) {
        // A one-way link: in an undirected graph each edge is in both nodes' lists.
        for (int i = 0; i < actual.size(); i++) {
            for (JsonNode neighbor : actual.get(i)) {
                int other = neighbor.asInt();
                if (other >= 1 && other <= actual.size() && !contains(actual.get(other - 1), i + 1)) {
                    return "in your graph node " + (i + 1) + " lists node " + other + " as a neighbor, but node " + other
                            + " does not list node " + (i + 1) + ": each edge of an undirected graph is in both lists";
                }
            }
        }
        return null;
    }

    private static boolean contains(JsonNode list, int value) {
        for (JsonNode entry : list) {
            if (entry.asInt() == value) {
                return true;
            }
        }
        return false;
    }

    @Override
    public Figure figure(JsonNode value) {
        return new Figure.Graph(value);
    }

    @Override
    public boolean shrinksAsValueList() {
        return false;
    }

    /** Without the last node (and its edges), then without one edge at a time, both directions. */
    @Override
    public List<Supplier<JsonNode>> smaller(JsonNode value, Function<JsonNode, List<JsonNode>> smallerEntry) {
        List<Supplier<JsonNode>> smaller = new ArrayList<>();
        int n = value.size();
        if (n == 0) {
            return smaller;
        }
        smaller.add(() -> withoutNode(value, n));
        for (int i = 0; i < n; i++) {
            for (JsonNode neighbor : value.get(i)) {
                int a = i + 1;
                int b = neighbor.asInt();
                if (a < b) {
                    smaller.add(() -> withoutEdge(value, a, b));
                }
            }
        }
        return smaller;
    }

    private static JsonNode withoutNode(JsonNode value, int node) {
        ArrayNode smaller = JsonNodeFactory.instance.arrayNode();
        for (int i = 0; i < value.size(); i++) {
            if (i + 1 == node) {
                continue;
            }
            ArrayNode neighbors = smaller.addArray();
            value.get(i).forEach(v -> {
                if (v.asInt() != node) {
                    neighbors.add(v.asInt() > node ? v.asInt() - 1 : v.asInt());
                }
            });
        }
        return smaller;
    }

    private static JsonNode withoutEdge(JsonNode value, int a, int b) {
        ArrayNode smaller = JsonNodeFactory.instance.arrayNode();
        for (int i = 0; i < value.size(); i++) {
            int self = i + 1;
            ArrayNode neighbors = smaller.addArray();
            value.get(i).forEach(v -> {
                boolean dropped = self == a && v.asInt() == b || self == b && v.asInt() == a;
                if (!dropped) {
                    neighbors.add(v);
                }
            });
        }
        return smaller;
    }

    /**
     * Every node reachable from {@code root}, written by value: entry v-1 lists node v's neighbors.
     * LeetCode writes a graph that way, so its nodes' values must be 1 to n, each once.
     */
    @Override
    public <N> void write(N root, Links<N> links, JsonGenerator out) throws IOException {
        List<N> nodes = reachable(root, links);
        Map<Integer, N> byValue = new java.util.HashMap<>();
        for (N node : nodes) {
            int value = links.value(node);
            if (value < 1 || value > nodes.size()) {
                throw new InvalidStructure("has " + JsonForms.nodes(nodes.size()) + " but a node with value " + value
                        + "; LeetCode writes a graph by its values, which must be 1 to " + nodes.size()
                        + ", as the input's are");
            }
            N other = byValue.put(value, node);
            if (other != null) {
                throw new InvalidStructure("has two different nodes with value " + value + "; a clone makes exactly "
                        + "one new node for each node of the input");
            }
        }
        out.writeStartArray();
        for (int value = 1; value <= nodes.size(); value++) {
            out.writeStartArray();
            List<N> neighbors = links.listLink(byValue.get(value), NEIGHBORS);
            if (neighbors != null) {
                for (N neighbor : neighbors) {
                    if (neighbor == null) {
                        throw new InvalidStructure("has a null among the neighbors of node " + value);
                    }
                    out.writeNumber(links.value(neighbor));
                }
            }
            out.writeEndArray();
        }
        out.writeEndArray();
    }

    /** The nodes reachable from {@code root} through the neighbor lists, each once (by identity), breadth first. */
    static <N> List<N> reachable(N root, Links<N> links) {
        List<N> order = new ArrayList<>();
        if (root == null) {
            return order;
        }
        IdentityHashMap<N, Boolean> seen = new IdentityHashMap<>();
        ArrayDeque<N> queue = new ArrayDeque<>();
        queue.add(root);
        seen.put(root, true);
        while (!queue.isEmpty()) {
            N node = queue.poll();
            order.add(node);
            List<N> neighbors = links.listLink(node, NEIGHBORS);
            if (neighbors == null) {
                continue;
            }
            for (N neighbor : neighbors) {
                if (neighbor != null && seen.put(neighbor, true) == null) {
                    queue.add(neighbor);
                }
            }
        }
        return order;
    }

    /** Not used: a graph is read from its adjacency list ({@link #readAdjacency}). */
    @Override
    public <N> N read(List<N> entries, Links<N> links) {
        throw new UnsupportedOperationException("a graph is read from its adjacency list");
    }

    @Override
    public boolean readsAdjacency() {
        return true;
    }

    @Override
    public <N> N readAdjacency(JsonNode value, List<N> nodes, Links<N> links) {
        for (int i = 0; i < nodes.size(); i++) {
            List<N> neighbors = new ArrayList<>();
            for (JsonNode neighbor : value.get(i)) {
                neighbors.add(nodes.get(neighbor.asInt() - 1));
            }
            links.setListLink(nodes.get(i), NEIGHBORS, neighbors);
        }
        return nodes.isEmpty() ? null : nodes.get(0);
    }
}
