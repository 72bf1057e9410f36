package dev.practicejudge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Golden;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A solution almost where the judge reads it is reported in every form of {@code test}, with the
 * fix (issue 14, newcomer item 2). The repository holds exactly a newcomer's three near misses:
 * {@code solution.java} in lower case, the only Java file under another name, and a folder named
 * by the start of the problem's id. Whatever the run, nothing under solutions/ changes. What the
 * console says is pinned in golden files under {@code golden/misplaced/} ({@link Golden}).
 */
class MisplacedSolutionsEndToEndTest {

    private static final String WRONG_CASE = "solutions/palindrome-partitioning/solution.java";
    private static final String OTHER_NAME = "solutions/restore-ip-addresses/RestoreIp.java";
    private static final String STRAY_FOLDER = "solutions/letter-combinations/Solution.java";
    private static final String FIX_WRONG_CASE = "mv -n solutions/palindrome-partitioning/solution.java "
            + "solutions/palindrome-partitioning/Solution.java";
    private static final String FIX_OTHER_NAME = "mv -n solutions/restore-ip-addresses/RestoreIp.java "
            + "solutions/restore-ip-addresses/Solution.java";
    private static final String FIX_STRAY_FOLDER = "mv -n solutions/letter-combinations "
            + "solutions/letter-combinations-of-a-phone-number";

    @TempDir
    Path root;

    @TempDir
    Path reports;

    private Map<String, String> before;

    @BeforeEach
    void newcomersRepository() throws IOException {
        TestRepository.copyProblems(root, List.of("letter-combinations-of-a-phone-number", "palindrome-partitioning",
                "restore-ip-addresses"));
        copy("palindrome-partitioning", WRONG_CASE);
        copy("restore-ip-addresses", OTHER_NAME);
        copy("letter-combinations-of-a-phone-number", STRAY_FOLDER);
        before = solutions();
    }

    /** Copies a problem's accepted reference to {@code path}: a right solution in the wrong place. */
    private void copy(String problem, String path) throws IOException {
        Path target = root.resolve(path);
        Files.createDirectories(target.getParent());
        Files.copy(TestRepository.ROOT.resolve("problems").resolve(problem).resolve("submissions/accepted/Backtracking.java"),
                target);
    }

    @AfterEach
    void nothingUnderSolutionsChanged() throws IOException {
        assertEquals(before, solutions(), "the judge never renames or writes anything under solutions/");
    }

