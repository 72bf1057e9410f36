package dev.practicejudge.cli;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.OwnWorkers;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code validate} and {@code new-problem}, run in-process like a problem author runs them:
 * every shipped package validates, and each way of breaking one is caught with a clear message.
 * Broken packages are made on temporary copies, never on the repository.
 */
class AuthoringCommandsTest {

    @TempDir
    Path root;

    /**
     * {@code --jobs 2} validates two packages at once and prints the same blocks, whole and in the
     * same order, as one job does (every shipped package is validated so in ShippedPackagesValidateTest).
     */
    @EndToEnd
    @Test
    void validatingPackagesInParallelPrintsTheSameBlocksInTheSameOrder() throws IOException {
        for (String id : List.of("n-queens-ii", "permutations", "subsets")) {
            TestRepository.copyTree(ROOT.resolve("problems").resolve(id), root.resolve("problems").resolve(id));
        }
        Files.writeString(root.resolve("problems/permutations/tests/02-broken.json"), "{\"input\": {\"nums\": [1, 2]");

        CliResult one = Judgew.run(root, "validate", "subsets", "permutations", "n-queens-ii");
        CliResult two = Judgew.run(root, "validate", "--jobs", "2", "subsets", "permutations", "n-queens-ii");

        assertEquals(ExitCodes.INVALID, one.exit(), one::toString);
        assertEquals(ExitCodes.INVALID, two.exit(), two::toString);
        assertEquals(shape(one.out()), shape(two.out()), () -> one + "\n---\n" + two);
        assertTrue(two.out().strip().endsWith("1 of 3 problem packages are invalid: permutations"), two::toString);
        assertEquals(List.of(), OwnWorkers.alive(), "no worker JVM may outlive the run");
    }

    @Test
    void validateRefusesZeroJobs() {
        CliResult run = Judgew.run(ROOT, "validate", "--jobs", "0");

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertTrue(run.err().contains("--jobs 0: the number of packages validated at once must be at least 1, "
                + "e.g. ./judgew validate --jobs 2"), run::toString);
    }

    /**
     * Validate's output, each line up to its first colon or "slowest": the packages, and each finding's
     * level and subject, in order. The rest of a line may hold what was measured (times, which run was
     * the slowest, how a TLE was stopped), which differs between any two runs.
     */
    private static List<String> shape(String out) {
        return out.lines().map(l -> l.replaceAll("slowest.*", "").replaceAll(":.*", "")).toList();
    }

    @EndToEnd
    @Test
    void wrongAnswerWhoseMessageNoLongerTeachesWhatItPinsIsCaught() throws IOException {
        copyProblem("n-queens");
        Path wrong = root.resolve("problems/n-queens/submissions/wrong_answer/RepeatsFirstBoard.java");
        Files.createDirectories(wrong.getParent());
        Path shipped = ROOT.resolve("problems/n-queens/submissions/wrong_answer/RepeatsFirstBoard.java");
        Files.writeString(wrong, Files.readString(shipped).replace("@expected-message is the same as the board at index 0",
                "@expected-message is missing"));

        CliResult run = Judgew.run(root, "validate", "n-queens");

        assertEquals(ExitCodes.INVALID, run.exit(), run::toString);
        assertTrue(run.out().contains("FAIL  wrong_answer/RepeatsFirstBoard.java: WA as its folder says, but its message "
                + "does not say \"is missing\" (its @expected-message line); on 01-n1 it says: board at index 1 is the "
                + "same as the board at index 0"), run::toString);
    }

    @EndToEnd
    @Test
    void corruptedExpectedOutputIsCaught() throws IOException {
        copyProblem("n-queens-ii");
        Files.writeString(root.resolve("problems/n-queens-ii/tests/05-n5.json"), "{\"input\": {\"n\": 5}, \"expected\": 11}\n");

        CliResult run = Judgew.run(root, "validate", "n-queens-ii");

        assertEquals(ExitCodes.INVALID, run.exit(), run::toString);
        assertTrue(run.out().contains("FAIL  accepted/Backtracking.java: expected AC, got WA on 05-n5: expected 11, got 10"),
                run::toString);
        assertTrue(run.out().contains("  INVALID"), run::toString);
    }

