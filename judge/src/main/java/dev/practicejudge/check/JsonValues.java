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
        if (a == b) {
            // One node: a worker's answer that was the expected one's text is given as that node itself.
            return true;
        }
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
     * Whether the two are equal up to the order of the lists at the unordered levels, proven
     * without sorted copies: {@code true} only when they are (as {@link #canonical} copies compared
     * with {@link #equal} would find), {@code false} when they are not or when this could not tell.
     * A list at an unordered level is matched by a hash of each element that ignores the order
     * where the element's own levels do, and every pair the hashes make is then checked; a
     * collision merely makes it give up. Answers that come in the expected's order (most of them:
     * the expected outputs were made by a reference) cost one walk of each tree.
     */
    static boolean equalInAnyOrder(JsonNode a, JsonNode b, IntPredicate unordered, int level) {
        if (equal(a, b)) {
            return true;
        }
        if (!(a instanceof ArrayNode) || !(b instanceof ArrayNode) || a.size() != b.size()) {
            // Objects and scalars that are not equal as they are: the sorted copies decide.
            return false;
        }
        int n = a.size();
        if (!unordered.test(level)) {
            for (int i = 0; i < n; i++) {
                if (!equalInAnyOrder(a.get(i), b.get(i), unordered, level + 1)) {
                    return false;
                }
            }
            return true;
        }
        // Each element's hash in the high bits of a long, its index in the low ones: sorting the
        // longs pairs the elements of equal hash, with no boxing and no copies of the elements.
        int indexBits = Math.max(1, Integer.SIZE - Integer.numberOfLeadingZeros(n - 1));
        long[] keysOfA = new long[n];
        long[] keysOfB = new long[n];
        for (int i = 0; i < n; i++) {
            keysOfA[i] = (hash(a.get(i), unordered, level + 1) << indexBits) | i;
            keysOfB[i] = (hash(b.get(i), unordered, level + 1) << indexBits) | i;
        }
        java.util.Arrays.sort(keysOfA);
        java.util.Arrays.sort(keysOfB);
        long indexMask = (1L << indexBits) - 1;
        for (int i = 0; i < n; i++) {
            if ((keysOfA[i] >>> indexBits) != (keysOfB[i] >>> indexBits)) {
                return false;
            }
        }
        // Checked in a's order, so that one of the two trees is walked in the order it lies in memory.
        int[] partner = new int[n];
        for (int i = 0; i < n; i++) {
            partner[(int) (keysOfA[i] & indexMask)] = (int) (keysOfB[i] & indexMask);
        }
        for (int i = 0; i < n; i++) {
            if (!equalInAnyOrder(a.get(i), b.get(partner[i]), unordered, level + 1)) {
                return false;
            }
        }
        return true;
    }

    /**
     * A hash that values equal up to the order of the lists at the unordered levels share:
     * numbers by value (1 and 1.0 alike), objects whatever their keys' order, lists at an
     * unordered level whatever their elements' order.
     */
    static long hash(JsonNode value, IntPredicate unordered, int level) {
        if (value instanceof IntNode) {
            return mix(value.intValue());
        }
        switch (value.getNodeType()) {
            case NUMBER:
                if (value.isIntegralNumber() && value.canConvertToLong()) {
                    return mix(value.longValue());
                }
                java.math.BigDecimal normal = value.decimalValue().stripTrailingZeros();
                if (normal.scale() <= 0) {
                    java.math.BigInteger whole = normal.toBigIntegerExact();
                    return whole.bitLength() < Long.SIZE ? mix(whole.longValue()) : mix(whole.hashCode());
                }
                return mix(normal.hashCode() * 31L + 1);
            case STRING:
                return mix(value.textValue().hashCode() * 31L + 2);
            case BOOLEAN:
                return value.booleanValue() ? 0x5bd1e995L : 0x27d4eb2dL;
            case ARRAY: {
                int n = value.size();
                long h = mix(n + 0x9e3779b9L);
                boolean anyOrder = unordered.test(level);
                for (int i = 0; i < n; i++) {
                    long element = hash(value.get(i), unordered, level + 1);
                    // A sum is the same in any order (a multiset's hash); otherwise position counts.
                    h = anyOrder ? h + mix(element) : mix(h * 31 + element);
                }
                return h;
            }
            case OBJECT: {
                long h = 0x632be59bL;
                for (Iterator<Map.Entry<String, JsonNode>> it = value.fields(); it.hasNext(); ) {
                    Map.Entry<String, JsonNode> field = it.next();
                    h += mix(field.getKey().hashCode() * 31L + hash(field.getValue(), unordered, level));
                }
                return h;
            }
            default:
                // null, missing and anything Jackson may add: one hash each kind, equal or not.
                return value.getNodeType().ordinal();
        }
    }

    /** splitmix64's finaliser: every bit of the input moves about half the bits of the output. */
    private static long mix(long x) {
        x = (x ^ (x >>> 30)) * 0xbf58476d1ce4e5b9L;
        x = (x ^ (x >>> 27)) * 0x94d049bb133111ebL;
        return x ^ (x >>> 31);
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
