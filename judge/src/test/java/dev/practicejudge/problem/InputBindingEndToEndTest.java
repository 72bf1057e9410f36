package dev.practicejudge.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One mistake, one message: an input that does not fit the signature reads the same in
 * {@code run --input} as in {@code validate} of a package whose test file holds it, since both go
 * through {@link InputBinding}; each adds only where the mistake is.
 */
@EndToEnd
class InputBindingEndToEndTest {

    private static final String STRING_FOR_INT =
            "argument \"n\" is not of type int: expected a whole number, found the string \"4\"";

    @TempDir
    Path root;

    @BeforeEach
    void copyProblem() throws IOException {
        TestRepository.copyProblems(root, List.of("n-queens-ii"));
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/Accepted.java");
    }

    @Test
    void aStringForAnIntReadsTheSameInRunAndInValidate() throws IOException {
        CliResult run = Judgew.run(root, "run", "n-queens-ii", "--input", "{\"n\": \"4\"}");
        Files.writeString(root.resolve("problems/n-queens-ii/tests/04-n4.json"),
                "{\"sample\": true, \"input\": {\"n\": \"4\"}, \"expected\": 2}\n");
        CliResult validate = Judgew.run(root, "validate", "n-queens-ii");

        assertEquals("error: --input at line 1, column 7: " + STRING_FOR_INT + "\n", run.err(), run::toString);
        assertTrue(validate.out().contains(
                "FAIL  problems/n-queens-ii/tests/04-n4.json:1:33: " + STRING_FOR_INT + "\n"), validate::toString);
    }

    @Test
    void theFormTheJudgePrintsIsTakenAsInput() throws IOException {
        CliResult run = Judgew.run(root, "run", "n-queens-ii", "--input", "n = 4");

        assertEquals(0, run.exit(), run::toString);
        assertTrue(run.out().contains("\n  input     n = 4\n"), run::toString);
        assertTrue(run.out().contains("\n  output    2\n"), run::toString);
    }

    @Test
    void aMistakeInThePrintedFormIsPlacedInTheOption() throws IOException {
        CliResult run = Judgew.run(root, "run", "n-queens-ii", "--input", "n = \"4\"");

        assertEquals("error: --input at line 1, column 5: " + STRING_FOR_INT + "\n", run.err(), run::toString);
    }
}
