package dev.practicejudge.report;

import dev.practicejudge.present.Styles;
import dev.practicejudge.run.SandboxStatus;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;

/**
 * What a run asks of its reports: where the console goes, the environment it runs in (GitHub
 * Actions, say) and the files the command line names. {@link ReportFormat} reads from it which
 * reports to make.
 *
 * @param json {@code --json FILE}, or null
 * @param junit {@code --junit FILE}, or null
 * @param html {@code --html FILE}, or null
 * @param gitHubOutput the file {@code $GITHUB_OUTPUT} names with {@code --classroom-result}, or null without it
 * @param vsReference whether the run times the references ({@code --vs-reference}), which the JSON report adds
 * @param statusRoot the repository whose status ({@code list}) the run updates, or null: only a run of
 *     the learner's own files does
 * @param verbosity how much the console shows
 */
public record ReportRequest(PrintWriter out, Styles styles, Map<String, String> environment, SandboxStatus sandbox,
                            Path json, Path junit, Path html, Path gitHubOutput, boolean vsReference,
                            Path statusRoot, Verbosity verbosity) {

    public ReportRequest {
        Objects.requireNonNull(out, "out");
        Objects.requireNonNull(styles, "styles");
        Objects.requireNonNull(verbosity, "verbosity");
        environment = Map.copyOf(environment);
    }

    /** A request whose console shows every line ({@link Verbosity#VERBOSE}). */
    public ReportRequest(PrintWriter out, Styles styles, Map<String, String> environment, SandboxStatus sandbox,
                         Path json, Path junit, Path html, Path gitHubOutput, boolean vsReference, Path statusRoot) {
        this(out, styles, environment, sandbox, json, junit, html, gitHubOutput, vsReference, statusRoot,
                Verbosity.VERBOSE);
    }
}
