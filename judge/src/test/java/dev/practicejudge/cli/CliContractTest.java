package dev.practicejudge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The contracts other tools rely on (see the guide): exit statuses 0/1/2, the JSON report's
 * shape, usage errors that say what to do, a broken package that does not stop the others, and
 * a judge that never touches the learner's files. Each test works on a copy of the repository.
 */
class CliContractTest {

    private static final Set<String> VERDICTS = Set.of("AC", "WA", "TLE", "MLE", "RE", "OLE", "CE", "JE");

    @TempDir
    Path root;

    @BeforeEach
    void copyProblems() throws IOException {
        TestRepository.copyCoreProblems(root);
    }

    @EndToEnd
    @Test
    void everyProblemAcceptedExitsZero() throws IOException {
        TestRepository.solve(root, "n-queens", "n-queens/AcceptedLexicographic.java");
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/Accepted.java");

        CliResult run = Judgew.test(root);

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().contains("Summary: 2 of 2 problems accepted"), run::toString);
    }

    @EndToEnd
    @Test
    void anyProblemNotAcceptedExitsOne() throws IOException {
        TestRepository.solve(root, "n-queens", "n-queens/AcceptedLexicographic.java");
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/ThrowsOnFive.java");

        CliResult run = Judgew.test(root);

        assertEquals(ExitCodes.NOT_ACCEPTED, run.exit(), run::toString);
        assertEquals("AC", run.problem("n-queens").get("verdict").asText());
        assertEquals("RE", run.problem("n-queens-ii").get("verdict").asText());
    }

    @EndToEnd
    @Test
    void compileErrorExitsOne() throws IOException {
        TestRepository.solve(root, "n-queens", "n-queens/SyntaxError.java");

        CliResult run = Judgew.test(root, "n-queens");

        assertEquals(ExitCodes.NOT_ACCEPTED, run.exit(), run::toString);
    }

    @EndToEnd
    @Test
    void jsonReportHasTheContractShape() throws IOException {
        TestRepository.solve(root, "n-queens", "n-queens/WrongNoAntiDiagonal.java");
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/Accepted.java");

        JsonNode report = Judgew.test(root).report();

        JsonNode problems = report.get("problems");
        assertTrue(problems.isArray());
        assertEquals(2, problems.size());
        for (JsonNode problem : problems) {
            assertTrue(problem.get("id").isTextual(), problem::toString);
            assertTrue(VERDICTS.contains(problem.get("verdict").asText()), problem::toString);
            assertTrue(problem.get("passed").isInt(), problem::toString);
            assertTrue(problem.get("total").isInt(), problem::toString);
            assertEquals(problem.get("total").asInt(), problem.get("tests").size());
            for (JsonNode test : problem.get("tests")) {
                assertTrue(test.get("name").isTextual(), test::toString);
                assertTrue(VERDICTS.contains(test.get("verdict").asText()), test::toString);
                assertTrue(test.get("timeMs").isNumber(), test::toString);
                assertTrue(test.get("message").isNull() || test.get("message").isTextual(), test::toString);
            }
        }
        JsonNode queens = problems.get(0);
        assertEquals("n-queens", queens.get("id").asText());
        assertEquals("WA", queens.get("verdict").asText());
        assertEquals(1, queens.get("passed").asInt());
        assertEquals(9, queens.get("total").asInt());
        assertEquals("01-n1", queens.get("tests").get(0).get("name").asText());
        assertTrue(queens.get("tests").get(0).get("message").isNull());
        assertEquals("AC", problems.get(1).get("verdict").asText());
    }

    @EndToEnd
    @Test
    void brokenPackageIsJudgeErrorWithFileLineAndColumnAndTheOthersAreStillJudged() throws IOException {
        TestRepository.solve(root, "n-queens", "n-queens/AcceptedLexicographic.java");
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/Accepted.java");
        Files.writeString(root.resolve("problems/n-queens/tests/04-n4.json"), "{\"input\": {\"n\": 4},\n  \"expected\": [,]}");

        CliResult run = Judgew.test(root);

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        JsonNode broken = run.problem("n-queens");
        assertEquals("JE", broken.get("verdict").asText());
        assertTrue(broken.get("message").asText().contains("problems/n-queens/tests/04-n4.json:2:16: malformed JSON"),
                broken::toString);
        assertEquals("AC", run.problem("n-queens-ii").get("verdict").asText(), "the other problem is still judged");
        assertTrue(run.out().contains("JE  judge error: the problem package is broken"), run::toString);
    }

    @EndToEnd
    @Test
    void testInputThatDoesNotMatchTheSignatureIsJudgeErrorNotWrongAnswer() throws IOException {
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/Accepted.java");
        Files.writeString(root.resolve("problems/n-queens-ii/tests/02-n2.json"),
                "{\n  \"input\": {\"n\": \"two\"},\n  \"expected\": 0\n}\n");

        CliResult run = Judgew.test(root, "n-queens-ii");

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        String message = run.problem("n-queens-ii").get("message").asText();
        assertTrue(message.contains("problems/n-queens-ii/tests/02-n2.json:2:18: argument \"n\" is not of type int"), message);
    }

    @EndToEnd
    @Test
    void outputOverTheSpecsLimitIsOutputLimitExceeded() throws IOException {
        TestRepository.solve(root, "n-queens", "n-queens/AcceptedLexicographic.java");
        Path spec = root.resolve("problems/n-queens/problem.json");
        Files.writeString(spec, Files.readString(spec).replace("\"memoryMb\": 256", "\"memoryMb\": 256, \"outputKb\": 1"));

        CliResult run = Judgew.test(root, "n-queens");

        // n = 6 has 4 boards (about 160 bytes of JSON); n = 7 has 40 (about 2.6 KB).
        assertEquals("AC AC AC AC AC AC OLE OLE OLE", run.testVerdicts(), run::toString);
        assertTrue(run.out().contains("the output is larger than the limit of 1 KB"), run::toString);
    }

    @EndToEnd
    @Test
    void checkerThatThrowsIsJudgeErrorNamingTheCheckerNotAWrongAnswer() throws IOException {
        TestRepository.solve(root, "n-queens", "n-queens/AcceptedLexicographic.java");
        Path checker = root.resolve("problems/n-queens/checker/NQueensChecker.java");
        Files.writeString(checker, Files.readString(checker).replace("int n = input.get(\"n\").asInt();",
                "int n = input.get(\"size\").asInt();"));

        CliResult run = Judgew.test(root, "n-queens");

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        JsonNode first = run.problem("n-queens").get("tests").get(0);
        assertEquals("JE", first.get("verdict").asText());
        assertTrue(first.get("message").asText().startsWith(
                "the checker problems/n-queens/checker/NQueensChecker.java failed: java.lang.NullPointerException"),
                first::toString);
        assertTrue(first.get("message").asText().contains("at NQueensChecker.check(NQueensChecker.java:"),
                first::toString);
    }

    @EndToEnd
    @Test
    void checkerThatDoesNotCompileIsJudgeErrorWithFileLineAndColumn() throws IOException {
        TestRepository.solve(root, "n-queens", "n-queens/AcceptedLexicographic.java");
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/Accepted.java");
        Path checker = root.resolve("problems/n-queens/checker/NQueensChecker.java");
        Files.writeString(checker, Files.readString(checker).replace("int n = input.get(\"n\").asInt();",
                "int n = input.get(\"n\").asInt()"));

        CliResult run = Judgew.test(root);

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        String message = run.problem("n-queens").get("message").asText();
        assertTrue(message.contains("problems/n-queens/checker/NQueensChecker.java:23:39: the checker does not compile"),
                message);
        assertTrue(message.contains("';' expected"), message);
        assertEquals("AC", run.problem("n-queens-ii").get("verdict").asText(), "the other problem is still judged");
    }

    @Test
    void unknownProblemIsUsageErrorSuggestingTheClosestId() throws IOException {
        CliResult run = Judgew.test(root, "n-queen");

        assertEquals(ExitCodes.ERROR, run.exit());
        assertTrue(run.err().contains("unknown problem \"n-queen\" (did you mean \"n-queens\"?)"), run::toString);
        assertNull(run.report(), "no report for a usage error");
    }

    @Test
    void solutionOptionNeedsExactlyOneProblem() throws IOException {
        CliResult run = Judgew.test(root, "--solution", "Solution.java");

        assertEquals(ExitCodes.ERROR, run.exit());
        assertTrue(run.err().contains("--solution judges one file, so name exactly one problem"), run::toString);
    }

    @Test
    void namedProblemWithoutASolutionSaysWhereToWriteIt() throws IOException {
        CliResult run = Judgew.test(root, "n-queens");

        assertEquals(ExitCodes.ERROR, run.exit());
        assertTrue(run.err().contains("no solution yet for n-queens: run ./judgew new n-queens to create "
                + "solutions/n-queens/Solution.java"),
                run::toString);
    }

    @EndToEnd
    @Test
    void problemsWithoutSolutionsAreListedAsNotAttempted() throws IOException {
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/Accepted.java");

        CliResult run = Judgew.test(root);

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().matches("(?s).*Not attempted \\(no solutions/<id>/Solution.java\\): [^\\n]*\\bn-queens, .*"),
                run::toString);
        assertFalse(run.out().contains("Not attempted (no solutions/<id>/Solution.java): n-queens-ii"), run::toString);
        assertEquals(1, run.report().get("problems").size());
    }

    @Test
    void unknownOptionIsUsageError() {
        CliResult run = Judgew.run(root, "test", "--bogus");

        assertEquals(ExitCodes.ERROR, run.exit());
        assertTrue(run.err().contains("Unknown option: '--bogus'"), run::toString);
    }

    @EndToEnd
    @Test
    void judgingNeverChangesTheLearnersFiles() throws IOException {
        TestRepository.solve(root, "n-queens", "n-queens/WrongNoAntiDiagonal.java");
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/InfiniteLoopOnSix.java");
        Map<String, String> before = snapshot(root.resolve("solutions"));

        Judgew.test(root);

        assertEquals(before, snapshot(root.resolve("solutions")));
    }

    private static Map<String, String> snapshot(Path dir) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path path : paths.toList()) {
                files.put(dir.relativize(path).toString(),
                        Files.isRegularFile(path) ? Files.readString(path) + Files.getLastModifiedTime(path) : "dir");
            }
        }
        return files;
    }

}
