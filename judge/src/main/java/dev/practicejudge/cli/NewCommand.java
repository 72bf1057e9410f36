package dev.practicejudge.cli;

import dev.practicejudge.present.Styles;
import dev.practicejudge.session.Refused;
import dev.practicejudge.session.Session;
import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code judgew new ID}: writes a learner's starting {@code Solution.java}, never over an existing one. */
@Command(name = "new",
        mixinStandardHelpOptions = true,
        description = {"Start a solution: write solutions/ID/Solution.java with the imports, the class and the "
                + "method the problem asks for, returning a placeholder so it compiles. "
                + "Never overwrites an existing file."},
        footer = {"", "Exit status: 0 written, 2 usage error (including: the file already exists).",
                "", "Examples:",
                "  ./judgew new n-queens",
                "  ./judgew new sudoku-solver && ./judgew test sudoku-solver"})
final class NewCommand extends JudgeCommand {

    @Mixin
    ProblemId problemId;

    @Override
    public Integer call() throws UsageError, Refused {
        PrintWriter out = out();
        Styles styles = styles();
        Session session = session();
        String id = problemId.in(session);
        Session.Started started = session.startSolution(id);
        out.println("Created " + styles.bold(started.shown()) + ": " + started.declaration()
                + (started.returnsVoid() ? ", doing nothing yet." : ", returning a placeholder."));
        out.println("Next: write your solution, then run ./judgew test " + id);
        out.flush();
        return ExitCodes.ACCEPTED;
    }
}
