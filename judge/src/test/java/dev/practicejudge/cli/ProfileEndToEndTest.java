package dev.practicejudge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./judgew profile} through the real CLI: the console's table, chart, growth lines and
 * projection, the {@code --json} shape, the {@code --html} page, a wrong solution stopped by the
 * reference's answers, a compile error, a generated ladder, and the usage errors. Quick profiles
 * ({@code --stop-at 0.1}): the times themselves are asserted only in
 * {@code profile.GrowthOfKnownSolutionsTest}.
 */
@EndToEnd
class ProfileEndToEndTest {

    private static final Path FIXTURES = TestRepository.FIXTURES.resolve("profile");

    @TempDir
    static Path root;

    private static CliResult bitmask;
    private static JsonNode report;
    private static String html;

    @BeforeAll
    static void profileABitmaskSolutionAgainstTheReferences() throws IOException {
        TestRepository.copyProblems(root, List.of("n-queens-ii", "reverse-linked-list"));
        Path json = root.resolve("profile.json");
        Path page = root.resolve("profile.html");
        bitmask = Judgew.run(root, "profile", "n-queens-ii", "--solution",
                FIXTURES.resolve("n-queens-ii/BitmaskPruning.java").toString(), "--stop-at", "0.1",
                "--json", json.toString(), "--html", page.toString());
        report = Json.MAPPER.readTree(Files.readString(json));
        html = Files.readString(page);
    }

    @Test
    void theConsoleShowsTheTableTheChartEachSolutionsGrowthAndTheProjection() {
        assertEquals(0, bitmask.exit(), bitmask::toString);
        String out = bitmask.out();
        assertTrue(out.contains("  profile: 10 sizes, n = 4 to 13, until a run takes 100 ms; 3 solutions, one at a time"),
                out);
        assertTrue(Pattern.compile("(?m)^  n +A BitmaskPruning +B Backtracking +C Bitmask$").matcher(out).find(), out);
        assertTrue(Pattern.compile("(?m)^   4 +[0-9.]+ [µm]?s +[0-9.]+ [µm]?s +[0-9.]+ [µm]?s$").matcher(out).find(), out);
        assertTrue(out.contains("median CPU time per run (log scale) against n"), out);
        assertTrue(Pattern.compile("(?m)^ +4 +5 +6 +7 +8 +9 +10 +11 +12 +13$").matcher(out).find(), out);
        for (String name : List.of("A BitmaskPruning.java", "B accepted/Backtracking.java", "C accepted/Bitmask.java")) {
            assertTrue(Pattern.compile("(?m)^  " + Pattern.quote(name) + ": (x\\d+\\.\\d per n at the largest sizes"
                    + "|growth: too few sizes took long enough to measure)$").matcher(out).find(), name + "\n" + out);
        }
        assertTrue(Pattern.compile("(?m)^    Its ladder ended: .*n = \\d+").matcher(out).find(), out);
        assertTrue(Pattern.compile("(?m)^  n = \\d+: (about )?[0-9.]+ [µm]?s (measured )?for BitmaskPruning\\.java;"
                + " accepted/(Bitmask|Backtracking)\\.java: ").matcher(out).find(), out);
        assertTrue(out.contains("A profile measures: it never grades."), out);
        // The first line names the solution's file as every command's header does, however long its path.
        assertTrue(out.lines().skip(1).allMatch(line -> line.length() <= 100), "lines within 100 columns:\n" + out);
    }

    @Test
    void theJsonReportHoldsEachSolutionsSizesTimesAndFit() {
        assertEquals("n-queens-ii", report.get("problem").asText());
        assertEquals("n", report.get("sizeName").asText());
        assertEquals(100.0, report.get("stopAtMs").asDouble());
        JsonNode series = report.get("series");
        assertEquals(3, series.size(), report::toPrettyString);
        assertEquals("BitmaskPruning.java", series.get(0).get("name").asText());
        assertTrue(series.get(0).get("learner").asBoolean());
        assertEquals("accepted/Backtracking.java", series.get(1).get("name").asText());
        assertFalse(series.get(1).get("learner").asBoolean());
        for (JsonNode entry : series) {
            assertEquals(Set.of("name", "learner", "stopped", "points", "growth"), fields(entry));
            assertTrue(entry.get("points").size() >= 3, entry::toPrettyString);
            long previous = 0;
            for (JsonNode point : entry.get("points")) {
                assertEquals(Set.of("size", "medianCpuMs", "medianWallMs", "cpuMs", "wallMs", "allocatedBytes",
                        "warmUps"), fields(point));
                assertTrue(point.get("size").asLong() > previous, "sizes ascend: " + entry);
                previous = point.get("size").asLong();
                assertTrue(point.get("medianCpuMs").isNumber() && point.get("medianCpuMs").asDouble() >= 0);
                assertEquals(point.get("cpuMs").size(), point.get("wallMs").size());
                assertTrue(point.get("cpuMs").size() >= 3, point::toString);
                assertTrue(point.get("warmUps").asInt() >= 1, point::toString);
            }
            JsonNode growth = entry.get("growth");
            assertEquals(Set.of("perStep", "perDoubling", "class", "inconclusive", "candidates", "reason"),
                    fields(growth));
            assertEquals(growth.get("class").isNull(), growth.get("inconclusive").asBoolean(), growth::toString);
            assertTrue(growth.get("reason").isTextual());
        }
    }

