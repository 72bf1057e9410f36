package dev.practicejudge.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

/**
 * The diff beside a wrong answer quotes the learner's elements as they wrote them and numbers
 * positions in their own list; where the outer list is in any order, what is missing has no
 * position at all, and every learner element the diff marks is really at the position it names.
 */
class FeedbackDiffTest {

    private static final Random RANDOM = new Random(20261129);
    private static final Pattern HUNK = Pattern.compile("@@ at (\\d+)(?: to (\\d+))? in your list .*@@");

    private static JsonNode json(String text) {
        try {
            return Json.MAPPER.readTree(text);
        } catch (Exception e) {
            throw new IllegalArgumentException(text, e);
        }
    }

    @Test
    void aRepeatedCombinationIsMarkedAtTheLaterCopyAsTheLearnerWroteIt() {
        String diff = Feedback.diff(json("[[3,5],[4,4]]"), json("[[3,5],[4,4],[5,3]]"), Set.of(0, 1));

        assertEquals("""
                --- expected (in any order)
                +++ actual
                @@ at 3 in your list (counted from 1): not expected, or a copy too many @@
                +[5,3]""", diff);
    }

    @Test
    void aMissingBoardIsShownWholeWithNoPositionInTheLearnersList() {
        String diff = Feedback.diff(json("[[\"..Q.\",\"Q...\",\"...Q\",\".Q..\"],[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]]"),
                json("[[\".Q..\",\"...Q\",\"Q...\",\"..Q.\"]]"), Set.of(0));

        assertEquals("""
                --- expected (in any order)
                +++ actual
                @@ missing from your list @@
                -["..Q.",
                - "Q...",
                - "...Q",
                - ".Q.."]""", diff);
    }

    @Test
    void theSameElementsInAnotherOrderHaveNoDiff() {
        assertNull(Feedback.diff(json("[[1,2],[3]]"), json("[[3],[2,1]]"), Set.of(0, 1)));
    }

    @Test
    void anOrderedOuterListWithInnerListsInAnyOrderShowsTheLearnersOwnElements() {
        String diff = Feedback.diff(json("[[1,2],[3,4]]"), json("[[2,1],[5,4]]"), Set.of(1));

        assertEquals("""
                --- expected
                +++ actual
                @@ -2,1 +2,1 @@ (elements of the outer list, counted from 1)
                -[3,4]
                +[5,4]""", diff);
    }

    @RepeatedTest(200)
    void everyElementTheDiffMarksIsTheLearnersAtThePositionItNames() {
        List<List<Integer>> expected = sample();
        List<List<Integer>> actual = sample();
        JsonNode expectedJson = Json.MAPPER.valueToTree(expected);
        JsonNode actualJson = Json.MAPPER.valueToTree(actual);

        String diff = Feedback.diff(expectedJson, actualJson, Set.of(0));

        // Whatever the diff leaves unmarked in the learner's list, plus what it says is missing,
        // is exactly the expected list (as multisets).
        Map<String, Integer> rebuilt = new HashMap<>();
        boolean[] marked = new boolean[actual.size()];
        if (diff != null) {
            List<String> lines = diff.lines().toList();
            int position = -1;
            for (String line : lines.subList(2, lines.size())) {
                Matcher hunk = HUNK.matcher(line);
                if (hunk.matches()) {
                    position = Integer.parseInt(hunk.group(1)) - 1;
                } else if (line.startsWith("@@ missing")) {
                    position = -1;
                } else if (line.startsWith("+")) {
                    assertEquals(Json.compact(actualJson.get(position)), line.substring(1), diff);
                    marked[position++] = true;
                } else {
                    assertTrue(line.startsWith("-"), diff);
                    rebuilt.merge(line.substring(1), 1, Integer::sum);
                }
            }
        }
        for (int i = 0; i < actual.size(); i++) {
            if (!marked[i]) {
                rebuilt.merge(Json.compact(actualJson.get(i)), 1, Integer::sum);
            }
        }
        Map<String, Integer> wanted = new HashMap<>();
        expectedJson.forEach(e -> wanted.merge(Json.compact(e), 1, Integer::sum));
        assertEquals(wanted, rebuilt, () -> "expected " + expected + "\nactual   " + actual + "\n" + diff);
    }

    @Test
    void tenThousandBoardsAllDifferentAreDiffedInMilliseconds() {
        List<List<String>> expected = new ArrayList<>();
        List<List<String>> actual = new ArrayList<>();
        for (int i = 0; i < 10_000; i++) {
            expected.add(List.of("row " + i, "expected"));
            actual.add(List.of("row " + i, "actual"));
        }

        String diff = assertTimeoutPreemptively(Duration.ofSeconds(2), () -> Feedback.diff(
                Json.MAPPER.valueToTree(expected), Json.MAPPER.valueToTree(actual), Set.of(0)));

        assertTrue(diff.endsWith("more lines)"), diff);
    }

    /** Small flat lists, some repeated, so missing, unexpected and repeated elements all occur. */
    private static List<List<Integer>> sample() {
        List<List<Integer>> picked = new ArrayList<>();
        int size = RANDOM.nextInt(8);
        for (int i = 0; i < size; i++) {
            picked.add(List.of(RANDOM.nextInt(3), RANDOM.nextInt(3)));
        }
        return picked;
    }
}
