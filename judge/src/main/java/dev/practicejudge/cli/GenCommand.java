package dev.practicejudge.cli;

import dev.practicejudge.session.Refused;
import dev.practicejudge.session.Session;
import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code judgew gen ID}: fills tests' expected outputs from the accepted reference. */
@Command(name = "gen",
        mixinStandardHelpOptions = true,
        description = {"Fill in the expected outputs of problems/ID/tests/*.json by running the first accepted "
                + "submission on their inputs. Writes only outputs that are missing or that gen wrote before "
                + "(marked \"generatedBy\"); an output written by hand is kept unless --force is given."},
        footer = {"", "Exit status: 0 every output needed was written, 1 the reference failed on some test, "
                + "2 usage error or broken package.", "", "Example:", "  ./judgew gen sudoku-practice"})
final class GenCommand extends JudgeCommand {

    @Mixin
    ProblemId problemId;

    @Option(names = "--force", description = "Also replace expected outputs that were written by hand.")
    boolean force;

    @Override
    public Integer call() throws UsageError, Refused {
        PrintWriter out = out();
        Session session = session();
        String id = problemId.in(session);
        boolean complete = session.generateExpected(id, force, line -> {
            out.println(line);
            out.flush();
        });
        return complete ? ExitCodes.ACCEPTED : ExitCodes.NOT_ACCEPTED;
    }
}
