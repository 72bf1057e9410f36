package dev.practicejudge.judge;

import static dev.practicejudge.testing.TestRepository.FIXTURES;
import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import com.fasterxml.jackson.databind.node.MissingNode;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.json.Json;
import dev.practicejudge.problem.InputBinding;
import dev.practicejudge.problem.Limits;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.TestCase;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.run.InThisJvmRunner;
import dev.practicejudge.run.RunOutcome;
import dev.practicejudge.run.TestRunner;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a caller runs after a solution's tests ({@link Judge.Afterwards}, validate's random
 * cross-check) runs in the same run as the tests, so in the same worker, whenever it can; in a run
 * of its own when the tests' run stopped early (a failing solution skips the challenge tier); and
 * not at all when the solution does not compile. In this JVM (no worker JVM), through a runner
 * that records each run's tests.
 */
class AfterwardsInTheSameWorkerTest {

    private final SolutionCompiler compiler = new SolutionCompiler();
    private final Recording runner = new Recording();
    private final List<String> outcomes = new ArrayList<>();

    @Test
    void theInputsFollowTheTestsInTheirRunAndEachOutcomeComesInOrder() throws Exception {
        Problem problem = load("n-queens-ii");
        Judge.Afterwards afterwards = afterwards(problem, "{\"n\": 5}", "{\"n\": 6}");

        ProblemResult result = new Judge(compiler, runner).judge(problem, comparator("n-queens-ii"),
                FIXTURES.resolve("n-queens-ii/Accepted.java"), "Accepted.java", new JudgeListener() { }, afterwards);

        assertEquals(Verdict.AC, result.verdict());
        assertEquals(problem.tests().size(), result.tests().size(), "the inputs are no tests of the problem");
        assertEquals(1, runner.runs.size(), runner.runs::toString);
        List<String> run = runner.runs.get(0);
        assertEquals(List.of("after-1", "after-2"), run.subList(run.size() - 2, run.size()));
        assertEquals(problem.tests().size() + 2, run.size());
        assertEquals(List.of("after-1 10", "after-2 4"), outcomes);
    }

    @Test
    void aRunThatSkipsTheChallengeTierLeavesTheInputsToARunOfTheirOwn() throws Exception {
        Problem problem = load("coin-change");
        Judge.Afterwards afterwards = afterwards(problem, "{\"coins\": [1, 2, 5], \"amount\": 11}");

        ProblemResult result = new Judge(compiler, runner).judge(problem, comparator("coin-change"),
                ROOT.resolve("problems/coin-change/submissions/wrong_answer/GreedyLargestFirst.java"),
                "GreedyLargestFirst.java", new JudgeListener() { }, afterwards);

        assertEquals(Verdict.WA, result.verdict());
        assertEquals(List.of(List.of("after-1")), runner.runs.subList(1, runner.runs.size()), runner.runs::toString);
        assertEquals(1, outcomes.size());
    }

    @Test
    void aSolutionThatDoesNotCompileRunsNoInput(@TempDir Path dir) throws Exception {
        Problem problem = load("n-queens-ii");
        Path broken = dir.resolve("Solution.java");
        Files.writeString(broken, "class Solution { public int totalNQueens(int n) { return } }");

        ProblemResult result = new Judge(compiler, runner).judge(problem, comparator("n-queens-ii"), broken,
                "Solution.java", new JudgeListener() { }, afterwards(problem, "{\"n\": 5}"));

        assertEquals(Verdict.CE, result.verdict());
        assertEquals(List.of(), runner.runs);
        assertEquals(List.of(), outcomes);
    }

    private Problem load(String id) throws Exception {
        return LoadedProblem.load(new Workspace(ROOT), id, compiler).problem().withoutTimeLimit();
    }

    private dev.practicejudge.check.OutputComparator comparator(String id) throws Exception {
        return LoadedProblem.load(new Workspace(ROOT), id, compiler).comparator();
    }

    /** Inputs named after-1, after-2, ...; each outcome is recorded as its name and returned value. */
    private Judge.Afterwards afterwards(Problem problem, String... inputs) throws IOException, InputBinding.Mismatch {
        List<TestCase> tests = new ArrayList<>();
        for (String input : inputs) {
            String name = "after-" + (tests.size() + 1);
            tests.add(new TestCase(name, Path.of(name), InputBinding.bind(Json.MAPPER.readTree(input), problem.spec().method()), MissingNode.getInstance(), false, java.util.Optional.empty()));
        }
        return new Judge.Afterwards(tests, (test, outcome) -> outcomes.add(test.name() + " "
                + assertInstanceOf(RunOutcome.Returned.class, outcome, outcome::toString).value()));
    }

    /** Runs in this JVM and records each run's tests. */
    private static final class Recording implements TestRunner {
        private final InThisJvmRunner inThisJvm = new InThisJvmRunner();
        final List<List<String>> runs = new ArrayList<>();

        @Override
        public void prepare(Limits limits) {
        }

        @Override
        public void discardPrepared() {
        }

        @Override
        public void run(Map<String, byte[]> classes, MethodSignature method, Limits limits, List<TestCase> tests,
                        OutcomeSink sink) {
            runs.add(tests.stream().map(TestCase::name).toList());
            inThisJvm.run(classes, method, limits, tests, sink);
        }
    }
}
