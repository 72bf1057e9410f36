package dev.practicejudge.session;

import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.judge.JudgeListener;
import dev.practicejudge.judge.ListenerFanOut;
import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.RunSummary;
import dev.practicejudge.judge.StatusCache;
import dev.practicejudge.judge.TestSelection;
import dev.practicejudge.judge.WorkspaceJudge;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.run.SubmissionRunner;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Optional;

/**
 * {@link Session#repeated}: judges one problem's own solution each time it is asked ({@code watch}),
 * on every test or on a selection (an interview's samples).
 */
public final class Repeated implements AutoCloseable {
    private final Workspace workspace;
    private final String id;
    private final Optional<TestSelection> selection;
    private final SolutionCompiler compiler;
    private final SubmissionRunner runner;

    Repeated(Workspace workspace, String id, Optional<TestSelection> selection, SolutionCompiler compiler,
             SubmissionRunner runner) {
        this.workspace = workspace;
        this.id = id;
        this.selection = selection;
        this.compiler = compiler;
        this.runner = runner;
    }

    /** The solution file judged. */
    public Path solution() {
        return workspace.solutionFile(id);
    }

    /** The solution file as the learner would write its path. */
    public String shown() {
        return workspace.display(solution());
    }

    /** The folder of the learner's own tests, which each judgement runs too. */
    public Path ownTests() {
        return workspace.ownTestsDirectory(id);
    }

    /**
     * Judges the solution as it is now, reporting to {@code console}, runFinished included, and
     * keeping the result in the learner's status (as {@code test} does; a selection's result is
     * partial, which the status skips).
     *
     * @throws RuntimeException what the console or the status threw, once both had the whole
     *     run: nothing is written that a learner could fix, so it is the judge's fault
     */
    public Judged judge(JudgeListener console) throws Refused {
        ListenerFanOut listener = JudgeListener.all(List.of(console,
                new StatusCache(workspace.root(), Clock.systemUTC())));
        ProblemResult result;
        try {
            result = new WorkspaceJudge(workspace, Optional.empty(), selection, false)
                    .judgeOne(id, compiler, runner, listener);
        } catch (TestSelection.Invalid e) {
            throw new Refused(e.getMessage());
        }
        listener.runFinished(new RunSummary(List.of(result), List.of()));
        listener.throwFirstFailure();
        return new Judged(List.of(result), true);
    }

    /** Starts the worker the next judgement will use, so its verdict does not wait for a JVM to start. */
    public void prepareNext() {
        try {
            runner.prepare(workspace.loader().loadOverview(workspace.problemDirectory(id)).spec().limits());
        } catch (ProblemFormatException e) {
            // The next judgement reports the broken package.
        }
    }

    /** Stops the worker kept ready for a judgement that will not come. */
    @Override
    public void close() {
        runner.discardPrepared();
    }
}