    @EndToEnd
    @Test
    void expectedOutputThatFailsItsOwnCheckerIsCaught() throws IOException {
        copyProblem("n-queens");
        Path test = root.resolve("problems/n-queens/tests/04-n4.json");
        Files.writeString(test, Files.readString(test).replaceFirst("\\.\\.Q\\.", "..q."));

        CliResult run = Judgew.run(root, "validate", "n-queens");

        assertEquals(ExitCodes.INVALID, run.exit(), run::toString);
        assertTrue(run.out().contains("FAIL  problems/n-queens/tests/04-n4.json: the expected output fails its own "
                + "comparison: board at index 0: row 0, column 2 holds 'q'"), run::toString);
    }

    @EndToEnd
    @Test
    void wrongAnswerSubmissionThatIsAcceptedIsCaught() throws IOException {
        copyProblem("n-queens-ii");
        Path wrong = root.resolve("problems/n-queens-ii/submissions/wrong_answer/ActuallyRight.java");
        Files.createDirectories(wrong.getParent());
        Files.copy(root.resolve("problems/n-queens-ii/submissions/accepted/Bitmask.java"), wrong);

        CliResult run = Judgew.run(root, "validate", "n-queens-ii");

        assertEquals(ExitCodes.INVALID, run.exit(), run::toString);
        assertTrue(run.out().contains("FAIL  wrong_answer/ActuallyRight.java: expected WA, got AC on every test"),
                run::toString);
    }

    /*
     * The two time-limit tests below hold validate to its arithmetic without depending on the
     * machine's speed or load. validate measures an accepted test's CPU time (the time limit is on
     * CPU time), and a submission that spins until its own thread has used a fixed amount of CPU
     * time is measured at that amount (plus the microseconds of the call) however busy the machine
     * is: a busy machine stretches its wall time, not its CPU time. So the verdict turns on that
     * fixed amount alone.
     */

    /** An accepted submission that, on n = 9, first spends {@code cpuMs} of its own thread's CPU time. */
    private static String spendsCpuOnNine(int cpuMs) {
        return """
                import java.lang.management.ManagementFactory;
                import java.lang.management.ThreadMXBean;

                class Solution {
                    public int totalNQueens(int n) {
                        if (n == 9) {
                            ThreadMXBean threads = ManagementFactory.getThreadMXBean();
                            long end = threads.getCurrentThreadCpuTime() + %d_000_000L;
                            while (threads.getCurrentThreadCpuTime() < end) {
                                Thread.onSpinWait();
                            }
                        }
                        return new int[] {1, 0, 0, 2, 10, 4, 40, 92, 352}[n - 1];
                    }
                }
                """.formatted(cpuMs);
    }

    @EndToEnd
    @Test
    void timeLimitBelowTheMultipleOfTheSlowestAcceptedIsCaught() throws IOException {
        copyProblem("n-queens-ii");
        // A multiple of 100: 50 ms of CPU time needs a limit of 5000 ms or more, and 2000 ms is below that.
        Path spec = root.resolve("problems/n-queens-ii/problem.json");
        Files.writeString(spec, Files.readString(spec).replace("\"timeMs\": 1000",
                "\"timeMs\": 2000, \"timeMultiplier\": 100"));
        Files.writeString(root.resolve("problems/n-queens-ii/submissions/accepted/Slow.java"), spendsCpuOnNine(50));

        CliResult run = Judgew.run(root, "validate", "n-queens-ii");

        assertEquals(ExitCodes.INVALID, run.exit(), run::toString);
        assertTrue(run.out().contains("FAIL  time limit 2000 ms is below 100.0 x the slowest accepted test "
                + "(accepted/Slow.java on 09-n9: "), run::toString);
        assertTrue(run.out().contains("raise limits.timeMs to at least"), run::toString);
    }

    @EndToEnd
    @Test
    void timeLimitWithinTheSafetyMarginIsAWarningNotAFailure() throws IOException {
        // The whole package: its editorial links the failing submissions, and must find them to be valid.
        TestRepository.copyProblems(root, java.util.List.of("n-queens-ii"));
        // A multiple of 1 and a margin of 100: a slowest test between 20 ms and 2000 ms of CPU time is
        // within the margin, and 100 ms is.
        Path spec = root.resolve("problems/n-queens-ii/problem.json");
        Files.writeString(spec, Files.readString(spec).replace("\"timeMs\": 1000",
                "\"timeMs\": 2000, \"timeMultiplier\": 1, \"safetyMargin\": 100"));
        Files.writeString(root.resolve("problems/n-queens-ii/submissions/accepted/Slow.java"), spendsCpuOnNine(100));

        CliResult run = Judgew.run(root, "validate", "n-queens-ii");

        assertEquals(ExitCodes.VALID, run.exit(), run::toString);
        assertTrue(run.out().contains("warn  time limit 2000 ms is at least 1.0 x the slowest accepted test"),
                run::toString);
    }

