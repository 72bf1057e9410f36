package dev.practicejudge.stress;

import dev.practicejudge.api.Generator;
import dev.practicejudge.check.OutputComparator;
import dev.practicejudge.compile.CompilationResult;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.problem.Limits;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.Submission;
import dev.practicejudge.run.SubmissionRunner;
import dev.practicejudge.run.WorkerCommand;
import java.nio.file.Path;
import java.util.Objects;
import java.util.function.LongSupplier;

/**
 * A learner's solution and a problem's reference, compiled and each given a warm worker, ready to
 * be stress-tested against each other. Close it to end both workers.
 */
public final class StressSession implements AutoCloseable {

    private final Problem problem;
    private final Generator generator;
    private final SubmissionRunner.Session learner;
    private final SubmissionRunner.Session reference;
    private final Duel duel;

    private StressSession(Problem problem, OutputComparator comparator, Generator generator,
                          SubmissionRunner.Session learner, SubmissionRunner.Session reference) {
        this.problem = problem;
        this.generator = generator;
        this.learner = learner;
        this.reference = reference;
        this.duel = new Duel(problem, comparator, learner::run, reference::run);
    }

    /** What came of compiling the two: a session, or why there is none. */
    public sealed interface Opening {
        /** Both compiled; the session's workers start with its first case. */
        record Ready(StressSession session) implements Opening {
        }

        /** The learner's solution does not compile. */
        record NotCompiled(CompilationResult.Failed failure) implements Opening {
        }

        /** The reference does not compile: the package's fault. */
        record ReferenceNotCompiled(String report) implements Opening {
        }
    }

    /**
     * Compiles the learner's solution and the reference with the judge's compiler and makes a
     * session for them, each with its own worker.
     *
     * @param shownSolution the path to print for the learner's file
     */
    public static Opening open(Problem problem, OutputComparator comparator, Generator generator,
                               SolutionCompiler compiler, Path solution, String shownSolution, Submission reference,
                               WorkerCommand worker) {
        Objects.requireNonNull(reference, "reference");
        MethodSignature method = problem.spec().method();
        Limits limits = problem.spec().limits();
        SubmissionRunner learnerRunner = new SubmissionRunner(worker);
        SubmissionRunner referenceRunner = new SubmissionRunner(worker);
        // Both workers start while the two compile: starting a JVM is most of a short run's cost.
        learnerRunner.prepare(limits);
        referenceRunner.prepare(limits);
        CompilationResult mine = compiler.compile(solution, shownSolution, method);
        CompilationResult theirs = compiler.compile(reference.file(), reference.name(), method);
        if (mine instanceof CompilationResult.Failed failed) {
            learnerRunner.discardPrepared();
            referenceRunner.discardPrepared();
            return new Opening.NotCompiled(failed);
        }
        if (theirs instanceof CompilationResult.Failed failed) {
            learnerRunner.discardPrepared();
            referenceRunner.discardPrepared();
            return new Opening.ReferenceNotCompiled(failed.report());
        }
        return new Opening.Ready(new StressSession(problem, comparator, generator,
                learnerRunner.session(((CompilationResult.Compiled) mine).classes(), method, limits),
                referenceRunner.session(((CompilationResult.Compiled) theirs).classes(), method, limits)));
    }

    /** Searches for a counterexample within the budget, and shrinks it. */
    public StressOutcome run(Budget budget) {
        return run(budget, System::nanoTime);
    }

    /** {@link #run(Budget)} with the given clock, in nanoseconds. */
    public StressOutcome run(Budget budget, LongSupplier nanoTime) {
        return new StressRun(problem, generator, duel, nanoTime).run(budget);
    }

    @Override
    public void close() {
        duel.close();
        learner.close();
        reference.close();
    }
}
