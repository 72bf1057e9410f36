package dev.practicejudge.ide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.judge.Verdict;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.TestExecutionResult.Status;
import org.opentest4j.TestAbortedException;

/**
 * Runs {@link YourSolutionsTest} through the launcher on repositories made for one case each:
 * nothing attempted, a broken package, a solution that throws.
 */
class OtherRepositoriesSelfTest {

    @TempDir
    Path root;

    @Test
    void aRepositoryWithNoSolutionGetsOneAbortedTestThatSaysHowToStart() throws IOException {
        copyProblem("n-queens-ii");

        LaunchedRun run = LaunchedRun.on(root);

        assertEquals(List.of("no solutions yet"), run.children());
        TestExecutionResult result = run.node("no solutions yet").result();
        assertEquals(Status.ABORTED, result.getStatus());
        assertInstanceOf(TestAbortedException.class, result.getThrowable().orElseThrow());
        assertEquals("no solutions/<id>/Solution.java yet; ./judgew new ID starts one",
                result.getThrowable().orElseThrow().getMessage());
    }

    @Test
    void aBrokenProblemPackageIsAFailingTestWithTheJudgesError() throws IOException {
        copyProblem("n-queens-ii");
        Files.writeString(root.resolve("problems/n-queens-ii/problem.json"), "{\"title\": ");
        solution("n-queens-ii", "class Solution { public int totalNQueens(int n) { return 1; } }");

        LaunchedRun run = LaunchedRun.on(root);

        TestExecutionResult result = run.node("n-queens-ii").result();
        assertEquals(Status.FAILED, result.getStatus());
        NotAccepted error = assertInstanceOf(NotAccepted.class, result.getThrowable().orElseThrow());
        assertEquals(Verdict.JE, error.verdict());
        assertTrue(error.getMessage().startsWith("the problem package is broken: "), error.getMessage());
        assertTrue(error.getMessage().contains("problem.json"), error.getMessage());
    }

    @Test
    void aRuntimeErrorCarriesTheSolutionsOwnExceptionWithItsLineInSolutionJava() throws IOException {
        copyProblem("n-queens-ii");
        solution("n-queens-ii", String.join("\n",
                "class Solution {",
                "    public int totalNQueens(int n) {",
                "        System.out.println(\"rows: \" + n);",
                "        int[] rows = new int[n];",
                "        return rows[n];",
                "    }",
                "}"));
        PrintStream out = System.out;

        LaunchedRun run = LaunchedRun.on(root);

        assertSame(out, System.out, "System.out is put back after the solution ran");
        TestExecutionResult result = run.node("n-queens-ii", "n-queens-ii: 01-n1").result();
        NotAccepted error = assertInstanceOf(NotAccepted.class, result.getThrowable().orElseThrow());
        assertEquals(Verdict.RE, error.verdict());
        assertTrue(error.getMessage().startsWith("java.lang.ArrayIndexOutOfBoundsException: Index 1 out of bounds"),
                error.getMessage());
        Throwable cause = assertInstanceOf(ArrayIndexOutOfBoundsException.class, error.getCause());
        StackTraceElement top = cause.getStackTrace()[0];
        assertEquals(List.of("Solution", "totalNQueens", "Solution.java", 5),
                List.of(top.getClassName(), top.getMethodName(), top.getFileName(), top.getLineNumber()));
    }

    private void copyProblem(String id) throws IOException {
        Path from = YourSolutionsSelfTest.FIXTURE.resolve("problems").resolve(id);
        Path to = root.resolve("problems").resolve(id);
        Files.createDirectories(to.getParent());
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.toList()) {
                Files.copy(file, to.resolve(from.relativize(file).toString()));
            }
        }
    }

    private void solution(String id, String source) throws IOException {
        Path file = root.resolve("solutions").resolve(id).resolve("Solution.java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, source);
    }
}
