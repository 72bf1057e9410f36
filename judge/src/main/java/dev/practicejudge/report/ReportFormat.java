package dev.practicejudge.report;

import dev.practicejudge.classroom.GraderResultOutput;
import dev.practicejudge.judge.JudgeListener;
import dev.practicejudge.judge.StatusCache;
import java.time.Clock;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Every report a run of {@code test} can make, in the order its listeners receive events: what
 * asks for it, the listener that makes it, and whether it is read by a machine (a file named on
 * the command line, a grader's output), for which accepted results are never recalled but judged
 * now. A new report is one more constant here; {@link Reports} derives the rest.
 */
public enum ReportFormat {

    /** First, so the commands that stop workflow commands come before anything the console echoes. */
    GITHUB("the GitHub Actions report", true, request -> GitHubReporter.active(request.environment()),
            request -> GitHubReporter.fromEnvironment(request.environment(), request.out(), request.sandbox(),
                    request.gitHubOutput() == null).orElseThrow()),
    CONSOLE("the console report", false, request -> true,
            request -> request.verbosity().console(request.out(), request.styles())),
    JSON("the JSON report", true, request -> request.json() != null,
            request -> new JsonReporter(request.json(), request.vsReference())),
    JUNIT("the JUnit XML report", true, request -> request.junit() != null,
            request -> new JUnitXmlReporter(request.junit())),
    HTML("the HTML report", true, request -> request.html() != null,
            request -> new HtmlReporter(request.html())),
    CLASSROOM_RESULT("the step output " + GraderResultOutput.OUTPUT, true, request -> request.gitHubOutput() != null,
            request -> new GraderResultOutput(request.gitHubOutput())),
    /** The learner's status that {@code list} shows; it never fails a run (a lost cache costs only that). */
    STATUS("the status that list shows", false, request -> request.statusRoot() != null,
            request -> new StatusCache(request.statusRoot(), Clock.systemUTC()));

    private final String title;
    private final boolean machineRead;
    private final Predicate<ReportRequest> asked;
    private final Function<ReportRequest, JudgeListener> listener;

    ReportFormat(String title, boolean machineRead, Predicate<ReportRequest> asked,
                 Function<ReportRequest, JudgeListener> listener) {
        this.title = title;
        this.machineRead = machineRead;
        this.asked = asked;
        this.listener = listener;
    }

    /** How an error names this report: "the JSON report". */
    public String title() {
        return title;
    }

    /** Whether a machine reads it, so a run that makes it judges every problem now instead of recalling it. */
    public boolean machineRead() {
        return machineRead;
    }

    /** Whether the run asks for this report. */
    public boolean askedIn(ReportRequest request) {
        return asked.test(request);
    }

    /** A new listener making this report for the run; only for a report {@linkplain #askedIn asked for}. */
    JudgeListener listener(ReportRequest request) {
        return listener.apply(request);
    }
}
