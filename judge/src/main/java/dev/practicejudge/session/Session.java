package dev.practicejudge.session;

import dev.practicejudge.compile.ClassCache;
import dev.practicejudge.compile.Javac;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.judge.ForwardingListener;
import dev.practicejudge.judge.JudgeEvent;
import dev.practicejudge.judge.JudgeListener;
import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.TestSelection;
import dev.practicejudge.judge.VerdictCache;
import dev.practicejudge.judge.WorkspaceJudge;
import dev.practicejudge.learn.ProblemSheet;
import dev.practicejudge.learn.StubGenerator;
import dev.practicejudge.present.Styles;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.run.SubmissionRunner;
import dev.practicejudge.run.WorkerCommand;
import dev.practicejudge.text.Suggestions;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * What the front-ends share: a workspace, its problems and solutions, and the one way to judge
 * them. A front-end (a command, the IDE runner) keeps its options, its help and its printing; the
 * decisions (which problems, which file, what is missing) and the calls into the judge are here.
 */
public final class Session {

    private final Workspace workspace;
    private final Supplier<SolutionCompiler> compiler;
    private final Supplier<Workers> startWorkers;
    private Workers workers;

    /** A session whose workers run without the sandbox. */
    public Session(Workspace workspace, Supplier<SolutionCompiler> compiler) {
        this(workspace, compiler, () -> Workers.start(false, note -> { }));
    }

    /**
     * @param compiler makes the run's compiler when judging starts (it fails then, not before,
     *     when the JDK has no compiler)
     * @param workers says how worker JVMs start, asked once, when the first is needed (a sandbox
     *     probe and its note come then, and only for commands that start workers)
     */
    public Session(Workspace workspace, Supplier<SolutionCompiler> compiler, Supplier<Workers> workers) {
        this.workspace = workspace;
        this.compiler = compiler;
        this.startWorkers = workers;
    }

    /**
     * The repository at {@code root} (else the one {@code fromEnvironment} names, else the nearest
     * folder from {@code here} upwards with a problems/ folder), judged with a compiler that keeps
     * compiled classes in its cache, so judging an unchanged file again skips javac.
     *
     * @param root the folder given on the command line, or null
     * @param fromEnvironment the folder the launcher set in the environment, or null
     * @param workers how worker JVMs start, see {@link Workers#start}
     * @throws Refused when there is no such repository
     */
    public static Session inRepository(Path root, String fromEnvironment, Path here, Supplier<Workers> workers)
            throws Refused {
        Optional<Workspace> found = root != null ? Optional.of(new Workspace(root))
                : fromEnvironment != null && !fromEnvironment.isBlank() ? Optional.of(new Workspace(Path.of(fromEnvironment)))
                : Workspace.find(here);
        if (found.isEmpty()) {
            throw new Refused("no problems/ folder here or above; run from the repository, or pass --root DIR");
        }
        Workspace workspace = found.get();
        if (!Files.isDirectory(workspace.root().resolve(Workspace.PROBLEMS_DIR))) {
            throw new Refused(workspace.root() + " has no problems/ folder; is it the Practice Judge repository?");
        }
        return new Session(workspace, () -> compilerFor(workspace), workers);
    }

    /** The folder of the workspace's cache that holds compiled solutions. */
    static final String CLASS_CACHE_FOLDER = "classes";

    /** A compiler that keeps compiled classes in the workspace's cache; it fails when the JDK has no compiler. */
    static SolutionCompiler compilerFor(Workspace workspace) {
        // Before anything is judged: without a compiler every solution would read as a compile error.
        try {
            Javac.requireAvailable();
        } catch (Javac.Unavailable e) {
            throw new NoCompiler(e.getMessage());
        }
        return new SolutionCompiler(Optional.of(new ClassCache(workspace.cache().resolve(CLASS_CACHE_FOLDER))));
    }

    /** How this session's worker JVMs start, and whether in the sandbox (reports say so). */
    public synchronized Workers workers() {
        if (workers == null) {
            workers = startWorkers.get();
        }
        return workers;
    }

    private WorkerCommand workerCommand() {
        return workers().command();
    }

    public Workspace workspace() {
        return workspace;
    }

    /** The repository's folder. */
    public Path root() {
        return workspace.root();
    }

