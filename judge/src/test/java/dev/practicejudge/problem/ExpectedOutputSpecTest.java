package dev.practicejudge.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code comparison.expected}: what a test's stored output is (the answer, or one valid answer
 * among many), as the loader reads it, what it means when a spec is silent, and what the shipped
 * checker problems declare.
 */
class ExpectedOutputSpecTest {

    @TempDir
    Path root;

    @Test
    void aCheckerSpecThatIsSilentTakesTheStoredOutputsAsOneValidAnswerAmongMany() throws Exception {
        ComparisonSpec comparison = load("{\"mode\": \"checker\", \"checker\": \"checker/C.java\"}");

        assertEquals(ExpectedOutput.ONE_VALID_ANSWER, comparison.expected());
        assertFalse(comparison.expectedIsTheAnswer());
    }

    @Test
    void aCheckerSpecMayDeclareThatItsStoredOutputsAreTheAnswer() throws Exception {
        ComparisonSpec comparison = load(
                "{\"mode\": \"checker\", \"checker\": \"checker/C.java\", \"expected\": \"the-answer\"}");

        assertEquals(ExpectedOutput.THE_ANSWER, comparison.expected());
        assertTrue(comparison.expectedIsTheAnswer());
    }

    @Test
    void aCheckerSpecMaySayOneValidAnswerOutLoud() throws Exception {
        ComparisonSpec comparison = load(
                "{\"mode\": \"checker\", \"checker\": \"checker/C.java\", \"expected\": \"one-valid-answer\"}");

        assertEquals(ExpectedOutput.ONE_VALID_ANSWER, comparison.expected());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "no comparison at all|",
            "exact|{\"mode\": \"exact\"}",
            "unordered|{\"mode\": \"unordered\", \"unorderedLevels\": [0]}",
            "float|{\"mode\": \"float\"}"})
    void everyModeButCheckerComparesWithTheAnswer(String mode, String comparison) throws Exception {
        assertEquals(ExpectedOutput.THE_ANSWER, load(comparison).expected(), mode);
    }

    @Test
    void aValueThatIsNotAStringIsRejectedAtItsPositionWithTheKnownValues() throws Exception {
        ProblemFormatException error = assertThrows(ProblemFormatException.class,
                () -> load("{\"mode\": \"checker\", \"checker\": \"checker/C.java\", \"expected\": true}"));

        assertEquals(Path.of("p/problem.json"), error.file());
        assertEquals(8, error.line());
        assertTrue(error.reason().contains("\"expected\" must be \"the-answer\" or \"one-valid-answer\""),
                error.getMessage());
    }

    @Test
    void anUnknownValueFarFromAnyKnownOneIsRejectedWithoutAGuess() throws Exception {
        ProblemFormatException error = assertThrows(ProblemFormatException.class,
                () -> load("{\"mode\": \"checker\", \"checker\": \"checker/C.java\", \"expected\": \"many\"}"));

        assertEquals("unknown value \"many\" for \"expected\": it must be \"the-answer\" or \"one-valid-answer\", "
                + "what the tests' stored outputs are", error.reason());
    }

    @Test
    void theOldConstructorsKeepWorkingWithEachModesDefault() {
        assertEquals(ExpectedOutput.THE_ANSWER, ComparisonSpec.exact().expected());
        assertEquals(ExpectedOutput.THE_ANSWER, new ComparisonSpec(ComparisonSpec.UNORDERED, Set.of(0)).expected());
        assertEquals(ExpectedOutput.ONE_VALID_ANSWER, new ComparisonSpec(ComparisonSpec.CHECKER, Set.of(),
                ComparisonSpec.DEFAULT_TOLERANCE, ComparisonSpec.DEFAULT_TOLERANCE, Optional.of("c/C.java")).expected());
    }

    @Test
    void onlyACheckerMayTakeItsStoredOutputsAsOneAnswerAmongMany() {
        assertThrows(IllegalArgumentException.class, () -> new ComparisonSpec(ComparisonSpec.EXACT, Set.of(),
                ComparisonSpec.DEFAULT_TOLERANCE, ComparisonSpec.DEFAULT_TOLERANCE, Optional.empty(),
                ExpectedOutput.ONE_VALID_ANSWER));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({
            "graph-coloring, one-valid-answer",
            "knights-tour, one-valid-answer",
            "latin-square, one-valid-answer",
            "n-queens, the-answer",
            "sudoku-solver, the-answer"})
    void theShippedCheckerProblemsDeclareWhatTheirStoredOutputsAre(String id, String expected) throws Exception {
        ProblemSpec spec = new ProblemLoader(TestRepository.ROOT).loadOverview(TestRepository.ROOT.resolve("problems")
                .resolve(id)).spec();

        assertEquals(expected, spec.comparison().expected().spelling());
    }

    /** Loads a one-test package whose spec has {@code comparison} (none when null) and a checker file. */
    private ComparisonSpec load(String comparison) throws IOException, ProblemFormatException {
        Path dir = root.resolve("p");
        Files.createDirectories(dir.resolve("tests"));
        Files.createDirectories(dir.resolve("checker"));
        Files.writeString(dir.resolve("checker/C.java"), "final class C {}\n");
        Files.writeString(dir.resolve("problem.json"), """
                {
                  "title": "Colour",
                  "difficulty": "easy",
                  "method": {
                    "name": "colour", "params": [{"name": "n", "type": "int"}], "returns": "int[]"
                  }%s
                }
                """.formatted(comparison == null ? "" : ",\n  \"comparison\":\n    " + comparison),
                StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("tests/01.json"), "{\"input\": {\"n\": 1}, \"expected\": [1]}\n");
        return new ProblemLoader(root).load(dir).spec().comparison();
    }
}
