package dev.practicejudge.stress;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.practicejudge.problem.TypeRef;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The values one step smaller than a value of a given type, in the order worth trying: whole
 * parts deleted before parts shrunk, big deletions before small ones. Every candidate is smaller
 * by a measure that cannot go down forever (fewer elements, fewer characters, a number nearer 0,
 * an earlier letter), so shrinking always ends. Whether a candidate keeps the problem's constraints
 * is for the generator to say, not for this class.
 */
final class ValueShrinks {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private ValueShrinks() {
    }

    /** Smaller values of {@code value}, read as {@code type} (a tree, a list of lists, a string, ...). */
    static List<JsonNode> of(JsonNode value, TypeRef type) {
        if (value == null || value.isNull()) {
            return List.of();
        }
        if (type.isNode()) {
            return type.name().equals("TreeNode") ? TreeShrinks.of(value) : sequence(value, TypeRef.parse("int"));
        }
        TypeRef element = type.elementType();
        if (element != null && value.isArray()) {
            List<JsonNode> smaller = sequence(value, element);
            smaller.addAll(columns(value, element));
            return smaller;
        }
        return untyped(value);
    }

    /** Smaller values judged by the JSON alone: a design's call arguments, whose type each call decides. */
    static List<JsonNode> untyped(JsonNode value) {
        if (value.isIntegralNumber()) {
            return numbers(value.asLong());
        }
        if (value.isTextual()) {
            return strings(value.asText());
        }
        if (value.isBoolean()) {
            return value.asBoolean() ? List.of(JSON.booleanNode(false)) : List.of();
        }
        if (value.isArray()) {
            return sequence(value, TypeRef.ANY);
        }
        return List.of();
    }

    /**
     * Nearer 0: 0 itself, 1, half the value, one step toward 0. A value whose magnitude is
     * already 1 or less has only 0 (from -1, 1 is no smaller).
     */
    static List<JsonNode> numbers(long value) {
        Set<Long> candidates = new LinkedHashSet<>();
        candidates.add(0L);
        if (Math.abs(value) > 1) {
            candidates.add(1L);
        }
        candidates.add(value / 2);
        candidates.add(value - Long.signum(value));
        List<JsonNode> smaller = new ArrayList<>();
        for (long candidate : candidates) {
            if (Math.abs(candidate) < Math.abs(value) || (candidate == 0 && value != 0)) {
                smaller.add(candidate == (int) candidate ? JSON.numberNode((int) candidate) : JSON.numberNode(candidate));
            }
        }
        return smaller;
    }

    /** Shorter (chunks of characters deleted), then simpler (a character replaced by an earlier one of its kind). */
    static List<JsonNode> strings(String text) {
        List<JsonNode> smaller = new ArrayList<>();
        for (int chunk : chunkSizes(text.length())) {
            for (int start = 0; start < text.length(); start += chunk) {
                smaller.add(JSON.textNode(text.substring(0, start) + text.substring(Math.min(text.length(), start + chunk))));
            }
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            for (char simpler : simpler(c)) {
                smaller.add(JSON.textNode(text.substring(0, i) + simpler + text.substring(i + 1)));
            }
        }
        return smaller;
    }

    /** The first of the character's kind ('a', 'A', '0'), then the one just before it. */
    private static List<Character> simpler(char c) {
        char first = Character.isLowerCase(c) ? 'a' : Character.isUpperCase(c) ? 'A' : Character.isDigit(c) ? '0' : c;
        if (c == first || c > 0x7f) {
            return List.of();
        }
        return c - 1 == first ? List.of(first) : List.of(first, (char) (c - 1));
    }

    /**
     * A list made shorter, as delta debugging does: everything, then halves, quarters, ... single
     * elements deleted; then one element at a time made smaller.
     */
    static List<JsonNode> sequence(JsonNode list, TypeRef element) {
        List<JsonNode> smaller = new ArrayList<>();
        int n = list.size();
        for (int chunk : chunkSizes(n)) {
            for (int start = 0; start < n; start += chunk) {
                ArrayNode shorter = JSON.arrayNode();
                for (int i = 0; i < n; i++) {
                    if (i < start || i >= start + chunk) {
                        shorter.add(list.get(i));
                    }
                }
                smaller.add(shorter);
            }
        }
        for (int i = 0; i < n; i++) {
            for (JsonNode simpler : of(list.get(i), element)) {
                ArrayNode copy = ((ArrayNode) list).deepCopy();
                copy.set(i, simpler);
                smaller.add(copy);
            }
        }
        return smaller;
    }

    /** A grid (rows of equal length, of a two-dimensional type) with one column deleted. */
    private static List<JsonNode> columns(JsonNode grid, TypeRef row) {
        TypeRef cell = row.elementType();
        if (cell == null || cell.isNode() || cell.elementType() != null || grid.isEmpty()) {
            return List.of();
        }
        int width = grid.get(0).size();
        for (JsonNode r : grid) {
            if (!r.isArray() || r.size() != width) {
                return List.of();
            }
        }
        List<JsonNode> smaller = new ArrayList<>();
        for (int column = 0; column < width; column++) {
            ArrayNode narrower = JSON.arrayNode();
            for (JsonNode r : grid) {
                ArrayNode shorter = narrower.addArray();
                for (int j = 0; j < width; j++) {
                    if (j != column) {
                        shorter.add(r.get(j));
                    }
                }
            }
            smaller.add(narrower);
        }
        return smaller;
    }

    /** n (all), n/2, n/4, ..., 1: the sizes of the chunks delta debugging deletes, each once. */
    static List<Integer> chunkSizes(int n) {
        Set<Integer> sizes = new LinkedHashSet<>();
        for (int chunk = n; chunk >= 1; chunk /= 2) {
            sizes.add(chunk);
        }
        if (n > 0) {
            sizes.add(1);
        }
        return new ArrayList<>(sizes);
    }
}
