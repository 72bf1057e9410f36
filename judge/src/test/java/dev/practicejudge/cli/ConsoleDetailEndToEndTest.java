package dev.practicejudge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How much {@code test} prints: by default an accepted problem on one line and a failing one with
 * its first failure in full; {@code --verbose} every line as before; {@code --quiet} the summary;
 * and after a TLE the larger tests are not run unless {@code --all} asks. Real runs of the CLI on
 * a copy of the problems with real solutions.
 */
@EndToEnd
class ConsoleDetailEndToEndTest {

    /** Eleven problems solved with their packages' references; N-Queens fails; four not attempted. */
    private static final List<String> SOLVED = List.of("climbing-stairs", "combinations", "invert-binary-tree",
            "lru-cache", "n-queens-ii", "path-sum-ii", "permutations", "subsets", "sudoku-solver", "two-sum",
            "word-search");

    @TempDir
    Path root;

    private void elevenSolvedAndOneFailing() throws IOException {
        List<String> problems = new ArrayList<>(SOLVED);
        problems.addAll(List.of("n-queens", "house-robber", "missing-number", "reverse-linked-list", "valid-anagram"));
        TestRepository.copyProblems(root, problems);
        for (String id : SOLVED) {
            Path accepted = TestRepository.ROOT.resolve("problems").resolve(id).resolve("submissions/accepted");
            try (Stream<Path> files = Files.list(accepted)) {
                TestRepository.solve(root, id, files.sorted().findFirst().orElseThrow());
            }
        }
        TestRepository.solve(root, "n-queens",
                TestRepository.ROOT.resolve("problems/n-queens/submissions/wrong_answer/NoAntiDiagonalCheck.java"));
    }

    @Test
    void byDefaultAnAcceptedProblemIsOneLineAndAFailingOneShowsItsFirstFailure() throws IOException {
        elevenSolvedAndOneFailing();

        CliResult run = Judgew.run(root, "test", "--no-color");

        assertEquals(1, run.exit(), run::toString);
        List<String> lines = run.out().lines().toList();
        assertTrue(lines.size() <= 40, lines.size() + " lines:\n" + run.out());
        for (String id : SOLVED) {
            assertTrue(lines.stream().anyMatch(line -> line.matches(id + " +AC +\\d+/\\d+ +[<\\d.]+ ms.*")),
                    id + " on one line:\n" + run.out());
        }
        assertTrue(run.out().contains("sudoku-solver         AC     6/6"), run.out());
        assertTrue(run.out().contains("challenge 7/7 solved"), "the tier's score beside the verdict:\n" + run.out());
        assertFalse(run.out().contains("challenge tier: harder"), "the tier's tests are not listed:\n" + run.out());
        assertFalse(run.out().contains("01-example-two"), "an accepted problem's tests are not listed:\n" + run.out());
        assertTrue(run.out().contains("\nn-queens (N-Queens)  solutions/n-queens/Solution.java\n"), run.out());
        assertTrue(run.out().contains("  02-n2     WA"), "the first failure:\n" + run.out());
        assertTrue(run.out().contains("            expected  []\n            actual    1 board\n"), "in full:\n" + run.out());
        assertTrue(run.out().contains("why       board at index 0: the queens at row 0, column 0 and row 1, column 1 "
                + "share a diagonal"), run.out());
        assertFalse(run.out().contains("diff "), "no diff:\n" + run.out());
        assertFalse(run.out().contains("01-n1"), "no passing test of the failing problem:\n" + run.out());
        assertTrue(run.out().contains("  7 more tests failed: 03-n3 WA, 04-n4 WA, 05-n5 WA and 4 more"),
                "the others on one line:\n" + run.out());
        assertTrue(run.out().contains("(./judgew test n-queens --verbose shows each)"), run.out());
        assertTrue(run.out().contains("Not attempted: 4 problems without a solutions/<id>/Solution.java "
                + "(./judgew list shows them all)\n"), run.out());
        assertTrue(run.out().contains("Summary: 11 of 12 problems accepted; not accepted: n-queens\n"), run.out());
        assertTrue(run.out().matches("(?s).*\nPoints 210/\\d+\n"), run.out());

        CliResult again = Judgew.run(root, "test", "--no-color");
        assertTrue(again.out().lines().anyMatch(line -> line.startsWith("two-sum") && line.endsWith("(remembered)")),
                "a remembered result keeps its one line, marked:\n" + again.out());
    }

    @Test
    void verboseShowsEveryTestAndQuietOnlyTheSummary() throws IOException {
        elevenSolvedAndOneFailing();

        CliResult verbose = Judgew.run(root, "test", "--no-color", "--verbose");

        assertEquals(1, verbose.exit(), verbose::toString);
        assertTrue(verbose.out().contains("  01-example-two    AC"), verbose.out());
        assertTrue(verbose.out().contains("challenge tier: harder"), verbose.out());
        assertTrue(verbose.out().contains("  AC  accepted: 10/10 tests passed"), verbose.out());
        assertTrue(verbose.out().contains("diff      "), "the diff of the failure:\n" + verbose.out());
        assertTrue(verbose.out().contains("  climbing-stairs     AC   10/10"), "the summary table:\n" + verbose.out());
        assertTrue(verbose.out().contains("Not attempted (no solutions/<id>/Solution.java): "), verbose.out());
        assertTrue(verbose.out().lines().count() > 150, verbose.out());

        CliResult quiet = Judgew.run(root, "test", "--no-color", "--quiet", "--rerun");

        assertEquals(1, quiet.exit(), quiet::toString);
        assertFalse(quiet.out().contains("n-queens (N-Queens)"), quiet.out());
        assertFalse(quiet.out().contains("Not attempted"), quiet.out());
        assertTrue(quiet.out().contains("Summary: 11 of 12 problems accepted\n"), quiet.out());
        assertTrue(quiet.out().contains("  n-queens            WA"), quiet.out());
        assertTrue(quiet.out().lines().count() <= 16, quiet.out());
    }

