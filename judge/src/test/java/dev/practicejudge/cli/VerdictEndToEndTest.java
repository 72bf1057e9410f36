package dev.practicejudge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Golden;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.OwnWorkers;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Drives the real CLI on one fixture solution per expected verdict, against the shipped problem
 * packages, with real worker JVMs, and checks the verdict of every test, the message the learner
 * reads, and the exit status. The console output of each fixture without a TLE is pinned whole in a
 * golden file under {@code golden/verdicts/} ({@link Golden}): {@code --verbose}'s, every test's line,
 * and with {@code --all}, so that a TLE's later tests run too.
 */
@EndToEnd
class VerdictEndToEndTest {

    static Stream<Arguments> fixtures() {
        return Stream.of(
                // problem, fixture, per-test verdicts, exit status, a fragment the learner must see
                Arguments.of("n-queens", "AcceptedLexicographic.java", "AC AC AC AC AC AC AC AC AC", 0,
                        "AC  accepted: 9/9 tests passed"),
                Arguments.of("n-queens", "AcceptedReversed.java", "AC AC AC AC AC AC AC AC AC", 0,
                        "AC  accepted: 9/9 tests passed"),
                Arguments.of("n-queens", "WrongNoAntiDiagonal.java", "AC WA WA WA WA WA WA WA WA", 1,
                        "board at index 0: the queens at row 0, column 0 and row 1, column 1 share a diagonal"),
                Arguments.of("n-queens", "TransposedBoards.java", "AC AC AC AC AC AC AC AC AC", 0,
                        "AC  accepted: 9/9 tests passed"),
                Arguments.of("n-queens", "DuplicateBoard.java", "WA AC AC WA WA WA WA WA WA", 1,
                        "board at index 1 is the same as the board at index 0"),
                Arguments.of("n-queens", "MissingBoard.java", "AC AC AC WA AC AC AC AC AC", 1,
                        "found 1 board, but n = 4 has 2 boards: 1 missing"),
                Arguments.of("n-queens", "LowercaseQueen.java", "WA AC AC WA WA WA WA WA WA", 1,
                        "board at index 0: row 0, column 0 holds 'q'"),
                Arguments.of("n-queens-ii", "Accepted.java", "AC AC AC AC AC AC AC AC AC", 0,
                        "AC  accepted: 9/9 tests passed"),
                Arguments.of("n-queens-ii", "InfiniteLoopOnSix.java", "AC AC AC AC AC TLE AC AC AC", 1,
                        "used more than its limit of 1000 ms of CPU time"),
                Arguments.of("n-queens-ii", "ThrowsOnFive.java", "AC AC AC AC RE RE RE RE RE", 1,
                        "java.lang.ArrayIndexOutOfBoundsException: Index 5 out of bounds for length 5"),
                Arguments.of("n-queens-ii", "OverloadedMethod.java", "AC AC AC AC AC AC AC AC AC", 0,
                        "AC  accepted: 9/9 tests passed"),
                Arguments.of("n-queens-ii", "SlowThenThrows.java", "AC AC TLE AC AC AC AC AC AC", 1,
                        "used more than its limit of 1000 ms of CPU time"),
                Arguments.of("n-queens-ii", "HugeExceptionMessage.java", "RE AC AC AC AC AC AC AC AC", 1,
                        "more characters)"));
    }

    @ParameterizedTest(name = "{0} {1} -> {2}")
    @MethodSource("fixtures")
    void fixtureGetsItsVerdictOnEveryTest(String problem, String fixture, String verdicts, int exit, String shown)
            throws IOException {
        CliResult run = Judgew.fixture(problem, fixture, "--verbose", "--all");

        assertEquals(verdicts, run.testVerdicts(), run::toString);
        assertEquals(exit, run.exit(), run::toString);
        assertTrue(run.out().contains(shown), () -> "expected to see \"" + shown + "\" in\n" + run);
        if (!verdicts.contains("TLE")) {
            // The whole output, pinned: a change of wording is a diff in golden/verdicts/. A TLE's is not
            // pinned: where the sample finds a loop (its line) and whether the result beat the deadline vary.
            Golden.assertMatches("verdicts/" + problem + "/" + fixture.replace(".java", ".txt"), run.toString());
        }
        String firstFailure = verdicts.replace("AC", "").trim().split(" ")[0];
        assertEquals(firstFailure.isEmpty() ? "AC" : firstFailure, run.problem(problem).get("verdict").asText(),
                "the problem's verdict is its first failing test's");
        assertEquals(List.of(), OwnWorkers.alive(), "no worker JVM may outlive the run (TLE and MLE included)");
        assertEquals(List.of(), ProcessHandle.allProcesses()
                .filter(p -> p.info().commandLine().orElse("").contains("sleep 97531")).map(ProcessHandle::pid).toList(),
                "no process a solution started may outlive the run");
    }

