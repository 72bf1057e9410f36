package dev.practicejudge.cli;

import dev.practicejudge.report.GitHubReporter;
import dev.practicejudge.report.ReportRequest;
import dev.practicejudge.report.Reports;
import dev.practicejudge.report.Verbosity;
import dev.practicejudge.session.Interviews;
import dev.practicejudge.session.Judged;
import dev.practicejudge.session.Judging;
import dev.practicejudge.session.Refused;
import dev.practicejudge.session.RunPlan;
import dev.practicejudge.session.Session;
import java.io.PrintWriter;
import java.nio.file.Path;
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

    @Mixin
    VerbosityOptions verbosity;

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

    @Option(names = "--all",
            description = "Run every test, even after one ran out of time. By default a TLE skips the problem's "
                    + "later tests that are at least as large (they would each cost a time limit to fail the same "
                    + "way); the verdict and the points are the same either way.")
    boolean all;

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
    public Integer call() throws UsageError, Refused {
        PrintWriter out = out();
        PrintWriter err = err();
        // A CI log is read once, after the fact (by a teacher, say): every line, as --verbose prints them.
        Verbosity shown = verbosity.verbosity(inContinuousIntegration(environment()) ? Verbosity.VERBOSE
                : Verbosity.SHORT);
        if (jobs < 1) {
            throw new UsageError("--jobs " + jobs + ": the number of problems judged at once must be at least 1, "
                    + "e.g. ./judgew test --jobs 2");
        }
        if (classroomResult && (only != null || failFast)) {
            throw new UsageError("--classroom-result reports points, and a partial run (" + (only != null ? "--only"
                    : "--fail-fast") + ") earns none: leave it out, e.g. ./judgew test --classroom-result");
        }
        Path gitHubOutput = classroomResult ? gitHubOutput() : null;
        Session session = session();
        Interviews interviews = Interviews.of(session);
        // A grader's run is never an interview's: CI judges every test of every problem.
        Optional<String> interviewed = inContinuousIntegration(environment()) || classroomResult ? Optional.empty()
                : interviews.openProblem();
        List<String> ids = problems.ids;
        if (interviewed.isPresent() && ids.isEmpty()) {
            // In an interview the other problems wait: a plain run judges the interview's samples only.
            ids = List.of(interviewed.get());
        } else if (interviewed.isPresent() && ids.contains(interviewed.get()) && ids.size() > 1) {
            throw new UsageError("an interview is open on " + interviewed.get() + ", whose samples are judged apart: "
                    + "./judgew test " + interviewed.get() + " judges them, and the other problems without it");
        }
        Optional<Interviews.SamplesOnly> samplesOnly = interviewed.isPresent() && ids.contains(interviewed.get())
                ? interviews.samplesOnly(interviewed.get()) : Optional.empty();
        if (samplesOnly.isPresent() && (only != null || vsReference)) {
            throw new UsageError("an interview is open on " + interviewed.get() + ": until you submit, ./judgew test "
                    + interviewed.get() + " runs its samples only (" + (only != null ? "--only" : "--vs-reference")
                    + " waits for the end); ./judgew interview submit judges every test");
        }
        RunPlan plan = session.plan(ids, solution.file);
        plan.unknown().forEach(message -> err.println("error: " + message));
        err.flush();
        Optional<Path> file = plan.solution();
        if (shown != Verbosity.QUIET) {
            (shown == Verbosity.VERBOSE ? plan.notes() : plan.briefNotes()).forEach(out::println);
        }
        if (!plan.missing().isEmpty() && !classroomResult) {
            throw new Refused(plan.missing().get(0));
        }
        // With --classroom-result, the same error and exit status, but the grader's result still says
        // the problem earned nothing: without it the reporter step fails and Classroom records no score.
        plan.missing().forEach(explanation -> err.println("error: " + explanation));
        err.flush();
        // A grader reports even a run with nothing to judge, every problem not attempted, so that
        // Classroom records 0 points and not nothing.
        boolean scored = classroomResult || GitHubReporter.active(environment());
        plan.emptyNote().ifPresent(out::println);
        if (plan.nothingToJudge() && (!scored || plan.notAttempted().isEmpty())) {
            return ExitCodes.ACCEPTED;
        }

        if (only != null && plan.named().size() != 1) {
            throw new UsageError("--only picks tests of one problem, so name exactly one, e.g. "
                    + "./judgew test n-queens --only 4");
        }
        // A grader reports every test to Classroom, so it runs them all.
        Judging judging = Judging.of(samplesOnly.map(Interviews.SamplesOnly::positions).orElse(only), failFast, jobs,
                vsReference).runningEveryTest(all || classroomResult);
        if (samplesOnly.isPresent()) {
            out.println(styles().faint(samplesOnly.get().line()));
            out.flush();
            interviews.countSampleRun();
        }

        // Only runs of the learner's own files count toward the status `list` shows, and of those
        // only problems judged on every test: the cache skips partial results (--only, --fail-fast).
        Reports reports = Reports.forRun(new ReportRequest(out, styles(), environment(), session.workers().sandbox(), json, junit,
                html, gitHubOutput, vsReference, file.isEmpty() ? session.root() : null, shown));
        // An interview's samples are a selection, like --only: no verdict to remember.
        boolean remember = remembers(file, reports) && samplesOnly.isEmpty();
        Judged judged = session.judge(plan, judging.remembering(remember, !rerun), reports.listener());
        // Said once every report is written, so one that failed has cost no other.
        reports.failureLines().forEach(err::println);
        err.flush();
        return reports.failed() ? ExitCodes.ERROR : ExitCodes.of(judged);
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
}
