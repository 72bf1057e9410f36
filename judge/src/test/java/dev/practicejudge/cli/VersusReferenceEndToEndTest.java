package dev.practicejudge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.judge.JudgeListener;
import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.WorkspaceJudge;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.run.Sandbox;
import dev.practicejudge.run.WorkerCommand;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code test --vs-reference} through the real CLI on a copy of N-Queens II (two accepted
 * references, Backtracking and Bitmask): the fastest reference's time beside each test's, a
 * summary line per problem, the JSON fields, and the learner's verdicts, points and exit status
 * exactly those of a run without the flag, for an accepted solution and a wrong one. A copy of the
 * package with two broken "accepted" submissions shows notes instead of changing anything. The
 * times themselves are noise at these sizes, so only their shape is asserted, never their order.
 */
@EndToEnd
class VersusReferenceEndToEndTest {

    private static final String TIME = "(<0\\.1|\\d+\\.\\d)";
    private static final String REFERENCE = "accepted/(Backtracking|Bitmask)\\.java";
    /** A test's line with the fastest reference's time beside its own. */
    private static final Pattern TEST_LINE = Pattern.compile(
            "  0\\d-n\\d {5}(AC|WA) {2} +" + TIME + " ms  \\(ref +" + TIME + " ms, " + REFERENCE + "\\)");
    private static final String SLOWEST = "(slowest against it on 0\\d-n\\d \\(\\d+(\\.\\d+)?x\\)"
            + "|no test took 0\\.1 ms or more on both sides, so none is named the slowest)";

    @TempDir
    static Path root;

    private static CliResult acceptedWith;
    private static CliResult acceptedWithout;
    private static CliResult wrongWith;
    private static CliResult wrongWithout;
    private static CliResult brokenReferences;

    @BeforeAll
    static void judgeWithAndWithoutTheFlag() throws IOException {
        TestRepository.copyProblems(root, List.of("n-queens-ii"));
        Path broken = root.resolve("problems/nq2-broken-references");
        TestRepository.copyTree(TestRepository.ROOT.resolve("problems/n-queens-ii"), broken);
        Files.writeString(broken.resolve("submissions/accepted/WrongOnFive.java"), bitmask("n == 5 ? count + 1 : count"));
        Files.writeString(broken.resolve("submissions/accepted/DoesNotCompile.java"), "class Solution { int x = ; }\n");
        String accepted = TestRepository.FIXTURES.resolve("n-queens-ii/Accepted.java").toString();
        Path wrong = root.resolve("WrongOnSix.java");
        Files.writeString(wrong, bitmask("n == 6 ? count + 1 : count"));

        // --verbose: every test's line, where the reference's time stands beside the learner's.
        acceptedWith = Judgew.test(root, "n-queens-ii", "--solution", accepted, "--vs-reference", "--verbose");
        acceptedWithout = Judgew.test(root, "n-queens-ii", "--solution", accepted, "--verbose");
        wrongWith = Judgew.test(root, "n-queens-ii", "--solution", wrong.toString(), "--vs-reference", "--verbose");
        wrongWithout = Judgew.test(root, "n-queens-ii", "--solution", wrong.toString(), "--verbose");
        brokenReferences = Judgew.test(root, "nq2-broken-references", "--solution", accepted, "--vs-reference",
                "--verbose");
    }

    @Test
    void eachTestShowsTheFastestReferencesTimeBesideItsOwnInOneColumn() {
        List<String> lines = testLines(acceptedWith);

        assertEquals(9, lines.size(), acceptedWith::toString);
        for (String line : lines) {
            assertTrue(TEST_LINE.matcher(line).matches(), () -> "not a test line with a reference time: " + line
                    + "\n" + acceptedWith);
        }
        assertEquals(1, lines.stream().mapToInt(l -> l.indexOf("(ref")).distinct().count(), lines::toString);
        assertEquals(1, lines.stream().mapToInt(l -> l.indexOf(" ms, ")).distinct().count(), lines::toString);
    }

    @Test
    void eachProblemHasASummaryAgainstTheFastestReference() {
        String summary = acceptedWith.line("  vs reference  ");

        assertTrue(Pattern.matches("  vs reference  \\d+(\\.\\d+)?x the fastest reference overall in CPU time \\(" + REFERENCE
                + "; \\d+\\.\\d ms against \\d+\\.\\d ms on the 9 tests both passed\\); " + SLOWEST, summary), summary);
        // Its place: under the verdict line.
        assertTrue(acceptedWith.out().contains("  AC  accepted: 9/9 tests passed, "), acceptedWith::toString);
        assertTrue(acceptedWith.out().indexOf("  AC  accepted: ") < acceptedWith.out().indexOf(summary));
    }