    @Test
    void wrongAnswerShowsInputExpectedActualAndWhy() throws IOException {
        CliResult run = Judgew.fixture("n-queens", "WrongNoAntiDiagonal.java");

        // What the console shows is pinned in golden/verdicts/n-queens/WrongNoAntiDiagonal.txt.
        JsonNode test = run.problem("n-queens").get("tests").get(1);
        assertEquals("02-n2", test.get("name").asText());
        assertEquals(2, test.get("input").get("n").asInt());
        assertEquals("[[\"Q.\",\".Q\"]]", test.get("actual").toString());
    }

    @Test
    void missingBoardIsShownInADiffWithNothingOfTheBoardsThatMatched() throws IOException {
        CliResult run = Judgew.fixture("n-queens", "MissingBoard.java");

        JsonNode test = run.problem("n-queens").get("tests").get(3);
        assertEquals("--- expected (in any order)\n+++ actual\n@@ missing from your list @@\n"
                + "-[\"..Q.\",\n- \"Q...\",\n- \"...Q\",\n- \".Q..\"]", test.get("diff").asText());
        assertTrue(test.get("message").asText().endsWith("one that is missing:\n  . . Q .\n  Q . . .\n  . . . Q\n  . Q . ."),
                test::toString);
        // The console's diff is pinned in golden/verdicts/n-queens/MissingBoard.txt.
    }

    @Test
    void runtimeErrorNamesTheExceptionAndTheLearnersOwnFrames() throws IOException {
        CliResult run = Judgew.fixture("n-queens-ii", "ThrowsOnFive.java");

        String message = run.problem("n-queens-ii").get("tests").get(4).get("message").asText();
        assertTrue(message.startsWith("java.lang.ArrayIndexOutOfBoundsException: Index 5"), message);
        assertTrue(message.contains("at Solution.helper(ThrowsOnFive.java:9)"), message);
        assertTrue(message.contains("at Solution.totalNQueens(ThrowsOnFive.java:4)"), message);
        assertTrue(!message.contains("dev.practicejudge") && !message.contains("jdk.internal"),
                "only the learner's frames are shown: " + message);
    }

    @Test
    void timeLimitIsOnCpuTimeAndReportedWithWallAndCpuTime() throws IOException {
        CliResult run = Judgew.fixture("n-queens-ii", "InfiniteLoopOnSix.java");

        JsonNode tle = run.problem("n-queens-ii").get("tests").get(5);
        assertEquals("TLE", tle.get("verdict").asText());
        assertTrue(tle.get("cpuMs").asDouble() > 1000, () -> "stopped once its CPU time passed the limit: " + tle);
        assertTrue(tle.get("timeMs").isNumber(), "wall time is reported beside CPU time: " + tle);
        assertTrue(tle.get("message").asText().startsWith("used more than its limit of 1000 ms of CPU time: stopped at "),
                tle::toString);
        assertEquals("cpu", tle.get("stoppedBy").asText(), tle::toString);
        assertEquals(1000, tle.get("limitMs").asInt(), tle::toString);
        assertFalse(tle.get("machineBusy").asBoolean(), tle::toString);
    }

    /**
     * A tight double loop over int counters (what an O(n^2) brute force is) is stopped by the
     * watchdog at its CPU limit, as any other loop is: not left to run to its end (tens of seconds)
     * and then reported as "took N ms". The worker's JVM keeps safepoint polls in counted loops.
     */
    @Test
    void aTightCountedLoopIsStoppedAtItsCpuLimitNotRunToItsEnd() throws IOException {
        CliResult run = Judgew.fixture("n-queens-ii", "TightDoubleLoopOnFour.java");

        JsonNode tle = run.problem("n-queens-ii").get("tests").get(3);
        assertEquals("TLE", tle.get("verdict").asText(), tle::toString);
        assertTrue(tle.get("message").asText().startsWith("used more than its limit of 1000 ms of CPU time: stopped at "),
                tle::toString);
        assertEquals("cpu", tle.get("stoppedBy").asText(), tle::toString);
        assertFalse(tle.get("machineBusy").asBoolean(), tle::toString);
        assertTrue(tle.get("message").asText().contains("TightDoubleLoopOnFour.java:"),
                () -> "and says which line it was stopped on: " + tle);
    }

