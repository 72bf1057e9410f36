package dev.practicejudge.stress;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.practicejudge.problem.TypeRef;
import dev.practicejudge.provided.ProvidedType;
import dev.practicejudge.provided.ProvidedTypes;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The values one step smaller than a value of a given type, in the order worth trying: whole
 * parts deleted before parts shrunk, big deletions before small ones. Every candidate is smaller
 * by a measure that cannot go down forever (fewer elements, fewer characters, a number nearer 0,
 * an earlier letter), so shrinking always ends. Whether a candidate keeps the problem's constraints
 * is for the generator to say, not for this class.
 */
final class ValueShrinks {

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
    private static final TypeRef INT = TypeRef.parse("int");

    private ValueShrinks() {
    }

    /** Smaller values of {@code value}, read as {@code type} (a tree, a list of lists, a string, ...). */
    static List<JsonNode> of(JsonNode value, TypeRef type) {
        return force(lazy(value, type, true));
    }

    /**
     * {@link #of}, each candidate built only when asked for: a list of n elements has O(n log n)
     * deletions of O(n) each, far too many to build when one or two are tried before one is kept.
     *
     * @param deletions whether a list's or a string's own deletions are included; the shrinker leaves
     *     them out for a parameter whose deletions it makes itself ({@link Candidates#deletable})
     */
    static List<Supplier<JsonNode>> lazy(JsonNode value, TypeRef type, boolean deletions) {
        if (value == null || value.isNull()) {
            return List.of();
        }
        if (type.form().isPresent()) {
            // A value shown in a form of its own shrinks as the form says (32 binary digits stay 32).
            return type.form().get().mismatch(value).isPresent() ? List.of()
                    : ready(type.form().get().smaller(value));
        }
        if (type.isNode()) {
            ProvidedType provided = ProvidedTypes.of(type.name());
            return provided.shrinksAsValueList() ? sequence(value, INT, deletions)
                    : provided.smaller(value, ValueShrinks::untyped);
        }
        TypeRef element = type.elementType();
        if (element != null && value.isArray()) {
            List<Supplier<JsonNode>> smaller = sequence(value, element, deletions);
            smaller.addAll(columns(value, element));
            return smaller;
        }
        return lazyUntyped(value, deletions);
    }

    /** Smaller values judged by the JSON alone: a design's call arguments, whose type each call decides. */
    static List<JsonNode> untyped(JsonNode value) {
        return force(lazyUntyped(value, true));
    }

    static List<Supplier<JsonNode>> lazyUntyped(JsonNode value, boolean deletions) {
        if (value.isIntegralNumber()) {
            return ready(numbers(value.asLong()));
        }
        if (value.isTextual()) {
            return strings(value.asText(), deletions);
        }
        if (value.isBoolean()) {
            return value.asBoolean() ? ready(List.of(JSON.booleanNode(false))) : new ArrayList<>();
        }
        if (value.isArray()) {
            return sequence(value, TypeRef.ANY, deletions);
        }
        return new ArrayList<>();
    }

    /** Builds every candidate: for tests and small values. */
    static <T> List<T> force(List<? extends Supplier<? extends T>> lazy) {
        List<T> built = new ArrayList<>(lazy.size());
        for (Supplier<? extends T> candidate : lazy) {
            built.add(candidate.get());
        }
        return built;
    }

    private static List<Supplier<JsonNode>> ready(List<JsonNode> values) {
        List<Supplier<JsonNode>> lazy = new ArrayList<>(values.size());
        for (JsonNode value : values) {
            lazy.add(() -> value);
        }
        return lazy;
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
        return force(strings(text, true));
    }

    private static List<Supplier<JsonNode>> strings(String text, boolean deletions) {
        List<Supplier<JsonNode>> smaller = new ArrayList<>();
        if (deletions) {
            for (int chunk : chunkSizes(text.length())) {
                for (int start = 0; start < text.length(); start += chunk) {
                    int from = start;
                    int to = Math.min(text.length(), start + chunk);
                    smaller.add(() -> JSON.textNode(text.substring(0, from) + text.substring(to)));
                }
            }
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            int at = i;
            for (char simpler : simpler(c)) {
                smaller.add(() -> JSON.textNode(text.substring(0, at) + simpler + text.substring(at + 1)));
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
    private static List<Supplier<JsonNode>> sequence(JsonNode list, TypeRef element, boolean deletions) {
        List<Supplier<JsonNode>> smaller = new ArrayList<>();
        int n = list.size();
        if (deletions) {
            for (int chunk : chunkSizes(n)) {
                for (int start = 0; start < n; start += chunk) {
                    int from = start;
                    int to = Math.min(n, start + chunk);
                    smaller.add(() -> without(list, from, to));
                }
            }
        }
        for (int i = 0; i < n; i++) {
            int at = i;
            for (Supplier<JsonNode> simpler : lazy(list.get(i), element, true)) {
                smaller.add(() -> {
                    ArrayNode copy = JSON.arrayNode(n);
                    copy.addAll((ArrayNode) list); // the elements are shared, never changed
                    copy.set(at, simpler.get());
                    return copy;
                });
            }
        }
        return smaller;
    }

    /** The list without its elements {@code from} (inclusive) to {@code to} (exclusive). */
    static ArrayNode without(JsonNode list, int from, int to) {
        ArrayNode shorter = JSON.arrayNode();
        for (int i = 0; i < list.size(); i++) {
            if (i < from || i >= to) {
                shorter.add(list.get(i));
            }
        }
        return shorter;
    }

    /** A grid (rows of equal length, of a two-dimensional type) with one column deleted. */
    static List<Supplier<JsonNode>> columns(JsonNode grid, TypeRef row) {
        TypeRef cell = row.elementType();
        if (cell == null || cell.isNode() || cell.elementType() != null || grid.isEmpty()) {
            return new ArrayList<>();
        }
        int width = grid.get(0).size();
        for (JsonNode r : grid) {
            if (!r.isArray() || r.size() != width) {
                return new ArrayList<>();
            }
        }
        List<Supplier<JsonNode>> smaller = new ArrayList<>();
        for (int column = 0; column < width; column++) {
            int deleted = column;
            smaller.add(() -> {
                ArrayNode narrower = JSON.arrayNode();
                for (JsonNode r : grid) {
                    ArrayNode shorter = narrower.addArray();
                    for (int j = 0; j < width; j++) {
                        if (j != deleted) {
                            shorter.add(r.get(j));
                        }
                    }
                }
                return narrower;
            });
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