    @Test
    void theJsonReportGivesEachTestTheReferencesTimeAndTheProblemTheComparison() {
        JsonNode problem = acceptedWith.problem("n-queens-ii");

        for (JsonNode test : problem.get("tests")) {
            assertTrue(test.get("referenceTimeMs").isNumber(), test::toString);
            assertTrue(test.get("referenceCpuMs").isNumber(), test::toString);
            assertTrue(test.get("reference").asText().matches(REFERENCE), test::toString);
            assertTrue(test.get("timeMs").isNumber(), test::toString);
        }
        JsonNode versus = problem.get("versusReference");
        assertTrue(versus.get("reference").asText().matches(REFERENCE), versus::toString);
        assertTrue(versus.get("ratio").isNumber(), versus::toString);
        assertTrue(versus.get("slowestTest").asText().matches("0\\d-n\\d"), versus::toString);
        assertTrue(versus.get("slowestRatio").isNumber(), versus::toString);
        assertEquals("cpu", versus.get("measure").asText(), versus::toString);
        assertEquals(9, versus.get("tests").asInt(), versus::toString);
        assertTrue(versus.get("learnerMs").isNumber() && versus.get("referenceMs").isNumber(), versus::toString);
        assertEquals(0, versus.get("notes").size(), versus::toString);
    }

    @Test
    void anAcceptedSolutionsVerdictsPointsAndExitStatusAreThoseOfARunWithoutTheFlag() {
        assertEquals(ExitCodes.ACCEPTED, acceptedWithout.exit(), acceptedWithout::toString);
        assertSameJudgement(acceptedWithout, acceptedWith);
    }

    @Test
    void aWrongSolutionsVerdictsPointsAndExitStatusAreThoseOfARunWithoutTheFlag() {
        assertEquals(ExitCodes.NOT_ACCEPTED, wrongWithout.exit(), wrongWithout::toString);
        assertEquals("AC AC AC AC AC WA AC AC AC", wrongWithout.testVerdicts());
        assertSameJudgement(wrongWithout, wrongWith);
        // The failed test still shows the reference's time; the comparison leaves it out.
        assertTrue(TEST_LINE.matcher(wrongWith.line("  06-n6 ")).matches(), wrongWith::toString);
        assertTrue(wrongWith.line("  vs reference  ").contains(" on the 8 tests both passed); "), wrongWith::toString);
        assertEquals(8, wrongWith.problem("n-queens-ii").get("versusReference").get("tests").asInt());
    }

    @Test
    void withoutTheFlagNoReferenceIsShownOrWritten() {
        for (CliResult run : List.of(acceptedWithout, wrongWithout)) {
            assertFalse(run.out().contains("(ref ") || run.out().contains("vs reference"), run::toString);
            JsonNode problem = run.problem("n-queens-ii");
            assertFalse(problem.has("versusReference"), problem::toString);
            for (JsonNode test : problem.get("tests")) {
                assertFalse(test.has("referenceTimeMs") || test.has("referenceCpuMs") || test.has("reference"),
                        test::toString);
            }
        }
    }

    @Test
    void aBrokenReferenceIsANoteAndNeverChangesTheLearnersVerdict() {
        assertEquals(ExitCodes.ACCEPTED, brokenReferences.exit(), brokenReferences::toString);
        assertEquals("AC AC AC AC AC AC AC AC AC", brokenReferences.testVerdicts());
        String out = brokenReferences.out();
        assertTrue(out.contains("\n                note: accepted/DoesNotCompile.java does not compile, a fault of the "
                + "problem package (./judgew validate nq2-broken-references says more); it was not timed\n"), out);
        assertTrue(out.contains("\n                note: accepted/WrongOnFive.java got WA on 05-n5, a fault of the "
                + "problem package, not yours (./judgew validate nq2-broken-references says more); its times there "
                + "are left out\n"), out);
        JsonNode problem = brokenReferences.problem("nq2-broken-references");
        assertEquals(2, problem.get("versusReference").get("notes").size(), problem::toString);
        assertFalse(problem.get("tests").get(4).get("reference").asText().contains("WrongOnFive"),
                "a reference that failed a test is never the one timed on it: " + problem);
        assertTrue(problem.get("versusReference").get("ratio").isNumber(), problem::toString);
    }

