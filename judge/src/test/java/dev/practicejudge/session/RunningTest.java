package dev.practicejudge.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.json.Json;
import dev.practicejudge.present.Styles;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link Running}: {@code run}'s run, its check against the reference and {@code --save}. Saving
 * and announcing start nothing; the runs start workers and are end-to-end.
 */
class RunningTest {

    @TempDir
    Path root;

    private Workspace workspace;
    private Session session;
    private final StringWriter printed = new StringWriter();

    @BeforeEach
    void workspace() throws IOException {
        TestRepository.copyProblems(root, List.of("n-queens-ii"));
        workspace = new Workspace(root);
        session = new Session(workspace, SolutionCompiler::new);
    }

    @Test
    void announcingPrintsTheProblemTheFileAndTheInput() throws Exception {
        Running running = running("{\"n\": 6}");

        running.announce();

        assertTrue(printed.toString().startsWith("n-queens-ii (N-Queens II)  solutions/n-queens-ii/Solution.java\n"),
                printed.toString());
        assertTrue(printed.toString().contains("n = 6"), printed.toString());
    }

    @Test
    void anInputSavedBeforeAnyCheckHasNoExpectedAndIsNotSavedTwice() throws Exception {
        Running running = running("{\"n\": 6}");

        Running.Saved first = running.save();
        Running.Saved second = running("n = 6").save();

        assertEquals(new Running.Saved("solutions/n-queens-ii/tests/run-001.json", false, false), first);
        assertEquals(new Running.Saved("solutions/n-queens-ii/tests/run-001.json", true, false), second);
        assertFalse(Json.MAPPER.readTree(root.resolve("solutions/n-queens-ii/tests/run-001.json").toFile())
                .has("expected"));
    }

    @Test
    void aTestsFolderThatIsAFileRefusesTheSave() throws Exception {
        Running running = running("{\"n\": 6}");
        Files.writeString(workspace.ownTestsDirectory("n-queens-ii"), "not a folder\n");

        Refused refused = assertThrows(Refused.class, running::save);

        assertTrue(refused.getMessage().contains("solutions/n-queens-ii/tests"), refused.getMessage());
    }

    @Test
    void aRunNotMadeIsNotChecked() throws Exception {
        assertEquals(Running.Outcome.FAILED, running("{\"n\": 6}").check());
    }

    @Test
    @EndToEnd
    void aCorrectOutputPassesAndIsSavedWithTheReferencesOutput() throws Exception {
        solve("class Solution {\n    public int totalNQueens(int n) {\n        return n == 6 ? 4 : 0;\n    }\n}\n");
        Running running = running("{\"n\": 6}");

        running.run();
        Running.Outcome outcome = running.check();
        Running.Saved saved = running.save();

        assertEquals(Running.Outcome.PASSED, outcome, printed.toString());
        assertTrue(printed.toString().contains("4"), printed.toString());
        assertEquals(new Running.Saved("solutions/n-queens-ii/tests/run-001.json", false, true), saved);
        assertEquals(4, Json.MAPPER.readTree(root.resolve("solutions/n-queens-ii/tests/run-001.json").toFile())
                .get("expected").asInt());
    }

    @Test
    @EndToEnd
    void aWrongOutputOrACrashFails() throws Exception {
        solve("class Solution {\n    public int totalNQueens(int n) {\n        if (n == 5) throw new IllegalStateException(\"five\");\n"
                + "        return 3;\n    }\n}\n");
        Running wrong = running("{\"n\": 6}");
        wrong.run();
        Running crashed = running("{\"n\": 5}");
        crashed.run();

        assertEquals(Running.Outcome.FAILED, wrong.check(), printed.toString());
        assertEquals(Running.Outcome.FAILED, crashed.check(), printed.toString());
        // The wrong output was checked, so the reference's output is kept; the crash was not.
        assertTrue(wrong.save().withExpected());
        assertFalse(crashed.save().withExpected());
    }

    private void solve(String source) throws IOException {
        Path file = workspace.solutionFile("n-queens-ii");
        Files.createDirectories(file.getParent());
        Files.writeString(file, source);
    }

    private Running running(String input) throws Refused, IOException {
        Path file = workspace.solutionFile("n-queens-ii");
        if (!Files.exists(file)) {
            solve("class Solution {\n    public int totalNQueens(int n) {\n        return 0;\n    }\n}\n");
        }
        RunTarget target = session.runTargets("n-queens-ii", null, input, null).get(0);
        return session.running(target, new PrintWriter(printed, true), Styles.plain());
    }
}
