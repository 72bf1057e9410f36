package dev.practicejudge.check;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.json.PrettyJson;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * One list compared with the expected one in any order, told in the learner's terms: which of
 * their elements are not expected or come too often, as they wrote them and where they are in
 * their list, and which expected elements are missing. Elements are matched by their canonical
 * form (the declared deeper levels sorted, numbers by value) through a hash map, in one pass over
 * each list, so a wrong N-Queens answer of thousands of boards costs milliseconds.
 *
 * <p>Positions in the outermost list are counted from 1, as the diff's hunk headers count them,
 * and the reason says so; in a list nested deeper they are written as index paths ({@code [2][0]}),
 * as {@link Differences} writes every other path.
 */
final class AnyOrder {

    static final int MAX_POSITIONS_SHOWN = 5;
    static final int MAX_FORMS_SHOWN = 3;

    /** The elements that are equal once canonical: how many are expected, and where the learner has them. */
    private static final class Group {
        final JsonNode expectedExample;
        int expected;
        final List<Integer> positions = new ArrayList<>(1);

        Group(JsonNode expectedExample) {
            this.expectedExample = expectedExample;
        }

        int missing() {
            return Math.max(0, expected - positions.size());
        }

        int surplus() {
            return Math.max(0, positions.size() - expected);
        }
    }

    private final JsonNode expected;
    private final JsonNode actual;
    private final boolean innerUnordered;
    private final List<Group> missing = new ArrayList<>();
    private final List<Group> unexpected = new ArrayList<>();
    private final List<Group> repeated = new ArrayList<>();
    /** Per position of the learner's list: no expected element is left for it (not expected, or a copy too many). */
    private final boolean[] surplus;

    private AnyOrder(JsonNode expected, JsonNode actual, Set<Integer> unorderedLevels, int level) {
        this.expected = expected;
        this.actual = actual;
        this.innerUnordered = unorderedLevels.contains(level + 1);
        Map<String, Group> groups = new LinkedHashMap<>();
        for (JsonNode element : expected) {
            groups.computeIfAbsent(key(element, unorderedLevels, level), k -> new Group(element)).expected++;
        }
        surplus = new boolean[actual.size()];
        for (int j = 0; j < actual.size(); j++) {
            Group group = groups.computeIfAbsent(key(actual.get(j), unorderedLevels, level), k -> new Group(null));
            group.positions.add(j);
            surplus[j] = group.positions.size() > group.expected;
        }
        for (Group group : groups.values()) {
            if (group.missing() > 0) {
                missing.add(group);
            } else if (group.expected == 0) {
                unexpected.add(group);
            } else if (group.surplus() > 0) {
                repeated.add(group);
            }
        }
        // The learner reads their list top to bottom: name what is theirs in that order.
        unexpected.sort(Comparator.comparingInt(g -> g.positions.get(0)));
        repeated.sort(Comparator.comparingInt(g -> g.positions.get(0)));
    }

    /** Compares two lists that sit at {@code level} of their values, the level being unordered. */
    static AnyOrder of(JsonNode expected, JsonNode actual, Set<Integer> unorderedLevels, int level) {
        if (!expected.isArray() || !actual.isArray()) {
            throw new IllegalArgumentException("two lists are compared in any order, not " + expected.getNodeType()
                    + " and " + actual.getNodeType());
        }
        return new AnyOrder(expected, actual, unorderedLevels, level);
    }

    private static String key(JsonNode element, Set<Integer> unorderedLevels, int level) {
        return Json.compact(JsonValues.canonical(element, unorderedLevels, level + 1));
    }

    /** Whether the two lists hold the same elements, each as often. */
    boolean same() {
        return missing.isEmpty() && unexpected.isEmpty() && repeated.isEmpty();
    }