    @Test
    void timeLimitKeepsWhatWasPrintedAndSaysWhereADeepSearchWasStuck() throws IOException {
        CliResult run = Judgew.fixture("n-queens-ii", "StuckInSearch.java");

        // By default the tests after the TLE, n = 5 to 9, are larger, so they do not run.
        assertEquals("AC AC AC TLE", run.testVerdicts(), run::toString);
        assertNotRunAfter("04-n4", 5, run);
        JsonNode tle = run.problem("n-queens-ii").get("tests").get(3);
        String message = tle.get("message").asText();
        assertTrue(Pattern.compile("\nstuck in `search` at StuckInSearch\\.java:(13|14|16), [\\d,]+ frames deep, "
                + "called from `totalNQueens` at StuckInSearch\\.java:6$").matcher(message).find(), message);
        assertEquals("searching n=4\n", tle.get("stdout").asText(), tle::toString);
        assertTrue(run.out().contains("searching n=4"), run::toString);
        assertTrue(run.out().contains("stuck in `search` at StuckInSearch.java:"), run::toString);
    }

    @Test
    void anEndlessRecursionIsToldByItsMethodAndLineInTheConsoleAndTheReport() throws IOException {
        CliResult run = Judgew.test(TestRepository.ROOT, "n-queens-ii", "--only", "04-n4", "--solution",
                TestRepository.FIXTURES.resolve("n-queens-ii/EndlessRecursionOnFour.java").toString());

        assertEquals("RE", run.testVerdicts(), run::toString);
        String expected = "stack overflow (java.lang.StackOverflowError): recursion in `place` at "
                + "EndlessRecursionOnFour.java:11 never ends, or goes deeper than a 32 MB stack allows: over 1,024 "
                + "frames of the same call";
        assertEquals(expected, run.problem("n-queens-ii").get("tests").get(0).get("message").asText(), run::toString);
        assertTrue(run.out().contains("why       " + expected + "\n"), run::toString);
    }

    @Test
    void anEndlessRecursionThroughTwoMethodsIsToldAsTheirCycle() throws IOException {
        CliResult run = Judgew.test(TestRepository.ROOT, "n-queens-ii", "--only", "04-n4", "--solution",
                TestRepository.FIXTURES.resolve("n-queens-ii/MutualRecursionOnFour.java").toString());

        assertEquals("RE", run.testVerdicts(), run::toString);
        assertEquals("stack overflow (java.lang.StackOverflowError): recursion `tryRow` (MutualRecursionOnFour.java:10) "
                + "-> `tryColumn` (MutualRecursionOnFour.java:14) -> `tryRow` never ends, or goes deeper than a 32 MB "
                + "stack allows: over 1,024 frames of the same 2 calls",
                run.problem("n-queens-ii").get("tests").get(0).get("message").asText(), run::toString);
    }

    @Test
    void timeLimitKeepsBothStreamsAndSaysWhichLineALoopWasStuckOn() throws IOException {
        CliResult run = Judgew.fixture("n-queens-ii", "PrintsThenLoops.java");

        assertEquals("AC AC AC TLE", run.testVerdicts(), run::toString);
        assertNotRunAfter("04-n4", 5, run);
        JsonNode tle = run.problem("n-queens-ii").get("tests").get(3);
        String message = tle.get("message").asText();
        assertTrue(Pattern.compile("\nstuck in `totalNQueens` at PrintsThenLoops\\.java:[78]$").matcher(message).find(),
                message);
        assertEquals("placing 4 queens\n", tle.get("stdout").asText(), tle::toString);
        assertEquals("debug: n=4\n", tle.get("stderr").asText(), tle::toString);
        assertTrue(run.out().contains("placing 4 queens") && run.out().contains("debug: n=4"), run::toString);
        assertTrue(run.out().contains("stuck in `totalNQueens` at PrintsThenLoops.java:"), run::toString);
    }

