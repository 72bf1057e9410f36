package dev.practicejudge.cli;

import dev.practicejudge.report.ProfileReports;
import dev.practicejudge.session.Profiling;
import dev.practicejudge.session.Refused;
import dev.practicejudge.session.Session;
import java.io.IOException;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code judgew profile ID}: how the solution's time grows with the input, beside the references'.
 * The profile is got ready and measured by {@link Profiling}, and reported by {@link ProfileReports};
 * this class reads the options and wires.
 */
@Command(name = "profile",
        mixinStandardHelpOptions = true,
        description = {"How your solution's time grows with the input: it runs on a ladder of input sizes (the "
                + "problem's declared profile inputs, or one input per size of its generator), warmed up, several "
                + "runs per size, until a run takes about a second or the ladder ends; and so does each accepted "
                + "reference, in the same run, one solution at a time. Prints the CPU times, a chart, the growth per "
                + "step, the complexity class that fits best (or \"inconclusive\" when the data cannot tell), and "
                + "where the next size would be.",
                "A profile measures; it never grades. Your answers are checked against the first reference's on each "
                + "size, since the time of a wrong answer says nothing."},
        footer = {"", "Exit status: 0 profiled, 1 your solution does not compile or fails on the ladder, 2 usage or "
                + "judge error (an unknown problem, one with neither a generator nor profile inputs).",
                "", "Examples:",
                "  ./judgew profile n-queens-ii                          your solution against the references",
                "  ./judgew profile reverse-linked-list --html growth.html",
                "  ./judgew profile n-queens-ii --stop-at 0.2            a quicker look (stop at 0.2 s a run)",
                "  ./judgew profile subsets --no-references --json profile.json"})
final class ProfileCommand extends JudgeCommand {

    @Mixin
    ProblemId problemId;

    @Mixin
    SolutionOption solution;

    @Option(names = "--json", paramLabel = "FILE", description = "Also write the measurements and fits as JSON to FILE.")
    Path json;

    @Option(names = "--html", paramLabel = "FILE", description = "Also write a page with the chart (SVG) to FILE.")
    Path html;

    @Option(names = "--stop-at", paramLabel = "S",
            description = "Stop a solution's ladder after the first size whose median run takes S seconds (default: "
                    + "1; at most 60).")
    Double stopAt;

    @Option(names = "--no-references", description = "Measure your solution alone (quicker; no comparison).")
    boolean noReferences;

    @Option(names = "--seed", paramLabel = "N",
            description = "The seed a generated ladder's inputs derive from (default: 1, so runs compare).")
    long seed = 1;

    @Override
    public Integer call() throws UsageError, Refused {
        double stopAtMs = stopAt == null ? Profiling.DEFAULT_STOP_AT_MS : stopAt * 1000;
        if (stopAt != null && (!(stopAt > 0) || stopAt > 60)) {
            throw new UsageError("--stop-at " + stopAt + ": give a number of seconds above 0 and at most 60, "
                    + "e.g. --stop-at 0.5");
        }
        Session session = session();
        String id = problemId.in(session);
        Profiling profiling = session.profile(id, solution.file, !noReferences);
        if (profiling.notCompiled().isPresent()) {
            out().println(profiling.notCompiled().get());
            out().println("  your solution does not compile, so there is nothing to profile; ./judgew test " + id
                    + " shows the same errors");
            return ExitCodes.NOT_ACCEPTED;
        }
        ProfileReports report = new ProfileReports(out());
        profiling.header(report, stopAtMs);
        Profiling.Profiled profiled = profiling.run(stopAtMs, report);
        write(json, "--json", profiled::writeJson);
        write(html, "--html", profiled::writeHtml);
        // The learner's ladder ended on a failure: the solution's (exit 1), or the judge's own (2).
        if (profiled.judgeError()) {
            return ExitCodes.ERROR;
        }
        return profiled.notAccepted() ? ExitCodes.NOT_ACCEPTED : ExitCodes.ACCEPTED;
    }

    /** Writes a report to a file. */
    @FunctionalInterface
    private interface Writer {
        void write(Path file) throws IOException;
    }

    private void write(Path file, String option, Writer writer) throws UsageError {
        if (file == null) {
            return;
        }
        try {
            writer.write(file);
        } catch (IOException e) {
            throw new UsageError(option + " " + file + ": cannot write it: " + e.getMessage());
        }
    }
}
