package dev.practicejudge.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * JSON laid out for people: short flat lists on one line, the rows of a board one per line,
 * nested lists and objects indented. What the drawings show for a value of no other shape; also
 * used for wrong-answer feedback and for test files the judge writes.
 */
public final class PrettyJson {

    static final int INLINE_WIDTH = 100;

    /** In a test file, a list of rows of at most this many values ... */
    static final int SHORT_ROW = 4;

    /** ... longer than this, written compactly, goes on one line. */
    static final int LONG_ROW_LIST = 2000;

    private PrettyJson() {
    }

    /** The value as text, ending without a newline. */
    public static String text(JsonNode value) {
        return String.join("\n", lines(value));
    }

    /**
     * The value as a test file holds it: as {@link #text}, except that a flat list of numbers,
     * booleans, nulls or single characters (a grid's row) stays on one line however long it is, and
     * so does a long list of short rows (an edge list). An array of 100,000 numbers one per line is
     * 100,000 lines and twice the bytes, and nobody reads it element by element.
     */
    public static String fileText(JsonNode value) {
        List<String> lines = new ArrayList<>();
        render(value, lines, true);
        return String.join("\n", lines);
    }

    /** Pretty JSON: short lists on one line, rows of equal-length strings (a board) one per line. */
    public static List<String> lines(JsonNode value) {
        List<String> lines = new ArrayList<>();
        render(value, lines, false);
        return lines;
    }

    private static void render(JsonNode value, List<String> lines, boolean longScalarListsInline) {
        if (!value.isContainerNode() || value.isEmpty()) {
            lines.add(Json.compact(value));
            return;
        }
        boolean flat = true;
        for (JsonNode element : value) {
            flat &= !element.isContainerNode();
        }
        String compact = Json.compact(value);
        if (flat && !isBoard(value) && (compact.length() <= INLINE_WIDTH
                || longScalarListsInline && value.isArray() && !hasWords(value))) {
            lines.add(compact);
            return;
        }
        if (longScalarListsInline && compact.length() > LONG_ROW_LIST && isListOfShortRows(value)) {
            lines.add(compact);
            return;
        }
        if (flat && value.isArray()) {
            // A board: "[" before the first row, each row on its own line, "]" after the last.
            for (int i = 0; i < value.size(); i++) {
                lines.add((i == 0 ? "[" : " ") + Json.compact(value.get(i)) + (i == value.size() - 1 ? "]" : ","));
            }
            return;
        }
        lines.add(value.isArray() ? "[" : "{");
        int index = 0;
        Iterator<Map.Entry<String, JsonNode>> fields = value.isObject() ? value.fields() : null;
        for (JsonNode element : value) {
            List<String> inner = new ArrayList<>();
            String key = "";
            if (fields != null) {
                key = Json.compact(Json.MAPPER.getNodeFactory().textNode(fields.next().getKey())) + ": ";
            }
            render(element, inner, longScalarListsInline);
            boolean last = ++index == value.size();
            for (int i = 0; i < inner.size(); i++) {
                // Continuation lines indent by the nesting only, as JSON pretty printers do.
                String line = "  " + (i == 0 ? key : "") + inner.get(i);
                lines.add(i == inner.size() - 1 && !last ? line + "," : line);
            }
        }
        lines.add(value.isArray() ? "]" : "}");
    }

    /**
     * Whether a flat list holds a string of other than one character (words, or a board's rows,
     * are read one per line); a row of a {@code char[][]} grid, one-character strings, is not.
     */
    private static boolean hasWords(JsonNode flat) {
        for (JsonNode element : flat) {
            if (element.isTextual() && element.asText().length() != 1) {
                return true;
            }
        }
        return false;
    }

    /**
     * A list of many short flat rows without words: an edge list ({@code [[0,1],[1,2],...]}) or a
     * long list of intervals, which one row per line would make thousands of lines.
     */
    private static boolean isListOfShortRows(JsonNode value) {
        if (!value.isArray()) {
            return false;
        }
        for (JsonNode row : value) {
            if (!row.isArray() || row.size() > SHORT_ROW || hasWords(row)) {
                return false;
            }
            for (JsonNode element : row) {
                if (element.isContainerNode()) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Two or more strings of one length (two or more characters): the rows of a board. */
    private static boolean isBoard(JsonNode value) {
        if (!value.isArray() || value.size() < 2) {
            return false;
        }
        int width = -1;
        for (JsonNode row : value) {
            if (!row.isTextual() || row.asText().length() < 2 || (width >= 0 && row.asText().length() != width)) {
                return false;
            }
            width = row.asText().length();
        }
        return true;
    }

}
