package dev.practicejudge.cli;

import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.StatusCache;
import dev.practicejudge.judge.TestSelection;
import dev.practicejudge.judge.VerdictCache;
import dev.practicejudge.judge.WorkspaceJudge;
import dev.practicejudge.problem.MisplacedSolution;
import dev.practicejudge.problem.SolutionLayout;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.report.GitHubReporter;
import dev.practicejudge.report.ReportRequest;
import dev.practicejudge.report.Reports;
import dev.practicejudge.run.WorkerCommand;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code judgew test}: judges solutions and reports verdicts. */
@Command(name = "test",
        mixinStandardHelpOptions = true,
        description = "Judge your solutions against the problems' tests.",
        footer = {"", "Exit status: 0 every judged problem accepted, 1 some not accepted, 2 usage or judge error.",
                "A partial run (--only, --fail-fast) exits 0 when every test it judged passed, but it",
                "gives no verdict for the problem and awards no points.",
                "A solution file almost in place (solution.java, another name, a folder that is not an id) is",
                "not judged and does not change the status; it is reported with the command that fixes it.",
                "An accepted result is remembered: judged again with the solution, the problem and the judge",
                "unchanged, it is reported as remembered (marked so) instead of run. Never in CI (CI or",
                "GITHUB_ACTIONS set), nor with --json, --junit, --html, --only, --fail-fast, --vs-reference or",
                "--solution; --rerun judges every problem again.",
                "", "Examples:",
                "  ./judgew test",
                "  ./judgew test n-queens n-queens-ii --json build/report.json",
                "  ./judgew test --junit build/judge.xml --html build/judge.html",
                "  ./judgew test --jobs 2",
                "  ./judgew test n-queens-ii --vs-reference",
                "  ./judgew --sandbox test --classroom-result      (in a GitHub Classroom workflow; docs/classroom.md)",
                "  ./judgew test n-queens --solution ~/scratch/MyQueens.java"})
final class TestCommand extends JudgeCommand {

    @Mixin
    ProblemIds problems;

    @Mixin
    SolutionOption solution;

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

    @Option(names = "--vs-reference",
            description = "Also run each problem's accepted reference submissions on the same tests, after yours and each "
                    + "in a worker JVM of its own, and show the fastest one's time beside each of yours and a summary "
                    + "per problem (e.g. 3.1x the fastest reference overall). It never changes a verdict, the points "
                    + "or the exit status; it costs a worker JVM and a run of the tests per reference.")
    boolean vsReference;

    @Option(names = "--rerun",
            description = "Judge every problem now, even one whose accepted result is remembered from an earlier run.")
    boolean rerun;

    @Option(names = "--classroom-result",
            description = "In GitHub Actions, also set the step output 'result' (in $GITHUB_OUTPUT) that GitHub "
                    + "Classroom's graders set: base64 JSON with an entry per test of each problem (status, score, "
                    + "message), for the step classroom-resources/autograding-grading-reporter, which then makes "
                    + "the score notices Classroom reads (the judge leaves them to it). Every test is judged: not "
                    + "with --only or --fail-fast. See docs/classroom.md.")
    boolean classroomResult;