    /** Every path under solutions/ with its content (folders as "/"). */
    private Map<String, String> solutions() throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> paths = Files.walk(root.resolve("solutions"))) {
            for (Path path : paths.toList()) {
                files.put(root.relativize(path).toString(), Files.isDirectory(path) ? "/"
                        : new String(Files.readAllBytes(path), StandardCharsets.ISO_8859_1));
            }
        }
        return files;
    }

    @Test
    void testWithNoIdNamesEachNearMissWithItsFixInsteadOfSilentlySkippingIt() {
        CliResult run = Judgew.run(root, "test");

        // Nothing was judged, so no judged problem failed: the exit status keeps its contract.
        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        Golden.assertMatches("misplaced/test-every-problem.txt", run.toString(), root);
        assertFalse(run.out().contains("not attempted"), "a near miss is not silently 'not attempted':\n" + run);
    }

    @Test
    void theJsonReportListsEachNearMissAndPutsItOnItsProblemNotAttempted() throws IOException {
        CliResult run = Judgew.test(root);

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        JsonNode report = run.report();
        assertNotNull(report, run::toString);
        assertEquals(0, report.get("problems").size());
        JsonNode misplaced = report.get("misplaced");
        assertEquals(3, misplaced.size(), misplaced::toString);
        JsonNode wrongCase = misplaced.get(1);
        assertEquals("palindrome-partitioning", wrongCase.get("problem").asText());
        assertEquals("wrong-case", wrongCase.get("kind").asText());
        assertEquals(WRONG_CASE, wrongCase.get("file").asText());
        assertEquals(FIX_WRONG_CASE, wrongCase.get("fix").asText());
        assertEquals("./judgew test palindrome-partitioning --solution " + WRONG_CASE,
                wrongCase.get("alternative").asText());
        assertEquals("other-file", misplaced.get(2).get("kind").asText());
        assertEquals(FIX_OTHER_NAME, misplaced.get(2).get("fix").asText());
        assertEquals("not-a-problem-folder", misplaced.get(0).get("kind").asText());
        assertEquals(FIX_STRAY_FOLDER, misplaced.get(0).get("fix").asText());
        for (JsonNode notAttempted : report.get("notAttempted")) {
            assertTrue(notAttempted.get("misplaced").has("fix"), notAttempted::toString);
        }
        assertEquals(60, report.get("maxPoints").asInt(), "the contract's fields keep their meaning");
        assertEquals(0, report.get("points").asDouble());
    }

    @Test
    void theJUnitReportsSkippedCaseSaysWhatWasFoundAndTheFix() throws IOException {
        Path junit = reports.resolve("judge.xml");

        CliResult run = Judgew.run(root, "test", "--junit", junit.toString());

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        String xml = Files.readString(junit);
        String suite = xml.substring(xml.indexOf("<testsuite name=\"palindrome-partitioning\""));
        suite = suite.substring(0, suite.indexOf("</testsuite>"));
        assertTrue(suite.contains("<property name=\"misplaced\" value=\"" + WRONG_CASE + "\"/>"), suite);
        assertTrue(suite.contains("<skipped message=\"" + WRONG_CASE + " is not judged: the judge reads exactly "
                + "solutions/palindrome-partitioning/Solution.java, and file names are case-sensitive Fix: "
                + FIX_WRONG_CASE), suite);
        assertTrue(xml.contains("Fix: " + FIX_OTHER_NAME), xml);
        assertTrue(xml.contains("Fix: " + FIX_STRAY_FOLDER), xml);
        assertTrue(xml.contains("skipped=\"3\""), "still skipped, not failed: " + xml);
    }

    @Test
    void onGitHubEachNearMissIsAWarningOnItsFileAndTheJobSummarySaysSoAboveTheTable() throws IOException {
        Path summary = reports.resolve("summary.md");

        CliResult run = Judgew.run(Map.of("GITHUB_ACTIONS", "true", "GITHUB_STEP_SUMMARY", summary.toString()), root,
                "test");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().contains("::warning file=" + WRONG_CASE + ",title=Not judged%3A palindrome-partitioning::"
                + WRONG_CASE + " is not judged"), run::toString);
        assertTrue(run.out().contains("::warning file=" + OTHER_NAME + ",title=Not judged%3A restore-ip-addresses::"),
                run::toString);
        assertTrue(run.out().contains("::warning file=" + STRAY_FOLDER
                + ",title=Not judged%3A letter-combinations-of-a-phone-number::"), run::toString);
        assertTrue(run.out().lines().filter(l -> l.startsWith("::warning")).allMatch(l -> l.contains(" Fix: mv ")),
                run::toString);
        String md = Files.readString(summary);
        assertTrue(md.contains("> **Not judged: 3 solution files are not where the judge reads them**"), md);
        assertTrue(md.contains("fix: `" + FIX_WRONG_CASE + "`"), md);
        assertTrue(md.contains("fix: `" + FIX_OTHER_NAME + "`"), md);
        assertTrue(md.contains("fix: `" + FIX_STRAY_FOLDER + "`"), md);
        assertTrue(md.indexOf("Not judged: 3") < md.indexOf("| Problem |"), "the warning comes before the table:\n" + md);
        assertTrue(md.contains("| palindrome-partitioning (Palindrome Partitioning) | ⚠️ not judged: found "
                + WRONG_CASE + " | – | – | 0/20 |"), md);
    }

    @Test
    void theHtmlReportWarnsAboveTheTableWithEachFix() throws IOException {
        Path html = reports.resolve("judge.html");

        CliResult run = Judgew.run(root, "test", "--html", html.toString());

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        String page = Files.readString(html);
        String warning = page.substring(page.indexOf("<section class=\"warn\" id=\"misplaced\">"));
        warning = warning.substring(0, warning.indexOf("</section>"));
        assertTrue(warning.contains("Not judged: 3 solution files are not where the judge reads them"), warning);
        assertTrue(warning.contains("fix: <code>" + FIX_WRONG_CASE + "</code>"), warning);
        assertTrue(warning.contains("fix: <code>" + FIX_OTHER_NAME + "</code>"), warning);
        assertTrue(warning.contains("fix: <code>" + FIX_STRAY_FOLDER + "</code>"), warning);
        assertTrue(page.contains("not judged: found <code>" + WRONG_CASE + "</code>"), page);
    }

    @Test
    void testOfTheIdNamesTheNearMissAndTheFixInsteadOfSayingThereIsNoSolution() {
        CliResult wrongCase = Judgew.run(root, "test", "palindrome-partitioning");
        CliResult otherName = Judgew.run(root, "test", "restore-ip-addresses");
        CliResult strayFolder = Judgew.run(root, "test", "letter-combinations-of-a-phone-number");

        assertEquals(ExitCodes.ERROR, wrongCase.exit(), wrongCase::toString);
        assertEquals(ExitCodes.ERROR, otherName.exit(), otherName::toString);
        assertEquals(ExitCodes.ERROR, strayFolder.exit(), strayFolder::toString);
        Golden.assertMatches("misplaced/test-each-problem.txt", wrongCase + "\n" + otherName + "\n" + strayFolder, root);
        assertFalse(wrongCase.output().contains("no solution yet"), wrongCase::toString);
    }

    @Test
    void theFoldersNameAsAnIdIsReadAsTheProblemItStarts() {
        CliResult run = Judgew.run(root, "test", "letter-combinations");

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertTrue(run.err().contains("unknown problem \"letter-combinations\" (did you mean "
                + "\"letter-combinations-of-a-phone-number\"?)"), run::toString);
    }

    @Test
    void runAndWatchNameTheNearMissToo() {
        CliResult run = Judgew.run(root, "run", "palindrome-partitioning");
        CliResult watch = Judgew.run(root, "watch", "palindrome-partitioning", "--runs", "1");

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertEquals(ExitCodes.ERROR, watch.exit(), watch::toString);
        Golden.assertMatches("misplaced/run-and-watch.txt", run + "\n" + watch, root);
        assertFalse(watch.err().contains("--solution"), "watch takes no --solution:\n" + watch);
    }

    @Test
    void listShowsEachNearMissAsNotJudgedRatherThanNotStarted() {
        CliResult run = Judgew.run(root, "list");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        Golden.assertMatches("misplaced/list.txt", run.toString(), root);
    }

    @EndToEnd
    @Test
    void besideAJudgedSolutionTheNearMissesAreStillReportedAndTheExitStatusIsTheJudgedOnes() throws IOException {
        copy("palindrome-partitioning", "solutions/palindrome-partitioning/Solution.java");
        before = solutions();

        CliResult run = Judgew.test(root);

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().startsWith("Not judged, a solution file is not where the judge reads it (the fix is at "
                + "the end): letter-combinations-of-a-phone-number, restore-ip-addresses\n"), run::toString);
        assertTrue(run.out().contains("\npalindrome-partitioning  AC   10/10 "), run::toString);
        assertTrue(run.out().contains("Not judged: 2 solution files are not where the judge reads them"), run::toString);
        assertFalse(run.out().contains(WRONG_CASE), "beside Solution.java, solution.java is no near miss:\n" + run);
        assertTrue(run.out().endsWith("Points 20/60\n"), run::toString);
        assertEquals(2, run.report().get("misplaced").size());
    }

    @EndToEnd
    @Test
    void theAlternativeJudgesTheFileWhereItIs() throws IOException {
        CliResult run = Judgew.test(root, "palindrome-partitioning", "--solution", root.resolve(WRONG_CASE).toString());

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertEquals("AC", run.problem("palindrome-partitioning").get("verdict").asText());
        assertEquals(0, run.report().get("misplaced").size(), "a file given with --solution is the learner's choice");
    }
}
