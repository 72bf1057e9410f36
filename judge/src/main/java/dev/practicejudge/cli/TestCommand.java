package dev.practicejudge.cli;

import dev.practicejudge.check.Comparators;
import dev.practicejudge.check.OutputComparator;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.judge.Judge;
import dev.practicejudge.judge.JudgeListener;
import dev.practicejudge.judge.ParallelJudging;
import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.RunSummary;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.ProblemLoader;
import dev.practicejudge.problem.ProblemSpec;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.report.ConsoleReporter;
import dev.practicejudge.report.GitHubReporter;
import dev.practicejudge.report.HtmlReporter;
import dev.practicejudge.report.JUnitXmlReporter;
import dev.practicejudge.report.StatusCache;
import dev.practicejudge.report.JsonReporter;
import dev.practicejudge.run.SubmissionRunner;
import dev.practicejudge.run.WorkerCommand;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code judgew test}: judges solutions and reports verdicts. */
@Command(name = "test",
        mixinStandardHelpOptions = true,
        description = "Judge your solutions against the problems' tests.",
        footer = {"", "Exit status: 0 every judged problem accepted, 1 some not accepted, 2 usage or judge error.",
                "", "Examples:",
                "  ./judgew test",
                "  ./judgew test n-queens n-queens-ii --json build/report.json",
                "  ./judgew test --junit build/judge.xml --html build/judge.html",
                "  ./judgew test --jobs 2",
                "  ./judgew test n-queens --solution ~/scratch/MyQueens.java"})
