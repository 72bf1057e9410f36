package dev.practicejudge.cli;

import static dev.practicejudge.testing.TestRepository.FIXTURES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The learner's loop around {@code test}: picking tests, stopping early, watching a file, colours
 * only where they belong, and errors that say what to do. All in-process on a copy of the repository.
 */
class LearnerLoopTest {

    @TempDir
    Path root;

    @BeforeEach
    void copyProblems() throws IOException {
        TestRepository.copyCoreProblems(root);
    }

    @EndToEnd
    @Test
    void onlyPicksTestsByPositionRangeAndName() throws IOException {
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/Accepted.java");

        CliResult run = Judgew.run(root, "test", "n-queens-ii", "--only", "1,4-5,09-n9");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        List<String> judged = run.out().lines().filter(l -> l.matches("  \\d\\d-n\\d +AC .*")).map(l -> l.strip().substring(0, 5))
                .toList();
        assertEquals(List.of("01-n1", "04-n4", "05-n5", "09-n9"), judged, run::toString);
        assertTrue(run.out().contains("4/4 selected tests passed (partial run: 9 tests in all; judge every test "
                + "for the verdict)"), run::toString);
    }

    @EndToEnd
    @Test
    void onlyRejectsTestsThatDoNotExistAndNeedsOneProblem() throws IOException {
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/Accepted.java");

        CliResult outOfRange = Judgew.run(root, "test", "n-queens-ii", "--only", "12");
        CliResult unknownName = Judgew.run(root, "test", "n-queens-ii", "--only", "n42");
        CliResult noProblem = Judgew.run(root, "test", "--only", "1");

        assertEquals(ExitCodes.ERROR, outOfRange.exit());
        assertTrue(outOfRange.err().contains("--only 12: the tests are numbered 1 to 9"), outOfRange::toString);
        assertEquals(ExitCodes.ERROR, unknownName.exit());
        assertTrue(unknownName.err().contains("--only n42 names no test; the tests are: 01-n1, 02-n2"), unknownName::toString);
        assertEquals(ExitCodes.ERROR, noProblem.exit());
        assertTrue(noProblem.err().contains("--only picks tests of one problem"), noProblem::toString);
    }

    @EndToEnd
    @Test
    void failFastStopsAtTheFirstFailingTest() throws IOException {
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/ThrowsOnFive.java");

        CliResult run = Judgew.run(root, "test", "n-queens-ii", "--fail-fast");

        assertEquals(ExitCodes.NOT_ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().contains("05-n5     RE"), run::toString);
        assertFalse(run.out().contains("06-n6"), "nothing after the first failure: " + run);
    }

    @Test
    void missingSolutionSaysWhichCommandCreatesIt() {
        CliResult run = Judgew.run(root, "test", "n-queens");

        assertEquals(ExitCodes.ERROR, run.exit());
        assertTrue(run.err().contains("error: no solution yet for n-queens: run ./judgew new n-queens to create "
                + "solutions/n-queens/Solution.java"), run::toString);
    }

    @Test
    void solutionInTheWrongPlaceIsFoundAndNamed() throws IOException {
        Path wrong = root.resolve("solutions/n-queens/MySolution.java");
        Files.createDirectories(wrong.getParent());
        Files.copy(FIXTURES.resolve("n-queens/AcceptedLexicographic.java"), wrong);

        CliResult run = Judgew.run(root, "test", "n-queens");

        assertEquals(ExitCodes.ERROR, run.exit());
        assertTrue(run.err().contains("error: solutions/n-queens/MySolution.java is not judged: the judge reads exactly "
                + "solutions/n-queens/Solution.java\n  fix: mv -n solutions/n-queens/MySolution.java solutions/n-queens/Solution.java"),
                run::toString);
    }

    @EndToEnd
    @Test
    void packageClauseIsCompileErrorThatSaysWhatToRemove() throws IOException {
        Path file = TestRepository.solve(root, "n-queens-ii", "n-queens-ii/Accepted.java");
        Files.writeString(file, "package mine;\n\n" + Files.readString(file));

        CliResult run = Judgew.run(root, "test", "n-queens-ii");

        assertEquals(ExitCodes.NOT_ACCEPTED, run.exit());
        assertTrue(run.out().contains("Solution must not be in a package: remove the line \"package mine;\""), run::toString);
    }