    @Test
    @EndToEnd
    void unknownSubmissionsFolderAndMissingAcceptedSubmissionAreCaught() throws IOException {
        copyProblem("n-queens-ii");
        Path accepted = root.resolve("problems/n-queens-ii/submissions/accepted");
        Files.move(accepted, accepted.resolveSibling("correct"));

        CliResult run = Judgew.run(root, "validate", "n-queens-ii");

        assertEquals(ExitCodes.INVALID, run.exit(), run::toString);
        assertTrue(run.out().contains("FAIL  submissions/correct/ is not a verdict folder"), run::toString);
        assertTrue(run.out().contains("FAIL  no accepted submission"), run::toString);
    }

    @Test
    @EndToEnd
    void aPackageWithoutHintsOrEditorialIsInvalidAndSaysWhatToAdd() throws IOException {
        copyProblem("n-queens-ii");
        Files.delete(root.resolve("problems/n-queens-ii/hints.md"));
        Files.delete(root.resolve("problems/n-queens-ii/editorial.md"));

        CliResult run = Judgew.run(root, "validate", "n-queens-ii");

        assertEquals(ExitCodes.INVALID, run.exit(), run::toString);
        assertTrue(run.out().contains("FAIL  no problems/n-queens-ii/hints.md: add 2 to 4 progressive hints, \"# Hints\" "
                + "then \"## Hint 1\", \"## Hint 2\", ... (docs/problem-format.md)"), run::toString);
        assertTrue(run.out().contains("FAIL  no problems/n-queens-ii/editorial.md: add the editorial, \"# N-Queens II: "
                + "editorial\", its approaches from naive to best, and its pitfalls (docs/problem-format.md)"), run::toString);
    }

    @Test
    void brokenSpecIsReportedWithFileLineAndColumn() throws IOException {
        copyProblem("n-queens-ii");
        Path spec = root.resolve("problems/n-queens-ii/problem.json");
        Files.writeString(spec, Files.readString(spec).replace("\"returns\": \"int\"", "\"returns\": \"Int\""));

        CliResult run = Judgew.run(root, "validate", "n-queens-ii");

        assertEquals(ExitCodes.INVALID, run.exit(), run::toString);
        assertTrue(run.out().contains("FAIL  problems/n-queens-ii/problem.json:12:16: bad type \"Int\""), run::toString);
    }

    /**
     * A slug the judge ships (here in a repository without that package) starts from LeetCode's method,
     * which the id in camel case misses (climbing-stairs is climbStairs); any other id gets the guess,
     * and new-problem says plainly that it is one.
     */
    @Test
    void newProblemTakesLeetCodesSignatureForAKnownSlugAndCallsAnythingElseAGuess() throws IOException {
        Files.createDirectories(root.resolve("problems"));

        CliResult known = Judgew.run(root, "new-problem", "climbing-stairs");
        CliResult unknown = Judgew.run(root, "new-problem", "stair-sums");

        assertEquals(ExitCodes.ACCEPTED, known.exit(), known::toString);
        assertTrue(known.out().contains("\nThe method is LeetCode's: int climbStairs(int n), as in the judge's own "
                + "climbing-stairs.\n"), known::toString);
        assertFalse(known.out().contains("guess"), known::toString);
        Path dir = root.resolve("problems/climbing-stairs");
        assertTrue(Files.readString(dir.resolve("problem.json")).contains(
                "\"method\": {\"name\":\"climbStairs\",\"params\":[{\"name\":\"n\",\"type\":\"int\"}],\"returns\":\"int\"}"));
        assertTrue(Files.readString(dir.resolve("problem.json")).contains("\"title\": \"Climbing Stairs\""));
        assertTrue(Files.readString(dir.resolve("submissions/accepted/Reference.java")).contains("public int climbStairs(int n) {"));
        assertTrue(Files.readString(dir.resolve("statement.md")).contains("    public int climbStairs(int n) {"));
        assertEquals("{\"input\": {\"n\":2}, \"expected\": 2}\n", Files.readString(dir.resolve("tests/01-sample.json")),
                "LeetCode's first example, as the shipped package's first test");

        assertEquals(ExitCodes.ACCEPTED, unknown.exit(), unknown::toString);
        assertTrue(unknown.out().contains("\nThe method, int stairSums(int n), is a guess from the id: check its name and "
                + "parameters\nagainst LeetCode's code editor, and change problem.json, statement.md and Reference.java to "
                + "match.\n"), unknown::toString);
        assertTrue(Files.readString(root.resolve("problems/stair-sums/problem.json")).contains("\"name\": \"stairSums\""));
        assertEquals("{\"input\": {\"n\": 1}, \"expected\": 1}\n",
                Files.readString(root.resolve("problems/stair-sums/tests/01-sample.json")));
    }

