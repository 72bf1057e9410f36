package dev.practicejudge.cli;

import static dev.practicejudge.testing.TestRepository.FIXTURES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code judgew stress}, end to end on copies of the shipped packages: for each of five problems, a
 * fixture solution that passes every shipped test but has a bug (each explained in its file) is
 * caught within 30 s, and the counterexample printed is the smallest one that bug has. Also: a
 * correct solution's honest "no difference" line, {@code --save} never overwriting, {@code --seed}
 * reproducing, and the usage errors.
 */
@EndToEnd
class StressEndToEndTest {

    private static final Path STRESS_FIXTURES = FIXTURES.resolve("stress");
    private static final long BUDGET_MS = 30_000;

    @TempDir
    Path root;

    @Test
    void subsetsThatDedupByJoinedDigitsIsCaughtWithThreeNumbers() throws IOException {
        JsonNode found = caught("subsets", "DedupsByJoinedDigits.java");

        // The smallest input: two numbers whose digits, joined, spell the third ([1,0,10] or [-1,0,-10]).
        JsonNode nums = found.get("input").get("nums");
        assertEquals(3, nums.size(), found::toString);
        assertEquals(3, found.get("size").asInt());
        assertTrue(nums.toString().matches("\\[.*\\b0\\b.*]") && nums.toString().contains("10"), nums::toString);
    }

    @Test
    void aPalindromeTableOffByOneIsCaughtWithFourLetters() throws IOException {
        JsonNode found = caught("palindrome-partitioning", "MiddleOffByOne.java");

        String s = found.get("input").get("s").asText();
        assertEquals(4, s.length(), found::toString);
        assertTrue(s.charAt(0) == s.charAt(3) && s.charAt(1) != s.charAt(2), s);
        assertEquals("aaba", s, "with seed 1 the shrinker ends at the simplest such string");
    }

    @Test
    void aBstCheckThatStopsAtTheGrandparentIsCaughtWithFourNodes() throws IOException {
        JsonNode found = caught("validate-binary-search-tree", "ParentAndGrandparent.java");

        JsonNode root = found.get("input").get("root");
        long nodes = 0;
        for (JsonNode entry : root) {
            nodes += entry.isNull() ? 0 : 1;
        }
        assertEquals(4, nodes, found::toString);
        assertEquals("false", found.get("expected").toString());
        assertEquals("true", found.get("actual").toString());
    }

    @Test
    void aMergeWithAStaleTailIsCaughtWithThreeListsOfFourNodes() throws IOException {
        JsonNode found = caught("merge-k-sorted-lists", "StaleTail.java");

        assertEquals("[[0],[0],[0,0]]", found.get("input").get("lists").toString(), found::toString);
        assertEquals("[0,0,0,0]", found.get("expected").toString());
        assertEquals("[0,0,0]", found.get("actual").toString());
    }

    @Test
    void anLruCacheWhosePutOfTheSameValueDoesNotRefreshIsCaughtWithFiveCalls() throws IOException {
        JsonNode found = caught("lru-cache", "SameValueNoRefresh.java");

        JsonNode input = found.get("input");
        assertEquals("[\"LRUCache\",\"put\",\"put\",\"put\",\"put\",\"get\"]", input.get("operations").toString(),
                found::toString);
        assertEquals(2, input.get("arguments").get(0).get(0).asInt(), "capacity 2: " + input);
        JsonNode args = input.get("arguments");
        assertEquals(args.get(1), args.get(3), "the third put repeats the first, value and all: " + input);
    }

