package dev.practicejudge.check;

import com.fasterxml.jackson.databind.JsonNode;
import com.github.difflib.DiffUtils;
import com.github.difflib.patch.AbstractDelta;
import com.github.difflib.patch.Patch;
import dev.practicejudge.present.PrettyJson;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What a learner is shown for a wrong answer: the expected and actual outputs pretty-printed
 * (a board one row per line), and a unified diff of the two. Where the spec declares unordered
 * list levels, both sides are sorted into one canonical order before they are diffed, so the diff
 * holds only the elements that are missing or extra. Long renderings are cut with a count of what was left out.
 *
 * @param expected the expected output, rendered; null when it is one valid answer among many ({@link #answerOnly})
 * @param actual the actual output, rendered
 * @param diff a unified diff, element by element, or null when the outputs are not lists or the
 *     expected output is one valid answer among many
 */
public record Feedback(String expected, String actual, String diff) {

    static final int MAX_LINES = 24;
    static final int MAX_DIFF_LINES = 60;

    /**
     * Renders the feedback for one wrong answer. The outputs are shown in their own order, so an
     * index a checker's message names can be found; only the diff sorts them.
     */
    public static Feedback of(JsonNode expected, JsonNode actual, Set<Integer> unorderedLevels) {
        JsonNode canonicalExpected = JsonValues.canonical(expected, unorderedLevels);
        JsonNode canonicalActual = JsonValues.canonical(actual, unorderedLevels);
        return new Feedback(cut(PrettyJson.lines(expected), MAX_LINES), cut(PrettyJson.lines(actual), MAX_LINES),
                unorderedLevels.contains(0) ? sortedDiff(canonicalExpected, canonicalActual)
                        : diff(canonicalExpected, canonicalActual));
    }

    /**
     * The feedback for a wrong answer whose expected output is only one valid answer among many:
     * the actual output alone, rendered, and no diff. A diff against an arbitrary valid answer
     * marks right parts of the learner's answer as wrong (two good colourings of a graph may
     * differ at every vertex); the checker's reason is the explanation.
     */
    public static Feedback answerOnly(JsonNode actual) {
        return new Feedback(null, cut(PrettyJson.lines(actual), MAX_LINES), null);
    }

    /**
     * The same diff for two lists already sorted into {@link JsonValues#ORDER}, found by one merge
     * in linear time. A general diff costs time in proportion to the number of differences, which
     * for a wrong N-Queens answer can be thousands of boards: seconds, where this takes milliseconds.
     */
    static String sortedDiff(JsonNode expected, JsonNode actual) {
        if (!expected.isArray() || !actual.isArray()) {
            return null;
        }
        int n = expected.size();
        int m = actual.size();
        List<String> out = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < n || j < m) {
            if (i < n && j < m && JsonValues.ORDER.compare(expected.get(i), actual.get(j)) == 0) {
                i++;
                j++;
                continue;
            }
            // A hunk: everything up to the next element both sides share.
            int fromExpected = i;
            int fromActual = j;
            List<JsonNode> missing = new ArrayList<>();
            List<JsonNode> extra = new ArrayList<>();
            while (i < n || j < m) {
                int order = i >= n ? 1 : j >= m ? -1 : JsonValues.ORDER.compare(expected.get(i), actual.get(j));
                if (order == 0) {
                    break;
                }
                if (order < 0) {
                    missing.add(expected.get(i++));
                } else {
                    extra.add(actual.get(j++));
                }
            }
            if (out.isEmpty()) {
                out.add("--- expected");
                out.add("+++ actual");
            }
            out.add("@@ -" + range(fromExpected, missing.size()) + " +" + range(fromActual, extra.size())
                    + " @@ (elements of the outer list, counted from 1)");
            missing.forEach(element -> PrettyJson.lines(element).forEach(line -> out.add("-" + line)));
            extra.forEach(element -> PrettyJson.lines(element).forEach(line -> out.add("+" + line)));
        }
        return out.isEmpty() ? null : cut(out, MAX_DIFF_LINES);
    }

    /**
     * A unified diff in which each element of the outer list is one unit, so a missing board
     * shows as that whole board and nothing of the boards around it.
     */
    static String diff(JsonNode expected, JsonNode actual) {
        if (!expected.isArray() || !actual.isArray()) {
            return null;
        }
        List<String> expectedElements = elements(expected);
        List<String> actualElements = elements(actual);
        Patch<String> patch = DiffUtils.diff(expectedElements, actualElements);
        if (patch.getDeltas().isEmpty()) {
            return null;
        }
        List<String> out = new ArrayList<>();
        out.add("--- expected");
        out.add("+++ actual");
        for (AbstractDelta<String> delta : patch.getDeltas()) {
            int from = delta.getSource().getPosition();
            int to = delta.getTarget().getPosition();
            out.add("@@ -" + range(from, delta.getSource().size()) + " +" + range(to, delta.getTarget().size())
                    + " @@ (elements of the outer list, counted from 1)");
            for (String element : delta.getSource().getLines()) {
                element.lines().forEach(line -> out.add("-" + line));
            }
            for (String element : delta.getTarget().getLines()) {
                element.lines().forEach(line -> out.add("+" + line));
            }
        }
        return cut(out, MAX_DIFF_LINES);
    }

    /** As unified diffs write ranges: 1-based start and length; an empty range starts before its position. */
    private static String range(int position, int size) {
        return (size == 0 ? position : position + 1) + "," + size;
    }

    private static List<String> elements(JsonNode array) {
        List<String> elements = new ArrayList<>(array.size());
        array.forEach(element -> elements.add(String.join("\n", PrettyJson.lines(element))));
        return elements;
    }

    private static String cut(List<String> lines, int max) {
        if (lines.size() <= max) {
            return String.join("\n", lines);
        }
        return String.join("\n", lines.subList(0, max)) + "\n... (" + (lines.size() - max) + " more lines)";
    }
}
