package dev.practicejudge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.practicejudge.run.NamespaceSandbox;
import dev.practicejudge.testing.ClassroomReporter;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The judge as a GitHub Classroom assignment runs it, held to the official actions' shapes (see
 * {@link ClassroomReporter}): the two notices Classroom reads, the grader {@code result} output
 * the reporter decodes, and the points of both agreeing with the {@code Points X/Y} line on the
 * console; for an all-accepted, a partly accepted and a compile-error repository. And the job
 * summary says whether the sandbox was on.
 */
@EndToEnd
class ClassroomAutogradingTest {

    /** The keys of a test entry, in autograding-io-grader's order ({@code src/main.js}). */
    static final List<String> TEST_KEYS = List.of("name", "status", "message", "test_code", "filename", "line_no",
            "execution_time", "score");
    static final List<String> RESULT_KEYS = List.of("version", "status", "max_score", "tests");

    @TempDir
    Path root;

    Path summary;
    Path output;
    Map<String, String> gitHubActions;

    @BeforeEach
    void classroom() throws IOException {
        TestRepository.copyCoreProblems(root);
        summary = root.resolve("summary.md");
        output = root.resolve("output.txt");
        gitHubActions = Map.of("GITHUB_ACTIONS", "true", "GITHUB_STEP_SUMMARY", summary.toString(),
                "GITHUB_OUTPUT", output.toString());
    }

    @Test
    void allAcceptedRepositoryScoresFullPointsInBothForms() throws IOException {
        TestRepository.solve(root, "n-queens", "n-queens/AcceptedLexicographic.java");
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/Accepted.java");
        TestRepository.solve(root, "sudoku-solver",
                TestRepository.ROOT.resolve("problems/sudoku-solver/submissions/accepted/MostConstrainedCell.java"));

        Graded graded = grade();

        assertEquals(ExitCodes.ACCEPTED, graded.plain().exit(), graded.plain().output());
        assertEquals(ExitCodes.ACCEPTED, graded.withResult().exit(), graded.withResult().output());
        assertEquals("Points 90/90", graded.pointsLine());
        assertEquals(List.of("::notice title=Autograding complete::Points 90/90",
                "::notice title=Autograding report::{\"totalPoints\":90,\"maxPoints\":90}"), graded.notices());
        JsonNode result = graded.result();
        assertEquals("pass", result.get("status").asText());
        assertEquals(90, result.get("max_score").asInt());
        // 30 points over 9 tests, in whole points so that any order of sums stays exact.
        assertEquals(List.of(4.0, 4.0, 4.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0), scores(result, "n-queens: "));
        assertTrue(result.get("tests").get(0).get("score").isIntegralNumber(), "a whole score is written as an integer");
        JsonNode first = result.get("tests").get(0);
        assertEquals("n-queens: 01-n1", first.get("name").asText());
        assertEquals("pass", first.get("status").asText());
        assertTrue(first.get("message").isNull(), first.toString());
        assertEquals("", first.get("test_code").asText());
        assertEquals("solutions/n-queens/Solution.java", first.get("filename").asText());
        assertEquals(0, first.get("line_no").asInt());
        assertEquals(graded.notices(), ClassroomReporter.notices(graded.runners("judge")));
        assertEquals(90.0, ClassroomReporter.tableScore(result));
    }

