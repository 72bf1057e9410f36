package dev.practicejudge.judge;

import dev.practicejudge.check.OutputComparator;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.problem.MisplacedSolution;
import dev.practicejudge.problem.OwnTestFiles;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.ProblemLoader;
import dev.practicejudge.problem.ProblemSpec;
import dev.practicejudge.problem.TestCase;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.run.SubmissionRunner;
import dev.practicejudge.run.WorkerCommand;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Judges a workspace's problems by id: for each, load the package, build its comparator, compile
 * the solution, run it in a worker and compare, reporting every step to a {@link JudgeListener}.
 * {@code test} judges many problems with it, {@code watch} one problem again on every save.
 */
public final class WorkspaceJudge {

    private final Workspace workspace;
    private final Optional<Path> solution;
    private final Optional<TestSelection> selection;
    private final boolean failFast;
    private final boolean timeLimited;
    private final boolean ownTests;
    /** Starts each accepted reference's worker for {@link #withReferenceTimes}; null when they are not timed. */
    private final WorkerCommand referenceWorker;
    /** Where accepted results are remembered ({@link #withVerdictCache}); null when they are not. */
    private final VerdictCache verdictCache;
    /** Whether remembered results stand in for runs, or are only kept up to date ({@code --rerun}). */
    private final boolean recall;
    /** Whether every test runs even after one ran out of time ({@code test --all}, a grader). */
    private final boolean runsEveryTest;

    /**
     * @param solution judge this file instead of each problem's solutions/ID/Solution.java
     * @param selection the tests to run; empty for all
     * @param failFast stop at the first test (and the first problem) that is not accepted
     */
    public WorkspaceJudge(Workspace workspace, Optional<Path> solution, Optional<TestSelection> selection,
                          boolean failFast) {
        this(workspace, solution, selection, failFast, true, true, null, null, false, false);
    }

    private WorkspaceJudge(Workspace workspace, Optional<Path> solution, Optional<TestSelection> selection,
                           boolean failFast, boolean timeLimited, boolean ownTests, WorkerCommand referenceWorker,
                           VerdictCache verdictCache, boolean recall, boolean runsEveryTest) {
        this.workspace = Objects.requireNonNull(workspace, "workspace");
        this.solution = Objects.requireNonNull(solution, "solution");
        this.selection = Objects.requireNonNull(selection, "selection");
        this.failFast = failFast;
        this.timeLimited = timeLimited;
        this.ownTests = ownTests;
        this.referenceWorker = referenceWorker;
        this.verdictCache = verdictCache;
        this.recall = recall;
        this.runsEveryTest = runsEveryTest;
    }

    /**
     * The same judge, which runs every test of a problem even after one ran out of time ({@code test
     * --all}, and a grader's run, which reports each test). By default the later tests at least as
     * large are skipped then ({@link Judge.Stopping#AFTER_TIME_LIMIT}).
     */
    public WorkspaceJudge withEveryTest() {
        return new WorkspaceJudge(workspace, solution, selection, failFast, timeLimited, ownTests, referenceWorker,
                verdictCache, recall, true);
    }

    /**
     * The same judge with no time limit on any test ({@code debug}): a test paused at a breakpoint
     * is neither stopped nor judged TLE. Its memory and output limits still hold.
     */
    public WorkspaceJudge withoutTimeLimit() {
        return new WorkspaceJudge(workspace, solution, selection, failFast, false, ownTests, referenceWorker,
                verdictCache, recall, runsEveryTest);
    }

    /**
     * The same judge without the learner's own tests ({@code debug}, which runs the one test it was
     * asked for). By default they run after the package's, for the file judged, whether it is the
     * problem's {@code Solution.java} or one given with {@code --solution}: they are about the problem.
     */
    public WorkspaceJudge withoutOwnTests() {
        return new WorkspaceJudge(workspace, solution, selection, failFast, timeLimited, false, referenceWorker,
                verdictCache, recall, runsEveryTest);
    }