    /** Every problem id of the workspace. */
    public List<String> known() throws Refused {
        try {
            return workspace.problemIds();
        } catch (IOException e) {
            throw new Refused("cannot list " + workspace.display(workspace.root().resolve(Workspace.PROBLEMS_DIR))
                    + ": " + e.getMessage());
        }
    }

    /** {@code id}, once it is known to name a problem of the workspace. */
    public String problem(String id) throws Refused {
        requireKnown(List.of(id), known());
        return id;
    }

    /**
     * Fails on the first id that is not a problem, suggesting the one it most likely means (a
     * typo, other letter case, or the start of an id: {@code letter-combinations}).
     */
    public static void requireKnown(List<String> ids, List<String> known) throws Refused {
        for (String id : ids) {
            if (!known.contains(id)) {
                throw new Refused(unknown(id, known));
            }
        }
    }

    /** What is said of an id that names no problem. */
    static String unknown(String id, List<String> known) {
        String suggestion = Suggestions.meant(id, known).map(k -> " (did you mean \"" + k + "\"?)").orElse("");
        return "unknown problem \"" + id + "\"" + suggestion + "; the problems are: " + String.join(", ", known);
    }

    /** The file given, which must exist; empty when none was given. */
    public static Optional<Path> given(Path file) throws Refused {
        if (file != null && !Files.isRegularFile(file)) {
            throw new Refused("--solution " + file + ": no such file");
        }
        return Optional.ofNullable(file);
    }

    /**
     * The file to work on: the one given, which must exist, else the learner's own
     * solutions/ID/Solution.java, which must exist too (a near miss is named, with its fix).
     *
     * @param command the command's name, for the fix it suggests: "run", "debug", "stress"
     */
    public Path solutionFile(String id, Path given, String command) throws Refused {
        Optional<Path> file = given(given);
        if (file.isPresent()) {
            return file.get();
        }
        Path own = workspace.solutionFile(id);
        if (!Files.isRegularFile(own)) {
            throw new Refused(MissingSolution.nearMiss(workspace, known(), id)
                    .map(m -> MissingSolution.explain(m, command))
                    .orElse("no solution yet for " + id + ": run ./judgew new " + id));
        }
        return own;
    }

    /** The plan for judging {@code ids} (none: every problem with a solution), see {@link RunPlan#of}. */
    public RunPlan plan(List<String> ids, Path given) throws Refused {
        return RunPlan.of(workspace, known(), ids, Optional.ofNullable(given));
    }

    /**
     * Judges the plan's problems as {@code how} says, reporting to {@code listener} (ending with
     * runFinished).
     *
     * @throws Refused when the selection names tests a problem does not have, or a file cannot be read
     */
    public Judged judge(RunPlan plan, Judging how, JudgeListener listener) throws Refused {
        how.requireReferences(workspace, plan.ids());
        try {
            WorkerCommand worker = workerCommand();
            WorkspaceJudge judge = new WorkspaceJudge(workspace, plan.solution(), how.selection(), how.failFast());
            if (how.everyTest()) {
                judge = judge.withEveryTest();
            }
            if (how.vsReference()) {
                judge = judge.withReferenceTimes(worker);
            }
            if (how.remember()) {
                judge = judge.withVerdictCache(new VerdictCache(workspace, workspace.cache(),
                        worker, Clock.systemUTC()), how.recall());
            }
            List<ProblemResult> results = judge.judge(plan.ids(), plan.notAttempted(), plan.misplaced(), how.jobs(),
                    compiler.get(), worker, listener);
            return new Judged(results, plan.complete());
        } catch (TestSelection.Invalid | UncheckedIOException e) {
            throw new Refused(e.getMessage());
        }
    }

    /**
     * The test {@code debug} runs on problem {@code id}, with the file given or else the learner's own
     * (which must exist).
     *
     * @param asked the test the learner named ({@code --test}), or null to let the judge choose
     */
    public DebugTarget debugTarget(String id, Path given, String asked) throws Refused {
        Optional<Path> file = given(given);
        solutionFile(id, given, "debug");
        return DebugTarget.choose(workspace, id, file, asked);
    }

