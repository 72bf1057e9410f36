package dev.practicejudge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.judge.StatusCache;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code test} remembers whole accepted results ({@code .judge-cache/verdicts/}) and, judging
 * again with nothing changed, reports them marked as remembered instead of running them: never
 * for a changed solution or package, a result that is not accepted, CI, a machine-read report or
 * {@code --rerun}; a corrupt entry costs only a real run, and nothing is written into solutions/.
 * The runs looked at are {@code --verbose}: its "remembered: accepted at" line and the tests' lines
 * are what the default's one "(remembered)" line per problem leaves out.
 */
@EndToEnd
class VerdictCacheEndToEndTest {

    private static final String REMEMBERED = "remembered: accepted at ";

    @TempDir
    Path root;

    @BeforeEach
    void repository() throws IOException {
        TestRepository.copyCoreProblems(root);
        TestRepository.solve(root, "n-queens", "n-queens/AcceptedReversed.java");
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/Accepted.java");
    }

    @Test
    void anUnchangedAcceptedProblemIsReportedAsRememberedWithTheTimesOfItsRun() throws IOException {
        CliResult first = Judgew.run(root, "test", "--no-color", "--verbose");
        assertEquals(0, first.exit(), first.toString());
        assertFalse(first.out().contains(REMEMBERED), first.out());
        List<String> solutions = snapshot(root.resolve("solutions"));

        CliResult second = Judgew.run(root, "test", "--no-color", "--verbose");

        assertEquals(0, second.exit(), second.toString());
        assertEquals(2, count(second.out(), REMEMBERED), second.out());
        assertTrue(second.out().contains("2 of 2 results remembered from earlier runs, not judged now "
                + "(./judgew test --rerun judges every problem again)."), second.out());
        assertTrue(second.out().contains("  n-queens     AC   9/9  (remembered)"), second.out());
        // The tests' lines are the run's that was remembered, times and all: nothing ran now.
        assertEquals(testLines(first.out()), testLines(second.out()));
        assertEquals(first.line("Points"), second.line("Points"));
        assertTrue(StatusCache.of(root, "n-queens").orElseThrow().solved());
        assertEquals(solutions, snapshot(root.resolve("solutions")), "nothing is written into solutions/");
    }

    @Test
    void oneProblemAloneSaysItsResultIsRemembered() {
        Judgew.run(root, "test", "n-queens");

        CliResult again = Judgew.run(root, "test", "n-queens", "--no-color", "--verbose");

        assertEquals(0, again.exit(), again.toString());
        assertTrue(again.out().contains(REMEMBERED), again.out());
        assertTrue(again.out().contains("Not judged now: the result above is remembered from an earlier run "
                + "(./judgew test --rerun judges it again)."), again.out());
    }

    @Test
    void aChangedSolutionIsJudgedAgain() throws IOException {
        Judgew.run(root, "test");
        Path solution = root.resolve("solutions/n-queens/Solution.java");
        Files.writeString(solution, Files.readString(solution) + "\n// one more line\n");

        CliResult again = Judgew.run(root, "test", "--no-color", "--verbose");

        assertEquals(1, count(again.out(), REMEMBERED), "only n-queens-ii is unchanged:\n" + again.out());
        assertFalse(section(again.out(), "n-queens (").contains(REMEMBERED), again.out());
    }

    @Test
    void aChangedPackageFileIsJudgedAgainEvenWithItsSizeUnchanged() throws IOException {
        Judgew.run(root, "test");
        Path test = root.resolve("problems/n-queens-ii/tests/01-n1.json");
        Files.setLastModifiedTime(test, FileTime.from(Instant.now().plusSeconds(5)));

        CliResult again = Judgew.run(root, "test", "--no-color", "--verbose");

        assertEquals(1, count(again.out(), REMEMBERED), again.out());
        assertFalse(section(again.out(), "n-queens-ii (").contains(REMEMBERED), again.out());
    }

    @Test
    void rerunJudgesEveryProblemAndTheResultsAreRememberedAgainAfter() {
        Judgew.run(root, "test");

        CliResult rerun = Judgew.run(root, "test", "--rerun", "--no-color", "--verbose");
        CliResult after = Judgew.run(root, "test", "--no-color", "--verbose");

        assertEquals(0, rerun.exit(), rerun.toString());
        assertFalse(rerun.out().contains("remembered"), rerun.out());
        assertEquals(2, count(after.out(), REMEMBERED), after.out());
        // The remembered times are the --rerun's: what is recalled is always the last real run.
        assertEquals(testLines(rerun.out()), testLines(after.out()));
    }