    /**
     * The same judge, which also times the problem's accepted references on the tests each solution
     * ran ({@code test --vs-reference}; see {@link ReferenceTimes} for how they are compared): after
     * the solution's tests, each reference in a worker JVM of its own, started with {@code worker}.
     * A problem's events after testsPlanned are held back until then, so that
     * {@link JudgeListener#referenceTimes} can come before its first testFinished. The results,
     * verdicts and points are the ones the judge gives without it.
     */
    public WorkspaceJudge withReferenceTimes(WorkerCommand worker) {
        return new WorkspaceJudge(workspace, solution, selection, failFast, timeLimited, ownTests,
                Objects.requireNonNull(worker, "worker"), verdictCache, recall, runsEveryTest);
    }

    /**
     * The same judge, which remembers each problem's whole accepted result in {@code cache} and,
     * when {@code recall}, reports a remembered one in place of a run when nothing that could change
     * it has changed ({@link VerdictCache}; {@code test}, never in CI). Without {@code recall}
     * ({@code test --rerun}) every problem is judged and the remembered results brought up to date.
     * Only for a judge of each problem's own solution file, on every test.
     */
    public WorkspaceJudge withVerdictCache(VerdictCache cache, boolean recall) {
        if (solution.isPresent() || selection.isPresent() || failFast || !timeLimited || !ownTests
                || referenceWorker != null) {
            throw new IllegalStateException("a verdict is remembered only for a plain run of the problems' own solutions");
        }
        return new WorkspaceJudge(workspace, solution, selection, failFast, timeLimited, ownTests, referenceWorker,
                Objects.requireNonNull(cache, "cache"), recall, runsEveryTest);
    }

    /** Judges each problem's own solution on all of its tests. */
    public WorkspaceJudge(Workspace workspace) {
        this(workspace, Optional.empty(), Optional.empty(), false);
    }

    /**
     * Judges the selected problems, up to {@code jobs} at once (with one job, each got ready while
     * the one before it is judged: see {@link Lookahead}), and reports them to the listener,
     * ending with runFinished. The listener receives exactly the events of a sequential run, in
     * the same order and on the calling thread (see {@link ParallelJudging}); each further job
     * thread has a compiler of its own, sharing the first one's class cache.
     *
     * @param notAttempted the problems without a solution, for the run's summary
     * @param misplaced the near misses found in solutions/, for the run's summary; each problem not
     *     attempted carries the first that is for it
     * @param worker how to start the worker JVMs (in a sandbox or not)
     * @throws TestSelection.Invalid when the selection names tests a problem does not have
     */
    public List<ProblemResult> judge(List<String> ids, List<String> notAttempted, List<MisplacedSolution> misplaced,
                                     int jobs, SolutionCompiler compiler, WorkerCommand worker, JudgeListener listener)
            throws TestSelection.Invalid {
        Remembering remembering = new Remembering(ids);
        if (jobs == 1 && ids.size() > 1 && !worker.debugged()) {
            return judgeInTurn(ids, notAttempted, misplaced, compiler, worker, listener, remembering);
        }
        List<ParallelJudging.Job<TestSelection.Invalid>> problems = new ArrayList<>();
        for (String id : ids) {
            Optional<VerdictCache.Remembered> remembered = remembering.recalled(id);
            if (remembered.isPresent()) {
                problems.add((jobCompiler, events) -> {
                    remembered.get().replay(events);
                    return remembered.get().result();
                });
                continue;
            }
            // A runner per problem: a runner holds the worker it starts ahead of need, so jobs cannot share one.
            problems.add((jobCompiler, events) -> remembering.judged(id,
                    judgeOne(id, jobCompiler, new SubmissionRunner(worker), events)));
        }
        List<ProblemResult> results = ParallelJudging.run(problems, jobs, compiler, compiler::sibling, listener,
                result -> failFast && !result.accepted());
        listener.runFinished(new RunSummary(results, notAttempted(workspace.loader(), notAttempted, misplaced), misplaced));
        return results;
    }

