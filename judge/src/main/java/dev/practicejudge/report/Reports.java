package dev.practicejudge.report;

import dev.practicejudge.judge.JudgeListener;
import dev.practicejudge.judge.ListenerFanOut;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.NoSuchFileException;
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
     * /etc/passwd/x.json: /etc/passwd is a file, not a folder"); {@code judge error:} and the report's name for any other failure,
     * which is the judge's fault.
     */
    public List<String> failureLines() {
        return listener.failures().stream().map(Reports::line).toList();
    }

    private static String line(ListenerFanOut.Failure failure) {
        if (failure.cause() instanceof UncheckedIOException unwritable) {
            return "error: " + withReason(unwritable.getMessage(), unwritable.getCause());
        }
        return "judge error: " + failure.name() + " failed: " + failure.cause();
    }

    /**
     * The report's message with the file system's words put plainly where they are a bare path:
     * Java says only {@code /etc/passwd} when a report's folder is a file.
     */
    private static String withReason(String message, IOException cause) {
        String raw = ": " + cause.getMessage();
        if (!message.endsWith(raw)) {
            return message;
        }
        String reason;
        if (cause instanceof FileAlreadyExistsException exists) {
            reason = exists.getFile() + " is a file, not a folder";
        } else if (cause instanceof NoSuchFileException missing) {
            reason = missing.getFile() + ": no such file or folder";
        } else if (cause instanceof AccessDeniedException denied) {
            reason = "permission denied: " + denied.getFile();
        } else {
            return message;
        }
        return message.substring(0, message.length() - raw.length()) + ": " + reason;
    }
}