    @Override
    public Integer call() throws UsageError {
        PrintWriter out = out();
        PrintWriter err = err();
        if (jobs < 1) {
            throw new UsageError("--jobs " + jobs + ": the number of problems judged at once must be at least 1, "
                    + "e.g. ./judgew test --jobs 2");
        }
        if (classroomResult && (only != null || failFast)) {
            throw new UsageError("--classroom-result reports points, and a partial run (" + (only != null ? "--only"
                    : "--fail-fast") + ") earns none: leave it out, e.g. ./judgew test --classroom-result");
        }
        Path gitHubOutput = classroomResult ? gitHubOutput() : null;
        Workspace workspace = workspace();
        List<String> known = ProblemIds.known(workspace);
        List<String> ids = problems.ids;
        // An unknown id among known ones is reported and the rest still judged (exit 2 at the
        // end), so one typo in a batch does not cost the other verdicts.
        List<String> unknown = ids.stream().filter(id -> !known.contains(id)).toList();
        if (!unknown.isEmpty() && (unknown.size() == ids.size() || solution.given())) {
            ProblemIds.requireKnown(ids, known);
        }
        for (String id : unknown) {
            try {
                ProblemIds.requireKnown(List.of(id), known);
            } catch (UsageError e) {
                err.println("error: " + e.getMessage() + " (judging the others)");
            }
        }
        boolean unknownNamed = !unknown.isEmpty();
        ids = ids.stream().filter(known::contains).toList();
        err.flush();
        if (solution.given() && ids.size() != 1) {
            throw new UsageError("--solution judges one file, so name exactly one problem, e.g. "
                    + "./judgew test n-queens --solution " + solution.file);
        }
        Optional<Path> file = solution.existing();
        // A file judged with --solution is the learner's choice; otherwise solutions/ is read for near misses
        // (never changed: the findings carry the commands that would move them).
        SolutionLayout layout = file.isPresent() ? SolutionLayout.EMPTY : SolutionLayout.scan(workspace, known);
        List<String> notAttemptedIds = new ArrayList<>();
        List<String> selected = ids;
        List<MisplacedSolution> misplaced = layout.about(ids);
        if (ids.isEmpty()) {
            misplaced = layout.misplaced();
            selected = new ArrayList<>();
            for (String id : known) {
                (Files.isRegularFile(workspace.solutionFile(id)) ? selected : notAttemptedIds).add(id);
            }
            List<String> plain = notAttemptedIds.stream().filter(id -> layout.forProblem(id).isEmpty()).toList();
            List<String> nearMisses = notAttemptedIds.stream().filter(id -> layout.forProblem(id).isPresent()).toList();
            if (!plain.isEmpty() && !selected.isEmpty()) {
                out.println("Not attempted (no solutions/<id>/Solution.java): " + String.join(", ", plain));
            }
            if (!nearMisses.isEmpty() && !selected.isEmpty()) {
                out.println("Not judged, a solution file is not where the judge reads it (the fix is at the end): "
                        + String.join(", ", nearMisses));
            }
        }
        boolean missingNamed = false;
        if (file.isEmpty()) {
            for (String id : ids) {
                if (!Files.isRegularFile(workspace.solutionFile(id))) {
                    String explanation = MissingSolution.explain(workspace, layout, id, "test");
                    if (!classroomResult) {
                        throw new UsageError(explanation);
                    }
                    // The same error and exit status, but the grader's result still says the problem
                    // earned nothing: without it the reporter step fails and Classroom records no score.
                    err.println("error: " + explanation);
                    missingNamed = true;
                }
            }
            if (missingNamed) {
                err.flush();
                notAttemptedIds.addAll(ids.stream().filter(id -> !Files.isRegularFile(workspace.solutionFile(id))).toList());
                selected = ids.stream().filter(id -> Files.isRegularFile(workspace.solutionFile(id))).toList();
            }
        }
        // A grader reports even a run with nothing to judge, every problem not attempted, so that
        // Classroom records 0 points and not nothing.
        boolean scored = classroomResult || GitHubReporter.active(environment());
        if (selected.isEmpty() && misplaced.isEmpty() && !missingNamed) {
            out.println("Nothing to judge: no problem has a solution yet. Write solutions/<problem>/Solution.java "
                    + "for one of: " + String.join(", ", known));
            if (!scored || notAttemptedIds.isEmpty()) {
                return ExitCodes.ACCEPTED;
            }
        } else if (selected.isEmpty() && !missingNamed) {
            // Still reported, in every form asked for, so a grader sees the near misses and not an empty run.
            out.println("Nothing judged: no problem has a solutions/<id>/Solution.java yet.");
        }

        Optional<TestSelection> selection = Optional.empty();
        if (only != null) {
            if (ids.size() != 1) {
                throw new UsageError("--only picks tests of one problem, so name exactly one, e.g. "
                        + "./judgew test n-queens --only 4");
            }
            selection = Optional.of(parse(only));
        }

        PracticeJudge.Workers workers = workers();
        // Only runs of the learner's own files count toward the status `list` shows, and of those
        // only problems judged on every test: the cache skips partial results (--only, --fail-fast).
        Reports reports = Reports.forRun(new ReportRequest(out, styles(), environment(), workers.sandbox(), json, junit,
                html, gitHubOutput, vsReference, file.isEmpty() ? workspace.root() : null));
        try {
            WorkerCommand worker = workers.command();
            WorkspaceJudge judge = new WorkspaceJudge(workspace, file, selection, failFast);
            if (vsReference) {
                judge = judge.withReferenceTimes(worker);
            }
            if (remembers(file, reports)) {
                judge = judge.withVerdictCache(new VerdictCache(workspace, workspace.cache(),
                        worker, Clock.systemUTC()), !rerun);
            }
            List<ProblemResult> results = judge.judge(selected, notAttemptedIds, misplaced, jobs, compiler(workspace),
                    worker, reports.listener());
            // Said once every report is written, so one that failed has cost no other.
            reports.failureLines().forEach(err::println);
            err.flush();
            return unknownNamed || missingNamed || reports.failed() ? ExitCodes.ERROR : ExitCodes.of(results);
        } catch (TestSelection.Invalid | UncheckedIOException e) {
            throw new UsageError(e.getMessage());
        }
    }

    /**
     * Whether accepted results are remembered and recalled in this run: only for a person's plain
     * run of their own solutions. A grader (CI) and a machine-read report always get every problem
     * judged now, and so does a run that judges some tests or another file.
     */
    private boolean remembers(Optional<Path> file, Reports reports) {
        return file.isEmpty() && only == null && !failFast && !vsReference && reports.allowRemembered()
                && !inContinuousIntegration(environment());
    }

    /** Set by GitHub Actions, GitLab, Travis, CircleCI and most others. */
    static boolean inContinuousIntegration(Map<String, String> environment) {
        String ci = environment.getOrDefault("CI", "");
        return !ci.isEmpty() && !ci.equalsIgnoreCase("false") && !ci.equals("0")
                || "true".equalsIgnoreCase(environment.get("GITHUB_ACTIONS"));
    }

    /** The file {@code $GITHUB_OUTPUT} names, which {@code --classroom-result} appends to. */
    private Path gitHubOutput() throws UsageError {
        String output = environment().get("GITHUB_OUTPUT");
        if (output == null || output.isBlank()) {
            throw new UsageError("--classroom-result sets a step output, which goes to the file $GITHUB_OUTPUT names, "
                    + "and it is not set: GitHub Actions sets it in every step (run the judge there, or set "
                    + "GITHUB_OUTPUT=FILE to see what it would write)");
        }
        return Path.of(output);
    }

    private static TestSelection parse(String only) throws UsageError {
        try {
            return TestSelection.parse(only);
        } catch (TestSelection.Invalid e) {
            throw new UsageError(e.getMessage());
        }
    }
}
