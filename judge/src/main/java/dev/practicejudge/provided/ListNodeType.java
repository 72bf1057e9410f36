package dev.practicejudge.provided;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/** LeetCode's singly linked list, written as the array of its values ({@code [1,2,3]}; {@code []} is null). */
final class ListNodeType implements ProvidedType {

    private static final int NEXT = 0;

    @Override
    public String name() {
        return "ListNode";
    }

    @Override
    public String source() {
        return """
                public class ListNode {
                    int val;
                    ListNode next;
                    ListNode() {}
                    ListNode(int val) { this.val = val; }
                    ListNode(int val, ListNode next) { this.val = val; this.next = next; }
                }
                """;
    }

    @Override
    public String definitionTitle() {
        return "Definition for singly-linked list";
    }

    @Override
    public List<String> links() {
        return List.of("next");
    }

    @Override
    public String noun() {
        return "list";
    }

    @Override
    public boolean mayHaveCycle() {
        return true;
    }

    @Override
    public JsonNode withCycle(JsonNode values, int tailLinksTo) {
        ObjectNode cyclic = JsonNodeFactory.instance.objectNode();
        cyclic.set(CYCLE_VALUES, values);
        cyclic.put(CYCLE_TARGET, tailLinksTo);
        return cyclic;
    }

    @Override
    public <N> N read(List<N> entries, Links<N> links, int tailLinksTo) {
        N head = read(entries, links);
        if (tailLinksTo >= 0 && tailLinksTo < entries.size()) {
            links.setLink(entries.get(entries.size() - 1), NEXT, entries.get(tailLinksTo));
        }
        return head;
    }

    @Override
    public Optional<String> endlessWalk(String name, JsonNode value) {
        if (!value.isObject()) {
            return Optional.empty();
        }
        JsonNode values = value.get(CYCLE_VALUES);
        int to = value.get(CYCLE_TARGET).asInt();
        int last = values.size() - 1;
        return Optional.of("the list from " + name + " has a cycle: its last node (index " + last + ", value "
                + values.get(last) + ") links back to index " + to + " (value " + values.get(to) + "), so a walk "
                + "along next never reaches null; a loop that waits for null never left the cycle");
    }

    @Override
    public Optional<String> mismatch(JsonNode value) {
        if (value.isObject() && value.has(CYCLE_VALUES) && value.has(CYCLE_TARGET) && value.size() == 2) {
            JsonNode to = value.get(CYCLE_TARGET);
            Optional<String> values = mismatch(value.get(CYCLE_VALUES));
            if (values.isPresent()) {
                return values;
            }
            if (!to.canConvertToInt() || !to.isIntegralNumber() || to.asInt() < 0 || to.asInt() >= value.get(CYCLE_VALUES).size()) {
                return Optional.of("the tail links back to " + to + ", which is not a node of the list (0 to "
                        + (value.get(CYCLE_VALUES).size() - 1) + ")");
            }
            return Optional.empty();
        }
        if (!value.isArray()) {
            return Optional.of("expected a linked list as the array of its values, e.g. [1,2,3], found "
                    + JsonForms.describe(value));
        }
        for (int i = 0; i < value.size(); i++) {
            if (value.get(i).isNull()) {
                return Optional.of("entry " + i + " is null; a linked list is written as its values only, "
                        + "and [] is the empty list");
            }
            Optional<String> notInt = JsonForms.notInt(value.get(i), i);
            if (notInt.isPresent()) {
                return notInt;
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
        int shorter = Math.min(expected.size(), actual.size());
        for (int i = 0; i < shorter; i++) {
            if (expected.get(i).asLong() != actual.get(i).asLong()) {
                return "the lists differ at node " + (i + 1) + " (counted from 1): expected " + expected.get(i)
                        + ", got " + actual.get(i);
            }
        }
        if (expected.size() == actual.size()) {
            return null;
        }
        if (actual.isEmpty()) {
            return "expected " + JsonForms.nodes(expected.size()) + ", got the empty list (null)";
        }
        return "expected " + JsonForms.nodes(expected.size()) + ", got " + actual.size() + ": "
                + (actual.size() < expected.size()
                ? "the list ends after node " + actual.size() + ", where " + expected.get(actual.size()) + " should follow"
                : "node " + (expected.size() + 1) + " (" + actual.get(expected.size()) + ") is one too many");
    }

    @Override
    public Figure figure(JsonNode value) {
        if (value.isObject()) {
            return new Figure.Chain(value.get(CYCLE_VALUES), value.get(CYCLE_TARGET).asInt());
        }
        return new Figure.Chain(value);
    }

    @Override
    public boolean shrinksAsValueList() {
        return true;
    }

    @Override
    public List<Supplier<JsonNode>> smaller(JsonNode value, Function<JsonNode, List<JsonNode>> smallerEntry) {
        return List.of();
    }

    @Override
    public <N> void write(N head, Links<N> links, JsonGenerator out) throws IOException {
        // Each node's position (from 1), by identity: a learner's ListNode may override equals.
        IdentityHashMap<Object, Integer> positions = new IdentityHashMap<>();
        out.writeStartArray();
        N last = null;
        for (N node = head; node != null; last = node, node = links.link(node, NEXT)) {
            Integer earlier = positions.get(node);
            if (earlier != null) {
                throw new InvalidStructure("has a cycle: after " + positions.size() + " node"
                        + (positions.size() == 1 ? "" : "s") + ", the next of the last one (value "
                        + links.value(last) + ") is node " + earlier + " (value " + links.value(node)
                        + ") again, so the list never ends");
            }
            positions.put(node, positions.size() + 1);
            out.writeNumber(links.value(node));
        }
        out.writeEndArray();
    }

    @Override
    public <N> N read(List<N> entries, Links<N> links) {
        if (entries.isEmpty()) {
            return null;
        }
        for (int i = 0; i + 1 < entries.size(); i++) {
            links.setLink(entries.get(i), NEXT, entries.get(i + 1));
        }
        return entries.get(0);
    }
}
