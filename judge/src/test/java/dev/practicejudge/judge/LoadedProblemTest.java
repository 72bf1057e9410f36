package dev.practicejudge.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.json.Json;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.TestCase;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one way judging and validation get a problem ready: its package loaded and its comparator built. */
class LoadedProblemTest {

    @TempDir
    Path root;

    @Test
    void aProblemWithACheckerLoadsWithItsCheckerCompiled() throws Exception {
        TestRepository.copyProblems(root, List.of("n-queens"));

        LoadedProblem loaded = LoadedProblem.load(new Workspace(root), "n-queens", new SolutionCompiler());

        assertEquals("n-queens", loaded.problem().id());
        TestCase first = loaded.problem().tests().get(0);
        var own = loaded.comparator().compare(loaded.problem().input(first), first.expected(), first.expected());
        assertTrue(own.isAccepted(), "the expected output passes the checker: " + own.reason());
        var wrong = loaded.comparator().compare(loaded.problem().input(first),
                Json.MAPPER.readTree("[[\"Q\"], [\"Q\"]]"), first.expected());
        assertFalse(wrong.isAccepted(), "a wrong board does not");
    }

    @Test
    void aCheckerThatDoesNotCompileIsAFormatErrorAtItsLine() throws IOException {
        TestRepository.copyProblems(root, List.of("n-queens"));
        Path checker = root.resolve("problems/n-queens/checker/NQueensChecker.java");
        Files.writeString(checker, Files.readString(checker).replace("int n = input.get(\"n\").asInt();",
                "int n = input.get(\"n\").asInt()"));

        ProblemFormatException e = assertThrows(ProblemFormatException.class,
                () -> LoadedProblem.load(new Workspace(root), "n-queens", new SolutionCompiler()));

        assertTrue(e.getMessage().contains("NQueensChecker.java:23:39: the checker does not compile"), e.getMessage());
    }
}
