package dev.practicejudge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code test --classroom-result} refused where it cannot mean what it says, before anything is judged. */
class ClassroomResultOptionTest {

    @TempDir
    Path root;

    @Test
    void outsideGitHubActionsThereIsNoStepOutputToSet() throws IOException {
        TestRepository.copyCoreProblems(root);

        CliResult run = Judgew.run(root, "test", "--classroom-result");

        assertEquals(ExitCodes.ERROR, run.exit());
        assertTrue(run.err().contains("error: --classroom-result sets a step output, which goes to the file "
                + "$GITHUB_OUTPUT names, and it is not set"), run.err());
    }

    @Test
    void aPartialRunEarnsNoPointsSoItCannotReportThem() throws IOException {
        TestRepository.copyCoreProblems(root);
        Path output = root.resolve("output.txt");
        Map<String, String> gitHubActions = Map.of("GITHUB_ACTIONS", "true", "GITHUB_OUTPUT", output.toString());

        CliResult only = Judgew.run(gitHubActions, root, "test", "n-queens", "--only", "1", "--classroom-result");
        CliResult failFast = Judgew.run(gitHubActions, root, "test", "--fail-fast", "--classroom-result");

        assertEquals(ExitCodes.ERROR, only.exit());
        assertTrue(only.err().contains("error: --classroom-result reports points, and a partial run (--only) earns none"),
                only.err());
        assertEquals(ExitCodes.ERROR, failFast.exit());
        assertTrue(failFast.err().contains("a partial run (--fail-fast) earns none"), failFast.err());
        assertFalse(Files.exists(output));
    }
}
