package dev.practicejudge.check;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.json.Json;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.IntPredicate;

/** Equality and canonical forms for JSON values, with numbers compared by value (1 equals 1.0). */
final class JsonValues {

    private JsonValues() {
    }

    static boolean equal(JsonNode a, JsonNode b) {
        if (a instanceof IntNode && b instanceof IntNode) {
            return a.intValue() == b.intValue();
        }
        if (a.isNumber() && b.isNumber()) {
            return compareNumbers(a, b) == 0;
        }
        if (a.getNodeType() != b.getNodeType()) {
            return false;
        }
        if (a.isArray()) {
            if (a.size() != b.size()) {
                return false;
            }
            for (int i = 0; i < a.size(); i++) {
                if (!equal(a.get(i), b.get(i))) {
                    return false;
                }
            }
            return true;
        }
        if (a.isObject()) {
            if (a.size() != b.size()) {
                return false;
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = a.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> field = it.next();
                JsonNode other = b.get(field.getKey());
                if (other == null || !equal(field.getValue(), other)) {
                    return false;
                }
            }
            return true;
        }
        return a.equals(b);
    }

    /**
     * One total order over JSON values, used to put unordered lists into a canonical order: by
     * kind (null, boolean, number, string, list, object), then numbers by value, strings by
     * UTF-16 code units, lists element by element (a prefix first), objects by their compact JSON.
     * It compares in place, without serialising: sorting 184,756 lists must not cost minutes.
     */
    static final Comparator<JsonNode> ORDER = JsonValues::compare;

    private static int compare(JsonNode a, JsonNode b) {
        if (a instanceof IntNode && b instanceof IntNode) {
            // Most elements of most answers: decided without asking either node its kind.
            return Integer.compare(a.intValue(), b.intValue());
        }
        int kindOfA = kind(a);
        int byKind = Integer.compare(kindOfA, kind(b));
        if (byKind != 0) {
            return byKind;
        }
        if (kindOfA == NUMBER) {
            return compareNumbers(a, b);
        }
        if (kindOfA == STRING) {
            return a.textValue().compareTo(b.textValue());
        }
        if (kindOfA == BOOLEAN) {
            return Boolean.compare(a.booleanValue(), b.booleanValue());
        }
        if (kindOfA == LIST) {
            int common = Math.min(a.size(), b.size());
            for (int i = 0; i < common; i++) {
                int byElement = compare(a.get(i), b.get(i));
                if (byElement != 0) {
                    return byElement;
                }
            }
            return Integer.compare(a.size(), b.size());
        }
        if (kindOfA == OBJECT) {
            return Json.compact(a).compareTo(Json.compact(b));
        }
        return 0;
    }

    private static final int NULL = 0;
    private static final int BOOLEAN = 1;
    private static final int NUMBER = 2;
    private static final int STRING = 3;
    private static final int LIST = 4;
    private static final int OBJECT = 5;

    /** The kind's rank in {@link #ORDER}: one virtual call, since sorting asks for it twice per comparison. */
    private static int kind(JsonNode node) {
        switch (node.getNodeType()) {
            case BOOLEAN:
                return BOOLEAN;
            case NUMBER:
                return NUMBER;
            case STRING:
                return STRING;
            case ARRAY:
                return LIST;
            case OBJECT:
            case POJO:
            case BINARY:
                return OBJECT;
            default:
                // NULL and MISSING.
                return NULL;
        }
    }

    /**
     * Numbers by value. Whole numbers that fit a long (nearly all of them) are compared as longs:
     * a BigDecimal per number made sorting a list of 1,024 subsets cost a millisecond.
     */
    private static int compareNumbers(JsonNode a, JsonNode b) {
        if (a.isIntegralNumber() && b.isIntegralNumber() && a.canConvertToLong() && b.canConvertToLong()) {
            return Long.compare(a.longValue(), b.longValue());
        }
        return a.decimalValue().compareTo(b.decimalValue());
    }

    /**
     * A copy in which the lists at the given levels are sorted into one canonical order, and
     * numbers are normalised, so two values that differ only in the order of those lists become
     * equal. Levels count from 0 at the outermost list; non-lists are left as they are.
     */
    static JsonNode canonical(JsonNode value, Set<Integer> unorderedLevels) {
        return canonical(value, unorderedLevels, 0);
    }

    /**
     * The canonical form of a value that sits at {@code level} of a larger one: an element of the
     * outermost list is at level 1, so its own lists are sorted when level 1 is unordered.
     */
    static JsonNode canonical(JsonNode value, Set<Integer> unorderedLevels, int level) {
        return canonical(value, unorderedLevels::contains, level);
    }

    /**
     * The canonical form with every list at every level sorted: what a value holds regardless of
     * order, so {@code [5,3]} and {@code [3,5]} have the same one even where their order matters.
     */
    static JsonNode contents(JsonNode value) {
        return canonical(value, level -> true, 0);
    }

    private static JsonNode canonical(JsonNode value, IntPredicate unordered, int level) {
        if (value.isNumber()) {
            if (value.isInt() || value.isLong()) {
                // Already as plain as a number gets: the common case, without a BigDecimal.
                return value;
            }
            // Whole numbers stay whole (10, not 1E+1), so a diff shows them as the learner wrote them.
            java.math.BigDecimal normal = value.decimalValue().stripTrailingZeros();
            if (normal.scale() > 0) {
                return JsonNodeFactory.instance.numberNode(normal);
            }
            java.math.BigInteger whole = normal.toBigIntegerExact();
            return whole.bitLength() < Long.SIZE ? JsonNodeFactory.instance.numberNode(whole.longValue())
                    : JsonNodeFactory.instance.numberNode(whole);
        }
        if (value.isObject()) {
            // Keys sorted, so objects that are equal by value also sort to the same place.
            Map<String, JsonNode> sorted = new TreeMap<>();
            value.fields().forEachRemaining(f -> sorted.put(f.getKey(), canonical(f.getValue(), unordered, level)));
            ObjectNode copy = JsonNodeFactory.instance.objectNode();
            sorted.forEach(copy::set);
            return copy;
        }
        if (!value.isArray()) {
            return value;
        }
        List<JsonNode> elements = new ArrayList<>(value.size());
        for (int i = 0; i < value.size(); i++) {
            elements.add(canonical(value.get(i), unordered, level + 1));
        }
        if (unordered.test(level)) {
            elements.sort(ORDER);
        }
        // The list becomes the copy's own: no second copy element by element.
        return new ArrayNode(JsonNodeFactory.instance, elements);
    }
}
