package dev.practicejudge.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.practicejudge.api.CheckResult;
import dev.practicejudge.problem.ComparisonSpec;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Comparator behaviour that is better built in code than written out as a JSON case. */
class ComparatorTest {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final OutputComparator UNORDERED =
            Comparators.forSpec(new ComparisonSpec(ComparisonSpec.UNORDERED, Set.of(0)));
    private static final OutputComparator EXACT = Comparators.forSpec(ComparisonSpec.exact());
    private static final com.fasterxml.jackson.databind.JsonNode NO_INPUT =
            dev.practicejudge.json.Json.MAPPER.createObjectNode();

    @Test
    void tenThousandElementsShuffledAreAcceptedQuickly() {
        List<JsonNode> elements = boards(10_000);
        List<JsonNode> shuffled = new ArrayList<>(elements);
        Collections.shuffle(shuffled, new Random(42));

        CheckResult result = assertTimeoutPreemptively(Duration.ofSeconds(5),
                () -> UNORDERED.compare(NO_INPUT, array(elements), array(shuffled)));

        assertTrue(result.isAccepted(), result::toString);
    }

    @Test
    void tenThousandElementsShuffledWithOneReplacedNameTheMissingAndTheUnexpected() {
        List<JsonNode> elements = boards(10_000);
        List<JsonNode> shuffled = new ArrayList<>(elements);
        Collections.shuffle(shuffled, new Random(7));
        JsonNode dropped = shuffled.set(1234, NODES.arrayNode().add("not a board"));

        CheckResult result = UNORDERED.compare(NO_INPUT, array(elements), array(shuffled));

        assertFalse(result.isAccepted());
        assertTrue(result.reason().startsWith("expected 10000 elements in any order, got 10000"), result.reason());
        assertTrue(result.reason().contains("missing (1):\n  " + dropped), result.reason());
        assertTrue(result.reason().contains("unexpected (1):\n  [\"not a board\"]"), result.reason());
    }

    @Test
    void anExactComparisonOfTenThousandElementsInAnotherOrderIsRejected() {
        List<JsonNode> elements = boards(10_000);
        List<JsonNode> reversed = new ArrayList<>(elements);
        Collections.reverse(reversed);

        assertTrue(EXACT.compare(NO_INPUT, array(elements), array(elements)).isAccepted());
        assertFalse(EXACT.compare(NO_INPUT, array(elements), array(reversed)).isAccepted());
    }

    @Test
    void aHugeValueInAReasonIsTruncated() {
        JsonNode expected = TextNode.valueOf("x");
        JsonNode actual = TextNode.valueOf("y".repeat(10_000));

        String reason = EXACT.compare(NO_INPUT, expected, actual).reason();

        assertTrue(reason.length() < 1_000, "reason has " + reason.length() + " characters");
        assertTrue(reason.contains("more characters"), reason);
    }

    @Test
    void eachModeHasItsComparator() {
        assertInstanceOf(ExactComparator.class, EXACT);
        assertInstanceOf(UnorderedComparator.class, UNORDERED);
    }

    @Test
    void aModeWithoutAComparatorIsRefusedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Comparators.forSpec(new ComparisonSpec("tolerance", Set.of())));

        assertTrue(e.getMessage().contains("\"tolerance\""), e.getMessage());
    }

    @Test
    void comparingDoesNotChangeEitherValue() {
        ArrayNode expected = array(boards(3));
        ArrayNode actual = array(List.of(expected.get(2), expected.get(0), expected.get(1)));
        String expectedBefore = expected.toString();
        String actualBefore = actual.toString();

        assertTrue(UNORDERED.compare(NO_INPUT, expected, actual).isAccepted());
        assertEquals(expectedBefore, expected.toString());
        assertEquals(actualBefore, actual.toString());
    }

    /** Distinct two-row "boards", so the elements are lists like N-Queens's. */
    private static List<JsonNode> boards(int count) {
        List<JsonNode> boards = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            boards.add(NODES.arrayNode().add("row " + i).add(".Q" + Integer.toBinaryString(i)));
        }
        return boards;
    }

    private static ArrayNode array(List<JsonNode> elements) {
        ArrayNode array = NODES.arrayNode(elements.size());
        elements.forEach(array::add);
        return array;
    }
}