    /**
     * One problem after another, each got ready while the one before it is judged ({@link Lookahead}):
     * the same events as a plain loop, with a worker start and a package load off the critical path.
     */
    private List<ProblemResult> judgeInTurn(List<String> ids, List<String> notAttempted,
                                            List<MisplacedSolution> misplaced, SolutionCompiler compiler,
                                            WorkerCommand worker, JudgeListener listener, Remembering remembering)
            throws TestSelection.Invalid {
        List<ProblemResult> results = new ArrayList<>();
        // Only the problems judged now are got ready: a remembered one needs no worker.
        List<String> judgedNow = ids.stream().filter(id -> remembering.recalled(id).isEmpty()).toList();
        try (Lookahead lookahead = new Lookahead(workspace, judgedNow, solution, compiler.sibling(), worker)) {
            int next = 0;
            for (String id : ids) {
                Optional<VerdictCache.Remembered> remembered = remembering.recalled(id);
                if (remembered.isPresent()) {
                    remembered.get().replay(listener);
                    results.add(remembered.get().result());
                    continue;
                }
                int index = next++;
                ProblemSource source = new ProblemSource() {
                    @Override
                    public LoadedProblem load(String id, SolutionCompiler judging) throws ProblemFormatException {
                        try {
                            return lookahead.load(index, judging);
                        } finally {
                            // Loaded (or found broken): the next one gets ready while this one is judged.
                            lookahead.prepare(index + 1);
                        }
                    }
                };
                ProblemResult result = remembering.judged(id, judgeOne(id, compiler, lookahead.runner(index), listener,
                        source));
                results.add(result);
                if (failFast && !result.accepted()) {
                    break;
                }
            }
        }
        listener.runFinished(new RunSummary(results, notAttempted(workspace.loader(), notAttempted, misplaced), misplaced));
        return results;
    }

    /**
     * The run's view of the verdict cache: each problem's key taken once before anything is judged,
     * the results recalled under it, and each result judged now remembered under the same key when
     * nothing changed while it was judged (a solution saved mid-run is judged again next time).
     */
    private final class Remembering {
        private final java.util.Map<String, String> keys = new java.util.HashMap<>();
        private final java.util.Map<String, VerdictCache.Remembered> recalled = new java.util.HashMap<>();

        Remembering(List<String> ids) {
            if (verdictCache == null) {
                return;
            }
            for (String id : ids) {
                verdictCache.key(id).ifPresent(key -> {
                    keys.put(id, key);
                    if (recall) {
                        verdictCache.recall(id, key).ifPresent(r -> recalled.put(id, r));
                    }
                });
            }
        }

        Optional<VerdictCache.Remembered> recalled(String id) {
            return Optional.ofNullable(recalled.get(id));
        }

        /** Remembers (or forgets) the result of the problem just judged; returns it. */
        ProblemResult judged(String id, ProblemResult result) {
            String key = keys.get(id);
            if (key != null && verdictCache.key(id).filter(key::equals).isPresent()) {
                verdictCache.judged(key, result);
            }
            return result;
        }
    }

    /** Where a problem's package comes from: read now, or got ready ahead by a {@link Lookahead}. */
    private interface ProblemSource {
        /**
         * @param compiler the judging thread's compiler, for a package read now
         * @throws ProblemFormatException when the package is broken
         */
        LoadedProblem load(String id, SolutionCompiler compiler) throws ProblemFormatException;
    }

    /**
     * Loads one problem and judges its solution, reporting to {@code listener} (but not
     * runFinished). A broken package is reported as the problem's judge error, not thrown.
     *
     * @throws TestSelection.Invalid when the selection names tests the problem does not have
     */
    public ProblemResult judgeOne(String id, SolutionCompiler compiler, SubmissionRunner runner,
                                  JudgeListener listener) throws TestSelection.Invalid {
        return judgeOne(id, compiler, runner, listener, (problemId, judging) -> LoadedProblem.load(workspace, problemId, judging));
    }

    private ProblemResult judgeOne(String id, SolutionCompiler compiler, SubmissionRunner runner,
                                   JudgeListener listener, ProblemSource source) throws TestSelection.Invalid {
        if (referenceWorker == null) {
            return judgeOne(id, compiler, runner, listener, source, null);
        }
        HeldBack held = new HeldBack(listener);
        ReferenceTimes[] times = {null};
        try {
            return judgeOne(id, compiler, runner, held, source, (problem, comparator, result) -> {
                if (!result.tests().isEmpty()) {
                    times[0] = ReferenceTiming.time(problem, comparator, compiler,
                            () -> new SubmissionRunner(referenceWorker), result.tests());
                }
            });
        } finally {
            // Also when judging threw: the events that happened are reported as they would have been.
            held.release(id, times[0]);
        }
    }

    /** What to do once a problem's solution has been judged, before its events are released. */
    @FunctionalInterface
    private interface AfterJudging {
        void judged(Problem problem, OutputComparator comparator, ProblemResult result);
    }