    @EndToEnd
    @Test
    void coloursFollowTheTerminalAndNoColorTurnsThemOff() throws IOException {
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/Accepted.java");
        String forced = System.getProperty("picocli.ansi");
        try {
            // Captured output is no terminal, so force picocli's detection on, as a terminal would.
            System.setProperty("picocli.ansi", "true");
            CliResult coloured = Judgew.run(root, "test", "n-queens-ii");
            CliResult noColorVariable = Judgew.run(Map.of("NO_COLOR", "1"), root, "test", "n-queens-ii");
            CliResult noColorOption = Judgew.run(root, "--no-color", "test", "n-queens-ii");

            assertTrue(coloured.out().contains("\u001B[1;32mAC \u001B[0m"), coloured::toString);
            assertFalse(noColorVariable.out().contains("\u001B["), noColorVariable::toString);
            assertFalse(noColorOption.out().contains("\u001B["), noColorOption::toString);
        } finally {
            if (forced == null) {
                System.clearProperty("picocli.ansi");
            } else {
                System.setProperty("picocli.ansi", forced);
            }
        }
        assertFalse(Judgew.run(root, "test", "n-queens-ii").out().contains("\u001B["), "no colours when piped");
    }

    @EndToEnd
    @Test
    void watchJudgesAgainWhenTheSolutionIsSavedAtomically() throws Exception {
        Path file = TestRepository.solve(root, "n-queens-ii", "n-queens-ii/ThrowsOnFive.java");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CompletableFuture<Integer> watching = CompletableFuture.supplyAsync(() -> PracticeJudge.run(new HashMap<>(),
                new PrintWriter(out, true), new PrintWriter(err, true),
                "--root", root.toString(), "watch", "n-queens-ii", "--runs", "2"));

        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!out.toString().contains("Points 0/30") && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertTrue(out.toString().contains("RE  runtime error: 4/9 tests passed"), out::toString);
        // Save as editors do: write a new file beside it, then rename it over the old one.
        Path temporary = file.resolveSibling(".Solution.java.swp");
        Files.copy(FIXTURES.resolve("n-queens-ii/Accepted.java"), temporary);
        Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);

        int exit = watching.get(60, TimeUnit.SECONDS);

        assertEquals(ExitCodes.ACCEPTED, exit, () -> out + "\n" + err);
        String text = out.toString();
        // The accepted run on one line, after the failing one.
        assertTrue(text.indexOf("\nn-queens-ii           AC     9/9 ") > text.indexOf("RE  runtime error"), text);
        assertEquals(2, text.lines().filter(l -> l.contains("] judging solutions/n-queens-ii/Solution.java")).count(), text);
    }

    @EndToEnd
    @Test
    void watchJudgesAgainWhenAnOwnTestIsAddedInATestsFolderMadeLaterAndWhenItIsChanged() throws Exception {
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/Accepted.java");
        Path tests = root.resolve("solutions/n-queens-ii/tests");
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CompletableFuture<Integer> watching = CompletableFuture.supplyAsync(() -> PracticeJudge.run(new HashMap<>(),
                new PrintWriter(out, true), new PrintWriter(err, true),
                "--root", root.toString(), "watch", "n-queens-ii", "--runs", "3"));

        awaitOutput(out, "Points 30/30", 1);
        assertFalse(out.toString().contains("own tests"), out::toString);
        // The folder appears after watch started; the test is written into it as editors save.
        Files.createDirectory(tests);
        saveAtomically(tests.resolve("mine.json"), "{\"input\": {\"n\": 6}, \"expected\": 5}");
        awaitOutput(out, "own tests  0/1 passed (first failing: mine, WA)", 1);
        saveAtomically(tests.resolve("mine.json"), "{\"input\": {\"n\": 6}, \"expected\": 4}");

        int exit = watching.get(60, TimeUnit.SECONDS);

        assertEquals(ExitCodes.ACCEPTED, exit, () -> out + "\n" + err);
        String text = out.toString();
        assertEquals(3, text.lines().filter(l -> l.contains("] judging solutions/n-queens-ii/Solution.java")).count(), text);
        // Once the own test passes, the problem is back on one line, the own tests' score beside it.
        assertTrue(text.matches("(?s).*own tests  0/1 passed.*\nn-queens-ii +AC +9/9 +[<\\d.]+ ms  own tests 1/1 passed\n.*"),
                text);
    }

    /** Waits (at most a minute) until {@code text} is in the output {@code times} times. */
    private static void awaitOutput(StringWriter out, String text, int times) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (out.toString().split(java.util.regex.Pattern.quote(text), -1).length - 1 < times
                && System.nanoTime() < deadline) {
            Thread.sleep(50);
        }
        assertTrue(out.toString().contains(text), out::toString);
    }

    /** Writes a file as editors save: a temporary file beside it, renamed over it. */
    private static void saveAtomically(Path file, String text) throws IOException {
        Path temporary = file.resolveSibling("." + file.getFileName() + ".swp");
        Files.writeString(temporary, text);
        Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }
}
