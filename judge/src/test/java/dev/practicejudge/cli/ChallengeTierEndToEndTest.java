package dev.practicejudge.cli;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Golden;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A problem's challenge tier through the real CLI: tests marked {@code "challenge": true} run once
 * the required tests pass, are reported and scored on their own in every report, and never change
 * the verdict, the points or the exit status. The package is a copy of N-Queens II whose last two
 * tests (n = 8 and n = 9) form the tier; the solutions differ only in which counts they get wrong,
 * so every outcome is decided by values, never by timing. The console output of {@code test} is
 * pinned whole in golden files under {@code golden/challenge-tier/} ({@link Golden}), with
 * {@code --verbose} where the run is whole, so that the tier's tests are listed.
 */
@EndToEnd
class ChallengeTierEndToEndTest {

    /** The number of ways to place n queens, for n = 0..9. */
    private static final String COUNTS = "int[] counts = {1, 1, 0, 0, 2, 10, 4, 40, 92, 352};";

    @TempDir
    Path root;

    private int solutions;

    @BeforeEach
    void packageWithAChallengeTier() throws IOException {
        TestRepository.copyProblems(root, List.of("n-queens-ii"));
        markChallenge("08-n8", "09-n9");
    }

    @Test
    void aSolutionThatFailsOnlyTheChallengeTierIsAcceptedWithFullPointsAndItsChallengeScoreApart() throws IOException {
        Path solution = solution("return n >= 8 ? 0 : counts[n];");
        Path junit = root.resolve("judge.xml");
        Path html = root.resolve("judge.html");
        Path summary = root.resolve("summary.md");
        Files.writeString(summary, "");

        CliResult run = Judgew.test(root, "n-queens-ii", "--solution", solution.toString(), "--verbose",
                "--junit", junit.toString(), "--html", html.toString());

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        JsonNode problem = run.problem("n-queens-ii");
        assertEquals("AC", problem.get("verdict").asText());
        assertEquals(7, problem.get("passed").asInt());
        assertEquals(7, problem.get("total").asInt());
        assertEquals(problem.get("maxPoints").asDouble(), problem.get("points").asDouble());
        assertEquals(2, problem.get("challenge").get("total").asInt());
        assertEquals(2, problem.get("challenge").get("judged").asInt());
        assertEquals(0, problem.get("challenge").get("passed").asInt());
        assertTrue(problem.get("challenge").get("notRun").isNull());
        // "tests" holds only the tests that decide the verdict; the tier's are listed under "challenge".
        assertEquals(7, problem.get("tests").size(), run::toString);
        JsonNode last = problem.get("challenge").get("tests").get(1);
        assertEquals("09-n9", last.get("name").asText());
        assertEquals("WA", last.get("verdict").asText());

        Golden.assertMatches("challenge-tier/fails-only-the-tier.txt", run.toString(), root);

        String xml = Files.readString(junit);
        assertTrue(xml.contains("failures=\"0\""), xml);
        assertTrue(xml.contains("<property name=\"challenge\" value=\"0/2 solved (first unsolved: 08-n8, WA)\"/>"), xml);
        assertTrue(xml.contains("<testcase classname=\"n-queens-ii.challenge\" name=\"08-n8\""), xml);
        assertTrue(xml.contains("<skipped message=\"challenge not solved, which does not count against the problem: "
                + "WA: "), xml);

        String page = Files.readString(html);
        assertTrue(page.contains("Challenge tier: harder than the source&#39;s own tests"), page);
        assertTrue(page.contains("challenge tests solved"), page);

        CliResult github = Judgew.run(Map.of("GITHUB_ACTIONS", "true", "GITHUB_STEP_SUMMARY", summary.toString()),
                root, "test", "n-queens-ii", "--solution", solution.toString());
        assertEquals(ExitCodes.ACCEPTED, github.exit(), github::toString);
        assertTrue(github.out().contains("::notice title=Challenge tier of n-queens-ii::0/2 solved (first unsolved: "
                + "08-n8%2C WA)") || github.out().contains("::notice title=Challenge tier of n-queens-ii::0/2 solved "
                + "(first unsolved: 08-n8, WA)"), github::toString);
        assertFalse(github.out().contains("::error"), github::toString);
        String markdown = Files.readString(summary);
        assertTrue(markdown.contains("| Challenge tier |"), markdown);
        assertTrue(markdown.contains("0/2 solved (first unsolved: 08-n8, WA) |"), markdown);
    }

