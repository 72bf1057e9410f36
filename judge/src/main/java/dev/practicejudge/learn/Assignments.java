package dev.practicejudge.learn;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.json.JsonDocument;
import dev.practicejudge.json.JsonLocator.Position;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * An input written the way the judge prints one, {@code n = 4} or {@code nums = [1,2,3], target = 7}:
 * for each parameter its name, {@code =} and a JSON value, separated by commas. A comma inside
 * brackets, braces or a string belongs to its value. Each value is read as JSON on its own and
 * keeps its place in the text, so an error in it still names a line and column.
 */
final class Assignments {

    private static final String FORM = "write name = value, separated by commas, e.g. nums = [1,2,3], target = 7";

    private final ObjectNode object;
    private final Map<String, JsonDocument> values;

    private Assignments(ObjectNode object, Map<String, JsonDocument> values) {
        this.object = object;
        this.values = values;
    }

    /**
     * Whether the text is meant in this form rather than as JSON: it starts with a name, and that
     * name is not one of JSON's own words ({@code true}, {@code false}, {@code null}) standing alone.
     */
    static boolean isWrittenSo(String text) {
        int start = skipSpaces(text, 0);
        if (start >= text.length() || !Character.isJavaIdentifierStart(text.charAt(start))) {
            return false;
        }
        int end = identifierEnd(text, start);
        String word = text.substring(start, end);
        boolean jsonWord = word.equals("true") || word.equals("false") || word.equals("null");
        int next = skipSpaces(text, end);
        return !jsonWord || (next < text.length() && text.charAt(next) == '=');
    }

    /**
     * Reads the text into an object with one field per name, in the order written.
     *
     * @throws UnreadableInput saying what is wrong and where: a missing name or {@code =}, a name given
     *     twice, or a value that is not JSON
     */
    static Assignments parse(String text) throws UnreadableInput {
        ObjectNode object = Json.MAPPER.createObjectNode();
        Map<String, JsonDocument> values = new LinkedHashMap<>();
        int i = 0;
        while (true) {
            int nameStart = skipSpaces(text, i);
            if (nameStart >= text.length() || !Character.isJavaIdentifierStart(text.charAt(nameStart))) {
                throw malformed(text, nameStart, (i == 0 ? "expected a parameter name" : "expected a parameter name "
                        + "after \",\"") + found(text, nameStart) + "; " + FORM);
            }
            int nameEnd = identifierEnd(text, nameStart);
            String name = text.substring(nameStart, nameEnd);
            int equals = skipSpaces(text, nameEnd);
            if (equals >= text.length() || text.charAt(equals) != '=') {
                throw malformed(text, equals, "expected \"=\" after \"" + name + "\"" + found(text, equals) + "; "
                        + FORM);
            }
            int valueStart = skipSpaces(text, equals + 1);
            int valueEnd = valueEnd(text, valueStart);
            if (valueStart >= valueEnd) {
                throw malformed(text, valueStart, "expected a value after \"" + name + " =\"; " + FORM);
            }
            if (values.containsKey(name)) {
                throw malformed(text, nameStart, "\"" + name + "\" is given twice");
            }
            JsonDocument value;
            try {
                value = JsonDocument.parse(text.substring(valueStart, valueEnd), position(text, valueStart));
            } catch (JsonDocument.Malformed e) {
                throw new UnreadableInput(e.position(), "malformed JSON in the value of \"" + name + "\": " + e.detail());
            }
            values.put(name, value);
            object.set(name, value.root());
            if (valueEnd >= text.length()) {
                return new Assignments(object, values);
            }
            i = valueEnd + 1;
        }
    }

    /** The input as a JSON object, one field per name. */
    ObjectNode object() {
        return object;
    }

    /** Where the value at a JSON pointer into {@link #object()} starts; empty for the object itself. */
    Optional<Position> locate(String pointer) {
        return locate(values, pointer);
    }

    /**
     * Where the value at a JSON pointer starts, in an object made of separately read values by name
     * (these assignments, or a case of LeetCode's box); empty for the object itself.
     */
    static Optional<Position> locate(Map<String, JsonDocument> values, String pointer) {
        if (pointer.isEmpty()) {
            return Optional.empty();
        }
        int slash = pointer.indexOf('/', 1);
        String segment = slash < 0 ? pointer.substring(1) : pointer.substring(1, slash);
        JsonDocument value = values.get(segment.replace("~1", "/").replace("~0", "~"));
        return value == null ? Optional.empty() : value.locate(slash < 0 ? "" : pointer.substring(slash));
    }

    /**
     * Where a value that starts at {@code start} ends: at the first comma outside brackets, braces
     * and strings, or at the end of the text. Unbalanced brackets are left for the JSON reader to name.
     */
    private static int valueEnd(String text, int start) {
        int depth = 0;
        boolean inString = false;
        for (int i = start; i < text.length(); i++) {
            char c = text.charAt(i);
            if (inString) {
                if (c == '\\') {
                    i++;
                } else if (c == '"') {
                    inString = false;
                }
            } else if (c == '"') {
                inString = true;
            } else if (c == '[' || c == '{') {
                depth++;
            } else if (c == ']' || c == '}') {
                depth--;
            } else if (c == ',' && depth <= 0) {
                return i;
            }
        }
        return text.length();
    }

    private static String found(String text, int at) {
        if (at >= text.length()) {
            return ", found the end of the input";
        }
        int end = Math.min(text.length(), at + 20);
        return ", found \"" + text.substring(at, end) + (end < text.length() ? "..." : "") + "\"";
    }

    private static UnreadableInput malformed(String text, int at, String reason) {
        return new UnreadableInput(Optional.of(position(text, at)), reason);
    }

    /** The 1-based line and column of an index, counting a line break as JSON's reader does. */
    static Position position(String text, int index) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < index && i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'))) {
                line++;
                lineStart = i + 1;
            }
        }
        return new Position(line, index - lineStart + 1);
    }

    static int skipSpaces(String text, int i) {
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        return i;
    }

    private static int identifierEnd(String text, int start) {
        int i = start + 1;
        while (i < text.length() && Character.isJavaIdentifierPart(text.charAt(i))) {
            i++;
        }
        return i;
    }
}