    /**
     * The target's one test, for a debugger: no time limit (a test paused at a breakpoint is
     * neither stopped nor TLE) and none of the learner's own tests.
     *
     * @param debugger where the worker waits for the debugger
     */
    public Debugged judgeOneTest(DebugTarget target, Debugger debugger, JudgeListener listener) throws Refused {
        // Never in the sandbox: the debugger connects to the worker through a port on localhost.
        WorkerCommand worker = WorkerCommand.current();
        boolean[] leftFirst = new boolean[1];
        // Notes, as the test's result comes, whether the debugger had already left.
        JudgeListener noting = new ForwardingListener() {
            @Override
            protected void forward(JudgeEvent event) {
                if (event instanceof JudgeEvent.TestFinished) {
                    leftFirst[0] = debugger.leftFirst();
                }
                event.deliverTo(listener);
            }
        };
        try {
            // By position: a test's name is any file name ("5", "a,b"), which a selection would read as positions.
            TestSelection selection = TestSelection.parse(Integer.toString(target.position()));
            Judged judged = new Judged(new WorkspaceJudge(workspace, target.solution(), Optional.of(selection), false)
                    .withoutTimeLimit().withoutOwnTests().judge(List.of(target.id()), List.of(), List.of(), 1,
                            compiler.get(), debugger.debugged(worker), noting), true);
            return new Debugged(judged, leftFirst[0]);
        } catch (TestSelection.Invalid e) {
            throw new Refused(e.getMessage());
        }
    }

    /**
     * What {@code run} runs on problem {@code id}: the file given or else the learner's own, and the
     * input given ({@code json} with {@code --input}, {@code inputFile} with {@code --input-file},
     * {@code -} for the standard input), or else the first test's: one target per case, since
     * LeetCode's testcase box may hold several.
     */
    public List<RunTarget> runTargets(String id, Path given, String json, Path inputFile) throws Refused {
        Path file = solutionFile(id, given, "run");
        return RunTarget.of(workspace, id, file, json, inputFile);
    }

    /** {@code target} got ready to run, printing to {@code out} as it goes. */
    public Running running(RunTarget target, PrintWriter out, Styles styles) {
        // The compiler first: without one, nothing starts a worker (or probes the sandbox).
        SolutionCompiler made = compiler.get();
        return Running.of(workspace, target, made, workerCommand(), out, styles);
    }

    /**
     * The problems on the practice path, each with the learner's status, filtered by difficulty
     * ({@code level}, lower case), {@code tag} (any case) and {@code topic} (as written, or its
     * {@link dev.practicejudge.problem.Topics#slug}) when they are not null.
     */
    public PracticePath practicePath(String level, String tag, String topic) throws Refused {
        return PracticePath.of(workspace, known(), level, tag, topic);
    }

    /** How many tests {@link #show} shows as samples when the problem marks none. */
    public static final int DEFAULT_SAMPLES = ProblemSheet.DEFAULT_SAMPLES;

    /**
     * Problem {@code id} as {@code show} prints it, line by line: its statement, how it is judged, and
     * its first tests drawn as samples.
     *
     * @param samples how many tests to show as samples (0 or more), or null for the tests the problem
     *     marks as samples, or else its first {@link #DEFAULT_SAMPLES}
     * @throws Refused when the package does not load or its statement cannot be read
     */
    public List<String> show(String id, Integer samples, Styles styles) throws Refused {
        Problem problem;
        try {
            problem = workspace.loader().load(workspace.problemDirectory(id));
        } catch (ProblemFormatException e) {
            throw new Refused("the problem package is broken: " + e.getMessage()
                    + " (./judgew validate " + id + " says more)");
        }
        try {
            return new ProblemSheet(workspace, styles).lines(problem, samples);
        } catch (IOException e) {
            throw new Refused("cannot read " + workspace.display(ProblemSheet.statement(problem)) + ": "
                    + e.getMessage());
        }
    }

    /** A solution file started: where, as the learner writes its path, and the method it declares. */
    public record Started(String shown, String declaration, boolean returnsVoid) {
    }

