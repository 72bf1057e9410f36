package dev.practicejudge.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.judge.JudgeListener;
import dev.practicejudge.judge.RunSummary;
import dev.practicejudge.present.Styles;
import dev.practicejudge.run.SandboxStatus;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The reports of one run, chosen from {@link ReportFormat} and isolated by {@link Reports}: each
 * report written to a file failing in turn (its path under a regular file, which fails for every
 * user, root included) costs no other report, and is named in exactly one line.
 */
class ReportsIsolationTest {

    /** A run with one problem not attempted: enough for every report to write its file. */
    private static final RunSummary RUN = new RunSummary(List.of(),
            List.of(new RunSummary.NotAttempted("n-queens", "N-Queens", 30)));

    /** The reports written to a file, and what each error line starts with when its file cannot be written. */
    private static final Map<ReportFormat, String> FILE_ERRORS = Map.of(
            ReportFormat.GITHUB, "error: cannot write the job summary to ",
            ReportFormat.JSON, "error: cannot write the JSON report to ",
            ReportFormat.JUNIT, "error: cannot write the JUnit XML report to ",
            ReportFormat.HTML, "error: cannot write the HTML report to ",
            ReportFormat.CLASSROOM_RESULT, "error: cannot write the step output result to ");

    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(value = ReportFormat.class, names = {"GITHUB", "JSON", "JUNIT", "HTML", "CLASSROOM_RESULT"})
    void aReportThatCannotBeWrittenIsNamedOnceAndEveryOtherReportIsStillWritten(ReportFormat failing)
            throws IOException {
        Path notAFolder = Files.writeString(dir.resolve("plain-file"), "not a folder\n");
        Map<ReportFormat, Path> files = new EnumMap<>(ReportFormat.class);
        for (ReportFormat format : FILE_ERRORS.keySet()) {
            files.put(format, (format == failing ? notAFolder : dir).resolve(format.name().toLowerCase()));
        }
        StringWriter console = new StringWriter();
        Reports reports = Reports.forRun(request(console, files));

        run(reports.listener());

        List<String> lines = reports.failureLines();
        assertEquals(1, lines.size(), lines::toString);
        assertTrue(lines.get(0).startsWith(FILE_ERRORS.get(failing) + files.get(failing) + ": "), lines.get(0));
        assertTrue(reports.failed());
        for (ReportFormat other : FILE_ERRORS.keySet()) {
            if (other != failing) {
                assertTrue(Files.size(files.get(other)) > 0, other + " is written although " + failing + " failed");
            }
        }
        assertFalse(Files.exists(files.get(failing)));
        assertTrue(console.toString().contains("Points 0/30"), "the console report is made too:\n" + console);
    }

    @Test
    void aReportFileUnderARegularFileSaysThatFileIsNotAFolder() throws IOException {
        Path notAFolder = Files.writeString(dir.resolve("passwd"), "root:x:0:0:root:/root:/bin/sh\n");
        Path json = notAFolder.resolve("x.json");
        Reports reports = Reports.forRun(new ReportRequest(new PrintWriter(new StringWriter()), Styles.plain(),
                Map.of(), SandboxStatus.notAsked(), json, null, null, null, false, null));

        run(reports.listener());

        assertEquals(List.of("error: cannot write the JSON report to " + json + ": " + notAFolder
                + " is a file, not a folder"), reports.failureLines());
    }

    @Test
    void aReportFileThatIsAFolderSaysSo() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("report.html"));
        Reports reports = Reports.forRun(new ReportRequest(new PrintWriter(new StringWriter()), Styles.plain(),
                Map.of(), SandboxStatus.notAsked(), null, null, folder, null, false, null));

        run(reports.listener());

        assertEquals(1, reports.failureLines().size());
        assertTrue(reports.failureLines().get(0).startsWith("error: cannot write the HTML report to " + folder + ": "),
                reports.failureLines().toString());
    }

    @Test
    void everyReportIsMadeWhenEveryOneIsAskedForAndNoneFails() throws IOException {
        Map<ReportFormat, Path> files = new EnumMap<>(ReportFormat.class);
        FILE_ERRORS.keySet().forEach(format -> files.put(format, dir.resolve(format.name().toLowerCase())));
        Reports reports = Reports.forRun(request(new StringWriter(), files));

        run(reports.listener());

        assertEquals(List.of(ReportFormat.GITHUB, ReportFormat.CONSOLE, ReportFormat.JSON, ReportFormat.JUNIT,
                ReportFormat.HTML, ReportFormat.CLASSROOM_RESULT, ReportFormat.STATUS), reports.formats());
        assertEquals(List.of(), reports.failureLines());
        assertFalse(reports.failed());
        for (Path file : files.values()) {
            assertTrue(Files.size(file) > 0, file::toString);
        }
    }

    @Test
    void aPlainRunMakesTheConsoleReportAloneAndMayRecallAcceptedResults() {
        Reports reports = Reports.forRun(new ReportRequest(new PrintWriter(new StringWriter()), Styles.plain(),
                Map.of(), SandboxStatus.notAsked(), null, null, null, null, false, null));

        assertEquals(List.of(ReportFormat.CONSOLE), reports.formats());
        assertTrue(reports.allowRemembered());
    }

    @Test
    void aReportReadByAMachineGetsEveryProblemJudgedNow() {
        Set<ReportFormat> machineRead = EnumSet.noneOf(ReportFormat.class);
        for (ReportFormat format : ReportFormat.values()) {
            if (format.machineRead()) {
                machineRead.add(format);
            }
        }

        assertEquals(FILE_ERRORS.keySet(), machineRead);
    }

    @Test
    void aReportThatThrowsSomethingElseIsAJudgeErrorNamingIt() {
        Reports reports = Reports.forRun(new ReportRequest(new PrintWriter(new StringWriter()), Styles.plain(),
                Map.of(), SandboxStatus.notAsked(), null, null, null, null, false, null));

        // The console report given a summary it cannot read: a fault of the judge, not a file.
        reports.listener().runFinished(null);

        assertEquals(1, reports.failureLines().size());
        assertTrue(reports.failureLines().get(0).startsWith("judge error: the console report failed: "),
                reports.failureLines().toString());
    }

    private ReportRequest request(StringWriter console, Map<ReportFormat, Path> files) {
        Map<String, String> gitHubActions = Map.of("GITHUB_ACTIONS", "true",
                "GITHUB_STEP_SUMMARY", files.get(ReportFormat.GITHUB).toString());
        return new ReportRequest(new PrintWriter(console, true), Styles.plain(), gitHubActions,
                SandboxStatus.notAsked(), files.get(ReportFormat.JSON), files.get(ReportFormat.JUNIT),
                files.get(ReportFormat.HTML), files.get(ReportFormat.CLASSROOM_RESULT), false, dir);
    }

    private static void run(JudgeListener listener) {
        listener.runFinished(RUN);
    }
}