    @Test
    void anAcceptedProblemTimedAgainstTheReferencesKeepsTheComparisonUnderItsLine() {
        CliResult run = Judgew.run(TestRepository.ROOT, "test", "n-queens-ii", "--solution",
                TestRepository.FIXTURES.resolve("n-queens-ii/Accepted.java").toString(), "--vs-reference", "--no-color");

        assertEquals(0, run.exit(), run::toString);
        assertTrue(run.out().matches("(?s).*\nn-queens-ii +AC +9/9 +[<\\d.]+ ms\n  vs reference  .*"), run.out());
        assertTrue(run.out().contains("the fastest reference overall in "), run.out());
    }

    @Test
    void inContinuousIntegrationEveryLineIsPrintedUnlessQuietIsAsked() throws IOException {
        TestRepository.copyProblems(root, List.of("n-queens-ii"));
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/Accepted.java");

        CliResult ci = Judgew.run(Map.of("CI", "true"), root, "test", "--no-color");
        CliResult quiet = Judgew.run(Map.of("CI", "true"), root, "test", "--no-color", "--quiet");

        assertEquals(0, ci.exit(), ci::toString);
        assertTrue(ci.out().contains("  09-n9     AC"), "a CI log shows every test:\n" + ci.out());
        assertTrue(ci.out().contains("  AC  accepted: 9/9 tests passed"), ci.out());
        assertFalse(quiet.out().contains("09-n9"), quiet.out());
        assertTrue(quiet.out().contains("  n-queens-ii  AC   9/9"), quiet.out());
    }

    @Test
    void verboseAndQuietTogetherAreAUsageError() {
        CliResult run = Judgew.run(TestRepository.ROOT, "test", "n-queens", "--verbose", "--quiet");

        assertEquals(2, run.exit(), run::toString);
        assertTrue(run.err().contains("--verbose and --quiet ask for opposite things"), run::toString);
    }

    @Test
    void afterATimeLimitTheLargerTestsAreNotRunUnlessAllIsGiven() throws IOException {
        TestRepository.copyProblems(root, List.of("n-queens-ii"));
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/EndlessLoop.java");

        CliResult run = Judgew.test(root, "--no-color");

        assertEquals(1, run.exit(), run::toString);
        assertTrue(run.out().contains("  TLE  time limit exceeded: 0/9 tests passed"), run.out());
        assertTrue(run.out().contains("  not run    8 later tests no smaller than 01-n1, which ran out of time: each "
                + "would cost a time limit to fail the same way (./judgew test n-queens-ii --all runs them)"), run.out());
        JsonNode problem = run.report().path("problems").path(0);
        assertEquals("TLE", problem.path("verdict").asText());
        assertEquals(1, problem.path("tests").size(), "only the first test ran: " + problem);
        assertFalse(problem.path("partial").asBoolean(), "the verdict is the problem's: " + problem);
        assertEquals(8, problem.path("notRun").path("tests").size(), problem.toString());
        assertEquals("02-n2", problem.path("notRun").path("tests").path(0).asText());
        assertTrue(problem.path("notRun").path("reason").asText().startsWith("not run: 01-n1 ran out of time"),
                problem.toString());

        CliResult all = Judgew.test(root, "--no-color", "--all");

        JsonNode every = all.report().path("problems").path(0);
        assertEquals("TLE", every.path("verdict").asText());
        assertEquals(9, every.path("tests").size(), "every test ran: " + every);
        assertTrue(every.path("notRun").isNull(), every.toString());
        assertEquals(problem.path("points").asDouble(), every.path("points").asDouble());
        assertFalse(all.out().contains("not run"), all.out());
    }

    @Test
    void onlyTheTestsAfterTheTimeLimitAreSkipped() throws IOException {
        // TLE on n = 6 only: the five before it ran and passed, 07-n7 to 09-n9 are larger and skipped.
        TestRepository.copyProblems(root, List.of("n-queens-ii"));
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/InfiniteLoopOnSix.java");

        CliResult run = Judgew.test(root, "--no-color", "--verbose");

        JsonNode problem = run.report().path("problems").path(0);
        assertEquals("TLE", problem.path("verdict").asText());
        assertEquals(6, problem.path("tests").size(), problem.toString());
        assertEquals(List.of("07-n7", "08-n8", "09-n9"), names(problem.path("notRun").path("tests")));
        assertTrue(run.out().contains("  not run    3 later tests no smaller than 06-n6"), run.out());
    }

    private static List<String> names(JsonNode array) {
        List<String> names = new ArrayList<>();
        array.forEach(name -> names.add(name.asText()));
        return names;
    }
}
