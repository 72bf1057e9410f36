package dev.practicejudge.report;

import dev.practicejudge.judge.JudgeListener;
import dev.practicejudge.present.Styles;
import java.io.PrintWriter;

/** How much of a run the console shows ({@code test} and {@code watch}). */
public enum Verbosity {
    /** The summary alone: a line per problem and the points ({@code --quiet}). */
    QUIET,
    /** An accepted problem on one line, one that was not with its first failure in full (the default). */
    SHORT,
    /** Every test's line, the first failures in full, the challenge tier's tests ({@code --verbose}). */
    VERBOSE;

    /** The console report for this much detail. */
    public JudgeListener console(PrintWriter out, Styles styles) {
        return this == VERBOSE ? new ConsoleReporter(out, styles) : new ShortConsole(out, styles, this == QUIET);
    }
}
