package dev.practicejudge.check;

import com.fasterxml.jackson.databind.JsonNode;
import com.github.difflib.DiffUtils;
import com.github.difflib.patch.AbstractDelta;
import dev.practicejudge.json.Json;
import dev.practicejudge.json.PrettyJson;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What a learner is shown for a wrong answer: the expected and actual outputs pretty-printed
 * (a board one row per line), and a diff of the two, element by element, that quotes the
 * learner's elements as they wrote them and numbers positions in their own list. Where the outer
 * list is in any order, the diff is the expected elements missing from it and the runs of the
 * learner's elements that no expected one is left for ({@link AnyOrder#diffLines}). Long
 * renderings are cut with a count of what was left out.
 *
 * @param expected the expected output, rendered; null when it is one valid answer among many ({@link #answerOnly})
 * @param actual the actual output, rendered
 * @param diff the diff, or null when the outputs are not lists or the expected output is one valid
 *     answer among many
 */
public record Feedback(String expected, String actual, String diff) {

    static final int MAX_LINES = 24;
    static final int MAX_DIFF_LINES = 60;

    /**
     * Renders the feedback for one wrong answer. The outputs are shown in their own order, so an
     * index a checker's message names can be found, and so are the diff's elements.
     */
    public static Feedback of(JsonNode expected, JsonNode actual, Set<Integer> unorderedLevels) {
        return new Feedback(cut(PrettyJson.lines(expected), MAX_LINES), cut(PrettyJson.lines(actual), MAX_LINES),
                diff(expected, actual, unorderedLevels));
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
     * The diff of two outputs, or null when they are not both lists or hold the same elements.
     * An outer list in any order is matched through a hash map in linear time: a general diff
     * costs time in proportion to the number of differences, which for a wrong N-Queens answer can
     * be thousands of boards (seconds, where this takes milliseconds).
     */
    static String diff(JsonNode expected, JsonNode actual, Set<Integer> unorderedLevels) {
        if (!expected.isArray() || !actual.isArray()) {
            return null;
        }
        List<String> lines = unorderedLevels.contains(0)
                ? AnyOrder.of(expected, actual, unorderedLevels, 0).diffLines()
                : orderedDiff(expected, actual, unorderedLevels);
        return lines.isEmpty() ? null : cut(lines, MAX_DIFF_LINES);
    }

    /**
     * A unified diff in which each element of the outer list is one unit, so a missing board
     * shows as that whole board and nothing of the boards around it. Elements are matched by
     * their canonical form (deeper lists in any order where declared), and shown as written.
     */
    private static List<String> orderedDiff(JsonNode expected, JsonNode actual, Set<Integer> unorderedLevels) {
        List<String> want = keys(expected, unorderedLevels);
        List<String> got = keys(actual, unorderedLevels);
        // The common ends are cheap to drop; Myers's diff is then run on what differs, when that is short.
        int prefix = 0;
        while (prefix < want.size() && prefix < got.size() && want.get(prefix).equals(got.get(prefix))) {
            prefix++;
        }
        int suffix = 0;
        while (suffix < want.size() - prefix && suffix < got.size() - prefix
                && want.get(want.size() - 1 - suffix).equals(got.get(got.size() - 1 - suffix))) {
            suffix++;
        }
        List<String> wantMiddle = want.subList(prefix, want.size() - suffix);
        List<String> gotMiddle = got.subList(prefix, got.size() - suffix);
        List<String> out = new ArrayList<>();
        if (wantMiddle.isEmpty() && gotMiddle.isEmpty()) {
            return out;
        }
        List<int[]> hunks = new ArrayList<>(); // {from, size in expected, to, size in actual}, absolute
        String note = null;
        if (wantMiddle.size() + gotMiddle.size() <= MAX_MYERS_ELEMENTS) {
            for (AbstractDelta<String> delta : DiffUtils.diff(wantMiddle, gotMiddle).getDeltas()) {
                hunks.add(new int[] {prefix + delta.getSource().getPosition(), delta.getSource().size(),
                        prefix + delta.getTarget().getPosition(), delta.getTarget().size()});
            }
        } else {
            // A long output that differs in many places (a design problem's 2*10^5 calls): Myers's diff
            // would take minutes, so the elements are set side by side, position by position.
            note = "(long outputs that differ in many places: compared position by position, not aligned)";
            for (int i = 0; i < Math.max(wantMiddle.size(), gotMiddle.size()) && hunks.size() < MAX_DIFF_LINES; i++) {
                boolean inWant = i < wantMiddle.size();
                boolean inGot = i < gotMiddle.size();
                if (!inWant || !inGot || !wantMiddle.get(i).equals(gotMiddle.get(i))) {
                    hunks.add(new int[] {prefix + i, inWant ? 1 : 0, prefix + i, inGot ? 1 : 0});
                }
            }
        }
        out.add("--- expected");
        out.add("+++ actual");
        if (note != null) {
            out.add(note);
        }
        for (int[] hunk : hunks) {
            int from = hunk[0];
            int to = hunk[2];
            out.add("@@ -" + range(from, hunk[1]) + " +" + range(to, hunk[3])
                    + " @@ (elements of the outer list, counted from 1)");
            for (int i = from; i < from + hunk[1]; i++) {
                PrettyJson.lines(expected.get(i)).forEach(line -> out.add("-" + line));
            }
            for (int i = to; i < to + hunk[3]; i++) {
                PrettyJson.lines(actual.get(i)).forEach(line -> out.add("+" + line));
            }
        }
        return out;
    }

    /** Elements on both sides beyond which Myers's diff (quadratic in the worst case) is not run. */
    static final int MAX_MYERS_ELEMENTS = 4000;

    private static List<String> keys(JsonNode array, Set<Integer> unorderedLevels) {
        List<String> keys = new ArrayList<>(array.size());
        array.forEach(element -> keys.add(Json.compact(JsonValues.canonical(element, unorderedLevels, 1))));
        return keys;
    }

    /** As unified diffs write ranges: 1-based start and length; an empty range starts before its position. */
    private static String range(int position, int size) {
        return (size == 0 ? position : position + 1) + "," + size;
    }

    private static String cut(List<String> lines, int max) {
        if (lines.size() <= max) {
            return String.join("\n", lines);
        }
        return String.join("\n", lines.subList(0, max)) + "\n... (" + (lines.size() - max) + " more lines)";
    }
}
