package dev.practicejudge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The judge as GitHub Actions runs it ({@code GITHUB_ACTIONS=true}, a temporary
 * {@code GITHUB_STEP_SUMMARY}), on a class's worth of solutions: accepted, wrong, not compiling,
 * hostile, and missing. Checks the job summary, the annotations and their cap, the
 * stop-commands wrapping of everything a solution can influence, and the points line and notices
 * ({@link ClassroomAutogradingTest} holds those to GitHub Classroom's own shapes).
 */
@EndToEnd
class GitHubActionsTest {

    @TempDir
    Path root;

    Path summary;

    /** The environment of a GitHub Actions job that writes its step summary to {@link #summary}. */
    Map<String, String> gitHubActions;

    @BeforeEach
    void classroom() throws IOException {
        TestRepository.copyCoreProblems(root);
        summary = root.resolve("summary.md");
        gitHubActions = Map.of("GITHUB_ACTIONS", "true", "GITHUB_STEP_SUMMARY", summary.toString());
    }

    @Test
    void mixedClassroomGetsSummaryAnnotationsAndPoints() throws IOException {
        TestRepository.solve(root, "n-queens", "n-queens/AcceptedLexicographic.java");
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/ForgesWorkflowCommands.java");
        // sudoku-solver stays unattempted.

        CliResult run = Judgew.run(gitHubActions, root, "test");

        assertEquals(ExitCodes.NOT_ACCEPTED, run.exit(), run.output());
        String md = Files.readString(summary);
        assertTrue(md.contains("### Practice Judge: 1 of 2 judged problems accepted, Points 30/90"), md);
        assertTrue(md.contains("| Problem | Verdict | Tests passed | Time | Points |"), md);
        assertTrue(md.contains("| n-queens (N-Queens) | ✅ AC | 9/9 |"), md);
        assertTrue(Pattern.compile("\\| n-queens-ii \\(N-Queens II\\) \\| ❌ RE \\| 0/9 \\| [0-9.]+ ms \\| 0/30 \\|")
                .matcher(md).find(), md);
        assertTrue(md.contains("| sudoku-solver (Sudoku Solver) | ➖ not attempted | – | – | 0/30 |"), md);
        assertTrue(md.contains("<details><summary>n-queens-ii: runtime error on test 01-n1"), md);
        assertTrue(run.output().contains("::error file=solutions/n-queens-ii/Solution.java,title=RE in n-queens-ii::"
                + "runtime error on test 01-n1: java.lang.IllegalStateException: ::error file=README.md::forged in a message"),
                run.output());
        assertTrue(run.output().contains("::notice title=Autograding complete::Points 30/90\n"
                + "::notice title=Autograding report::{\"totalPoints\":30,\"maxPoints\":90}\n"), run.output());
        assertTrue(run.output().lines().anyMatch(line -> line.equals("Points 30/90")), "the line Classroom reads");
    }

    @Test
    void everythingASolutionPrintsIsEchoedInsideStopCommands() throws IOException {
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/ForgesWorkflowCommands.java");

        CliResult run = Judgew.run(gitHubActions, root, "test", "n-queens-ii");

        List<String> lines = run.output().lines().toList();
        Matcher stop = Pattern.compile("::stop-commands::(judge-[0-9a-f]{32})").matcher(run.output());
        assertTrue(stop.find(), run.output());
        String token = stop.group(1);
        int from = lines.indexOf("::stop-commands::" + token);
        int to = lines.indexOf("::" + token + "::");
        assertTrue(from >= 0 && to > from, run.output());
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            boolean forged = line.contains("forged") || line.contains("::set-output") || line.contains("999/999")
                    || line.contains("::add-mask::");
            // The judge's own annotation may quote the exception message: inside its data part, where
            // GitHub reads no command.
            boolean ownAnnotation = line.startsWith("::error file=solutions/n-queens-ii/Solution.java,title=RE in");
            if (forged && !ownAnnotation) {
                int at = i;
                assertTrue(at > from && at < to, "line " + at + " is outside stop-commands: " + line + "\n" + run.output());
            }
        }
        // After the wrapped region, only the judge's own commands and summary lines.
        for (String line : lines.subList(to + 1, lines.size())) {
            assertFalse(line.contains("forged") && !line.startsWith("::error file=solutions/"), line);
            assertFalse(line.contains("999/999") || line.contains("::set-output") || line.contains("::add-mask::"), line);
        }
    }

    @Test
    void compileErrorsAreAnnotatedAtTheirLineAndColumn() throws IOException {
        TestRepository.solve(root, "n-queens", "n-queens/SyntaxError.java");

        CliResult run = Judgew.run(gitHubActions, root, "test", "n-queens");

        assertTrue(run.output().contains("::error file=solutions/n-queens/Solution.java,line=5,col=54,title=CE in n-queens::"
                + "';' expected"), run.output());
    }

    @Test
    void annotationsAreCappedWithANoteOfHowManyWereLeftOut() throws IOException {
        // Twelve compile errors in one file: more than GitHub shows.
        StringBuilder source = new StringBuilder("class Solution {\n    public int totalNQueens(int n) {\n");
        for (int i = 0; i < 12; i++) {
            source.append("        int x").append(i).append(" = undefined").append(i).append(";\n");
        }
        source.append("        return 0;\n    }\n}\n");
        Path file = root.resolve("solutions/n-queens-ii/Solution.java");
        Files.createDirectories(file.getParent());
        Files.writeString(file, source);

        CliResult run = Judgew.run(gitHubActions, root, "test", "n-queens-ii");

        long errors = run.output().lines().filter(line -> line.startsWith("::error ")).count();
        assertEquals(10, errors, run.output());
        assertTrue(run.output().contains("::warning title=More failures::2 more errors were not annotated"), run.output());
        assertTrue(Files.readString(summary).contains("12 errors"), "the summary keeps every error");
    }

    @Test
    void partialCreditCountsPassedTestsWhenTheSpecAllowsIt() throws IOException {
        Path spec = root.resolve("problems/n-queens-ii/problem.json");
        Files.writeString(spec, Files.readString(spec).replace("\"comparison\"",
                "\"grading\": {\"points\": 9, \"partialCredit\": true},\n  \"comparison\""));
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/ThrowsOnFive.java");

        CliResult run = Judgew.run(gitHubActions, root, "test", "n-queens-ii");

        assertTrue(run.output().contains("::notice title=Autograding complete::Points 4/9"), run.output());
    }

    @Test
    void withoutGitHubActionsNothingGitHubIsPrinted() throws IOException {
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/Accepted.java");

        CliResult run = Judgew.test(root, "n-queens-ii");

        assertFalse(run.out().contains("::"), run.out());
        assertFalse(Files.exists(summary));
        assertTrue(run.out().contains("Points 30/30"), run.out());
    }
}