    /**
     * Counted where the judge starts them: without the flag one worker JVM for the solution and
     * no other; with it one more for each accepted reference (two), none shared; and a solution that
     * does not compile starts no reference at all.
     */
    @Test
    void theReferencesRunInAWorkerJvmEachAndOnlyWithTheFlag() throws Exception {
        Path accepted = TestRepository.FIXTURES.resolve("n-queens-ii/Accepted.java");
        Path syntaxError = root.resolve("SyntaxError.java");
        Files.writeString(syntaxError, "class Solution { public int totalNQueens(int n) { return }\n");

        Judged plain = judgeCountingWorkers(accepted, false);
        Judged timed = judgeCountingWorkers(accepted, true);
        Judged notCompiled = judgeCountingWorkers(syntaxError, false);
        Judged notCompiledTimed = judgeCountingWorkers(syntaxError, true);

        assertEquals(1, plain.workers());
        assertEquals(3, timed.workers());
        assertEquals(notCompiled.workers(), notCompiledTimed.workers());
        assertEquals(judgement(plain.result()), judgement(timed.result()));
        assertEquals(judgement(notCompiled.result()), judgement(notCompiledTimed.result()));
    }

    private record Judged(ProblemResult result, int workers) {
    }

    private static Judged judgeCountingWorkers(Path solution, boolean references) throws Exception {
        AtomicInteger started = new AtomicInteger();
        Sandbox counting = new Sandbox() {
            @Override
            public List<String> wrap(List<String> command, Path workDirectory, List<Path> readOnly) {
                started.incrementAndGet();
                return List.copyOf(command);
            }

            @Override
            public String description() {
                return "counts the workers started";
            }
        };
        WorkerCommand worker = WorkerCommand.current().in(counting);
        WorkspaceJudge judge = new WorkspaceJudge(new Workspace(root), Optional.of(solution), Optional.empty(), false);
        if (references) {
            judge = judge.withReferenceTimes(worker);
        }
        List<ProblemResult> results = judge.judge(List.of("n-queens-ii"), List.of(), List.of(), 1, new SolutionCompiler(),
                worker, new JudgeListener() { });
        return new Judged(results.get(0), started.get());
    }

    /** What a run decided, timings aside. */
    private static String judgement(ProblemResult result) {
        return result.verdict() + " " + result.passedTests() + "/" + result.totalTests() + " " + result.points() + " "
                + result.tests().stream().map(t -> t.name() + "=" + t.verdict() + ":" + t.message()).toList();
    }

    private static void assertSameJudgement(CliResult without, CliResult with) {
        assertEquals(without.exit(), with.exit(), with::toString);
        assertEquals(without.testVerdicts(), with.testVerdicts(), with::toString);
        JsonNode a = without.report().get("problems").get(0);
        JsonNode b = with.report().get("problems").get(0);
        for (String field : List.of("verdict", "passed", "total", "points", "partial")) {
            assertEquals(a.get(field), b.get(field), field);
        }
        for (int i = 0; i < a.get("tests").size(); i++) {
            assertEquals(a.get("tests").get(i).get("message"), b.get("tests").get(i).get("message"));
        }
        assertEquals(without.report().get("points"), with.report().get("points"));
        assertEquals(without.line("Points"), with.line("Points"));
    }

    private static List<String> testLines(CliResult run) {
        List<String> lines = new ArrayList<>();
        // The wall time noted at a line's end, where it differs from the CPU time, depends on the machine's load.
        dev.practicejudge.testing.Golden.withoutWallNotes(run.out()).lines().filter(l -> l.matches("  0\\d-n\\d .*"))
                .forEach(lines::add);
        return lines;
    }

    /** A bitmask N-Queens II whose result is {@code answer} of the true {@code count}. */
    private static String bitmask(String answer) {
        return """
                class Solution {
                    public int totalNQueens(int n) {
                        int count = count((1 << n) - 1, 0, 0, 0);
                        return %s;
                    }

                    private int count(int full, int cols, int left, int right) {
                        if (cols == full) {
                            return 1;
                        }
                        int total = 0;
                        int free = full & ~(cols | left | right);
                        while (free != 0) {
                            int bit = free & -free;
                            free -= bit;
                            total += count(full, cols | bit, ((left | bit) << 1) & full, (right | bit) >>> 1);
                        }
                        return total;
                    }
                }
                """.formatted(answer);
    }
}
