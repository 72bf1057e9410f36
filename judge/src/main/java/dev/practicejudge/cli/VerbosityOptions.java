package dev.practicejudge.cli;

import dev.practicejudge.report.Verbosity;
import picocli.CommandLine.Option;

/** The mixin for {@code --verbose} and {@code --quiet}: how much of a run {@code test} and {@code watch} print. */
final class VerbosityOptions {

    @Option(names = {"-v", "--verbose"},
            description = "Print every test's line, the first two failures in full and the challenge tier's tests. "
                    + "By default an accepted problem takes one line and one that is not shows its first failure in full "
                    + "(in CI, CI or GITHUB_ACTIONS set, test prints every line).")
    boolean verbose;

    @Option(names = {"-q", "--quiet"}, description = "Print only the summary: a line per problem and the points.")
    boolean quiet;

    /**
     * @param byDefault what a run without either option prints: {@code test} in CI prints every
     *     line, since its log is read once, after the fact, not in a learner's loop
     */
    Verbosity verbosity(Verbosity byDefault) throws UsageError {
        if (verbose && quiet) {
            throw new UsageError("--verbose and --quiet ask for opposite things: give one of them");
        }
        return verbose ? Verbosity.VERBOSE : quiet ? Verbosity.QUIET : byDefault;
    }
}
