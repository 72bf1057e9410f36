package dev.practicejudge.judge;

import dev.practicejudge.check.OutputComparator;
import dev.practicejudge.compile.CompilationResult;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.Submission;
import dev.practicejudge.problem.TestCase;
import dev.practicejudge.run.TestRunner;
import dev.practicejudge.run.Timing;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Times a problem's accepted references ({@link Submission#accepted}) on the tests a solution has
 * just run, for {@code test --vs-reference}. Each reference is compiled by the judge's compiler and
 * runs the tests in the same order in a runner of its own, one reference after another, once the
 * solution's worker is gone: no two submissions share a worker JVM, and none is timed while
 * another runs. A reference's outputs are judged as the solution's are ({@link Judge#decide}); one
 * that does not compile or fails a test is a fault of the package, reported as a note, and its
 * times are kept only for the tests it passed. Nothing here touches the solution's results.
 */
final class ReferenceTiming {

    private ReferenceTiming() {
    }

    /**
     * @param problem the problem as the solution was judged on it (its tests chosen, its limits)
     * @param runners makes a fresh runner for each reference (a worker JVM of its own)
     * @param learner the solution's results, in the order its tests ran; the references run these tests alone
     */
    static ReferenceTimes time(Problem problem, OutputComparator comparator, SolutionCompiler compiler,
                               Supplier<? extends TestRunner> runners, List<TestResult> learner) {
        Map<String, TestCase> byName = problem.tests().stream()
                .collect(Collectors.toMap(TestCase::name, Function.identity(), (a, b) -> a, HashMap::new));
        List<TestCase> tests = learner.stream().map(t -> byName.get(t.name())).filter(Objects::nonNull).toList();
        List<String> notes = new ArrayList<>();
        List<Submission> references;
        try {
            references = Submission.accepted(problem.directory());
        } catch (IOException e) {
            notes.add("the problem's submissions could not be listed, so no reference was timed (" + e.getMessage() + ")");
            return ReferenceTimes.of(learner, List.of(), notes);
        }
        if (references.isEmpty() && Submission.withheld(problem.directory())) {
            notes.add("this assignment does not include the problem's reference solutions to time against");
        } else if (references.isEmpty()) {
            notes.add("the problem has no accepted submission (under " + Submission.SUBMISSIONS_DIR + "/"
                    + Submission.ACCEPTED + "/) to time against");
        }
        List<ReferenceTimes.Run> runs = new ArrayList<>();
        for (Submission reference : references) {
            if (Thread.currentThread().isInterrupted()) {
                notes.add("interrupted before " + reference.name() + " was timed");
                break;
            }
            TestRunner runner = runners.get();
            try {
                runOne(problem, comparator, compiler, runner, reference, tests, notes).ifPresent(runs::add);
            } catch (RuntimeException e) {
                // Whatever goes wrong here stays a note: the learner's verdicts are already decided.
                notes.add(reference.name() + " could not be timed: " + e);
            } finally {
                runner.discardPrepared();
            }
        }
        return ReferenceTimes.of(learner, runs, notes);
    }

    private static Optional<ReferenceTimes.Run> runOne(Problem problem, OutputComparator comparator,
                                                                SolutionCompiler compiler, TestRunner runner,
                                                                Submission reference, List<TestCase> tests,
                                                                List<String> notes) {
        // The worker starts while the reference compiles, as the solution's did.
        runner.prepare(problem.spec().limits());
        CompilationResult compiled = compiler.compile(reference.file(), reference.name(), problem.spec().method());
        if (compiled instanceof CompilationResult.Failed) {
            notes.add(reference.name() + " does not compile, a fault of the problem package (./judgew validate "
                    + problem.id() + " says more); it was not timed");
            return Optional.empty();
        }
        Map<String, Timing> passed = new HashMap<>();
        Map<String, Verdict> failed = new LinkedHashMap<>();
        runner.run(((CompilationResult.Compiled) compiled).classes(), problem.spec().method(), problem.spec().limits(),
                tests, (index, test, outcome) -> {
                    TestResult result = Judge.decide(problem, test, outcome, comparator);
                    if (result.passed()) {
                        passed.put(test.name(), result.timing());
                    } else {
                        failed.put(test.name(), result.verdict());
                    }
                    return true; // a failure here stops nothing: the other tests' times still count
                });
        if (!failed.isEmpty()) {
            Map.Entry<String, Verdict> first = failed.entrySet().iterator().next();
            notes.add(reference.name() + " got " + first.getValue() + " on " + first.getKey()
                    + (failed.size() > 1 ? " (and " + (failed.size() - 1) + " more " + (failed.size() == 2 ? "test" : "tests") + ")" : "")
                    + ", a fault of the problem package, not yours (./judgew validate " + problem.id()
                    + " says more); its times there are left out");
        }
        return Optional.of(new ReferenceTimes.Run(reference.name(), passed));
    }
}