final class TestCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @ParentCommand
    PracticeJudge parent;

    @Parameters(paramLabel = "ID", arity = "0..*",
            description = "Problems to judge (default: every problem that has solutions/<ID>/Solution.java).")
    List<String> ids = new ArrayList<>();

    @Option(names = "--solution", paramLabel = "FILE",
            description = "Judge this file as the Solution of the one ID given, instead of solutions/<ID>/Solution.java.")
    Path solution;

    @Option(names = "--json", paramLabel = "FILE", description = "Also write a JSON report to FILE.")
    Path json;

    @Option(names = "--junit", paramLabel = "FILE",
            description = "Also write a JUnit XML report to FILE (one testsuite per problem), for CI test-report tools.")
    Path junit;

    @Option(names = "--only", paramLabel = "TESTS",
            description = "Judge only these tests of the one ID given: positions and ranges (1,3-5) or names (04-n4).")
    String only;

    @Option(names = "--fail-fast", description = "Stop at the first test that is not accepted.")
    boolean failFast;

    @Option(names = "--html", paramLabel = "FILE",
            description = "Also write a self-contained HTML report to FILE, with boards drawn as boards.")
    Path html;

    @Option(names = "--jobs", paramLabel = "N", defaultValue = "1",
            description = "Judge up to N problems at once, each in its own worker JVM (default: 1). "
                    + "Reports are the same as with one job, in the same order.")
    int jobs;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (jobs < 1) {
            err.println("error: --jobs " + jobs + ": the number of problems judged at once must be at least 1, "
                    + "e.g. ./judgew test --jobs 2");
            return ExitCodes.ERROR;
        }
        Workspace workspace;
        List<String> known;
        boolean unknownNamed = false;
        try {
            workspace = UsageError.workspace(parent);
            known = UsageError.problemIds(workspace);
            // An unknown id among known ones is reported and the rest still judged (exit 2 at the
            // end), so one typo in a batch does not cost the other verdicts.
            List<String> unknown = ids.stream().filter(id -> !known.contains(id)).toList();
            if (!unknown.isEmpty() && (unknown.size() == ids.size() || solution != null)) {
                UsageError.requireKnown(ids, known);
            }
            for (String id : unknown) {
                try {
                    UsageError.requireKnown(List.of(id), known);
                } catch (UsageError e) {
                    err.println("error: " + e.getMessage() + " (judging the others)");
                }
            }
            unknownNamed = !unknown.isEmpty();
            ids = ids.stream().filter(known::contains).toList();
        } catch (UsageError e) {
            err.println("error: " + e.getMessage());
            return ExitCodes.ERROR;
        }
        err.flush();
        if (solution != null && ids.size() != 1) {
            err.println("error: --solution judges one file, so name exactly one problem, e.g. "
                    + "./judgew test n-queens --solution " + solution);
            return ExitCodes.ERROR;
        }
        if (solution != null && !Files.isRegularFile(solution)) {
            err.println("error: --solution " + solution + ": no such file");
            return ExitCodes.ERROR;
        }
        List<String> notAttemptedIds = new ArrayList<>();
        List<String> selected = ids;
        if (ids.isEmpty()) {
            selected = new ArrayList<>();
            for (String id : known) {
                (Files.isRegularFile(workspace.solutionFile(id)) ? selected : notAttemptedIds).add(id);
            }
            if (!notAttemptedIds.isEmpty() && !selected.isEmpty()) {
                out.println("Not attempted (no solutions/<id>/Solution.java): " + String.join(", ", notAttemptedIds));
            }
        }
        if (solution == null) {
            for (String id : ids) {
                if (!Files.isRegularFile(workspace.solutionFile(id))) {
                    err.println("error: " + MissingSolution.explain(workspace, id));
                    return ExitCodes.ERROR;
                }
            }
        }
        if (selected.isEmpty()) {
            out.println("Nothing to judge: no problem has a solution yet. Write solutions/<problem>/Solution.java "
                    + "for one of: " + String.join(", ", known));
            return ExitCodes.ACCEPTED;
        }

        TestSelection selection = null;
        if (only != null) {
            if (ids.size() != 1) {
                err.println("error: --only picks tests of one problem, so name exactly one, e.g. ./judgew test n-queens --only 4");
                return ExitCodes.ERROR;
            }
            try {
                selection = TestSelection.parse(only);
            } catch (UsageError e) {
                err.println("error: " + e.getMessage());
                return ExitCodes.ERROR;
            }
        }

        List<JudgeListener> listeners = new ArrayList<>();
        GitHubReporter.fromEnvironment(parent.environment(), out).ifPresent(listeners::add);
        listeners.add(new ConsoleReporter(out, parent.styles()));
        if (json != null) {
            listeners.add(new JsonReporter(json));
        }
        if (junit != null) {
            listeners.add(new JUnitXmlReporter(junit));
        }
        if (html != null) {
            listeners.add(new HtmlReporter(html));
        }
        if (solution == null && selection == null) {
            // Only full runs of the learner's own files count toward the status `list` shows.
            listeners.add(new StatusCache(workspace.root(), Clock.systemUTC()));
        }
        try {
            List<ProblemResult> results = judge(workspace, selected, notAttemptedIds, solution, selection, failFast,
                    jobs, parent.compiler(workspace), parent.workerCommand(err), JudgeListener.all(listeners));
            return unknownNamed ? ExitCodes.ERROR : exitCode(results);
        } catch (UsageError e) {
            err.println("error: " + e.getMessage());
            return ExitCodes.ERROR;
        } catch (UncheckedIOException e) {
            err.println("error: " + e.getMessage());
            return ExitCodes.ERROR;
        }
    }

    /**
     * Judges the selected problems, up to {@code jobs} at once, and reports them to the listener,
     * ending with runFinished. The listener receives exactly the events of a sequential run, in
     * the same order and on the calling thread (see {@link ParallelJudging}); each further job
     * thread has a compiler of its own, sharing the first one's class cache.
     *
     * @param solution judge this file instead of each problem's solutions/ID/Solution.java; may be null
     * @param selection the tests to run, or null for all
     * @param worker how to start the worker JVMs (in a sandbox or not)
     * @throws UsageError when the selection names tests the problem does not have
     */
    static List<ProblemResult> judge(Workspace workspace, List<String> selected, List<String> notAttemptedIds,
                                     Path solution, TestSelection selection, boolean failFast, int jobs,
                                     SolutionCompiler compiler, WorkerCommand worker, JudgeListener listener)
            throws UsageError {
        List<ParallelJudging.Job<UsageError>> problems = new ArrayList<>();
        for (String id : selected) {
            // A runner per problem: a runner holds the worker it starts ahead of need, so jobs cannot share one.
            problems.add((jobCompiler, events) -> judgeOne(workspace, id, solution, selection, failFast, jobCompiler,
                    new SubmissionRunner(worker), events));
        }
        List<ProblemResult> results = ParallelJudging.run(problems, jobs, compiler, compiler::sibling, listener,
                result -> failFast && !result.accepted());
        listener.runFinished(new RunSummary(results, notAttempted(workspace.loader(), workspace, notAttemptedIds)));
        return results;
    }

    /** Loads one problem and judges its solution, reporting to {@code listener}. */
    static ProblemResult judgeOne(Workspace workspace, String id, Path solution, TestSelection selection,
                                          boolean failFast, SolutionCompiler compiler, SubmissionRunner runner,
                                          JudgeListener listener) throws UsageError {
        try {
            Problem problem;
            OutputComparator comparator;
            try {
                // The worker JVM starts first, from the spec alone: it then starts while the tests are
                // read and the checker and the solution compile, which is most of what a run waits for.
                runner.prepare(workspace.loader().loadOverview(workspace.problemDirectory(id)).spec().limits());
                problem = workspace.loader().load(workspace.problemDirectory(id));
                comparator = Comparators.forProblem(problem, compiler, workspace::display);
            } catch (ProblemFormatException e) {
                return Judge.brokenPackage(id, "the problem package is broken: " + e.getMessage(), listener);
            }
            if (selection != null) {
                problem = new Problem(problem.id(), problem.directory(), problem.spec(), selection.apply(problem.tests()));
            }
            Path file = solution != null ? solution : workspace.solutionFile(id);
            return new Judge(compiler, runner).judge(problem, comparator, file, workspace.display(file), listener,
                    failFast);
        } finally {
            // On every path out (a broken package, a bad --only, an exception) no prepared worker is left.
            runner.discardPrepared();
        }
    }

    /**
     * What the problems without a solution are worth; a package whose spec does not load is worth
     * nothing. Only the specs are read: parsing every test of every problem not attempted took most
     * of a plain {@code ./judgew test} (a broken test file shows once the problem is judged, and in
     * {@code validate}).
     */
    private static List<RunSummary.NotAttempted> notAttempted(ProblemLoader loader, Workspace workspace,
                                                             List<String> ids) {
        List<RunSummary.NotAttempted> notAttempted = new ArrayList<>();
        for (String id : ids) {
            try {
                ProblemSpec spec = loader.loadOverview(workspace.problemDirectory(id)).spec();
                notAttempted.add(new RunSummary.NotAttempted(id, spec.title(), spec.grading().points()));
            } catch (ProblemFormatException e) {
                notAttempted.add(new RunSummary.NotAttempted(id, id, 0));
            }
        }
        return notAttempted;
    }

    static int exitCode(List<ProblemResult> results) {
        boolean judgeError = results.stream().anyMatch(r -> r.verdict() == Verdict.JE
                || r.tests().stream().map(TestResult::verdict).anyMatch(v -> v == Verdict.JE));
        if (judgeError) {
            return ExitCodes.ERROR;
        }
        return results.stream().allMatch(ProblemResult::accepted) ? ExitCodes.ACCEPTED : ExitCodes.NOT_ACCEPTED;
    }
}