    /**
     * Writes solutions/ID/Solution.java with the problem's method stubbed (a placeholder answer);
     * never over a file that exists.
     */
    public Started startSolution(String id) throws Refused {
        Path file = workspace.solutionFile(id);
        String shown = workspace.display(file);
        // Checked before the package is loaded, so the answer does not depend on the package being sound.
        if (Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            throw alreadyExists(shown);
        }
        Problem problem;
        try {
            problem = workspace.loader().load(workspace.problemDirectory(id));
        } catch (ProblemFormatException e) {
            throw new Refused("the problem package is broken: " + e.getMessage()
                    + " (./judgew validate " + id + " says more); nothing was written");
        }
        try {
            Files.createDirectories(file.getParent());
            // CREATE_NEW fails rather than replace a file that appeared since the check above.
            Files.writeString(file, StubGenerator.source(problem), StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        } catch (FileAlreadyExistsException e) {
            throw alreadyExists(shown);
        } catch (IOException e) {
            throw new Refused("cannot write " + shown + ": " + e.getMessage());
        }
        return new Started(shown, problem.spec().method().declaration(), problem.spec().method().returnType().isVoid());
    }

    private static Refused alreadyExists(String shown) {
        return new Refused(shown + " already exists; nothing was written");
    }

    /** Creates problems/ID/ with an outline of every file a package needs; never overwrites anything. */
    public Authoring.Scaffolded newProblem(String id) throws Refused {
        return new Authoring(workspace).newProblem(id);
    }

    /**
     * Fills problem {@code id}'s expected outputs from its first accepted submission, telling
     * {@code lines} what it does; whether every output needed was written.
     *
     * @param force also replace outputs written by hand
     */
    public boolean generateExpected(String id, boolean force, Consumer<String> lines) throws Refused {
        return new Authoring(workspace).generateExpected(id, force, compiler.get(), this::workerCommand, lines);
    }

    /** The problems {@code validate} proves: those named, which must be known, or else every one. */
    public List<String> toValidate(List<String> ids) throws Refused {
        List<String> known = known();
        requireKnown(ids, known);
        return ids.isEmpty() ? known : ids;
    }

    /** A validator of packages, with one compiler and worker command for all it validates. */
    public Authoring.Validation validation() {
        return new Authoring(workspace).validation(compiler.get(), this::workerCommand);
    }

    /** The next hint of problem {@code id}, or every one ({@code all}); either counts as seen. */
    public Guides.HintPage hint(String id, boolean all) throws Refused {
        return Guides.hint(workspace, id, all);
    }

    /** The editorial of problem {@code id}: open once the last {@code test} accepted it, or with {@code spoil}. */
    public Guides.EditorialPage editorial(String id, boolean spoil) throws Refused {
        return Guides.editorial(workspace, id, spoil);
    }

    /**
     * A stress run of problem {@code id} got ready, on the file given or else the learner's own.
     *
     * The workers start (and the sandbox is probed) once the problem and both solutions are read.
     *
     * @throws Refused when there is no solution, generator or reference, or the package is broken
     */
    public Stressing stress(String id, Path given) throws Refused {
        Stressing.requireReferences(workspace, id);
        return Stressing.open(workspace, id, solutionFile(id, given, "stress"), compiler.get(), this::workerCommand);
    }

    /**
     * A profile of problem {@code id} got ready, on the file given or else the learner's own,
     * measured beside the problem's accepted references when {@code references}.
     *
     * @throws Refused when there is no solution or no ladder, or the package or a reference is broken
     */
    public Profiling profile(String id, Path given, boolean references) throws Refused {
        Profiling.requireReferences(workspace, id, references);
        Path file = solutionFile(id, given, "profile");
        return Profiling.open(workspace, id, file, compiler.get(), references, this::workerCommand);
    }

    /**
     * One problem judged again and again ({@code watch}): a warm compiler, and a worker JVM started
     * after each verdict for the next one.
     *
     * @param only the tests to judge each time (positions, "1,2,3": an interview's samples), or null for all
     * @throws Refused when the problem has no solutions/ID/Solution.java (a near miss is named, with its fix)
     */
    public Repeated repeated(String id, String only) throws Refused {
        if (!Files.isRegularFile(workspace.solutionFile(id))) {
            throw new Refused(MissingSolution.explain(workspace, known(), id, null));
        }
        Optional<TestSelection> selection = Optional.empty();
        if (only != null) {
            try {
                selection = Optional.of(TestSelection.parse(only));
            } catch (TestSelection.Invalid e) {
                throw new Refused(e.getMessage());
            }
        }
        SolutionCompiler warm = compiler.get();
        return new Repeated(workspace, id, selection, warm, new SubmissionRunner(workerCommand()));
    }
}
