package dev.practicejudge.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.practicejudge.check.Feedback;
import dev.practicejudge.compile.CompileDiagnostic;
import dev.practicejudge.judge.OwnTestResult;
import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.RunSummary;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.problem.ExpectedOutput;
import dev.practicejudge.problem.MisplacedSolution;
import dev.practicejudge.run.CapturedOutput;
import dev.practicejudge.run.Timing;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code --junit} file byte for byte, for a run with every kind of case the mapping knows (a
 * pass, failures with and without the judge's feedback, a judge error, a time-out, a compile error,
 * a package that did not load, a partial run, the challenge tier, the learner's own tests, problems
 * not attempted and near misses), against {@code junit-xml/every-kind-of-case.xml}. Without worker JVMs: the
 * real CLI's report is {@link JUnitXmlReporterTest}'s. After a deliberate change of the format, run
 * once with {@code -Dgolden.update=true} and review the file's diff.
 */
class JUnitXmlBytesTest {

    private static final Path GOLDEN =
            TestRepository.ROOT.resolve("judge/src/test/resources/junit-xml/every-kind-of-case.xml");
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    @Test
    void theReportOfEveryKindOfCaseIsByteForByteTheGoldenOne(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("judge.xml");
        Clock clock = Clock.fixed(Instant.parse("2024-03-01T11:05:00Z"), ZoneOffset.UTC);
        JUnitXmlReporter reporter = new JUnitXmlReporter(file, clock);
        RunSummary summary = summary();
        summary.results().forEach(r -> reporter.problemStarted(r.id(), r.title(), r.totalTests(), r.solution()));

        reporter.runFinished(summary);

        if (Boolean.getBoolean("golden.update")) {
            Files.createDirectories(GOLDEN.getParent());
            Files.copy(file, GOLDEN, StandardCopyOption.REPLACE_EXISTING);
        }
        assertEquals(Files.readString(GOLDEN, StandardCharsets.UTF_8), Files.readString(file, StandardCharsets.UTF_8));
    }

    private static RunSummary summary() {
        JsonNode four = JSON.objectNode().put("n", 4);
        TestResult passed = new TestResult("01-n1", Verdict.AC, new Timing(1.25, 1.0), null, JSON.objectNode().put("n", 1),
                JSON.numberNode(1), JSON.numberNode(1), CapturedOutput.NONE, null);
        TestResult wrong = new TestResult("02-n4", Verdict.WA, new Timing(2.5, 2.0), "expected 2, got 3\nsecond line",
                four, JSON.numberNode(2), JSON.numberNode(3), new CapturedOutput("printed \u0001 <tag> & ]]>\n", 0,
                "warned", 12), null);
        TestResult withFeedback = new TestResult("03-board", Verdict.WA, new Timing(3.0, 2.5), "board 1 is wrong",
                four, JSON.arrayNode().add(".Q..").add("...Q"), JSON.arrayNode().add("Q...").add("..Q."),
                CapturedOutput.NONE, new Feedback(".Q..\n...Q", "Q...\n..Q.", "- .Q..\n+ Q...\n"));
        TestResult timedOut = new TestResult("04-n12", Verdict.TLE, new Timing(2005.0, 1030.0), "no result after 2005 ms",
                JSON.objectNode().put("n", 12), JSON.numberNode(14200), null, CapturedOutput.NONE, null, 1000);
        TestResult judgeError = new TestResult("05-n5", Verdict.JE, new Timing(0.5, 0.4), "the checker threw",
                JSON.objectNode().put("n", 5), JSON.numberNode(10), JSON.numberNode(10), CapturedOutput.NONE, null);
        TestResult oneOfMany = new TestResult("06-any", Verdict.WA, new Timing(1.0, 1.0), "queens share a diagonal",
                four, JSON.arrayNode().add(".Q.."), JSON.arrayNode().add("Q..."), CapturedOutput.NONE, null, null,
                ExpectedOutput.ONE_VALID_ANSWER);
        TestResult challengeSolved = new TestResult("c1-n14", Verdict.AC, new Timing(40.0, 39.0), null,
                JSON.objectNode().put("n", 14), JSON.numberNode(365596), JSON.numberNode(365596), CapturedOutput.NONE,
                null, null, ExpectedOutput.THE_ANSWER, true);
        TestResult challengeNot = new TestResult("c2-n16", Verdict.TLE, new Timing(2100.0, 2000.0), "too slow",
                JSON.objectNode().put("n", 16), JSON.numberNode(14772512), null, CapturedOutput.NONE, null, 2000,
                ExpectedOutput.THE_ANSWER, true);
        List<OwnTestResult> own = List.of(
                new OwnTestResult.Judged("solutions/n-queens-ii/tests/mine.json", passed, Optional.empty()),
                new OwnTestResult.Judged("solutions/n-queens-ii/tests/wrong.json", wrong, Optional.of("accepted/A.java")),
                new OwnTestResult.Unchecked("big", "solutions/n-queens-ii/tests/big.json", four, JSON.numberNode(2),
                        new Timing(7.0, 6.0), new CapturedOutput("out", 0, "", 0), "no reference passed it", null),
                new OwnTestResult.Unreadable("broken", "solutions/n-queens-ii/tests/broken.json",
                        "solutions/n-queens-ii/tests/broken.json:1:2: not JSON"));

        ProblemResult mixed = new ProblemResult("n-queens-ii", "N-Queens II", "solutions/n-queens-ii/Solution.java",
                Verdict.WA, 6, List.of(passed, wrong, withFeedback, timedOut, judgeError, oneOfMany), null, List.of(),
                10, 30, 6, false, 0, own);
        ProblemResult tier = new ProblemResult("sudoku-solver", "Sudoku Solver", "solutions/sudoku-solver/Solution.java",
                Verdict.AC, 1, List.of(passed, challengeSolved, challengeNot), null, List.of(), 30, 30, 1, false, 2);
        ProblemResult tierNotRun = new ProblemResult("n-queens", "N-Queens", "solutions/n-queens/Solution.java",
                Verdict.WA, 2, List.of(wrong), null, List.of(), 0, 30, 1, true, 3);
        ProblemResult compileError = new ProblemResult("two-sum", "Two Sum", "solutions/two-sum/Solution.java",
                Verdict.CE, 3, List.of(), "Solution.java:3:5: error: ';' expected",
                List.of(new CompileDiagnostic("Solution.java", 3, 5, "';' expected", "        int x = 1")), 0, 10);
        ProblemResult broken = new ProblemResult("broken", "broken", null, Verdict.JE, 0, List.of(),
                "problems/broken/spec.json:2:1: not JSON", List.of(), 0, 0);
        MisplacedSolution wrongCase = new MisplacedSolution(MisplacedSolution.Kind.WRONG_CASE,
                Optional.of("word-search"), "solutions/word-search/solution.java", List.of(),
                "solution.java is not Solution.java", Optional.of("mv -n a b"));
        MisplacedSolution nowhere = new MisplacedSolution(MisplacedSolution.Kind.OUTSIDE_A_PROBLEM_FOLDER,
                Optional.empty(), "solutions/Scratch.java", List.of(), "a file in no problem's folder",
                Optional.empty());
        return new RunSummary(List.of(mixed, tier, tierNotRun, compileError, broken),
                List.of(new RunSummary.NotAttempted("subsets", "Subsets", 10),
                        new RunSummary.NotAttempted("word-search", "Word Search", 20, Optional.of(wrongCase))),
                List.of(wrongCase, nowhere));
    }
}
