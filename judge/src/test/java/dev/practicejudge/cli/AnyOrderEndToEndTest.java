package dev.practicejudge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import java.io.IOException;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A wrong answer to an any-order problem, judged through the real CLI: the learner reads about
 * their own elements, in their own order and at their own positions, with repeats counted, and
 * every failing test (even one shown by its first line only) says what is wrong.
 */
@EndToEnd
class AnyOrderEndToEndTest {

    /** {@code expected 2 elements in any order, got 3} and nothing after it. */
    private static final Pattern BARE_COUNT = Pattern.compile(".*in any order, got \\d+\\s*$");

    private static CliResult run;
    private static List<JsonNode> failures;

    @BeforeAll
    static void judgeTheNewcomersCombinationSum() throws IOException {
        run = Judgew.fixture("combination-sum", "EachOrderOfACombination.java", "--verbose");
        failures = new java.util.ArrayList<>();
        run.problem("combination-sum").get("tests").forEach(t -> {
            if (t.get("verdict").asText().equals("WA")) {
                failures.add(t);
            }
        });
    }

    @Test
    void aRepeatedCombinationIsNamedAsTheLearnerWroteItWithItsPositionsCounted() {
        JsonNode first = failures.get(0);
        assertEquals("01-two-ways", first.get("name").asText());
        assertEquals("[[3,5],[4,4],[5,3]]", first.get("actual").toString());
        assertEquals("""
                expected 2 elements in any order, got 3: 1 repeated (positions in your list, counted from 1)
                repeated (1):
                  [3,5] twice: at 1 and 3 (as [3,5] and [5,3]; the order inside an element does not matter here)
                this test: Two ways to make 8: 3 + 5, and 4 used twice.""",
                first.get("message").asText(), "the reason, then the test's comment");
    }

    @Test
    void theDiffPointsAtTheLearnersOwnPosition() {
        assertEquals("""
                --- expected (in any order)
                +++ actual
                @@ at 3 in your list (counted from 1): not expected, or a copy too many @@
                +[5,3]""", failures.get(0).get("diff").asText());
        assertTrue(run.out().contains("@@ at 3 in your list (counted from 1)"), run::toString);
    }

    @Test
    void manyCopiesOfOneCombinationAreCountedNotListedOneByOne() {
        String message = failures.get(1).get("message").asText();

        assertTrue(message.contains("\n  [2,2,3,3] 6 times: at 2, 3, 4, 7, 8 and 1 more (as [2,2,3,3], [2,3,2,3], "
                + "[2,3,3,2] and 3 other orders;"), message);
        assertFalse(message.contains("[2,2,3,3]\n  [2,2,3,3]"), message);
    }

    @Test
    void everyFailingTestSaysWhatIsWrongInItsFirstLine() {
        assertTrue(failures.size() > 3, "later failures are shown by their first line only: " + run);
        for (JsonNode failure : failures) {
            String first = failure.get("message").asText().lines().findFirst().orElse("");
            assertFalse(BARE_COUNT.matcher(first).matches(), failure::toString);
            assertTrue(first.matches(".*: \\d+ (missing|unexpected|repeated).*"), failure::toString);
        }
        run.out().lines().filter(line -> line.contains("why ")).forEach(line ->
                assertFalse(BARE_COUNT.matcher(line).matches(), () -> "a bare count in the console:\n" + run));
    }
}
