package dev.practicejudge.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.problem.Workspace;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link DebugTarget}: the one test {@code debug} runs, and why that one, without starting anything. */
class DebugTargetTest {

    @TempDir
    Path root;

    private Session session;

    @BeforeEach
    void workspace() throws IOException {
        TestRepository.copyProblems(root, List.of("n-queens"));
        Path own = root.resolve("solutions/n-queens/Solution.java");
        Files.createDirectories(own.getParent());
        Files.writeString(own, "class Solution {\n}\n");
        session = new Session(new Workspace(root), () -> {
            throw new AssertionError("choosing a test compiles nothing");
        });
    }

    @Test
    void aTestNamedByItsPositionIsThatTest() throws Exception {
        DebugTarget target = session.debugTarget("n-queens", null, "4");

        assertEquals(new DebugTarget("n-queens", Optional.empty(), "04-n4", 4, ""), target);
    }

    @Test
    void withNothingOnRecordTheFirstTestIsRunAndTheNoteSaysWhy() throws Exception {
        DebugTarget own = session.debugTarget("n-queens", null, null);
        Path other = Files.writeString(root.resolve("Mine.java"), "class Solution {\n}\n");
        DebugTarget given = session.debugTarget("n-queens", other, null);

        assertEquals(1, own.position());
        assertEquals(" (the first: no failed test is on record; choose one with --test)", own.why());
        assertEquals(Optional.of(other), given.solution());
        assertEquals(" (the first; choose one with --test)", given.why());
    }

    @Test
    void aSelectionOfSeveralTestsIsRefused() {
        Refused refused = assertThrows(Refused.class, () -> session.debugTarget("n-queens", null, "1-3"));

        assertTrue(refused.getMessage().startsWith("--test 1-3 names 3 tests; name one, e.g. --test 01-"),
                refused.getMessage());
    }
}
