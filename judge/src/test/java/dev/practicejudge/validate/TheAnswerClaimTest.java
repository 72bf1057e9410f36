package dev.practicejudge.validate;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.api.CheckResult;
import dev.practicejudge.check.OutputComparator;
import dev.practicejudge.json.Json;
import dev.practicejudge.problem.ComparisonSpec;
import dev.practicejudge.problem.ExpectedOutput;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@code validate}'s proof step holds a checker package that declares its stored outputs the
 * answer to that claim: a proof's answer the checker accepts must also be the stored one, up to
 * the order the spec ignores, since reports diff wrong answers against it.
 */
class TheAnswerClaimTest {

    /** A checker that accepts every answer: only the claim can reject. */
    private static final OutputComparator ACCEPTS_ALL = (input, expected, actual) -> CheckResult.accepted();

    @Test
    void aProofAnswerThatDiffersFromTheStoredAnswerDisprovesTheClaim() {
        CheckResult result = ProofStep.answerClaimed(spec(ExpectedOutput.THE_ANSWER, Set.of()), ACCEPTS_ALL)
                .compare(json("{}"), json("[1,2,1,2]"), json("[2,1,2,1]"));

        assertFalse(result.isAccepted());
        assertTrue(result.reason().contains("\"expected\": \"the-answer\""), result.reason());
    }

    @Test
    void theOrderTheSpecIgnoresDoesNotMatter() {
        CheckResult result = ProofStep.answerClaimed(spec(ExpectedOutput.THE_ANSWER, Set.of(0)), ACCEPTS_ALL)
                .compare(json("{}"), json("[[\"Q.\"], [\".Q\"]]"), json("[[\".Q\"], [\"Q.\"]]"));

        assertTrue(result.isAccepted(), result::reason);
    }

    @Test
    void oneValidAnswerAmongManyIsHeldToTheCheckerAlone() {
        CheckResult result = ProofStep.answerClaimed(spec(ExpectedOutput.ONE_VALID_ANSWER, Set.of()), ACCEPTS_ALL)
                .compare(json("{}"), json("[1,2,1,2]"), json("[2,1,2,1]"));

        assertTrue(result.isAccepted(), result::reason);
    }

    @Test
    void theCheckersOwnRejectionComesFirst() {
        OutputComparator rejects = (input, expected, actual) -> CheckResult.rejected("vertex 0 and 1 share a colour");

        CheckResult result = ProofStep.answerClaimed(spec(ExpectedOutput.THE_ANSWER, Set.of()), rejects)
                .compare(json("{}"), json("[1,2]"), json("[1,1]"));

        assertFalse(result.isAccepted());
        assertTrue(result.reason().equals("vertex 0 and 1 share a colour"), result.reason());
    }

    private static ComparisonSpec spec(ExpectedOutput expected, Set<Integer> levels) {
        return new ComparisonSpec(ComparisonSpec.CHECKER, levels, ComparisonSpec.DEFAULT_TOLERANCE,
                ComparisonSpec.DEFAULT_TOLERANCE, Optional.of("checker/C.java"), expected);
    }

    private static JsonNode json(String text) {
        try {
            return Json.MAPPER.readTree(text);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
