package dev.practicejudge.session;

import dev.practicejudge.api.Generator;
import dev.practicejudge.check.OutputComparator;
import dev.practicejudge.compile.CompilationResult;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.generate.Generators;
import dev.practicejudge.judge.LoadedProblem;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.ProblemSpec;
import dev.practicejudge.problem.Submission;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.profile.Growth;
import dev.practicejudge.profile.GrowthFit;
import dev.practicejudge.profile.Ladder;
import dev.practicejudge.profile.Profile;
import dev.practicejudge.profile.Profiler;
import dev.practicejudge.report.ProfileReports;
import dev.practicejudge.run.WorkerCommand;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A profile got ready ({@code profile}): the problem, its ladder of sizes, and the learner's
 * solution compiled with the references it is measured beside. What cannot be profiled (a broken
 * package, no ladder, a reference that does not compile) is refused when it is made; a learner's
 * solution that does not compile is {@link #notCompiled}.
 */
public final class Profiling {

    /** A solution's ladder stops by default after the first size whose median run takes this long: a second. */
    public static final double DEFAULT_STOP_AT_MS = Profiler.Settings.DEFAULT_STOP_AT_MS;

    /** A profile measured, with the growth fitted to each solution's series. */
    public record Profiled(Profile profile, Map<String, Growth> growths) {

        /** Writes the measurements and fits as JSON ({@code --json}). */
        public void writeJson(Path file) throws IOException {
            ProfileReports.writeJson(file, profile, growths);
        }

        /** Writes the page with the chart ({@code --html}). */
        public void writeHtml(Path file) throws IOException {
            ProfileReports.writeHtml(file, profile, growths);
        }

        /** Whether the learner's ladder ended on the judge's own failure. */
        public boolean judgeError() {
            return learnerStopped().startsWith("JE at ");
        }

        /** Whether the learner's ladder ended on the solution's failure (a wrong answer, a crash, a limit). */
        public boolean notAccepted() {
            return learnerStopped().matches("^(WA|RE|TLE|MLE|OLE) at .*");
        }

        private String learnerStopped() {
            return profile.series().get(0).stopped();
        }
    }

    private final Problem problem;
    private final OutputComparator comparator;
    private final Ladder ladder;
    private final String shown;
    private final Optional<String> notCompiled;
    private final List<Profiler.Contender> contenders;
    private final Supplier<WorkerCommand> worker;

    private Profiling(Problem problem, OutputComparator comparator, Ladder ladder, String shown,
                      Optional<String> notCompiled, List<Profiler.Contender> contenders, Supplier<WorkerCommand> worker) {
        this.problem = problem;
        this.comparator = comparator;
        this.ladder = ladder;
        this.shown = shown;
        this.notCompiled = notCompiled;
        this.contenders = List.copyOf(contenders);
        this.worker = worker;
    }

    static Profiling open(Workspace workspace, String id, Path file, SolutionCompiler compiler, boolean references,
                          Supplier<WorkerCommand> worker) throws Refused {
        LoadedProblem loaded;
        Ladder ladder;
        requireReferences(workspace, id, references);
        try {
            loaded = LoadedProblem.load(workspace, id, compiler);
            ladder = ladder(loaded.problem(), compiler, workspace);
        } catch (ProblemFormatException e) {
            throw new Refused("the problem package is broken: " + e.getMessage());
        }
        Problem problem = loaded.problem();
        MethodSignature method = problem.spec().method();
        String shown = workspace.display(file);
        List<Profiler.Contender> contenders = new ArrayList<>();
        CompilationResult mine = compiler.compile(file, shown, method);
        if (mine instanceof CompilationResult.Failed failed) {
            return new Profiling(problem, loaded.comparator(), ladder, shown, Optional.of(failed.report()), contenders, worker);
        }
        contenders.add(new Profiler.Contender(file.getFileName().toString(), true,
                ((CompilationResult.Compiled) mine).classes()));
        if (references) {
            for (Submission reference : references(problem)) {
                CompilationResult theirs = compiler.compile(reference.file(), reference.name(), method);
                if (theirs instanceof CompilationResult.Failed failed) {
                    throw new Refused("the problem's reference " + reference.name() + " does not compile:\n"
                            + failed.report());
                }
                contenders.add(new Profiler.Contender(reference.name(), false,
                        ((CompilationResult.Compiled) theirs).classes()));
            }
        }
        return new Profiling(problem, loaded.comparator(), ladder, shown, Optional.empty(), contenders, worker);
    }

    /** The learner's file as the learner would write its path. */
    public String shown() {
        return shown;
    }

    /** The compiler's report when the learner's solution does not compile, so there is nothing to profile. */
    public Optional<String> notCompiled() {
        return notCompiled;
    }

    /** How many solutions are measured: the learner's, then the references'. */
    public int solutions() {
        return contenders.size();
    }

    /**
     * Prints the profile's heading to {@code report}: the problem, the learner's file, the ladder and
     * its terms, before any worker starts.
     */
    public void header(ProfileReports report, double stopAtMs) {
        report.header(problem, shown, ladder, stopAtMs, solutions());
    }

    /**
     * Measures each solution up the ladder, one at a time, each in a worker of its own, until a run
     * takes {@code stopAtMs}; {@code report} hears each size as it is done, then prints the profile.
     */
    public Profiled run(double stopAtMs, ProfileReports report) {
        return run(new Profiler.Settings(stopAtMs), report);
    }

    /** The same, every ladder ending by {@code budgetMs} of wall time after the start (see {@link Profiler.Settings}). */
    Profiled run(double stopAtMs, long budgetMs, ProfileReports report) {
        return run(new Profiler.Settings(stopAtMs, budgetMs), report);
    }

    private Profiled run(Profiler.Settings settings, ProfileReports report) {
        Profile profile = new Profiler(problem, comparator, worker.get(), settings)
                .profile(ladder, contenders, report::measured);
        Map<String, Growth> growths = new LinkedHashMap<>();
        profile.series().forEach(series -> growths.put(series.name(), GrowthFit.fit(series.points())));
        report.profile(profile, growths);
        return new Profiled(profile, growths);
    }

    private static Ladder ladder(Problem problem, SolutionCompiler compiler, Workspace workspace)
            throws ProblemFormatException, Refused {
        MethodSignature method = problem.spec().method();
        if (problem.spec().profile().isPresent()) {
            try {
                return Ladder.declared(problem.spec().profile().get().inputs(), method);
            } catch (IllegalArgumentException e) {
                // The loader checked every input against the method: this is the judge's own failure.
                throw new Refused("judge error: " + e.getMessage());
            }
        }
        Optional<Generator> generator = Generators.forProblem(problem, compiler, workspace::display);
        if (generator.isEmpty()) {
            throw new Refused(problem.id() + " has neither profile inputs nor a generator, so there is no ladder "
                    + "of sizes to measure on (see docs/problem-format.md)");
        }
        try {
            Ladder ladder = Ladder.generated(generator.get(), method, 1);
            if (ladder.rungs().size() < 2) {
                throw new Refused(problem.id() + "'s generator makes inputs of " + ladder.rungs().size()
                        + " size only: a profile needs several");
            }
            return ladder;
        } catch (IllegalArgumentException e) {
            throw new Refused("the problem package is broken: " + e.getMessage());
        }
    }

    /** Refuses a profile beside references that an assignment's template left out. */
    static void requireReferences(Workspace workspace, String id, boolean references) throws Refused {
        if (references && Submission.withheld(workspace.problemDirectory(id))) {
            throw new Refused(withheld(workspace, id));
        }
    }

    /**
     * Why a profile beside the references cannot be made in an assignment's template, and, when the
     * package has a ladder without them, the option that measures the learner's solution alone.
     */
    private static String withheld(Workspace workspace, String id) {
        boolean ladder;
        try {
            ProblemSpec spec = workspace.loader().loadOverview(workspace.problemDirectory(id)).spec();
            ladder = spec.profile().isPresent() || spec.generator().isPresent();
        } catch (ProblemFormatException e) {
            ladder = false;
        }
        return "this assignment does not include the reference solutions of " + id + " to measure yours beside"
                + (ladder ? "; ./judgew profile " + id + " --no-references measures yours alone" : "");
    }

    private static List<Submission> references(Problem problem) throws Refused {
        try {
            return Submission.accepted(problem.directory());
        } catch (IOException e) {
            throw new Refused("cannot list " + problem.id() + "'s submissions: " + e.getMessage());
        }
    }
}
