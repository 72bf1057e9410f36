package dev.practicejudge.ide;

import static org.junit.jupiter.api.DynamicContainer.dynamicContainer;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.judge.Judge;
import dev.practicejudge.judge.JudgeListener;
import dev.practicejudge.judge.LoadedProblem;
import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.TestCase;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.run.InThisJvmRunner;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.opentest4j.TestAbortedException;

/**
 * A repository's solutions as JUnit dynamic tests: a container per attempted problem (one with
 * {@code solutions/<id>/Solution.java}), in the order {@code ./judgew test} judges them, holding a
 * test per test case, ordered as the judge's, named by problem and test ({@code n-queens: 01-n1}),
 * linked to its JSON file.
 *
 * <p>Each test is judged by the judge itself (compile, run, compare, verdict) when the test runs,
 * not before: the solution runs only inside the one test an IDE chose to run or debug, in this JVM
 * on a thread of its own ({@link InThisJvmRunner}), so a breakpoint in {@code Solution.java} stops
 * there. See {@link Failures#IN_THIS_JVM} for what that costs.
 */
public final class SolutionTests {

    private final Workspace workspace;
    // Without a class cache: the IDE's runs write nothing into the repository. javac stays warm.
    private final SolutionCompiler compiler = new SolutionCompiler();

    public SolutionTests(Workspace workspace) {
        this.workspace = workspace;
    }

    /**
     * A container per attempted problem; or, when there is none, one aborted test that says how to
     * start. A problem whose package is broken is a failing test with the judge's error.
     */
    public Stream<DynamicNode> all() {
        List<String> attempted = attempted();
        if (attempted.isEmpty()) {
            return Stream.of(dynamicTest("no solutions yet", workspace.root().resolve(Workspace.SOLUTIONS_DIR).toUri(),
                    () -> {
                        throw new TestAbortedException("no solutions/<id>/Solution.java yet; ./judgew new ID starts one");
                    }));
        }
        // Mapped as JUnit walks the stream: a problem's package is read when its container comes up.
        return attempted.stream().map(this::problem);
    }

    /** The problems that have a solution, in the order of {@code ./judgew list} and {@code test}. */
    private List<String> attempted() {
        try {
            return workspace.problemIds().stream().filter(id -> Files.isRegularFile(workspace.solutionFile(id))).toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + workspace.root().resolve(Workspace.PROBLEMS_DIR), e);
        }
    }

    private DynamicNode problem(String id) {
        LoadedProblem loaded;
        try {
            loaded = LoadedProblem.load(workspace, id, compiler);
        } catch (ProblemFormatException e) {
            String reason = "the problem package is broken: " + e.getMessage();
            return dynamicTest(id, workspace.problemDirectory(id).toUri(), () -> {
                throw new NotAccepted(Verdict.JE, reason);
            });
        }
        return dynamicContainer(id, workspace.solutionFile(id).toUri(), inJudgeOrder(loaded.problem().tests()).stream()
                .map(test -> dynamicTest(testName(id, test), test.file().toUri(), () -> judge(loaded, test))));
    }

    /**
     * "n-queens: 01-n1", as the classroom report names a test: the problem's id too, because Surefire's
     * report and some IDEs' failure lists show a test's own name without its container's.
     */
    static String testName(String id, TestCase test) {
        return id + ": " + test.name();
    }

    /** The judge's order: the required tests, then the challenge tier. */
    private static List<TestCase> inJudgeOrder(List<TestCase> tests) {
        List<TestCase> ordered = new ArrayList<>(tests.stream().filter(t -> !t.challenge()).toList());
        ordered.addAll(tests.stream().filter(TestCase::challenge).toList());
        return ordered;
    }

    /** Judges the solution on one test, in this JVM, and fails the way the verdict says. */
    private void judge(LoadedProblem loaded, TestCase test) throws Throwable {
        Problem all = loaded.problem();
        // No time limit: a test paused at a breakpoint is not slow.
        Problem one = new Problem(all.id(), all.directory(), all.spec(), List.of(test)).withoutTimeLimit();
        Path solution = workspace.solutionFile(all.id());
        InThisJvmRunner runner = new InThisJvmRunner();
        ProblemResult result = new Judge(compiler, runner).judge(one, loaded.comparator(), solution,
                workspace.display(solution), new JudgeListener() { }, false, all.tests());
        if (result.verdict() == Verdict.CE) {
            throw Failures.compileError(result);
        }
        if (result.tests().isEmpty()) {
            throw new NotAccepted(result.verdict(), String.valueOf(result.message()));
        }
        TestResult judged = result.tests().get(0);
        Optional<InThisJvmRunner.Call> call = runner.calls().stream().findFirst();
        Optional<Throwable> failure = Failures.of(judged, call.flatMap(InThisJvmRunner.Call::thrown));
        if (failure.isPresent()) {
            throw failure.get();
        }
        if (judged.timing().judgedMs() > all.spec().limits().timeMs()) {
            // CPU time, the time judged: a thread paused at a breakpoint uses none.
            System.err.printf(Locale.ROOT, "note: %s used %.0f ms of CPU time, over the limit of %d ms: ./judgew test "
                    + "would say TLE. %s%n", test.name(), judged.timing().judgedMs(),
                    all.spec().limits().timeMs(), Failures.IN_THIS_JVM);
        }
    }
}