    @Test
    void partlyAcceptedRepositoryWithPartialCreditSumsExactlyToTheConsolesFraction() throws IOException {
        Path spec = root.resolve("problems/n-queens-ii/problem.json");
        Files.writeString(spec, Files.readString(spec).replace("\"comparison\"",
                "\"grading\": {\"points\": 20, \"partialCredit\": true},\n  \"comparison\""));
        // All or nothing: some of its tests pass, and it earns none of its 30 points.
        TestRepository.solve(root, "n-queens", "n-queens/WrongNoAntiDiagonal.java");
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/ThrowsOnFive.java");
        TestRepository.solve(root, "sudoku-solver",
                TestRepository.ROOT.resolve("problems/sudoku-solver/submissions/accepted/MostConstrainedCell.java"));

        Graded graded = grade();

        assertEquals(ExitCodes.NOT_ACCEPTED, graded.withResult().exit(), graded.withResult().output());
        // 30 + 20 x 4/9 = 38.888..., printed to hundredths; the reporter must print the same number.
        assertEquals("Points 38.89/80", graded.pointsLine());
        assertEquals(List.of("::notice title=Autograding complete::Points 38.89/80",
                "::notice title=Autograding report::{\"totalPoints\":38.89,\"maxPoints\":80}"), graded.notices());
        assertEquals(graded.notices(), ClassroomReporter.notices(graded.runners("judge")));
        JsonNode result = graded.result();
        assertEquals("fail", result.get("status").asText());
        assertEquals(80, result.get("max_score").asInt());
        List<String> statuses = new ArrayList<>();
        result.get("tests").forEach(t -> {
            if (t.get("name").asText().startsWith("n-queens-ii: ")) {
                statuses.add(t.get("status").asText());
            }
        });
        assertEquals(List.of("pass", "pass", "pass", "pass", "fail", "fail", "fail", "fail", "fail"), statuses);
        List<Double> shares = scores(result, "n-queens-ii: ");
        assertEquals(8.89, shares.stream().mapToDouble(Double::doubleValue).sum(), 1e-9);
        assertEquals(List.of(0.0, 0.0, 0.0, 0.0, 0.0), shares.subList(4, 9), "a failed test earns nothing");
        JsonNode failed = entry(result, "n-queens-ii: 05-n5");
        assertEquals("./judgew test n-queens-ii --only 05-n5", failed.get("test_code").asText());
        assertTrue(failed.get("message").asText().startsWith("RE: "), failed.toString());
        List<Double> nQueens = scores(result, "n-queens: ");
        assertEquals(9, nQueens.size());
        assertTrue(nQueens.stream().allMatch(s -> s == 0), "a problem not accepted earns nothing: " + nQueens);
        assertTrue(result.findValuesAsText("name").stream().anyMatch(name -> name.startsWith("n-queens: ")
                && entry(result, name).get("status").asText().equals("pass")), "some of its tests passed: " + result);
        assertEquals(30.0, scores(result, "sudoku-solver: ").stream().mapToDouble(Double::doubleValue).sum());
    }

    @Test
    void compileErrorRepositoryGetsOneFailingEntryAtTheErrorsLine() throws IOException {
        TestRepository.solve(root, "n-queens", "n-queens/SyntaxError.java");
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/Accepted.java");

        Graded graded = grade();

        assertEquals(ExitCodes.NOT_ACCEPTED, graded.withResult().exit(), graded.withResult().output());
        assertEquals("Points 30/90", graded.pointsLine());
        assertEquals(List.of("::notice title=Autograding complete::Points 30/90",
                "::notice title=Autograding report::{\"totalPoints\":30,\"maxPoints\":90}"), graded.notices());
        assertEquals(graded.notices(), ClassroomReporter.notices(graded.runners("judge")));
        JsonNode result = graded.result();
        assertEquals("fail", result.get("status").asText());
        JsonNode compile = entry(result, "n-queens: compile error");
        assertEquals(new ObjectMapper().readTree("{\"name\":\"n-queens: compile error\",\"status\":\"fail\",\"score\":0,"
                + "\"message\":\"CE: ';' expected\",\"test_code\":\"./judgew test n-queens\","
                + "\"filename\":\"solutions/n-queens/Solution.java\",\"line_no\":5,\"execution_time\":\"0s\"}"), compile);
        assertEquals(List.of(4.0, 4.0, 4.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0), scores(result, "n-queens-ii: "));
    }

