package dev.practicejudge.judge;

import static dev.practicejudge.testing.TestRepository.FIXTURES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.problem.Limits;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.OwnTestFiles;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.TestCase;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.run.InThisJvmRunner;
import dev.practicejudge.run.TestRunner;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The learner's own tests share the package's worker even when some lack {@code expected}: one run
 * of the solution for the package's tests and all the own ones, then one run of the reference on
 * the inputs without {@code expected} alone, its worker asked for before it compiles. In this JVM
 * (no worker JVM), through a runner that records what it was asked to do.
 */
class OwnTestsInOneWorkerTest {

    @TempDir
    Path root;

    private final SolutionCompiler compiler = new SolutionCompiler();
    private final Recording runner = new Recording();

    @BeforeEach
    void acceptedNQueensIi() throws IOException {
        TestRepository.copyProblems(root, List.of("n-queens-ii"));
        TestRepository.solve(root, "n-queens-ii", FIXTURES.resolve("n-queens-ii/Accepted.java"));
    }

    @Test
    void theOwnTestsRunInThePackagesRunAndTheReferenceOnlyOnTheInputsWithoutExpected() throws Exception {
        own("a-open.json", "{\"input\": {\"n\": 5}}");
        own("b-six-wrong.json", "{\"input\": {\"n\": 6}, \"expected\": 5}");
        own("c-open.json", "{\"input\": {\"n\": 7}}");
        own("d-four.json", "{\"input\": {\"n\": 4}, \"expected\": 2}");

        ProblemResult result = judge();

        assertEquals(2, runner.runs.size(), runner.log::toString);
        List<String> first = runner.runs.get(0);
        assertEquals(List.of("a-open", "b-six-wrong", "c-open", "d-four"), first.subList(first.size() - 4, first.size()),
                "the own tests follow the package's in its run");
        assertEquals(9 + 4, first.size());
        assertEquals(List.of("a-open", "c-open"), runner.runs.get(1), "the reference runs on the open inputs alone");
        assertEquals(List.of("prepare", "run", "prepare", "run"), runner.log,
                "the reference's worker is asked for before the reference compiles");
        assertEquals(Verdict.AC, result.verdict());
        List<String> own = result.ownTests().stream().map(o -> o.name() + " " + ((OwnTestResult.Judged) o).result().verdict()
                + " " + ((OwnTestResult.Judged) o).reference().orElse("file")).toList();
        assertEquals(List.of("a-open AC accepted/Backtracking.java", "b-six-wrong WA file",
                "c-open AC accepted/Backtracking.java", "d-four AC file"), own, "in file order");
    }

    @Test
    void withEveryExpectedGivenTheReferenceNeverRuns() throws Exception {
        own("d-four.json", "{\"input\": {\"n\": 4}, \"expected\": 2}");

        ProblemResult result = judge();

        assertEquals(1, runner.runs.size(), runner.log::toString);
        assertEquals(1, result.ownTests().size());
        assertTrue(result.ownTests().get(0).passed());
    }

    private ProblemResult judge() throws Exception {
        Workspace workspace = new Workspace(root);
        LoadedProblem loaded = LoadedProblem.load(workspace, "n-queens-ii", compiler);
        Problem problem = loaded.problem().withoutTimeLimit();
        OwnTestFiles files = workspace.loader().readOwnTests(workspace.ownTestsDirectory("n-queens-ii"),
                problem.spec().method());
        Path solution = workspace.solutionFile("n-queens-ii");
        return new Judge(compiler, runner).judge(problem, loaded.comparator(), solution, "Solution.java",
                new JudgeListener() { }, Judge.Stopping.EVERY_TEST, problem.tests(), Optional.of(files));
    }

    private void own(String name, String text) throws IOException {
        Path file = root.resolve("solutions/n-queens-ii/tests").resolve(name);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
    }

    /** Runs in this JVM and records each run's tests, and the prepares and runs in order. */
    private static final class Recording implements TestRunner {
        private final InThisJvmRunner inThisJvm = new InThisJvmRunner();
        final List<List<String>> runs = new ArrayList<>();
        final List<String> log = new ArrayList<>();

        @Override
        public void prepare(Limits limits) {
            log.add("prepare");
        }

        @Override
        public void discardPrepared() {
            log.add("discard");
        }

        @Override
        public void run(Map<String, byte[]> classes, MethodSignature method, Limits limits, List<TestCase> tests,
                        OutcomeSink sink) {
            log.add("run");
            runs.add(tests.stream().map(TestCase::name).toList());
            inThisJvm.run(classes, method, limits, tests, sink);
        }
    }
}
