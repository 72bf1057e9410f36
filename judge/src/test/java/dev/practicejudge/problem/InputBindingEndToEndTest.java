package dev.practicejudge.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.cli.PracticeJudge;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * One mistake, one message: an input that does not fit the signature reads the same in
 * {@code run --input} as in {@code validate} of a package whose test file holds it, since both go
 * through {@link InputBinding}; each adds only where the mistake is.
 */
class InputBindingEndToEndTest {

    private static final String STRING_FOR_INT =
            "argument \"n\" is not of type int: expected a whole number, found the string \"4\"";

    @TempDir
    Path root;

    record Run(int exit, String out, String err) {
        @Override
        public String toString() {
            return "exit " + exit + "\n--- out\n" + out + "\n--- err\n" + err;
        }
    }

    @BeforeEach
    void copyProblem() throws IOException {
        TestRepository.copyProblems(root, List.of("n-queens-ii"));
        Path solution = root.resolve("solutions/n-queens-ii/Solution.java");
        Files.createDirectories(solution.getParent());
        Files.copy(TestRepository.FIXTURES.resolve("n-queens-ii/Accepted.java"), solution);
    }

    @Test
    void aStringForAnIntReadsTheSameInRunAndInValidate() throws IOException {
        Run run = judgew("run", "n-queens-ii", "--input", "{\"n\": \"4\"}");
        Files.writeString(root.resolve("problems/n-queens-ii/tests/04-n4.json"),
                "{\"sample\": true, \"input\": {\"n\": \"4\"}, \"expected\": 2}\n");
        Run validate = judgew("validate", "n-queens-ii");

        assertEquals("error: --input at line 1, column 7: " + STRING_FOR_INT + "\n", run.err(), run::toString);
        assertTrue(validate.out().contains(
                "FAIL  problems/n-queens-ii/tests/04-n4.json:1:33: " + STRING_FOR_INT + "\n"), validate::toString);
    }

    @Test
    void theFormTheJudgePrintsIsTakenAsInput() throws IOException {
        Run run = judgew("run", "n-queens-ii", "--input", "n = 4");

        assertEquals(0, run.exit(), run::toString);
        assertTrue(run.out().contains("\n  input     n = 4\n"), run::toString);
        assertTrue(run.out().contains("\n  output    2\n"), run::toString);
    }

    @Test
    void aMistakeInThePrintedFormIsPlacedInTheOption() throws IOException {
        Run run = judgew("run", "n-queens-ii", "--input", "n = \"4\"");

        assertEquals("error: --input at line 1, column 5: " + STRING_FOR_INT + "\n", run.err(), run::toString);
    }

    private Run judgew(String... args) {
        List<String> all = new ArrayList<>(List.of("--root", root.toString()));
        all.addAll(List.of(args));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = PracticeJudge.run(Map.of(), new PrintWriter(out), new PrintWriter(err), all.toArray(String[]::new));
        return new Run(exit, out.toString(), err.toString());
    }
}