    private ProblemResult judgeOne(String id, SolutionCompiler compiler, SubmissionRunner runner,
                                   JudgeListener listener, ProblemSource source, AfterJudging after)
            throws TestSelection.Invalid {
        try {
            LoadedProblem loaded;
            try {
                // The worker JVM starts first, from the spec alone: it then starts while the tests are
                // read and the checker and the solution compile, which is most of what a run waits for.
                // (A runner a Lookahead got ready has it starting already, for the same limits.)
                runner.prepare(workspace.loader().loadOverview(workspace.problemDirectory(id)).spec().limits());
                loaded = source.load(id, compiler);
            } catch (ProblemFormatException e) {
                return Judge.brokenPackage(id, "the problem package is broken: " + e.getMessage(), listener);
            }
            Problem problem = loaded.problem();
            List<TestCase> everyTest = problem.tests();
            if (selection.isPresent()) {
                problem = new Problem(problem.id(), problem.directory(), problem.spec(),
                        selection.get().apply(problem.tests()));
            }
            if (!timeLimited) {
                problem = problem.withoutTimeLimit();
            }
            Path file = solution.orElse(workspace.solutionFile(id));
            // --only picks among the package's tests; the learner's own all run (they are numbered apart).
            Optional<OwnTestFiles> own = ownTests
                    ? Optional.of(workspace.loader().readOwnTests(workspace.ownTestsDirectory(id), problem.spec().method()))
                    : Optional.empty();
            ProblemResult result = new Judge(compiler, runner).judge(problem, loaded.comparator(), file,
                    workspace.display(file), listener, failFast ? Judge.Stopping.AT_FIRST_FAILURE
                            : runsEveryTest ? Judge.Stopping.EVERY_TEST : Judge.Stopping.AFTER_TIME_LIMIT, everyTest, own);
            if (after != null) {
                after.judged(problem, loaded.comparator(), result);
            }
            return result;
        } finally {
            // On every path out (a broken package, a bad selection, an exception) no prepared worker is left.
            runner.discardPrepared();
        }
    }

    /**
     * Passes a problem's first events (problemStarted, testsPlanned) on at once, so its heading shows
     * while it is judged, and holds the rest back until {@link #release}.
     */
    private static final class HeldBack extends ListenerCalls {
        private final JudgeListener target;
        private final List<JudgeEvent> held;

        HeldBack(JudgeListener target) {
            this(target, new ArrayList<>());
        }

        private HeldBack(JudgeListener target, List<JudgeEvent> held) {
            super(held::add);
            this.target = target;
            this.held = held;
        }

        @Override
        protected void forward(JudgeEvent event) {
            if (event instanceof JudgeEvent.ProblemStarted || event instanceof JudgeEvent.TestsPlanned) {
                event.deliverTo(target);
            } else {
                super.forward(event);
            }
        }

        /** Reports the references' times, when there are some, then the events held back, in order. */
        void release(String problemId, ReferenceTimes times) {
            if (times != null) {
                target.referenceTimes(problemId, times);
            }
            held.forEach(event -> event.deliverTo(target));
            held.clear();
        }
    }

    /**
     * What the problems without a solution are worth; a package whose spec does not load is worth
     * nothing. Only the specs are read: parsing every test of every problem not attempted took most
     * of a plain {@code ./judgew test} (a broken test file shows once the problem is judged, and in
     * {@code validate}).
     */
    private List<RunSummary.NotAttempted> notAttempted(ProblemLoader loader, List<String> ids,
                                                       List<MisplacedSolution> misplaced) {
        List<RunSummary.NotAttempted> notAttempted = new ArrayList<>();
        for (String id : ids) {
            Optional<MisplacedSolution> nearMiss = misplaced.stream().filter(m -> m.isFor(id)).findFirst();
            try {
                ProblemSpec spec = loader.loadOverview(workspace.problemDirectory(id)).spec();
                notAttempted.add(new RunSummary.NotAttempted(id, spec.title(), spec.grading().points(), nearMiss));
            } catch (ProblemFormatException e) {
                notAttempted.add(new RunSummary.NotAttempted(id, id, 0, nearMiss));
            }
        }
        return notAttempted;
    }
}
