package dev.practicejudge.cli;

import dev.practicejudge.session.Refused;
import dev.practicejudge.session.Session;
import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code judgew show ID}: a problem as a learner reads it before solving it. */
@Command(name = "show",
        mixinStandardHelpOptions = true,
        description = {"Show a problem: its statement, the method to write, the limits, how your output is "
                + "compared, and its first tests as samples, drawn: boards as boards, grids as grids."},
        footer = {"", "Exit status: 0 shown, 2 usage error or a problem package that does not load.",
                "", "Examples:",
                "  ./judgew show n-queens",
                "  ./judgew show sudoku-solver --samples 1",
                "  ./judgew show n-queens --samples 9 | less"})
final class ShowCommand extends JudgeCommand {

    @Mixin
    ProblemId problemId;

    private static final int DEFAULT_SAMPLES = Session.DEFAULT_SAMPLES;

    @Option(names = "--samples", paramLabel = "N",
            description = "How many tests to show as samples, in test order (default: the tests the problem marks "
                    + "as samples, or its first " + DEFAULT_SAMPLES + " when it marks none; 0 for none). A number "
                    + "beyond the marked samples shows hidden tests too.")
    Integer samples;

    @Override
    public Integer call() throws UsageError, Refused {
        PrintWriter out = out();
        if (samples != null && samples < 0) {
            throw new UsageError("--samples must be 0 or more, got " + samples);
        }
        Session session = session();
        String id = problemId.in(session);
        session.show(id, samples, styles()).forEach(out::println);
        out.flush();
        return ExitCodes.ACCEPTED;
    }
}