    @EndToEnd
    @Test
    void newProblemScaffoldsAPackageThatValidateGuidesToCompletion() throws IOException {
        Files.createDirectories(root.resolve("problems"));

        CliResult created = Judgew.run(root, "new-problem", "double-it");
        assertEquals(ExitCodes.ACCEPTED, created.exit(), created::toString);
        assertTrue(created.out().contains("problems/double-it/submissions/accepted/Reference.java"), created::toString);
        assertTrue(created.out().contains("./judgew validate double-it"), created::toString);

        CliResult first = Judgew.run(root, "validate", "double-it");
        assertEquals(ExitCodes.INVALID, first.exit(), first::toString);
        assertTrue(first.out().contains("FAIL  accepted/Reference.java: expected AC, got RE on 01-sample: "
                + "java.lang.UnsupportedOperationException: write the reference solution for double-it"), first::toString);
        assertTrue(first.out().contains("FAIL  problems/double-it/hints.md:5:1: TODO left in a hint"), first::toString);
        assertTrue(first.out().contains("FAIL  problems/double-it/editorial.md:3:1: TODO left in the editorial"),
                first::toString);

        Path dir = root.resolve("problems/double-it");
        writeHintsAndEditorial(dir);
        Files.writeString(dir.resolve("tests/01-sample.json"), "{\"input\": {\"n\": 1}, \"expected\": 2}\n");
        Files.writeString(dir.resolve("tests/02-larger.json"), "{\"input\": {\"n\": 21}, \"expected\": 42}\n");
        Files.writeString(dir.resolve("submissions/accepted/Reference.java"),
                "class Solution { public int doubleIt(int n) { return 2 * n; } }\n");

        CliResult second = Judgew.run(root, "validate", "double-it");
        assertEquals(ExitCodes.VALID, second.exit(), second::toString);

        CliResult learner = Judgew.run(root, "test", "double-it", "--solution",
                dir.resolve("submissions/accepted/Reference.java").toString());
        assertEquals(ExitCodes.ACCEPTED, learner.exit(), learner::toString);
    }

    @EndToEnd
    @Test
    void genFillsMissingOutputsKeepsHandWrittenOnesAndReplacesThemOnlyWithForce() throws IOException {
        Files.createDirectories(root.resolve("problems"));
        Judgew.run(root, "new-problem", "double-it");
        Path dir = root.resolve("problems/double-it");
        writeHintsAndEditorial(dir);
        Files.writeString(dir.resolve("submissions/accepted/Reference.java"),
                "class Solution { public int doubleIt(int n) { return 2 * n; } }\n");
        Files.writeString(dir.resolve("tests/01-sample.json"), "{\"input\": {\"n\": 1}, \"expected\": 3}\n");
        Files.writeString(dir.resolve("tests/02-larger.json"), "{\"comment\": \"a bigger one\", \"input\": {\"n\": 21}}\n");

        CliResult gen = Judgew.run(root, "gen", "double-it");

        assertEquals(ExitCodes.ACCEPTED, gen.exit(), gen::toString);
        assertTrue(gen.out().contains("kept     problems/double-it/tests/01-sample.json"), gen::toString);
        assertEquals("{\"input\": {\"n\": 1}, \"expected\": 3}\n", Files.readString(dir.resolve("tests/01-sample.json")),
                "a hand-written output is never replaced without --force");
        assertEquals("{\n  \"comment\": \"a bigger one\",\n  \"input\": {\"n\":21},\n  \"expected\": 42,\n"
                + "  \"generatedBy\": \"accepted/Reference.java\"\n}\n", Files.readString(dir.resolve("tests/02-larger.json")));

        CliResult forced = Judgew.run(root, "gen", "double-it", "--force");

        assertEquals(ExitCodes.ACCEPTED, forced.exit(), forced::toString);
        assertTrue(Files.readString(dir.resolve("tests/01-sample.json")).contains("\"expected\": 2"));
        CliResult valid = Judgew.run(root, "validate", "double-it");
        assertEquals(ExitCodes.VALID, valid.exit(), valid::toString);
    }

