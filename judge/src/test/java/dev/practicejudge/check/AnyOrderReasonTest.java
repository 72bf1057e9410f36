package dev.practicejudge.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.api.CheckResult;
import dev.practicejudge.json.Json;
import dev.practicejudge.problem.ComparisonSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;

/**
 * A wrong answer to an any-order problem is told in the learner's terms: their elements as they
 * wrote them, where they are in their list (counted from 1), repeats counted rather than listed
 * copy by copy, and a first line that says what is wrong even when it is all that is shown.
 */
class AnyOrderReasonTest {

    /** Combination Sum, Subsets: the combinations in any order, and each one's numbers too. */
    private static final Set<Integer> BOTH_LEVELS = Set.of(0, 1);
    /** Permutations, Palindrome Partitioning: the list in any order, each element's order matters. */
    private static final Set<Integer> OUTER_LEVEL = Set.of(0);
    private static final Random RANDOM = new Random(14);

    private static String reason(String expected, String actual, Set<Integer> levels) {
        CheckResult result = Comparators.forSpec(new ComparisonSpec(ComparisonSpec.UNORDERED, levels))
                .compare(Json.MAPPER.createObjectNode(), json(expected), json(actual));
        assertFalse(result.isAccepted(), () -> actual + " was accepted for " + expected);
        return result.reason();
    }

    private static JsonNode json(String text) {
        try {
            return Json.MAPPER.readTree(text);
        } catch (Exception e) {
            throw new IllegalArgumentException(text, e);
        }
    }

    @Test
    void aRepeatedCombinationIsCountedWithItsPositionsAndTheFormsTheLearnerWrote() {
        String reason = reason("[[3,5],[4,4]]", "[[3,5],[4,4],[5,3]]", BOTH_LEVELS);

        assertEquals("""
                expected 2 elements in any order, got 3: 1 repeated (positions in your list, counted from 1)
                repeated (1):
                  [3,5] twice: at 1 and 3 (as [3,5] and [5,3]; the order inside an element does not matter here)""",
                reason);
    }

    @Test
    void theLearnersOwnOrderInsideAnElementIsQuotedNotTheSortedOne() {
        String reason = reason("[[3,5],[4,4]]", "[[5,3],[4,4],[5,3]]", BOTH_LEVELS);

        assertTrue(reason.contains("\n  [5,3] twice: at 1 and 3"), reason);
        assertFalse(reason.contains("[3,5]"), "the sorted copy is never shown: " + reason);
    }

    @Test
    void theNewcomersAnswerOfTheRightSizeNamesWhatIsMissingAndWhatIsRepeated() {
        String reason = reason("[[2,2,4],[3,5],[4,4]]", "[[3,5],[4,4],[5,3]]", BOTH_LEVELS);

        assertEquals("""
                expected 3 elements in any order, got 3: 1 missing, 1 repeated (positions in your list, counted from 1)
                missing (1):
                  [2,2,4]
                repeated (1):
                  [3,5] twice: at 1 and 3 (as [3,5] and [5,3]; the order inside an element does not matter here)""",
                reason);
    }

    @Test
    void aMissingElementIsQuotedAsTheExpectedOutputHasItWithoutPositions() {
        String reason = reason("[[1],[1,2],[2]]", "[[2],[1]]", BOTH_LEVELS);

        assertEquals("expected 3 elements in any order, got 2: 1 missing\nmissing (1):\n  [1,2]", reason);
    }

    @Test
    void anUnexpectedElementIsNamedWithItsPositionInTheLearnersList() {
        String reason = reason("[[2,6],[8]]", "[[8],[6,2],[9]]", BOTH_LEVELS);

        assertEquals("""
                expected 2 elements in any order, got 3: 1 unexpected (positions in your list, counted from 1)
                unexpected (1):
                  [9] at 3""", reason);
    }

    @Test
    void sameSizeWithOneWrongElementNamesTheMissingOneAndTheLearnersOneWithItsPosition() {
        String reason = reason("[[1,2,3],[1,3,2],[2,1,3]]", "[[1,2,3],[1,3,3],[2,1,3]]", OUTER_LEVEL);

        assertEquals("""
                expected 3 elements in any order, got 3: 1 missing, 1 unexpected (positions in your list, counted from 1)
                missing (1):
                  [1,3,2]
                unexpected (1):
                  [1,3,3] at 2""", reason);
    }

