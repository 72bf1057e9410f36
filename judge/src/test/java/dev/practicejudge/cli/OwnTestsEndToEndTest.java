package dev.practicejudge.cli;

import static dev.practicejudge.testing.TestRepository.FIXTURES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The learner's own tests ({@code solutions/ID/tests/*.json}) through the CLI, on a temporary copy
 * of the shipped problems: {@code test} runs them after the package's tests and marks them as the
 * learner's own everywhere, never in the verdict, points or exit status; {@code run --save} writes
 * them, never over an existing file.
 */
@EndToEnd
class OwnTestsEndToEndTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path root;

    @BeforeEach
    void acceptedNQueensIi() throws IOException {
        TestRepository.copyCoreProblems(root);
        TestRepository.solve(root, "n-queens-ii", FIXTURES.resolve("n-queens-ii/Accepted.java"));
    }

    @Test
    void ownTestsRunAfterThePackagesAndAFailingOneLeavesTheProblemAcceptedWithFullPoints() throws IOException {
        own("a-five.json", "{\"input\": {\"n\": 5}, \"expected\": 10}");
        own("b-six-wrong.json", "{\"input\": {\"n\": 6}, \"expected\": 5, \"comment\": \"I think six has five\"}");
        own("c-seven.json", "{\"input\": {\"n\": 7}}");
        Path junit = root.resolve("report.xml");

        // --verbose: every test's line, to see the own tests' come after the package's, passing ones too.
        CliResult run = Judgew.test(root, "n-queens-ii", "--verbose", "--junit", junit.toString());

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        String out = run.out();
        assertTrue(out.indexOf("  09-n9 ") < out.indexOf("  solutions/n-queens-ii/tests: your own tests, never part of "
                + "the verdict or the points\n"), run::toString);
        assertTrue(out.contains("\n  own a-five       AC "), run::toString);
        assertTrue(out.contains("\n  own b-six-wrong  WA "), run::toString);
        assertTrue(out.contains("expected  5\n"), run::toString);
        assertTrue(out.contains("actual    4\n"), run::toString);
        assertTrue(out.contains("this test: I think six has five\n"), run::toString);
        assertTrue(out.matches("(?s).*\n  own c-seven      AC .* ms  expected from the reference "
                + "accepted/Backtracking\\.java\n.*"), run::toString);
        assertTrue(out.contains("\n  AC  accepted: 9/9 tests passed, "), run::toString);
        assertTrue(out.contains("\n  own tests  2/3 passed (first failing: b-six-wrong, WA); yours, they never change "
                + "the verdict\n"), run::toString);
        assertTrue(out.contains("\nPoints 30/30\n"), run::toString);

        // The report's contract fields keep their meaning: the package's tests alone.
        JsonNode problem = run.problem("n-queens-ii");
        assertEquals("AC", problem.get("verdict").asText());
        assertEquals(9, problem.get("passed").asInt());
        assertEquals(9, problem.get("total").asInt());
        assertEquals(30.0, problem.get("points").asDouble());
        assertEquals(9, problem.get("tests").size());
        problem.get("tests").forEach(t -> assertFalse(t.has("own"), t::toString));
        assertEquals(30.0, run.report().get("points").asDouble());

        JsonNode own = problem.get("ownTests");
        assertEquals(3, own.get("total").asInt());
        assertEquals(3, own.get("judged").asInt());
        assertEquals(2, own.get("passed").asInt());
        List<String> names = new ArrayList<>();
        own.get("tests").forEach(t -> {
            assertTrue(t.get("own").asBoolean(), t::toString);
            names.add(t.get("name").asText() + " " + t.get("verdict").asText() + " " + t.get("expectedFrom").asText());
        });
        assertEquals(List.of("a-five AC file", "b-six-wrong WA file", "c-seven AC reference"), names);
        JsonNode wrong = own.get("tests").get(1);
        assertEquals("solutions/n-queens-ii/tests/b-six-wrong.json", wrong.get("file").asText());
        assertEquals(5, wrong.get("expected").asInt());
        assertEquals(4, wrong.get("actual").asInt());
        assertEquals("accepted/Backtracking.java", own.get("tests").get(2).get("reference").asText());

        String xml = Files.readString(junit);
        assertTrue(xml.contains("<testsuite name=\"n-queens-ii\" tests=\"12\" failures=\"0\" errors=\"0\" skipped=\"1\""),
                xml);
        assertTrue(xml.contains("<testcase classname=\"n-queens-ii.own\" name=\"b-six-wrong\""), xml);
        assertTrue(xml.contains("<skipped message=\"your own test, which does not count against the problem: WA: "
                + "expected 5, got 4\"/>"), xml);
    }

    @Test
    void withoutExpectedAndWithoutAReferenceTheOutputIsShownButNotJudged() throws IOException {
        deleteTree(root.resolve("problems/n-queens-ii/submissions/accepted"));
        own("mine.json", "{\"input\": {\"n\": 6}}");

        CliResult run = Judgew.test(root, "n-queens-ii");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().matches("(?s).*\n  own mine      --  .* ms  not judged\n"
                + "                input     n = 6\n"
                + "                output    4\n"
                + "                why       not judged: the file has no \"expected\", and the problem has no reference "
                + "\\(an accepted submission\\) to check against\n.*"), run::toString);
        assertTrue(run.out().contains("\n  own tests  1 not judged; "), run::toString);
        JsonNode mine = run.problem("n-queens-ii").get("ownTests").get("tests").get(0);
        assertTrue(mine.get("verdict").isNull(), mine::toString);
        assertFalse(mine.get("judged").asBoolean(), mine::toString);
        assertEquals(4, mine.get("actual").asInt(), mine::toString);
    }

    @Test
    void aMalformedOwnTestNamesItsFileLineAndColumnAndThePackagesTestsAreStillJudged() throws IOException {
        own("broken.json", "{\"input\": {\"n\": 3}\n");
        own("not-an-int.json", "{\"input\": {\"n\": \"x\"}}");
        own("ok.json", "{\"input\": {\"n\": 4}, \"expected\": 2}");

        CliResult run = Judgew.test(root, "n-queens-ii", "--verbose");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().contains("\n  AC  accepted: 9/9 tests passed, "), run::toString);
        assertTrue(run.out().contains("\n  own broken      ??   not read: the file is not a test the judge can run\n"
                + "                  why       solutions/n-queens-ii/tests/broken.json:2:1: malformed JSON"), run::toString);
        assertTrue(run.out().contains("why       solutions/n-queens-ii/tests/not-an-int.json:1:17: argument \"n\" is not "
                + "of type int"), run::toString);
        assertTrue(run.out().contains("\n  own ok          AC "), run::toString);
        assertTrue(run.out().contains("\n  own tests  1/1 passed, 2 files not read; "), run::toString);
        JsonNode broken = run.problem("n-queens-ii").get("ownTests").get("tests").get(0);
        assertEquals("broken", broken.get("name").asText());
        assertFalse(broken.get("read").asBoolean(), broken::toString);
        assertTrue(broken.get("message").asText().startsWith("solutions/n-queens-ii/tests/broken.json:2:1: "), broken::toString);
    }

    @Test
    void ownTestsRunAfterAFailingPackageTestAndOnlyPicksAmongThePackagesTests() throws IOException {
        TestRepository.solve(root, "n-queens-ii", FIXTURES.resolve("n-queens-ii/ThrowsOnFive.java"));
        own("mine.json", "{\"input\": {\"n\": 4}}");

        CliResult all = Judgew.test(root, "n-queens-ii", "--verbose");
        CliResult only = Judgew.test(root, "n-queens-ii", "--only", "1");

        assertEquals(ExitCodes.NOT_ACCEPTED, all.exit(), all::toString);
        assertEquals("RE", all.problem("n-queens-ii").get("verdict").asText(), all::toString);
        assertTrue(all.out().contains("\n  own mine      AC "), all::toString);
        assertEquals(1, only.problem("n-queens-ii").get("tests").size(), only::toString);
        assertEquals(1, only.problem("n-queens-ii").get("ownTests").get("passed").asInt(), only::toString);
    }

    @Test
    void runSaveTwiceWritesRun001ThenRun002WithTheReferencesOutputAndChangesNothingElse() throws IOException {
        Map<String, String> before = solutions();

        CliResult first = Judgew.run(root, "run", "n-queens-ii", "--input", "n = 4", "--save");
        CliResult second = Judgew.run(root, "run", "n-queens-ii", "--input", "{\"n\": 5}", "--save");

        assertEquals(ExitCodes.ACCEPTED, first.exit(), first::toString);
        assertTrue(first.out().contains("\nSaved as solutions/n-queens-ii/tests/run-001.json, with the reference's "
                + "output as expected; ./judgew test n-queens-ii runs it after the package's tests.\n"), first::toString);
        assertTrue(second.out().contains("\nSaved as solutions/n-queens-ii/tests/run-002.json, "), second::toString);
        Map<String, String> after = solutions();
        JsonNode saved1 = JSON.readTree(after.remove("n-queens-ii/tests/run-001.json"));
        JsonNode saved2 = JSON.readTree(after.remove("n-queens-ii/tests/run-002.json"));
        assertEquals(JSON.readTree("{\"input\": {\"n\": 4}, \"expected\": 2}"), saved1);
        assertEquals(JSON.readTree("{\"input\": {\"n\": 5}, \"expected\": 10}"), saved2);
        assertEquals(before, after, "nothing else under solutions/ changed");

        CliResult judged = Judgew.test(root, "n-queens-ii");
        assertEquals(2, judged.problem("n-queens-ii").get("ownTests").get("passed").asInt(), judged::toString);
    }

    @Test
    void runSaveNeverOverwritesAFileThatIsThereAndSavesWithoutExpectedWhenNothingDecidedIt() throws IOException {
        Path mine = own("run-001.json", "{\"input\": {\"n\": 1}, \"expected\": 1, \"comment\": \"written by hand\"}");
        byte[] handWritten = Files.readAllBytes(mine);
        deleteTree(root.resolve("problems/n-queens-ii/submissions/accepted"));

        CliResult run = Judgew.run(root, "run", "n-queens-ii", "--input", "n = 6", "--save");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().contains("\nSaved as solutions/n-queens-ii/tests/run-002.json, without expected (the "
                + "reference decides when ./judgew test runs it); "), run::toString);
        assertEquals(new String(handWritten, StandardCharsets.UTF_8), Files.readString(mine), "run-001.json untouched");
        assertEquals(JSON.readTree("{\"input\": {\"n\": 6}}"),
                JSON.readTree(root.resolve("solutions/n-queens-ii/tests/run-002.json").toFile()));
    }

    @Test
    void runSaveOfAnInputAlreadySavedWritesNothingAndSaysWhere() throws IOException {
        own("mine.json", "{\"input\": {\"n\": 6}, \"expected\": 4, \"comment\": \"by hand\"}");
        CliResult first = Judgew.run(root, "run", "n-queens-ii", "--input", "n = 4", "--save");
        Map<String, String> before = solutions();

        CliResult again = Judgew.run(root, "run", "n-queens-ii", "--input", "{\"n\": 4}", "--save");
        CliResult handWritten = Judgew.run(root, "run", "n-queens-ii", "--input", "n = 6", "--save");

        assertTrue(first.out().contains("\nSaved as solutions/n-queens-ii/tests/run-001.json, "), first::toString);
        assertEquals(ExitCodes.ACCEPTED, again.exit(), again::toString);
        assertTrue(again.out().contains("\nNot saved again: this input is already saved as "
                + "solutions/n-queens-ii/tests/run-001.json; ./judgew test n-queens-ii runs it after the package's "
                + "tests.\n"), again::toString);
        assertEquals(ExitCodes.ACCEPTED, handWritten.exit(), handWritten::toString);
        assertTrue(handWritten.out().contains("already saved as solutions/n-queens-ii/tests/mine.json;"),
                handWritten::toString);
        assertEquals(before, solutions(), "nothing written");
    }

    @Test
    void runSaveWhereTheTestsFolderIsAFileSaysSoPlainly() throws IOException {
        Path tests = root.resolve("solutions/n-queens-ii/tests");
        Files.writeString(tests, "not a folder");

        CliResult run = Judgew.run(root, "run", "n-queens-ii", "--input", "n = 4", "--save");

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertTrue(run.err().contains("error: solutions/n-queens-ii/tests is a file, not a folder: "), run::toString);
        assertEquals("not a folder", Files.readString(tests));
    }

    @Test
    void theOwnTestsFolderBesideASolutionIsNoMisplacedSolution() throws IOException {
        own("mine.json", "{\"input\": {\"n\": 4}, \"expected\": 2}");

        CliResult run = Judgew.test(root);

        assertEquals(0, run.report().get("misplaced").size(), run::toString);
        assertFalse(run.out().contains("Not judged"), run::toString);
    }

    /** Writes one of the learner's own tests of n-queens-ii. */
    private Path own(String name, String text) throws IOException {
        Path file = root.resolve("solutions/n-queens-ii/tests").resolve(name);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        return file;
    }

    /** Every file under solutions/, by its path there, with its text. */
    private Map<String, String> solutions() throws IOException {
        Path solutions = root.resolve("solutions");
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(solutions)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                files.put(solutions.relativize(file).toString(), Files.readString(file));
            }
        }
        return files;
    }

    private static void deleteTree(Path folder) throws IOException {
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path path : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
