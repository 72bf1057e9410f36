package dev.practicejudge.check;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
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

/** Equality and canonical forms for JSON values, with numbers compared by value (1 equals 1.0). */
final class JsonValues {

    private JsonValues() {
    }

    static boolean equal(JsonNode a, JsonNode b) {
        if (a.isNumber() && b.isNumber()) {
            return a.decimalValue().compareTo(b.decimalValue()) == 0;
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
     * A copy in which the lists at the given levels are sorted into one canonical order, and
     * numbers are normalised, so two values that differ only in the order of those lists become
     * equal. Levels count from 0 at the outermost list; non-lists are left as they are.
     */
    static JsonNode canonical(JsonNode value, Set<Integer> unorderedLevels) {
        return canonical(value, unorderedLevels, 0);
    }

    private static JsonNode canonical(JsonNode value, Set<Integer> levels, int level) {
        if (value.isNumber()) {
            return JsonNodeFactory.instance.numberNode(value.decimalValue().stripTrailingZeros());
        }
        if (value.isObject()) {
            // Keys sorted, so objects that are equal by value also sort to the same place.
            Map<String, JsonNode> sorted = new TreeMap<>();
            value.fields().forEachRemaining(f -> sorted.put(f.getKey(), canonical(f.getValue(), levels, level)));
            ObjectNode copy = JsonNodeFactory.instance.objectNode();
            sorted.forEach(copy::set);
            return copy;
        }
        if (!value.isArray()) {
            return value;
        }
        List<JsonNode> elements = new ArrayList<>(value.size());
        value.forEach(e -> elements.add(canonical(e, levels, level + 1)));
        if (levels.contains(level)) {
            elements.sort(Comparator.comparing(Json::compact));
        }
        ArrayNode copy = JsonNodeFactory.instance.arrayNode(elements.size());
        elements.forEach(copy::add);
        return copy;
    }
}