    @EndToEnd
    @Test
    void genReportsATestTheReferenceCannotAnswer() throws IOException {
        Files.createDirectories(root.resolve("problems"));
        Judgew.run(root, "new-problem", "double-it");
        Path dir = root.resolve("problems/double-it");
        Files.writeString(dir.resolve("submissions/accepted/Reference.java"),
                "class Solution { public int doubleIt(int n) { if (n > 9) throw new IllegalStateException(); return 2 * n; } }\n");
        Files.writeString(dir.resolve("tests/02-larger.json"), "{\"input\": {\"n\": 21}}\n");

        CliResult gen = Judgew.run(root, "gen", "double-it");

        assertEquals(ExitCodes.NOT_ACCEPTED, gen.exit(), gen::toString);
        assertTrue(gen.out().contains("FAILED   problems/double-it/tests/02-larger.json: the reference "
                + "accepted/Reference.java did not return an output"), gen::toString);
        assertEquals("{\"input\": {\"n\": 21}}\n", Files.readString(dir.resolve("tests/02-larger.json")));
    }

    @Test
    void newProblemNeverOverwritesAndRejectsBadIds() throws IOException {
        copyProblem("n-queens-ii");
        String before = Files.readString(root.resolve("problems/n-queens-ii/problem.json"));

        CliResult existing = Judgew.run(root, "new-problem", "n-queens-ii");
        CliResult badId = Judgew.run(root, "new-problem", "N_Queens");

        assertEquals(ExitCodes.ERROR, existing.exit());
        assertTrue(existing.err().contains("problems/n-queens-ii already exists; nothing was written"), existing::toString);
        assertEquals(before, Files.readString(root.resolve("problems/n-queens-ii/problem.json")));
        assertEquals(ExitCodes.ERROR, badId.exit());
        assertTrue(badId.err().contains("\"N_Queens\" is not a problem id"), badId::toString);
    }

    /** The hints and editorial of the scaffold's double-it, written as an author would replace its TODOs. */
    private static void writeHintsAndEditorial(Path dir) throws IOException {
        Files.writeString(dir.resolve("hints.md"), """
                # Hints

                ## Hint 1

                Doubling is adding a number to itself.

                ## Hint 2

                Return `n + n`, or `2 * n`.
                """);
        Files.writeString(dir.resolve("editorial.md"), """
                # Double It: editorial

                Return twice the input.

                ## Approach 1: add it to itself

                ```java
                class Solution {
                    public int doubleIt(int n) {
                        return n + n;
                    }
                }
                ```

                **Why it is correct.** Twice a number is the number plus itself.

                **Complexity.** Time O(1), space O(1): one addition.

                ## Approach 2: multiply

                [submissions/accepted/Reference.java](submissions/accepted/Reference.java)

                **Why it is correct.** Twice a number is the number times two.

                **Complexity.** Time O(1), space O(1): one multiplication.

                ## Pitfalls

                - None yet: the package has no failing submission.
                """);
    }

    private void copyProblem(String id) throws IOException {
        Path from = ROOT.resolve("problems").resolve(id);
        Path to = root.resolve("problems").resolve(id);
        TestRepository.copyTree(from, to);
        // Only the accepted references: the other folders are validated against the real repository.
        Path submissions = to.resolve("submissions");
        try (Stream<Path> folders = Files.list(submissions)) {
            for (Path folder : folders.filter(f -> !f.getFileName().toString().equals("accepted")).toList()) {
                try (Stream<Path> files = Files.walk(folder)) {
                    files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
                }
            }
        }
    }
}