    /**
     * The {@code count} tests after {@code timedOut} were not run, as the console and the JSON
     * report say, and the problem's verdict is still a whole run's.
     */
    private static void assertNotRunAfter(String timedOut, int count, CliResult run) {
        assertTrue(run.out().contains("\n  not run    " + count + " later tests no smaller than " + timedOut
                + ", which ran out of time: each would cost a time limit to fail the same way (./judgew test n-queens-ii "
                + "--all runs them)\n"), run::toString);
        JsonNode problem = run.problem("n-queens-ii");
        assertEquals(count, problem.get("notRun").get("tests").size(), problem::toString);
        assertTrue(problem.get("notRun").get("reason").asText().startsWith("not run: " + timedOut + " ran out of time"),
                problem::toString);
        assertEquals("TLE", problem.get("verdict").asText(), problem::toString);
        assertFalse(problem.get("partial").asBoolean(), problem::toString);
    }

    @Test
    void printedOutputIsCapturedAndShownBesideAFailure() throws IOException {
        CliResult run = Judgew.fixture("n-queens-ii", "ThrowsOnFive.java");
        // ThrowsOnFive prints nothing; Accepted prints on every test but passes, so nothing is shown.
        assertTrue(!run.out().contains("stdout"), run::toString);

        CliResult printing = Judgew.fixture("n-queens", "PrintsAndFails.java");
        assertTrue(printing.out().contains("stdout    board size 1"), printing::toString);
        assertEquals("board size 1\n", printing.problem("n-queens").get("tests").get(0).get("stdout").asText());
    }

    @Test
    void hugeExceptionMessageIsCutAndWhatWasPrintedIsStillShown() throws IOException {
        CliResult run = Judgew.fixture("n-queens-ii", "HugeExceptionMessage.java");

        JsonNode test = run.problem("n-queens-ii").get("tests").get(0);
        assertTrue(test.get("message").asText().length() < 5000, "the message is cut to a few KB");
        assertTrue(test.get("message").asText().contains("more characters)"), test::toString);
        assertEquals("about to fail\n", test.get("stdout").asText());
    }

    @Test
    void importingTheJudgesOwnLibrariesIsCompileError() throws IOException {
        CliResult run = Judgew.fixture("n-queens-ii", "ImportsJudgeLibrary.java");

        assertEquals("CE", run.problem("n-queens-ii").get("verdict").asText(), run::toString);
        assertTrue(run.problem("n-queens-ii").get("message").asText().contains("package com.fasterxml.jackson.databind"),
                run::toString);
    }

    @Test
    void syntaxErrorIsCompileErrorShownLikeJavac() throws IOException {
        CliResult run = Judgew.fixture("n-queens", "SyntaxError.java");

        assertEquals(1, run.exit(), run::toString);
        JsonNode problem = run.problem("n-queens");
        assertEquals("CE", problem.get("verdict").asText());
        assertEquals(0, problem.get("passed").asInt());
        assertEquals(9, problem.get("total").asInt());
        assertEquals(5, problem.get("diagnostics").get(0).get("line").asInt());
        assertEquals(54, problem.get("diagnostics").get(0).get("column").asInt());
        String shown = "judge/src/test/resources/fixtures/n-queens/SyntaxError.java:5:54: error: ';' expected\n"
                + "          List<List<String>> boards = new ArrayList<>()\n"
                + "                                                       ^";
        assertTrue(run.out().contains(shown), run::toString);
    }

    @Test
    void misspelledMethodIsCompileErrorNamingTheExpectedSignature() throws IOException {
        CliResult run = Judgew.fixture("n-queens", "MisspelledMethod.java");

        assertEquals("CE", run.problem("n-queens").get("verdict").asText());
        String message = run.problem("n-queens").get("message").asText();
        assertTrue(message.contains("class Solution has no method solveNQueens"), message);
        assertTrue(message.contains("found \"solveNQueen\""), message);
        assertTrue(message.contains("public List<List<String>> solveNQueens(int n)"), message);
    }

    @Test
    void wrongReturnTypeIsCompileErrorShowingBothSignatures() throws IOException {
        CliResult run = Judgew.fixture("n-queens", "WrongReturnType.java");

        String message = run.problem("n-queens").get("message").asText();
        assertTrue(message.contains("wrong signature: found List<String> solveNQueens(int n)"), message);
        assertTrue(message.contains("public List<List<String>> solveNQueens(int n)"), message);
    }
}