    @Test
    void aCorrectSolutionFindsNoDifferenceAndSaysItIsNoProof() throws IOException {
        TestRepository.copyProblems(root, List.of("subsets"));

        CliResult run = Judgew.run(root, "stress", "subsets", "--solution",
                root.resolve("problems/subsets/submissions/accepted/IncludeOrSkip.java").toString(), "--seconds", "2",
                "--seed", "3");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().matches("(?s).*\n  no difference in \\d+ cases up to size 10 in \\d+\\.\\d s \\(not a proof "
                + "that the solution is right\\)\n.*"), run::toString);
        assertTrue(run.out().contains("stress: against accepted/Cascading.java on generated inputs, seed 3, for 2.0 s"),
                run::toString);
    }

    @Test
    void saveWritesStress001ThenStress002AndNeverOverwrites() throws IOException {
        TestRepository.copyProblems(root, List.of("subsets"));
        String fixture = STRESS_FIXTURES.resolve("subsets/DedupsByJoinedDigits.java").toString();

        CliResult first = Judgew.run(root, "stress", "subsets", "--solution", fixture, "--seed", "1", "--save");
        Path saved = root.resolve("solutions/subsets/tests/stress-001.json");
        String firstText = Files.readString(saved);
        CliResult second = Judgew.run(root, "stress", "subsets", "--solution", fixture, "--seed", "1", "--save");

        assertEquals(ExitCodes.NOT_ACCEPTED, first.exit(), first::toString);
        assertTrue(first.out().contains("\n  saved as solutions/subsets/tests/stress-001.json\n"), first::toString);
        assertTrue(second.out().contains("\n  saved as solutions/subsets/tests/stress-002.json\n"), second::toString);
        assertEquals(firstText, Files.readString(saved), "the first file is left as it was");
        JsonNode test = new ObjectMapper().readTree(firstText);
        assertEquals(3, test.get("input").get("nums").size(), firstText);
        assertEquals(8, test.get("expected").size(), "the reference's output is the expected one: " + firstText);
        assertEquals("found by stress, seed 1", test.get("comment").asText());
    }

    @Test
    void theSameSeedFindsTheSameCounterexample() throws IOException {
        TestRepository.copyProblems(root, List.of("subsets"));
        String fixture = STRESS_FIXTURES.resolve("subsets/DedupsByJoinedDigits.java").toString();

        CliResult first = Judgew.withReport(root, "stress", "subsets", "--solution", fixture, "--seed", "5");
        String cases = first.report().get("cases").asText();
        // The printed command: --runs alone runs exactly the cases up to the one found, however long they take.
        CliResult second = Judgew.withReport(root, "stress", "subsets", "--seed", "5", "--runs", cases, "--solution",
                fixture);
        CliResult other = Judgew.withReport(root, "stress", "subsets", "--solution", fixture, "--seed", "6");

        assertEquals(first.report().get("originalInput"), second.report().get("originalInput"));
        assertEquals(first.report().get("cases"), second.report().get("cases"));
        assertEquals(first.report().get("input"), second.report().get("input"));
        assertTrue(first.out().contains("reproduce: ./judgew stress subsets --seed 5 --runs " + cases + " --solution "
                        + fixture + "\n"),
                first::toString);
        assertNotEquals(first.report().get("originalInput"), other.report().get("originalInput"),
                "another seed, other cases");
    }

    @Test
    void anUnknownProblemIsAUsageError() throws IOException {
        TestRepository.copyProblems(root, List.of("subsets"));

        CliResult run = Judgew.run(root, "stress", "subset");

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertTrue(run.err().contains("subsets"), "the closest id is suggested: " + run);
    }

    @Test
    void zeroSecondsIsAUsageError() throws IOException {
        TestRepository.copyProblems(root, List.of("subsets"));

        CliResult run = Judgew.run(root, "stress", "subsets", "--seconds", "0");

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertTrue(run.err().contains("--seconds 0: give a positive number of seconds"), run::toString);
    }

    @Test
    void moreThanADayOfSecondsIsAUsageError() throws IOException {
        TestRepository.copyProblems(root, List.of("subsets"));

        CliResult run = Judgew.run(root, "stress", "subsets", "--seconds", "9200000000");

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertTrue(run.err().contains("--seconds 9200000000: at most 86400 (a day)"), run::toString);
        assertFalse(run.out().contains("no difference"), run::toString);
    }

    @Test
    void aProblemWithoutAGeneratorIsAUsageErrorThatSaysSo() throws IOException {
        TestRepository.copyProblems(root, List.of("subsets"));
        Path spec = root.resolve("problems/subsets/problem.json");
        Files.writeString(spec, Files.readString(spec).replaceAll(",\\s*\"generator\": \"[^\"]*\"", ""));
        TestRepository.solve(root, "subsets", root.resolve("problems/subsets/submissions/accepted/Cascading.java"));

        CliResult run = Judgew.run(root, "stress", "subsets");

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertTrue(run.err().contains("subsets has no generator"), run::toString);
        assertFalse(run.out().contains("no difference"), run::toString);
    }

    /**
     * Proves the fixture passes every shipped test, then stresses it with seed 1 and a 30 s budget,
     * and returns the JSON report of what it found, in time.
     */
    private JsonNode caught(String problem, String fixture) throws IOException {
        TestRepository.copyProblems(root, List.of(problem));
        String file = STRESS_FIXTURES.resolve(problem).resolve(fixture).toString();
        CliResult tested = Judgew.test(root, problem, "--solution", file);
        assertEquals(ExitCodes.ACCEPTED, tested.exit(), () -> "the fixture must pass every shipped test:\n" + tested);

        CliResult stressed = Judgew.withReport(root, "stress", problem, "--solution", file, "--seed", "1", "--seconds",
                "30");

        assertEquals(ExitCodes.NOT_ACCEPTED, stressed.exit(), stressed::toString);
        JsonNode report = stressed.report();
        assertTrue(report.get("found").asBoolean(), stressed::toString);
        assertEquals("WA", report.get("verdict").asText(), stressed::toString);
        // Found at all means found within the 30 s budget: the search stops there. (How long the whole command
        // takes is measured by bench/run, not asserted here.)
        assertTrue(report.get("seconds").asDouble() * 1000 < BUDGET_MS, "found within the budget: " + report);
        assertTrue(stressed.out().contains("\n  counterexample  WA"), stressed::toString);
        assertTrue(stressed.out().matches("(?s).*\n  found after \\d+ cases? \\(sizes up to \\d+\\) in \\d+\\.\\d s; "
                + "shrunk from \\d+ \\w+ to \\d+ \\w+ in \\d+ steps? \\(\\d+\\.\\d s\\); reproduce: ./judgew stress "
                + problem + " --seed 1 --runs " + report.get("cases").asInt() + " --solution .*"), stressed::toString);
        return report;
    }
}
