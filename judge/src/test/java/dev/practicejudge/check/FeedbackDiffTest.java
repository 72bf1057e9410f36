package dev.practicejudge.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

/**
 * The linear diff used for unordered lists says exactly what the general (Myers) diff says for
 * the same sorted lists: the same hunks, the same missing and extra elements.
 */
class FeedbackDiffTest {

    private static final Random RANDOM = new Random(20261129);

    private static JsonNode sorted(List<List<Integer>> lists) {
        return JsonValues.canonical(Json.MAPPER.valueToTree(lists), Set.of(0));
    }

    @Test
    void aMissingBoardIsOneDeletionHunk() throws Exception {
        JsonNode expected = sorted(List.of(List.of(1, 2), List.of(3, 4)));
        JsonNode actual = sorted(List.of(List.of(3, 4)));

        String diff = Feedback.sortedDiff(expected, actual);

        assertEquals(Feedback.diff(expected, actual), diff);
        assertEquals("@@ -1,1 +0,0 @@ (elements of the outer list, counted from 1)", diff.lines().toList().get(2));
    }

    @RepeatedTest(200)
    void randomSortedListsGetTheSameDiffBothWays() {
        List<List<Integer>> universe = new ArrayList<>();
        for (int a = 0; a < 6; a++) {
            for (int b = 0; b < 3; b++) {
                universe.add(List.of(a, b));
            }
        }
        JsonNode expected = sorted(sample(universe));
        JsonNode actual = sorted(sample(universe));

        assertEquals(Feedback.diff(expected, actual), Feedback.sortedDiff(expected, actual),
                () -> "expected " + expected + "\nactual   " + actual);
    }

    private static List<List<Integer>> sample(List<List<Integer>> universe) {
        List<List<Integer>> picked = new ArrayList<>();
        for (List<Integer> element : universe) {
            if (RANDOM.nextInt(3) == 0) {
                picked.add(element);
            }
        }
        return picked;
    }
}
