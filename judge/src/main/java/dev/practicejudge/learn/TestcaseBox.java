package dev.practicejudge.learn;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.json.JsonDocument;
import dev.practicejudge.json.JsonLocator.Position;
import dev.practicejudge.problem.Design;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.Parameter;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An input as LeetCode's testcase box holds it, pasted as it is: one JSON value per line, one per
 * parameter in order ({@code [2,7,11,15]} then {@code 9}); for a design problem the two lines of
 * calls and their arguments; and when the box holds several cases, the lines again for each. A
 * value may run over several lines (a board laid out row by row), and blank lines, trailing
 * spaces and CRLF line ends are nothing.
 *
 * <p>The text is first cut into its values here, so that an unclosed bracket or string is named
 * at the value it leaves open, before a JSON reader runs on past it into the next line; each value
 * is then read as JSON on its own and keeps its place in the text for later errors.
 */
final class TestcaseBox {

    /** How much of a value an error quotes. */
    private static final int QUOTED = 40;

    /** One value of the text: where it starts and its JSON. */
    record Value(Position position, JsonDocument json) {
    }

    /** One case: an object with one field per name, and each field's value to locate errors in. */
    record Case(ObjectNode object, Map<String, JsonDocument> values) {

        /** Where the value at a JSON pointer into {@link #object()} starts; empty for the object itself. */
        Optional<Position> locate(String pointer) {
            return Assignments.locate(values, pointer);
        }
    }

    private TestcaseBox() {
    }

    /**
     * The text's values, in order, each read as JSON.
     *
     * @throws UnreadableInput at the first value that is not complete or not JSON, or a bracket that closes nothing
     */
    static List<Value> values(String text) throws UnreadableInput {
        List<Value> values = new ArrayList<>();
        int i = Assignments.skipSpaces(text, 0);
        while (i < text.length()) {
            int end = valueEnd(text, i);
            Position at = Assignments.position(text, i);
            try {
                values.add(new Value(at, JsonDocument.parse(text.substring(i, end), at)));
            } catch (JsonDocument.Malformed e) {
                throw new UnreadableInput(e.position(), e.detail());
            }
            i = Assignments.skipSpaces(text, end);
        }
        return values;
    }

    /**
     * The names a case gives values for, in the order LeetCode's box lists them: each parameter,
     * and after a list that may hold a cycle, where its tail links back ({@code pos}).
     */
    static List<String> names(MethodSignature method) {
        List<String> names = new ArrayList<>();
        for (Parameter parameter : method.parameters()) {
            names.add(parameter.name());
            parameter.tailLinksTo().ifPresent(names::add);
        }
        return names;
    }

    /**
     * The values as cases: the first {@link #names} values the first case, the next as many the
     * second, and so on.
     *
     * @param id the problem's id, as a count that does not fit names it
     * @throws UnreadableInput when the number of values is not a whole number of cases
     */
    static List<Case> cases(List<Value> values, MethodSignature method, String id) throws UnreadableInput {
        List<String> names = names(method);
        if (values.size() % names.size() != 0) {
            throw new UnreadableInput(Optional.empty(), count(values.size(), id, method));
        }
        List<Case> cases = new ArrayList<>();
        for (int start = 0; start < values.size(); start += names.size()) {
            ObjectNode object = Json.MAPPER.createObjectNode();
            Map<String, JsonDocument> documents = new LinkedHashMap<>();
            for (int k = 0; k < names.size(); k++) {
                JsonDocument value = values.get(start + k).json();
                object.set(names.get(k), value.root());
                documents.put(names.get(k), value);
            }
            cases.add(new Case(object, documents));
        }
        return cases;
    }

