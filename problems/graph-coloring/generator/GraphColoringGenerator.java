import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * Random inputs for Graph Colouring: about {@code size + 2} vertices (at most 12), each possible
 * edge present with a probability drawn per input from none to all, listed in random order and
 * direction, and 1 to 4 colours: so some graphs can be coloured and some cannot.
 */
public final class GraphColoringGenerator implements Generator {

    private static final double[] DENSITIES = {0.0, 0.2, 0.35, 0.5, 0.7, 1.0};

    @Override
    public ObjectNode generate(int size, Random random) {
        int most = Math.min(12, size + 2);
        int n = Math.max(1, most - random.nextInt(3));
        double density = DENSITIES[random.nextInt(DENSITIES.length)];
        List<int[]> edges = new ArrayList<>();
        for (int u = 0; u < n; u++) {
            for (int v = u + 1; v < n; v++) {
                if (random.nextDouble() < density) {
                    edges.add(random.nextBoolean() ? new int[] {u, v} : new int[] {v, u});
                }
            }
        }
        Collections.shuffle(edges, random);
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.put("n", n);
        ArrayNode list = input.putArray("edges");
        for (int[] edge : edges) {
            list.addArray().add(edge[0]).add(edge[1]);
        }
        input.put("m", 1 + random.nextInt(4));
        return input;
    }

    @Override
    public String invalid(JsonNode input) {
        JsonNode n = input.get("n");
        JsonNode edges = input.get("edges");
        JsonNode m = input.get("m");
        if (n == null || !n.isInt() || m == null || !m.isInt() || edges == null || !edges.isArray()) {
            return "n and m must be whole numbers and edges a list";
        }
        if (n.asInt() < 1 || n.asInt() > 12) {
            return "n = " + n.asInt() + " is outside 1..12";
        }
        if (m.asInt() < 1 || m.asInt() > 4) {
            return "m = " + m.asInt() + " is outside 1..4";
        }
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < edges.size(); i++) {
            JsonNode edge = edges.get(i);
            if (!edge.isArray() || edge.size() != 2 || !edge.get(0).isInt() || !edge.get(1).isInt()) {
                return "edges[" + i + "] = " + edge + " is not two vertices";
            }
            int u = edge.get(0).asInt();
            int v = edge.get(1).asInt();
            if (u < 0 || v < 0 || u >= n.asInt() || v >= n.asInt() || u == v) {
                return "edges[" + i + "] = " + edge + " is not two different vertices of 0.." + (n.asInt() - 1);
            }
            if (!seen.add(Math.min(u, v) + "-" + Math.max(u, v))) {
                return "edges[" + i + "] = " + edge + " is listed twice";
            }
        }
        return null;
    }
}