    /**
     * The reason, starting with a line that always says what is wrong (the console shows only that
     * line for a problem's later failures): {@code expected 2 elements in any order, got 3: 1
     * repeated}, then the elements, at most {@link Differences#MAX_ELEMENTS_SHOWN} of each kind.
     *
     * @param path where the list is in the whole value, {@code ""} for the value itself
     */
    String reason(String path) {
        if (same()) {
            throw new IllegalStateException("the lists hold the same elements");
        }
        boolean outermost = path.isEmpty();
        int missingCopies = missing.stream().mapToInt(Group::missing).sum();
        int unexpectedCopies = unexpected.stream().mapToInt(g -> g.positions.size()).sum();
        int repeatedCopies = repeated.stream().mapToInt(Group::surplus).sum();
        List<String> counts = new ArrayList<>();
        if (missingCopies > 0) {
            counts.add(missingCopies + " missing");
        }
        if (unexpectedCopies > 0) {
            counts.add(unexpectedCopies + " unexpected");
        }
        if (repeatedCopies > 0) {
            counts.add(repeatedCopies + " repeated");
        }
        StringBuilder reason = new StringBuilder(outermost ? "" : "at " + path + ", ");
        reason.append("expected ").append(expected.size()).append(expected.size() == 1 ? " element" : " elements")
                .append(" in any order, got ").append(actual.size()).append(": ").append(String.join(", ", counts));
        if (outermost && (unexpectedCopies > 0 || repeatedCopies > 0)) {
            reason.append(" (positions in your list, counted from 1)");
        }
        section(reason, "missing", missingCopies, missing, this::missingEntry);
        Map<String, JsonNode> missingByContents = missingByContents();
        section(reason, "unexpected", unexpectedCopies, unexpected, g -> unexpectedEntry(g, path, missingByContents));
        section(reason, "repeated", repeatedCopies, repeated, g -> repeatedEntry(g, path));
        return reason.toString();
    }

    private String missingEntry(Group group) {
        String element = Differences.truncate(Json.compact(group.expectedExample));
        return group.missing() == 1 ? element : element + " " + times(group.missing());
    }

    private String unexpectedEntry(Group group, String path, Map<String, JsonNode> missingByContents) {
        StringBuilder entry = new StringBuilder(occurrences(group, path));
        JsonNode sameContents = missingByContents.isEmpty() ? null
                : missingByContents.get(Json.compact(JsonValues.contents(actual.get(group.positions.get(0)))));
        List<String> notes = new ArrayList<>();
        String forms = forms(group);
        if (forms != null) {
            notes.add(forms);
        }
        if (sameContents != null) {
            notes.add("the same items as the missing " + Differences.truncate(Json.compact(sameContents))
                    + " in another order, and the order inside an element counts here");
        }
        if (!notes.isEmpty()) {
            entry.append(" (").append(String.join("; ", notes)).append(")");
        }
        return entry.toString();
    }

    private String repeatedEntry(Group group, String path) {
        StringBuilder entry = new StringBuilder(occurrences(group, path));
        List<String> notes = new ArrayList<>();
        if (group.expected > 1) {
            notes.add("expected " + times(group.expected));
        }
        String forms = forms(group);
        if (forms != null) {
            notes.add(forms);
        }
        if (!notes.isEmpty()) {
            entry.append(" (").append(String.join("; ", notes)).append(")");
        }
        return entry.toString();
    }

    /** {@code [3,5] at 4}, or {@code [3,5] twice: at 1 and 3}: the element as first written, and where. */
    private String occurrences(Group group, String path) {
        String element = Differences.truncate(Json.compact(actual.get(group.positions.get(0))));
        int count = group.positions.size();
        return element + (count == 1 ? "" : " " + times(count) + ":") + " at " + positions(group.positions, path);
    }

    /**
     * How the learner wrote the element, when not always alike: {@code as [3,5] and [5,3]; the order
     * inside an element does not matter here}; null when every copy is written the same.
     */
    private String forms(Group group) {
        Set<String> forms = new LinkedHashSet<>();
        for (int position : group.positions) {
            forms.add(Json.compact(actual.get(position)));
        }
        if (forms.size() < 2) {
            return null;
        }
        List<String> shown = forms.stream().limit(MAX_FORMS_SHOWN).map(Differences::truncate).toList();
        int more = forms.size() - shown.size();
        String listed = more == 0 ? and(shown)
                : String.join(", ", shown) + " and " + more + " other " + (innerUnordered ? "orders" : "forms");
        return "as " + listed + (innerUnordered ? "; the order inside an element does not matter here" : "");
    }