    @Test
    void anElementInAnotherOrderWhereItsOrderMattersIsPointedAtTheOneItWasMeantToBe() {
        String reason = reason("[[\"a\",\"b\"],[\"ab\"]]", "[[\"ab\"],[\"b\",\"a\"]]", OUTER_LEVEL);

        assertEquals("""
                expected 2 elements in any order, got 2: 1 missing, 1 unexpected (positions in your list, counted from 1)
                missing (1):
                  ["a","b"]
                unexpected (1):
                  ["b","a"] at 2 (the same items as the missing ["a","b"] in another order, and the order inside \
                an element counts here)""", reason);
    }

    @Test
    void anElementExpectedTwiceAndGivenThreeTimesSaysHowOftenItIsExpected() {
        String reason = reason("[1,1,2]", "[1,2,1,1]", OUTER_LEVEL);

        assertTrue(reason.endsWith("repeated (1):\n  1 3 times: at 1, 3 and 4 (expected twice)"), reason);
    }

    @Test
    void longListsOfElementsPositionsAndFormsAreCappedWithACountOfTheRest() {
        List<List<Integer>> actual = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            actual.add(List.of(100 + i));
        }
        List<List<Integer>> forms = List.of(List.of(1, 2, 3), List.of(1, 3, 2), List.of(2, 1, 3), List.of(2, 3, 1),
                List.of(3, 1, 2), List.of(3, 2, 1), List.of(1, 2, 3));
        actual.addAll(forms);

        String reason = reason("[[1,2,3]]", Json.MAPPER.valueToTree(actual).toString(), BOTH_LEVELS);

        assertTrue(reason.startsWith("expected 1 element in any order, got 19: 12 unexpected, 6 repeated"), reason);
        assertTrue(reason.contains("  [104] at 5\n  ... and 7 more\n"), reason);
        assertTrue(reason.endsWith("  [1,2,3] 7 times: at 13, 14, 15, 16, 17 and 2 more (as [1,2,3], [1,3,2], "
                + "[2,1,3] and 3 other orders; the order inside an element does not matter here)"), reason);
    }

    @Test
    void aListNestedInAnyOrderIsToldWithIndexPathsAndTheLearnersOwnValues() {
        String reason = reason("[[1,2],[3,4]]", "[[2,1],[4,5]]", Set.of(1));

        assertEquals("""
                at [1], expected 2 elements in any order, got 2: 1 missing, 1 unexpected
                missing (1):
                  3
                unexpected (1):
                  5 at [1][1]""", reason);
    }

    @Test
    void aValueBelowAListInAnyOrderIsQuotedAsTheLearnerWroteIt() {
        String reason = reason("[[[1,2],\"x\"]]", "[[[2,1],\"y\"]]", Set.of(2));

        assertEquals("expected \"x\" at [0][1], got \"y\"", reason);
    }

    @RepeatedTest(100)
    void theFirstLineAloneAlwaysSaysWhatIsWrong() {
        List<List<Integer>> expected = sample();
        List<List<Integer>> actual = sample();
        JsonNode e = Json.MAPPER.valueToTree(expected);
        JsonNode a = Json.MAPPER.valueToTree(actual);
        CheckResult result = Comparators.forSpec(new ComparisonSpec(ComparisonSpec.UNORDERED, BOTH_LEVELS))
                .compare(Json.MAPPER.createObjectNode(), e, a);
        if (result.isAccepted()) {
            return;
        }

        String first = result.reason().lines().findFirst().orElseThrow();

        assertTrue(Pattern.matches("expected \\d+ elements? in any order, got \\d+: \\d+ (missing|unexpected|repeated)"
                + ".*", first), () -> expected + " / " + actual + ": " + result.reason());
    }

    private static List<List<Integer>> sample() {
        List<List<Integer>> picked = new ArrayList<>();
        int size = RANDOM.nextInt(6);
        for (int i = 0; i < size; i++) {
            picked.add(RANDOM.nextBoolean() ? List.of(RANDOM.nextInt(3)) : List.of(RANDOM.nextInt(3), RANDOM.nextInt(3)));
        }
        return picked;
    }
}