    @Test
    void aGraderAndAMachineReadReportAlwaysGetARealRun() throws IOException {
        Judgew.run(root, "test");

        CliResult inCi = Judgew.run(Map.of("CI", "true"), root, "test", "--no-color");
        CliResult onActions = Judgew.run(Map.of("GITHUB_ACTIONS", "true"), root, "test", "--no-color");
        CliResult withJson = Judgew.test(root);
        CliResult withJunit = Judgew.run(root, "test", "--no-color", "--junit", root.resolve("judge.xml").toString());

        for (CliResult run : List.of(inCi, onActions, withJson, withJunit)) {
            assertEquals(0, run.exit(), run.toString());
            assertFalse(run.out().contains("remembered"), run.out());
        }
        assertEquals(9, withJson.problem("n-queens").get("tests").size());
        assertFalse(withJson.report().toString().contains("remembered"), "the JSON report has no such field");
    }

    @Test
    void aResultThatIsNotAcceptedIsNeverRememberedAndForgetsTheAcceptedOne() throws IOException {
        Judgew.run(root, "test");
        Path solution = root.resolve("solutions/n-queens/Solution.java");
        String accepted = Files.readString(solution);
        TestRepository.solve(root, "n-queens", "n-queens/WrongNoAntiDiagonal.java");
        assertEquals(1, Judgew.run(root, "test", "n-queens").exit());
        assertEquals(1, Judgew.run(root, "test", "n-queens").exit());

        // Back to the very bytes that were accepted: its key is the old one, but the run since was not
        // accepted, so nothing is recalled.
        Files.writeString(solution, accepted);
        CliResult back = Judgew.run(root, "test", "n-queens", "--no-color", "--verbose");

        assertEquals(0, back.exit(), back.toString());
        assertFalse(back.out().contains(REMEMBERED), back.out());
    }

    @Test
    void aCorruptEntryOnlyCostsARealRun() throws IOException {
        Judgew.run(root, "test");
        Path entry = root.resolve(".judge-cache/verdicts/n-queens.json");
        assertTrue(Files.isRegularFile(entry), "an entry per accepted problem");
        Files.writeString(entry, "{\"format\": 1, \"key\": tru", StandardCharsets.UTF_8);

        CliResult again = Judgew.run(root, "test", "--no-color", "--verbose");

        assertEquals(0, again.exit(), again.toString());
        assertEquals("", again.err());
        assertEquals(1, count(again.out(), REMEMBERED), again.out());
        assertFalse(section(again.out(), "n-queens (").contains(REMEMBERED), again.out());
        assertTrue(Files.readString(entry).contains("\"tests\""), "written whole again by the real run");
    }

    @Test
    void aProblemWithTheLearnersOwnTestsIsAlwaysJudged() throws IOException {
        Path own = root.resolve("solutions/n-queens/tests/my-n4.json");
        Files.createDirectories(own.getParent());
        Files.writeString(own, "{\"input\": {\"n\": 4}}");
        Judgew.run(root, "test");

        CliResult again = Judgew.run(root, "test", "--no-color", "--verbose");

        assertEquals(1, count(again.out(), REMEMBERED), again.out());
        assertFalse(section(again.out(), "n-queens (").contains(REMEMBERED), again.out());
        assertTrue(section(again.out(), "n-queens (").contains("own my-n4"), again.out());
    }

    @Test
    void withTwoJobsTheSameProblemsAreRemembered() {
        Judgew.run(root, "test", "--jobs", "2");

        CliResult again = Judgew.run(root, "test", "--jobs", "2", "--no-color", "--verbose");

        assertEquals(0, again.exit(), again.toString());
        assertEquals(2, count(again.out(), REMEMBERED), again.out());
    }

    private static int count(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }

    /** The console's lines of the package's tests, e.g. {@code "  04-n4   AC    0.2 ms"}. */
    private static List<String> testLines(String out) {
        return out.lines().filter(l -> l.matches("  \\d\\d-\\S+ +AC .*")).toList();
    }

    /** The console's block of one problem: from its heading to the next blank line. */
    private static String section(String out, String heading) {
        int start = out.indexOf("\n" + heading);
        assertTrue(start >= 0, "no heading " + heading + " in\n" + out);
        int end = out.indexOf("\n\n", start + 1);
        return out.substring(start, end < 0 ? out.length() : end);
    }

    private static List<String> snapshot(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.map(f -> {
                try {
                    return folder.relativize(f) + (Files.isRegularFile(f) ? " " + Files.size(f) + " "
                            + Files.getLastModifiedTime(f) : "");
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }).sorted().toList();
        }
    }
}