    @Test
    void oneStepPerProblemAddsUpInTheReporterAndAMissingSolutionStillReportsItsZero() throws IOException {
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/Accepted.java");
        Map<String, String> reporterEnvironment = new HashMap<>();

        CliResult solved = Judgew.run(gitHubActions, root, "test", "n-queens-ii", "--classroom-result");
        reporterEnvironment.put("NQUEENSII_RESULTS", lastResult());
        CliResult missing = Judgew.run(gitHubActions, root, "test", "sudoku-solver", "--classroom-result");
        reporterEnvironment.put("SUDOKU_RESULTS", lastResult());

        assertEquals(ExitCodes.ACCEPTED, solved.exit(), solved.output());
        assertEquals(ExitCodes.ERROR, missing.exit(), "a named problem without a solution is still a usage error");
        assertTrue(missing.err().contains("error: no solution yet for sudoku-solver: run ./judgew new sudoku-solver"),
                missing.err());
        assertTrue(missing.out().lines().anyMatch("Points 0/30"::equals), missing.out());
        assertFalse(solved.output().contains("title=Autograding"), "the reporter step makes the notices: " + solved.output());
        List<ClassroomReporter.Runner> runners = ClassroomReporter.read("nqueensii,sudoku", reporterEnvironment);
        assertEquals(List.of("::notice title=Autograding complete::Points 30/60",
                "::notice title=Autograding report::{\"totalPoints\":30,\"maxPoints\":60}"),
                ClassroomReporter.notices(runners));
        assertEquals("fail", runners.get(1).results().get("status").asText());
    }

    @Test
    void aRepositoryWithNoSolutionYetScoresZeroRatherThanNothing() throws IOException {
        CliResult plain = Judgew.run(gitHubActions, root, "test");
        CliResult withResult = Judgew.run(gitHubActions, root, "test", "--classroom-result");

        assertEquals(ExitCodes.ACCEPTED, plain.exit(), plain.output());
        assertTrue(plain.out().contains("Nothing to judge: no problem has a solution yet."), plain.out());
        assertTrue(plain.out().contains("::notice title=Autograding complete::Points 0/90\n"
                + "::notice title=Autograding report::{\"totalPoints\":0,\"maxPoints\":90}\n"), plain.out());
        assertEquals(ExitCodes.ACCEPTED, withResult.exit(), withResult.output());
        JsonNode result = ClassroomReporter.decode(lastResult());
        assertShape(result);
        assertEquals(List.of("n-queens: not attempted", "n-queens-ii: not attempted", "sudoku-solver: not attempted"),
                result.findValuesAsText("name"));
        assertEquals(new ObjectMapper().readTree("{\"name\":\"sudoku-solver: not attempted\",\"status\":\"fail\","
                + "\"score\":0,\"message\":\"not attempted: there is no solutions/sudoku-solver/Solution.java\","
                + "\"test_code\":\"./judgew new sudoku-solver\",\"filename\":\"solutions/sudoku-solver/Solution.java\","
                + "\"line_no\":0,\"execution_time\":\"0s\"}"), result.get("tests").get(2));
        assertEquals(List.of("::notice title=Autograding complete::Points 0/90",
                "::notice title=Autograding report::{\"totalPoints\":0,\"maxPoints\":90}"),
                ClassroomReporter.notices(List.of(new ClassroomReporter.Runner("judge", result))));
    }

    @Test
    void jobSummarySaysWhetherTheSandboxWasOn() throws IOException {
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/Accepted.java");

        Judgew.run(gitHubActions, root, "test", "n-queens-ii");
        String off = Files.readString(summary);
        Files.delete(summary);
        CliResult sandboxed = Judgew.run(gitHubActions, root, "--sandbox", "test", "n-queens-ii");
        String asked = Files.readString(summary);

        assertEquals(ExitCodes.ACCEPTED, sandboxed.exit(), sandboxed.output());
        assertTrue(off.contains("> [!WARNING]\n> **Sandbox: off** (--sandbox was not given): solutions ran with the "
                + "job's own access to the repository"), off);
        NamespaceSandbox.Probe probe = NamespaceSandbox.probe();
        if (probe.available()) {
            assertTrue(asked.contains("\nSandbox: on (Linux namespaces: no network, read-only system folders, "
                    + "nothing else of the file system).\n"), asked);
        } else {
            assertTrue(asked.contains("**Sandbox: off** (--sandbox was given, but it is not available here: "
                    + probe.reason()), asked);
        }
    }

