package dev.practicejudge.report;

import dev.practicejudge.judge.JudgeListener;
import dev.practicejudge.judge.ListenerFanOut;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * The reports one run makes, chosen from {@link ReportFormat} by what the run asks for, behind one
 * listener that isolates them: a report that fails (a file that cannot be written) costs only
 * itself, every other report is still made, and {@link #failureLines()} names each that failed.
 */
public final class Reports {

    private final List<ReportFormat> formats;
    private final ListenerFanOut listener;

    private Reports(List<ReportFormat> formats, ListenerFanOut listener) {
        this.formats = formats;
        this.listener = listener;
    }

    /** The reports {@code request} asks for, each with its listener, in {@link ReportFormat}'s order. */
    public static Reports forRun(ReportRequest request) {
        List<ReportFormat> formats = new ArrayList<>();
        List<ListenerFanOut.Named> listeners = new ArrayList<>();
        for (ReportFormat format : ReportFormat.values()) {
            if (format.askedIn(request)) {
                formats.add(format);
                listeners.add(new ListenerFanOut.Named(format.title(), format.listener(request)));
            }
        }
        return new Reports(List.copyOf(formats), new ListenerFanOut(listeners));
    }

    /** The reports made, in the order their listeners receive events. */
    public List<ReportFormat> formats() {
        return formats;
    }

    /** The listener to judge with: every event reaches every report. */
    public JudgeListener listener() {
        return listener;
    }

    /**
     * Whether accepted results may be recalled: no report is read by a machine, which gets every
     * problem judged now.
     */
    public boolean allowRemembered() {
        return formats.stream().noneMatch(ReportFormat::machineRead);
    }

    /** Whether a report failed; once the run is over, the run's status is then a judge error's. */
    public boolean failed() {
        return !listener.failures().isEmpty();
    }

    /**
     * One line for each report that failed, to print once every report is written: {@code error:}
     * and the report's own words for a file it cannot write ("cannot write the JSON report to
     * /etc/passwd/x.json: ..."); {@code judge error:} and the report's name for any other failure,
     * which is the judge's fault.
     */
    public List<String> failureLines() {
        return listener.failures().stream().map(Reports::line).toList();
    }

    private static String line(ListenerFanOut.Failure failure) {
        if (failure.cause() instanceof UncheckedIOException) {
            return "error: " + failure.cause().getMessage();
        }
        return "judge error: " + failure.name() + " failed: " + failure.cause();
    }
}
