package dev.practicejudge.check;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Names the most common backtracking bug, which a comparison of values cannot see: the list the
 * search builds answers in ({@code path}) added to the result itself, not a copy, and changed
 * afterwards. The result then holds one object several times, showing what it held at the end
 * (usually nothing: backtracking emptied it). A wrong answer's message leads with this, and the
 * comparison's own detail follows.
 */
public final class Aliasing {

    /** An element's JSON longer than this is not quoted in the message. */
    private static final int MAX_SHOWN = 40;

    private Aliasing() {
    }

    /**
     * One object that the returned list holds at more than one position, as the worker saw it.
     *
     * @param times how many positions hold it
     * @param positions the first of them, from 0 (not all of them when there are many)
     */
    public record Repeated(int times, List<Integer> positions) {
        public Repeated {
            positions = List.copyOf(positions);
        }
    }

    /**
     * What a wrong answer's message leads with when the answer looks like the shared-list bug, or
     * empty when it does not.
     *
     * @param repeated the objects the returned list holds more than once (none when it holds none)
     * @param expected the expected answer, or {@code null} when the test's expected output is not
     *     the answer (a checker's hint), so nothing can be told from it
     * @param actual the answer as JSON
     * @param unorderedLevels the list levels whose order does not matter, as the comparison has them
     * @param arrays whether the answer's elements are arrays ({@code int[][]}), so the copy is a clone
     */
    public static Optional<String> lead(List<Repeated> repeated, JsonNode expected, JsonNode actual,
                                        Set<Integer> unorderedLevels, boolean arrays) {
        String kind = arrays ? "array" : "list";
        String fix = arrays ? "`result.add(path.clone())`" : "`result.add(new ArrayList<>(path))`";
        if (!repeated.isEmpty() && actual != null && actual.isArray() && lostValues(expected, actual, unorderedLevels)) {
            Repeated first = repeated.get(0);
            String holds = holds(actual, first.positions().get(0));
            String others = repeated.size() == 1 ? ""
                    : ", and " + (repeated.size() == 2 ? "another object" : "other objects") + " more than once too";
            return Optional.of("your answer holds the same " + kind + " object " + first.times() + " times ("
                    + positions(first) + ")" + others + ": the " + kind + " you build answers in (such as `path`),"
                    + " added itself rather than a copy, then changed afterwards, so every place it was added"
                    + " shows what it holds at the end" + holds + "\nadd a copy instead: " + fix);
        }
        if (allEmpty(actual) && anyNonEmpty(expected)) {
            return Optional.of("every " + kind + " in your answer is empty, while the expected ones are not: most likely"
                    + " you added the " + kind + " you build answers in (such as `path`) itself, then emptied it"
                    + " while backtracking\nadd a copy instead: " + fix);
        }
        return Optional.empty();
    }

    /**
     * Whether the answer holds fewer different values than the expected one: the mark of places
     * overwritten by a shared list. A list added twice on purpose, unchanged (a board repeated),
     * loses none, and its own message says enough. Without an expected answer, assumed.
     */
    private static boolean lostValues(JsonNode expected, JsonNode actual, Set<Integer> unorderedLevels) {
        if (expected == null || !expected.isArray()) {
            return true;
        }
        return distinct(actual, unorderedLevels) < distinct(expected, unorderedLevels);
    }

    /** How many different values the list holds, two that differ only where order does not matter being one. */
    private static int distinct(JsonNode list, Set<Integer> unorderedLevels) {
        Set<JsonNode> values = new HashSet<>();
        list.forEach(element -> values.add(JsonValues.canonical(element, unorderedLevels, 1)));
        return values.size();
    }

    private static boolean allEmpty(JsonNode actual) {
        if (actual == null || !actual.isArray() || actual.isEmpty()) {
            return false;
        }
        for (JsonNode element : actual) {
            if (!element.isArray() || !element.isEmpty()) {
                return false;
            }
        }
        return true;
    }

    private static boolean anyNonEmpty(JsonNode expected) {
        if (expected == null || !expected.isArray()) {
            return false;
        }
        for (JsonNode element : expected) {
            if (element.isArray() && !element.isEmpty()) {
                return true;
            }
        }
        return false;
    }

    /** ": `[]`": what the shared object holds, when it is short enough to quote. */
    private static String holds(JsonNode actual, int position) {
        if (position >= actual.size()) {
            return "";
        }
        String shown = Json.compact(actual.get(position));
        return shown.length() > MAX_SHOWN ? "" : ": `" + shown + "`";
    }

    /** "at 1 and 2", "at 1, 2, 3, 4, 5 and 3 more": positions counted from 1, as the comparison counts them. */
    static String positions(Repeated repeated) {
        List<Integer> shown = repeated.positions().stream().map(p -> p + 1).toList();
        StringBuilder text = new StringBuilder("at ");
        int rest = repeated.times() - shown.size();
        for (int i = 0; i < shown.size(); i++) {
            if (i > 0) {
                text.append(i == shown.size() - 1 && rest == 0 ? " and " : ", ");
            }
            text.append(shown.get(i));
        }
        if (rest > 0) {
            text.append(" and ").append(rest).append(" more");
        }
        return text.append(", counted from 1").toString();
    }
}