    @Test
    void aSolutionThatSolvesEverythingIsToldItSolvedTheTier() throws IOException {
        CliResult run = Judgew.test(root, "n-queens-ii", "--solution", solution("return counts[n];").toString(),
                "--verbose");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertEquals(2, run.problem("n-queens-ii").get("challenge").get("passed").asInt());
        Golden.assertMatches("challenge-tier/solves-everything.txt", run.toString(), root);
    }

    @Test
    void theTierDoesNotRunUntilTheRequiredTestsPass() throws IOException {
        CliResult run = Judgew.test(root, "n-queens-ii", "--solution",
                solution("return n == 4 ? 3 : counts[n];").toString(), "--verbose");

        assertEquals(ExitCodes.NOT_ACCEPTED, run.exit(), run::toString);
        JsonNode problem = run.problem("n-queens-ii");
        assertEquals("WA", problem.get("verdict").asText());
        assertEquals(7, problem.get("tests").size(), "only the required tests ran: " + run);
        assertEquals(0, problem.get("challenge").get("judged").asInt());
        assertEquals(0, problem.get("challenge").get("tests").size());
        assertEquals("it runs once every required test passes", problem.get("challenge").get("notRun").asText());
        Golden.assertMatches("challenge-tier/required-test-fails.txt", run.toString(), root);
    }

    @Test
    void choosingOnlyChallengeTestsIsAPartialRunThatEarnsNoPoints() throws IOException {
        CliResult run = Judgew.test(root, "n-queens-ii", "--solution", solution("return counts[n];").toString(),
                "--only", "8-9");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        JsonNode problem = run.problem("n-queens-ii");
        assertTrue(problem.get("partial").asBoolean(), run::toString);
        assertEquals(0, problem.get("points").asDouble());
        assertEquals(2, problem.get("challenge").get("passed").asInt());
        Golden.assertMatches("challenge-tier/only-challenge-tests-chosen.txt", run.toString(), root);
    }

    @Test
    void failingTheChallengeTestsAloneNeitherFailsTheProblemNorTheExitStatus() throws IOException {
        CliResult run = Judgew.test(root, "n-queens-ii", "--solution",
                solution("return n >= 8 ? 0 : counts[n];").toString(), "--only", "09-n9");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        JsonNode problem = run.problem("n-queens-ii");
        assertEquals("AC", problem.get("verdict").asText(), run::toString);
        assertTrue(problem.get("partial").asBoolean(), run::toString);
        Golden.assertMatches("challenge-tier/one-challenge-test-chosen-and-failed.txt", run.toString(), root);
    }

    @Test
    void validateTellsAnAuthorThatASubmissionFailingOnlyInTheTierIsAccepted() {
        CliResult run = Judgew.run(root, "validate", "n-queens-ii");

        // The package's RE submission fails only for n >= 9, now a challenge test.
        assertEquals(ExitCodes.INVALID, run.exit(), run::toString);
        assertTrue(run.out().contains("FAIL  run_time_error/ThrowsForLargeBoards.java: expected RE, got AC on every "
                + "required test; it fails only in the challenge tier (RE first on 09-n9), which does not change the "
                + "verdict"), run::toString);
    }

