package dev.practicejudge.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the keys of one frame's JSON object (or an object inside it) for {@link FrameCodec}, and
 * names it in the exceptions it throws: "an init frame whose \"timeLimitMs\" is not a whole number".
 */
final class FrameFields {

    /** How much of an offending value a message quotes. */
    private static final int QUOTED_CHARS = 100;

    final ObjectNode node;
    final String type;
    /** How messages name the object: "an init frame", "a result frame's exception". */
    final String name;

    FrameFields(ObjectNode node, String type) {
        this(node, type, ("aeiou".indexOf(type.isEmpty() ? 'x' : type.charAt(0)) >= 0 ? "an " : "a ") + type
                + " frame");
    }

    FrameFields(ObjectNode node, String type, String name) {
        this.node = node;
        this.type = type;
        this.name = name;
    }

    FrameFields inner(String key) throws ProtocolException {
        return new FrameFields(object(key), type, name + "'s " + key);
    }

    ProtocolException wrong(String key, JsonNode value, String wanted) {
        return new ProtocolException(name + " whose \"" + key + "\" is not " + wanted + ": " + quote(value));
    }

    JsonNode required(String key) throws ProtocolException {
        JsonNode value = node.get(key);
        if (value == null) {
            throw new ProtocolException(name + " without \"" + key + "\"");
        }
        return value;
    }

    String text(String key) throws ProtocolException {
        JsonNode value = required(key);
        if (!value.isTextual()) {
            throw wrong(key, value, "text");
        }
        return value.asText();
    }

    /** The text at the key, or {@code absent} when the key is missing or null. */
    String textOr(String key, String absent) throws ProtocolException {
        JsonNode value = node.get(key);
        return value == null || value.isNull() ? absent : text(key);
    }

    int integer(String key) throws ProtocolException {
        JsonNode value = required(key);
        if (!value.isIntegralNumber() || !value.canConvertToInt()) {
            throw wrong(key, value, "a whole number");
        }
        return value.intValue();
    }

    long longValue(String key) throws ProtocolException {
        JsonNode value = required(key);
        if (!value.isIntegralNumber() || !value.canConvertToLong()) {
            throw wrong(key, value, "a whole number");
        }
        return value.longValue();
    }

    /** The number at the key, or {@code absent} when the key is missing. */
    int integerOr(String key, int absent) throws ProtocolException {
        return node.has(key) ? integer(key) : absent;
    }

    boolean bool(String key) throws ProtocolException {
        JsonNode value = required(key);
        if (!value.isBoolean()) {
            throw wrong(key, value, "true or false");
        }
        return value.booleanValue();
    }

    /** The number at the key, or {@code absent} when the key is missing. */
    long longOr(String key, long absent) throws ProtocolException {
        return node.has(key) ? longValue(key) : absent;
    }

    ObjectNode object(String key) throws ProtocolException {
        JsonNode value = required(key);
        if (!(value instanceof ObjectNode object)) {
            throw wrong(key, value, "an object");
        }
        return object;
    }

    ArrayNode array(String key) throws ProtocolException {
        JsonNode value = required(key);
        if (!(value instanceof ArrayNode array)) {
            throw wrong(key, value, "an array");
        }
        return array;
    }

    List<JsonNode> elements(ArrayNode array) {
        List<JsonNode> elements = new ArrayList<>(array.size());
        array.forEach(elements::add);
        return elements;
    }

    List<String> texts(String key) throws ProtocolException {
        ArrayNode array = array(key);
        List<String> texts = new ArrayList<>(array.size());
        for (JsonNode element : array) {
            if (!element.isTextual()) {
                throw wrong(key, array, "an array of text");
            }
            texts.add(element.asText());
        }
        return texts;
    }

    /** A value as a message quotes it: its JSON, cut short. */
    static String quote(JsonNode value) {
        String json = value.toString();
        return json.length() <= QUOTED_CHARS ? json : json.substring(0, QUOTED_CHARS) + "...";
    }
}