    /** A repository graded twice, as two workflows would: plain, and with --classroom-result. */
    record Graded(CliResult plain, CliResult withResult, String pointsLine, List<String> notices, String encoded) {

        JsonNode result() {
            return ClassroomReporter.decode(encoded);
        }

        List<ClassroomReporter.Runner> runners(String id) {
            return ClassroomReporter.read(id, Map.of(id.toUpperCase() + "_RESULTS", encoded));
        }
    }

    /**
     * Runs {@code test} as a workflow of that one step, then with {@code --classroom-result}; checks
     * what must hold of every repository: the same points line on the console both times, the judge's
     * notices only without the flag, one result output of the graders' exact shape with it.
     */
    private Graded grade() throws IOException {
        CliResult plain = Judgew.run(gitHubActions, root, "test");
        assertFalse(Files.exists(output), "no step output without --classroom-result");
        CliResult withResult = Judgew.run(gitHubActions, root, "test", "--classroom-result");

        String pointsLine = plain.out().lines().filter(l -> l.startsWith("Points ")).reduce((a, b) -> b).orElseThrow();
        assertTrue(withResult.out().lines().anyMatch(pointsLine::equals), withResult.out());
        List<String> notices = plain.out().lines().filter(l -> l.startsWith("::notice title=Autograding")).toList();
        assertEquals("::notice title=Autograding complete::" + pointsLine, notices.get(0), plain.out());
        assertFalse(plain.out().contains("::notice title=Points::"), "the old Points notice is gone: " + plain.out());
        assertFalse(withResult.out().contains("title=Autograding"), withResult.out());
        List<String> lines = Files.readAllLines(output);
        assertEquals(1, lines.size(), lines.toString());
        assertTrue(lines.get(0).matches("result=[A-Za-z0-9+/]+=*"), lines.get(0));
        String encoded = lines.get(0).substring("result=".length());
        assertShape(ClassroomReporter.decode(encoded));
        return new Graded(plain, withResult, pointsLine, notices, encoded);
    }

    /** The graders' shape exactly: these keys in this order, these types, these statuses. */
    private static void assertShape(JsonNode result) {
        assertEquals(RESULT_KEYS, keys(result), result.toString());
        assertEquals(1, result.get("version").asInt());
        assertTrue(result.get("version").isInt() && result.get("max_score").isInt(), result.toString());
        assertTrue(Set.of("pass", "fail", "error").contains(result.get("status").asText()), result.toString());
        for (JsonNode test : result.get("tests")) {
            assertEquals(TEST_KEYS, keys(test), test.toString());
            assertTrue(test.get("name").isTextual() && test.get("score").isNumber() && test.get("test_code").isTextual()
                    && test.get("filename").isTextual() && test.get("line_no").isIntegralNumber()
                    && (test.get("message").isNull() || test.get("message").isTextual()), test.toString());
            assertTrue(Set.of("pass", "fail", "error").contains(test.get("status").asText()), test.toString());
            assertTrue(test.get("execution_time").asText().matches("[0-9]+(\\.[0-9]+)?s"), test.toString());
        }
    }

    private static List<String> keys(JsonNode node) {
        List<String> keys = new ArrayList<>();
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            keys.add(names.next());
        }
        return keys;
    }

    private static List<Double> scores(JsonNode result, String prefix) {
        List<Double> scores = new ArrayList<>();
        result.get("tests").forEach(t -> {
            if (t.get("name").asText().startsWith(prefix)) {
                scores.add(t.get("score").asDouble());
            }
        });
        return scores;
    }

    private static JsonNode entry(JsonNode result, String name) {
        for (JsonNode test : result.get("tests")) {
            if (test.get("name").asText().equals(name)) {
                return test;
            }
        }
        throw new AssertionError("no test entry " + name + " in " + result);
    }

    private String lastResult() throws IOException {
        List<String> lines = Files.readAllLines(output);
        return lines.get(lines.size() - 1).substring("result=".length());
    }
}