    @Test
    void validateAcceptsAWellFormedTierAndReportsEachAcceptedSubmissionsScoreOnIt() throws IOException {
        // Both fail only on n = 8 or 9, which is the tier here: they are not what their folders say.
        deleteTree(root.resolve("problems/n-queens-ii/submissions/run_time_error"));
        deleteTree(root.resolve("problems/n-queens-ii/submissions/time_limit_exceeded"));
        dropPitfallsLinking(root.resolve("problems/n-queens-ii/editorial.md"), "run_time_error/",
                "time_limit_exceeded/");

        CliResult run = Judgew.run(root, "validate", "n-queens-ii");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().contains("ok    challenge tier: 2 of 9 tests (08-n8 on), after the required ones"),
                run::toString);
        assertTrue(run.out().contains("accepted/Bitmask.java: AC on all 7 required tests"), run::toString);
        assertTrue(run.out().contains("; challenge tier 2/2 solved"), run::toString);
        assertTrue(run.out().contains("ok    challenge tier: an accepted submission solves every test"), run::toString);
    }

    @Test
    void validateFailsATierThatComesBeforeARequiredTestOrHoldsASample() throws IOException {
        markChallenge("05-n5");
        Path nine = tests().resolve("09-n9.json");
        Files.writeString(nine, Files.readString(nine).replaceFirst("\\{", "{\"sample\": true, "));

        CliResult run = Judgew.run(root, "validate", "n-queens-ii");

        assertEquals(ExitCodes.INVALID, run.exit(), run::toString);
        assertTrue(run.out().contains("FAIL  problems/n-queens-ii/tests/06-n6.json: a required test named after the "
                + "challenge test 05-n5: rename the files so every challenge test comes after the required ones"),
                run::toString);
        assertTrue(run.out().contains("FAIL  problems/n-queens-ii/tests/09-n9.json: a sample in the challenge tier"),
                run::toString);
    }

    @Test
    void validateFailsATierThatNoAcceptedSubmissionSolves() throws IOException {
        Path accepted = root.resolve("problems/n-queens-ii/submissions/accepted");
        try (var files = Files.list(accepted)) {
            for (Path file : files.toList()) {
                Files.delete(file);
            }
        }
        Files.copy(solution("return n >= 8 ? 0 : counts[n];"), accepted.resolve("StopsAtSeven.java"));

        CliResult run = Judgew.run(root, "validate", "n-queens-ii");

        assertEquals(ExitCodes.INVALID, run.exit(), run::toString);
        assertTrue(run.out().contains("accepted/StopsAtSeven.java: AC on all 7 required tests"), run::toString);
        assertTrue(run.out().contains("FAIL  challenge test 08-n8: no accepted submission solves it"), run::toString);
    }

    @Test
    void aChallengeMarkThatIsNotABooleanIsABrokenPackageNamedWithItsPlace() throws IOException {
        Path eight = tests().resolve("08-n8.json");
        Files.writeString(eight, Files.readString(eight).replace("\"challenge\": true", "\"challenge\": \"yes\""));

        CliResult run = Judgew.test(root, "n-queens-ii", "--solution", solution("return counts[n];").toString());

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertTrue(run.output().contains("problems/n-queens-ii/tests/08-n8.json:1:"), run::toString);
        assertTrue(run.output().contains("challenge must be true or false, got \"yes\""), run::toString);
    }

    /**
     * Removes the editorial's pitfall bullets that link into the given submission folders: a
     * package without those submissions may not link them.
     */
    private static void dropPitfallsLinking(Path editorial, String... folders) throws IOException {
        // Bullets are "- " lines with their indented continuation lines; anything else is kept as it is.
        List<List<String>> blocks = new java.util.ArrayList<>();
        for (String line : Files.readAllLines(editorial)) {
            if (line.startsWith("- ") || !line.startsWith("  ") || blocks.isEmpty()) {
                blocks.add(new java.util.ArrayList<>());
            }
            blocks.get(blocks.size() - 1).add(line);
        }
        List<String> kept = new java.util.ArrayList<>();
        for (List<String> block : blocks) {
            String text = String.join("\n", block);
            boolean linksOne = java.util.Arrays.stream(folders).anyMatch(f -> text.contains("](submissions/" + f));
            if (!(block.get(0).startsWith("- ") && linksOne)) {
                kept.addAll(block);
            }
        }
        Files.write(editorial, kept);
    }

    private static void deleteTree(Path folder) throws IOException {
        try (var paths = Files.walk(folder)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }

    private Path tests() {
        return root.resolve("problems/n-queens-ii/tests");
    }

    /** Marks the named tests of the copied package as the challenge tier. */
    private void markChallenge(String... names) throws IOException {
        for (String name : names) {
            Path file = tests().resolve(name + ".json");
            Files.writeString(file, Files.readString(file).replaceFirst("\\{", "{\"challenge\": true, "));
        }
    }

    /** A solution that answers from the table of counts by {@code body}. */
    private Path solution(String body) throws IOException {
        // Named by count, not at random: its name is in the console output the golden files pin.
        Path file = root.resolve("Solution" + ++solutions + ".java");
        Files.writeString(file, "class Solution {\n    public int totalNQueens(int n) {\n        " + COUNTS
                + "\n        " + body + "\n    }\n}\n");
        return file;
    }
}