    @Test
    void theHtmlPageDrawsTheChartAsSvgWithALineAndALegendEntryPerSolution() {
        assertTrue(html.startsWith("<!DOCTYPE html>"), html);
        assertTrue(html.contains("<svg xmlns=\"http://www.w3.org/2000/svg\""), html);
        assertEquals(3, count(html, "<polyline "), html);
        assertTrue(html.contains("BitmaskPruning.java (yours)"), html);
        assertTrue(html.contains("accepted/Bitmask.java"), html);
        assertFalse(html.contains("<script"), "self-contained, no scripts");
    }

    @Test
    void aWrongSolutionIsStoppedWhereItsAnswerDiffersFromTheReferences() {
        CliResult wrong = Judgew.run(root, "profile", "n-queens-ii", "--solution",
                root.resolve("problems/n-queens-ii/submissions/wrong_answer/CountsMirrorOnce.java").toString(),
                "--stop-at", "0.1");
        assertEquals(1, wrong.exit(), wrong::toString);
        String words = wrong.out().replaceAll("\\s+", " ");
        assertTrue(Pattern.compile("Its ladder ended: WA at n = \\d+ \\(checked against accepted/Backtracking\\.java's"
                + " answer\\): the time of a wrong answer says nothing\\.").matcher(words).find(), wrong.out());
    }

    @Test
    void aSolutionThatDoesNotCompileIsReportedAsTestReportsIt() throws IOException {
        Path broken = root.resolve("Broken.java");
        Files.writeString(broken, "class Solution { public int totalNQueens(int n) { return n }\n}\n");
        CliResult result = Judgew.run(root, "profile", "n-queens-ii", "--solution", broken.toString());
        assertEquals(1, result.exit(), result::toString);
        assertTrue(result.out().contains("';' expected"), result.out());
        assertTrue(result.out().contains("your solution does not compile, so there is nothing to profile"), result.out());
    }

    @Test
    void aProblemWithoutProfileInputsClimbsItsGeneratorsSizes() {
        CliResult list = Judgew.run(root, "profile", "reverse-linked-list", "--solution",
                FIXTURES.resolve("reverse-linked-list/IterativeLinear.java").toString(), "--no-references",
                "--stop-at", "0.1");
        assertEquals(0, list.exit(), list::toString);
        assertTrue(list.out().contains("sizes, nodes = 1 to 5000,"), list.out());
        assertTrue(list.out().contains("1 solution"), list.out());
        assertTrue(Pattern.compile("(?m)^  A IterativeLinear\\.java: ").matcher(list.out()).find(), list.out());
    }

    @Test
    void aProblemWithNeitherProfileInputsNorAGeneratorIsAUsageError() throws IOException {
        Path copy = root.resolve("problems/no-ladder");
        TestRepository.copyTree(root.resolve("problems/n-queens-ii"), copy);
        ObjectNode spec = (ObjectNode) Json.MAPPER.readTree(Files.readString(copy.resolve("problem.json")));
        spec.remove("generator");
        spec.remove("profile");
        Files.writeString(copy.resolve("problem.json"), spec.toPrettyString());
        CliResult result = Judgew.run(root, "profile", "no-ladder", "--solution",
                FIXTURES.resolve("n-queens-ii/BitmaskPruning.java").toString());
        assertEquals(2, result.exit(), result::toString);
        assertTrue(result.err().contains("no-ladder has neither profile inputs nor a generator"), result.err());
    }

    @Test
    void aStoppingTimeOutOfRangeIsAUsageError() {
        CliResult result = Judgew.run(root, "profile", "n-queens-ii", "--stop-at", "0");
        assertEquals(2, result.exit(), result::toString);
        assertTrue(result.err().contains("--stop-at 0.0: give a number of seconds above 0 and at most 60"),
                result.err());
    }

    private static Set<String> fields(JsonNode node) {
        Set<String> names = new TreeSet<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static int count(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }
}