    /**
     * The missing elements by what they hold regardless of order, so an unexpected element that
     * holds the same items in another order can be pointed at the one it was meant to be. Only
     * where the order inside an element matters (otherwise the two would be equal).
     */
    private Map<String, JsonNode> missingByContents() {
        Map<String, JsonNode> byContents = new HashMap<>();
        if (innerUnordered || unexpected.isEmpty()) {
            return byContents;
        }
        for (Group group : missing) {
            byContents.putIfAbsent(Json.compact(JsonValues.contents(group.expectedExample)), group.expectedExample);
        }
        return byContents;
    }

    /** {@code label (copies):} and an entry a line, the first few only: the rest are counted, not written. */
    private static void section(StringBuilder reason, String label, int copies, List<Group> entries,
                                Function<Group, String> entry) {
        if (entries.isEmpty()) {
            return;
        }
        reason.append("\n").append(label).append(" (").append(copies).append("):");
        int shown = Math.min(entries.size(), Differences.MAX_ELEMENTS_SHOWN);
        for (int i = 0; i < shown; i++) {
            reason.append("\n  ").append(entry.apply(entries.get(i)));
        }
        if (entries.size() > shown) {
            reason.append("\n  ... and ").append(entries.size() - shown).append(" more");
        }
    }

    /** {@code 1 and 3}, {@code 2, 3, 4, 7, 10 and 12 more}; from 1 in the outermost list, else index paths. */
    private static String positions(List<Integer> positions, String path) {
        List<String> shown = new ArrayList<>();
        for (int i = 0; i < Math.min(positions.size(), MAX_POSITIONS_SHOWN); i++) {
            int position = positions.get(i);
            shown.add(path.isEmpty() ? String.valueOf(position + 1) : path + "[" + position + "]");
        }
        int more = positions.size() - shown.size();
        return more == 0 ? and(shown) : String.join(", ", shown) + " and " + more + " more";
    }

    private static String and(List<String> items) {
        if (items.size() == 1) {
            return items.get(0);
        }
        return String.join(", ", items.subList(0, items.size() - 1)) + " and " + items.get(items.size() - 1);
    }

    private static String times(int count) {
        return switch (count) {
            case 1 -> "once";
            case 2 -> "twice";
            default -> count + " times";
        };
    }

    /**
     * A diff in the learner's terms: the expected elements missing from their list (which have no
     * position in it), then each run of their elements that no expected element is left for (not
     * expected, or a copy too many: the later copies of a repeated element), headed by its
     * positions in their list, counted from 1. Empty when the lists hold the same elements.
     */
    List<String> diffLines() {
        List<String> out = new ArrayList<>();
        if (same()) {
            return out;
        }
        out.add("--- expected (in any order)");
        out.add("+++ actual");
        if (!missing.isEmpty()) {
            out.add("@@ missing from your list @@");
            for (Group group : missing) {
                List<String> lines = PrettyJson.lines(group.expectedExample);
                for (int copy = 0; copy < group.missing(); copy++) {
                    lines.forEach(line -> out.add("-" + line));
                }
            }
        }
        for (int j = 0; j < surplus.length; j++) {
            if (!surplus[j]) {
                continue;
            }
            int from = j;
            while (j + 1 < surplus.length && surplus[j + 1]) {
                j++;
            }
            out.add("@@ at " + (from + 1) + (j == from ? "" : " to " + (j + 1))
                    + " in your list (counted from 1): not expected, or a copy too many @@");
            for (int k = from; k <= j; k++) {
                PrettyJson.lines(actual.get(k)).forEach(line -> out.add("+" + line));
            }
        }
        return out;
    }
}
