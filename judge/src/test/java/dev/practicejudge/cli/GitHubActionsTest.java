package dev.practicejudge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
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
 * stop-commands wrapping of everything a solution can influence, and the points line.
 */
class GitHubActionsTest {

    @TempDir
    Path root;

    Path summary;

    @BeforeEach
    void classroom() throws IOException {
        JudgeRun.copyCoreProblems(root);
        summary = root.resolve("summary.md");
    }

    private void solve(String problem, String fixture) throws IOException {
        Path target = root.resolve("solutions").resolve(problem).resolve("Solution.java");
        Files.createDirectories(target.getParent());
        Files.copy(JudgeRun.FIXTURES.resolve(fixture), target, StandardCopyOption.REPLACE_EXISTING);
    }

    private record Run(int exit, String out) {
    }

    private Run judge(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        List<String> all = new java.util.ArrayList<>(List.of("--root", root.toString(), "test"));
        all.addAll(List.of(args));
        int exit = PracticeJudge.run(Map.of("GITHUB_ACTIONS", "true", "GITHUB_STEP_SUMMARY", summary.toString()),
                new PrintWriter(out), new PrintWriter(err), all.toArray(String[]::new));
        return new Run(exit, out + err.toString());
    }

    @Test
    void mixedClassroomGetsSummaryAnnotationsAndPoints() throws IOException {
        solve("n-queens", "n-queens/AcceptedLexicographic.java");
        solve("n-queens-ii", "n-queens-ii/ForgesWorkflowCommands.java");
        // sudoku-solver stays unattempted.

        Run run = judge();

        assertEquals(ExitCodes.NOT_ACCEPTED, run.exit(), run.out());
        String md = Files.readString(summary);
        assertTrue(md.contains("### Practice Judge: 1 of 2 judged problems accepted, Points 30/90"), md);
        assertTrue(md.contains("| Problem | Verdict | Tests passed | Time | Points |"), md);
        assertTrue(md.contains("| n-queens (N-Queens) | ✅ AC | 9/9 |"), md);
        assertTrue(Pattern.compile("\\| n-queens-ii \\(N-Queens II\\) \\| ❌ RE \\| 0/9 \\| [0-9.]+ ms \\| 0/30 \\|")
                .matcher(md).find(), md);
        assertTrue(md.contains("| sudoku-solver (Sudoku Solver) | ➖ not attempted | – | – | 0/30 |"), md);
        assertTrue(md.contains("<details><summary>n-queens-ii: runtime error on test 01-n1"), md);
        assertTrue(run.out().contains("::error file=solutions/n-queens-ii/Solution.java,title=RE in n-queens-ii::"
                + "runtime error on test 01-n1: java.lang.IllegalStateException: ::error file=README.md::forged in a message"),
                run.out());
        assertTrue(run.out().contains("::notice title=Points::Points 30/90"), run.out());
        assertTrue(run.out().lines().anyMatch(line -> line.equals("Points 30/90")), "the line Classroom reads");
    }

    @Test
    void everythingASolutionPrintsIsEchoedInsideStopCommands() throws IOException {
        solve("n-queens-ii", "n-queens-ii/ForgesWorkflowCommands.java");

        Run run = judge("n-queens-ii");

        List<String> lines = run.out().lines().toList();
        Matcher stop = Pattern.compile("::stop-commands::(judge-[0-9a-f]{32})").matcher(run.out());
        assertTrue(stop.find(), run.out());
        String token = stop.group(1);
        int from = lines.indexOf("::stop-commands::" + token);
        int to = lines.indexOf("::" + token + "::");
        assertTrue(from >= 0 && to > from, run.out());
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            boolean forged = line.contains("forged") || line.contains("::set-output") || line.contains("999/999")
                    || line.contains("::add-mask::");
            // The judge's own annotation may quote the exception message: inside its data part, where
            // GitHub reads no command.
            boolean ownAnnotation = line.startsWith("::error file=solutions/n-queens-ii/Solution.java,title=RE in");
            if (forged && !ownAnnotation) {
                int at = i;
                assertTrue(at > from && at < to, "line " + at + " is outside stop-commands: " + line + "\n" + run.out());
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
        solve("n-queens", "n-queens/SyntaxError.java");

        Run run = judge("n-queens");

        assertTrue(run.out().contains("::error file=solutions/n-queens/Solution.java,line=5,col=54,title=CE in n-queens::"
                + "';' expected"), run.out());
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

        Run run = judge("n-queens-ii");

        long errors = run.out().lines().filter(line -> line.startsWith("::error ")).count();
        assertEquals(10, errors, run.out());
        assertTrue(run.out().contains("::warning title=More failures::2 more errors were not annotated"), run.out());
        assertTrue(Files.readString(summary).contains("12 errors"), "the summary keeps every error");
    }

    @Test
    void partialCreditCountsPassedTestsWhenTheSpecAllowsIt() throws IOException {
        Path spec = root.resolve("problems/n-queens-ii/problem.json");
        Files.writeString(spec, Files.readString(spec).replace("\"comparison\"",
                "\"grading\": {\"points\": 9, \"partialCredit\": true},\n  \"comparison\""));
        solve("n-queens-ii", "n-queens-ii/ThrowsOnFive.java");

        Run run = judge("n-queens-ii");

        assertTrue(run.out().contains("::notice title=Points::Points 4/9"), run.out());
    }

    @Test
    void withoutGitHubActionsNothingGitHubIsPrinted() throws IOException {
        solve("n-queens-ii", "n-queens-ii/Accepted.java");

        JudgeRun run = JudgeRun.test(root, "n-queens-ii");

        assertFalse(run.out().contains("::"), run.out());
        assertFalse(Files.exists(summary));
        assertTrue(run.out().contains("Points 30/30"), run.out());
    }
}
