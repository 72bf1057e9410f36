package dev.practicejudge.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.CheckResult;
import dev.practicejudge.check.OutputComparator;
import dev.practicejudge.json.Json;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** How the cross-check words what it compares and what it quotes, without a worker. */
class RandomCrossCheckTest {

    /** Graph Colouring's rule in small: [] claims "no colouring", which any colouring refutes. */
    private static final OutputComparator EMPTY_MEANS_NONE = (input, expected, actual) ->
            !expected.isEmpty() && actual.isEmpty()
                    ? CheckResult.rejected("returned [] (no colouring), but a colouring exists")
                    : CheckResult.accepted();

    @Test
    void aSecondSubmissionThatFindsWhatTheFirstSaysDoesNotExistDisagreesWithIt() throws Exception {
        Optional<String> difference = RandomCrossCheck.difference(EMPTY_MEANS_NONE, input("{\"n\": 2}"),
                json("[]"), json("[1, 2]"), "accepted/A.java", "accepted/B.java");

        assertEquals(Optional.of("with accepted/B.java's output as the expected one, accepted/A.java's fails: "
                + "returned [] (no colouring), but a colouring exists"), difference);
    }

    @Test
    void outputsThatPassEachOtherBothWaysAgree() throws Exception {
        assertEquals(Optional.empty(), RandomCrossCheck.difference(EMPTY_MEANS_NONE, input("{\"n\": 2}"),
                json("[1, 2]"), json("[2, 1]"), "accepted/A.java", "accepted/B.java"));
    }

    @Test
    void aLongInputIsQuotedInPartWithItsLengthAndAlwaysWithItsSizeAndSeed() throws Exception {
        String described = RandomCrossCheck.describe(7, 17006, json("{\"nums\": [" + "1,".repeat(999) + "1]}"));

        assertTrue(described.startsWith("size 7, seed 17006: {\"nums\":[1,1,"), described);
        assertTrue(described.endsWith("... (2010 characters)"), described);
    }

    private static ObjectNode input(String text) throws Exception {
        return (ObjectNode) json(text);
    }

    private static JsonNode json(String text) throws Exception {
        return Json.MAPPER.readTree(text);
    }
}