    /** What a case of this method is made of, for a count that does not fit. */
    private static String count(int given, String id, MethodSignature method) {
        String values = given == 1 ? "1 value given" : given + " values given";
        Optional<Design> design = method.design().filter(d -> !d.roundTrip());
        if (design.isPresent()) {
            String call = design.get().methods().isEmpty() ? "..." : "\"" + design.get().methods().get(0).name() + "\"";
            return values + ", " + id + " takes 2 lines: the operations, e.g. [\"" + design.get().className() + "\","
                    + call + ",...], then their arguments, one list per operation, e.g. [[...],[...],...]";
        }
        List<String> parts = new ArrayList<>();
        for (Parameter parameter : method.parameters()) {
            parts.add(parameter.name() + " (" + parameter.type() + ")");
            parameter.tailLinksTo().ifPresent(pos -> parts.add(pos + " (int: the index the tail links back to, "
                    + "-1 for none)"));
        }
        String each = parts.size() == 1 ? parts.get(0) : String.join(", ", parts.subList(0, parts.size() - 1))
                + " and " + parts.get(parts.size() - 1);
        return values + ", " + id + " takes " + parts.size() + ": " + each + ", one value per line"
                + (given > parts.size() ? " (several cases: " + parts.size() + (parts.size() == 1 ? " line" : " lines")
                + " each)" : "");
    }

    /**
     * Where the value that starts at {@code start} ends: its closing bracket or quote, or for a
     * number or a word, the first space or bracket.
     *
     * @throws UnreadableInput when the value is not complete (a bracket or quote left open), a bracket
     *     closes one of the other kind, or a bracket closes nothing
     */
    private static int valueEnd(String text, int start) throws UnreadableInput {
        char first = text.charAt(start);
        if (first == ']' || first == '}') {
            throw new UnreadableInput(Optional.of(Assignments.position(text, start)), "`" + first + "` closes nothing: there "
                    + "is no open `" + opening(first) + "` before it");
        }
        if (first == ',') {
            throw new UnreadableInput(Optional.of(Assignments.position(text, start)), "a `,` between values: write one value "
                    + "per line, as LeetCode's testcase box does, or name them: n = 4, k = 2");
        }
        if (first != '[' && first != '{' && first != '"') {
            int i = start;
            while (i < text.length() && !Character.isWhitespace(text.charAt(i)) && "[]{}\",".indexOf(text.charAt(i)) < 0) {
                i++;
            }
            return Math.max(i, start + 1);
        }
        Deque<Integer> open = new ArrayDeque<>();
        int i = start;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (c == '"') {
                i = stringEnd(text, i, start);
                if (open.isEmpty()) {
                    return i;
                }
                continue;
            }
            if (c == '[' || c == '{') {
                open.push(i);
            } else if (c == ']' || c == '}') {
                int opener = open.pop();
                if (text.charAt(opener) != opening(c)) {
                    Position from = Assignments.position(text, opener);
                    throw new UnreadableInput(Optional.of(Assignments.position(text, i)), "`" + c + "` does not close the `"
                            + text.charAt(opener) + "` at line " + from.line() + ", column " + from.column()
                            + ": expected `" + closing(text.charAt(opener)) + "`");
                }
                if (open.isEmpty()) {
                    return i + 1;
                }
            }
            i++;
        }
        StringBuilder missing = new StringBuilder();
        for (int opener : open) {
            missing.append(closing(text.charAt(opener)));
        }
        throw new UnreadableInput(Optional.of(Assignments.position(text, start)), "`" + quoted(text, start) + "` is not "
                + "complete: " + (missing.length() == 1 ? "a `" + missing + "` is missing"
                : "`" + missing + "` are missing"));
    }

    /**
     * Where the string that opens at {@code quote} ends, just after its closing quote.
     *
     * @throws UnreadableInput when the line (a JSON string holds no line break) or the text ends first
     */
    private static int stringEnd(String text, int quote, int valueStart) throws UnreadableInput {
        for (int i = quote + 1; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\\') {
                i++;
            } else if (c == '"') {
                return i + 1;
            } else if (c == '\n' || c == '\r') {
                break;
            }
        }
        Position at = Assignments.position(text, quote);
        throw new UnreadableInput(Optional.of(at), "`" + quoted(text, valueStart) + "` is not complete: the string that opens "
                + "at column " + at.column() + " has no closing `\"` on its line");
    }

    /** The value's first line from {@code start}, cut to a length an error can quote. */
    private static String quoted(String text, int start) {
        int end = start;
        while (end < text.length() && text.charAt(end) != '\n' && text.charAt(end) != '\r') {
            end++;
        }
        String line = text.substring(start, end).strip();
        return line.length() > QUOTED ? line.substring(0, QUOTED) + "..." : line;
    }

    private static char opening(char closer) {
        return closer == ']' ? '[' : '{';
    }

    private static char closing(char opener) {
        return opener == '[' ? ']' : '}';
    }
}
