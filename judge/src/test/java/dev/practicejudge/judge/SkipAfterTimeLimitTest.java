package dev.practicejudge.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.problem.Limits;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.TestCase;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.run.CapturedOutput;
import dev.practicejudge.run.RunOutcome;
import dev.practicejudge.run.TestRunner;
import dev.practicejudge.run.Timing;
import dev.practicejudge.testing.TestRepository;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * After a required test runs out of time, the later ones at least as large are not run and the
 * smaller ones are, whatever order the package lists them in; a second time limit on a smaller one
 * lowers the bar. In this JVM, through a runner that answers from a script: Subsets' tests (sized
 * by their numbers), reordered, with chosen ones timing out.
 */
class SkipAfterTimeLimitTest {

    @TempDir
    Path root;

    @Test
    void theLargerTestsAfterATimeLimitAreSkippedAndTheSmallerOnesRun() throws Exception {
        // 7 numbers run out of time: 9 and 10 are larger (skipped); 2, 4, 5 and 3 are smaller (run). 4 runs
        // out of time too, which lowers the bar: 5 is then skipped, 3 still runs.
        Scripted runner = new Scripted(Set.of("08-seven-descending", "06-unsorted"));
        ProblemResult result = judge(runner, List.of("02-one", "08-seven-descending", "09-nine", "05-opposites",
                "06-unsorted", "10-ten-alternating", "07-bounds", "01-three"), Judge.Stopping.AFTER_TIME_LIMIT);

        assertEquals(List.of(List.of("02-one", "08-seven-descending", "09-nine", "05-opposites", "06-unsorted",
                        "10-ten-alternating", "07-bounds", "01-three"),
                List.of("05-opposites", "06-unsorted", "07-bounds", "01-three"), List.of("01-three")), runner.runs,
                "the first run stops at the time limit on 7 numbers, the next at the one on 4");
        assertEquals(List.of("02-one", "08-seven-descending", "05-opposites", "06-unsorted", "01-three"), names(result));
        assertEquals(List.of("09-nine", "10-ten-alternating", "07-bounds"), result.skipped());
        assertEquals(Verdict.TLE, result.verdict());
        assertFalse(result.partial());
    }

    @Test
    void everyTestRunsWhenAsked() throws Exception {
        Scripted runner = new Scripted(Set.of("08-seven-descending", "07-bounds"));
        ProblemResult result = judge(runner, List.of("02-one", "08-seven-descending", "09-nine", "05-opposites",
                "07-bounds"), Judge.Stopping.EVERY_TEST);

        assertEquals(List.of("02-one", "08-seven-descending", "09-nine", "05-opposites", "07-bounds"), names(result));
        assertEquals(List.of(), result.skipped());
        assertEquals(Verdict.TLE, result.verdict());
    }

    @Test
    void aTimeOutOnABusyMachineSkipsNothing() throws Exception {
        // The backstop stopped 08 under its CPU limit: it says nothing about the larger tests after it.
        Scripted runner = new Scripted(Set.of(), Set.of("08-seven-descending"));
        ProblemResult result = judge(runner, List.of("02-one", "08-seven-descending", "09-nine", "10-ten-alternating"),
                Judge.Stopping.AFTER_TIME_LIMIT);

        assertEquals(List.of("02-one", "08-seven-descending", "09-nine", "10-ten-alternating"), names(result));
        assertEquals(List.of(), result.skipped());
        assertEquals(Verdict.TLE, result.verdict());
    }

    private ProblemResult judge(Scripted runner, List<String> order, Judge.Stopping stopping) throws Exception {
        TestRepository.copyProblems(root, List.of("subsets"));
        TestRepository.solve(root, "subsets", TestRepository.ROOT.resolve("problems/subsets/submissions/accepted/Cascading.java"));
        Workspace workspace = new Workspace(root);
        SolutionCompiler compiler = new SolutionCompiler();
        LoadedProblem loaded = LoadedProblem.load(workspace, "subsets", compiler);
        Problem all = loaded.problem();
        List<TestCase> tests = order.stream()
                .map(name -> all.tests().stream().filter(t -> t.name().equals(name)).findFirst().orElseThrow())
                .toList();
        Problem problem = new Problem(all.id(), all.directory(), all.spec(), tests);
        return new Judge(compiler, runner).judge(problem, loaded.comparator(), workspace.solutionFile("subsets"),
                "Solution.java", new JudgeListener() { }, stopping, tests, Optional.empty());
    }

    private static List<String> names(ProblemResult result) {
        return result.tests().stream().map(TestResult::name).toList();
    }

    /** Answers each test with its expected output, or a time limit for the names given; records each run's tests. */
    private static final class Scripted implements TestRunner {
        private final Set<String> outOfTime;
        private final Set<String> busy;
        final List<List<String>> runs = new ArrayList<>();

        Scripted(Set<String> outOfTime) {
            this(outOfTime, Set.of());
        }

        /** @param busy the tests the wall-clock backstop stops under their CPU limit (a busy machine) */
        Scripted(Set<String> outOfTime, Set<String> busy) {
            this.outOfTime = outOfTime;
            this.busy = busy;
        }

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
            for (int i = 0; i < tests.size(); i++) {
                TestCase test = tests.get(i);
                Timing timing = new Timing(1, 1.0);
                RunOutcome outcome = outOfTime.contains(test.name())
                        ? new RunOutcome.TimedOut(new Timing(1100, 1001.0), CapturedOutput.NONE, null,
                                RunOutcome.TimedOut.Why.CPU_LIMIT)
                        : busy.contains(test.name())
                        ? new RunOutcome.TimedOut(new Timing(11000, 300.0), CapturedOutput.NONE, null,
                                RunOutcome.TimedOut.Why.MACHINE_BUSY)
                        : new RunOutcome.Returned(test.expected(), timing, CapturedOutput.NONE, null);
                if (!sink.accept(i, test, outcome)) {
                    return;
                }
            }
        }
    }
}
