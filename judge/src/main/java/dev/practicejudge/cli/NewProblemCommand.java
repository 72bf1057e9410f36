package dev.practicejudge.cli;

import dev.practicejudge.session.Authoring;
import dev.practicejudge.session.Refused;
import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code judgew new-problem ID}: scaffolds a problem package for an author. */
@Command(name = "new-problem",
        mixinStandardHelpOptions = true,
        description = "Create problems/ID/ with a spec, a statement, one sample test, an accepted-submission "
                + "stub, and hints and an editorial in outline (TODO markers); then run ./judgew validate ID and follow what it says. Never overwrites anything.",
        footer = {"", "Example:", "  ./judgew new-problem two-sum"})
final class NewProblemCommand extends JudgeCommand {

    @Parameters(paramLabel = "ID", description = "The new problem's id: lowercase words joined by hyphens.")
    String id;

    @Override
    public Integer call() throws UsageError, Refused {
        PrintWriter out = out();
        Authoring.Scaffolded written = session().newProblem(id);
        out.println("Created " + written.folder() + "/:");
        written.files().forEach(file -> out.println("  " + file));
        out.println();
        if (written.guessed()) {
            out.println("The method, " + written.signature() + ", is a guess from the id: check its name and parameters");
            out.println("against LeetCode's code editor, and change problem.json, statement.md and Reference.java to match.");
        } else {
            out.println("The method is LeetCode's: " + written.signature() + ", as in the judge's own " + id + ".");
        }
        out.println();
        out.println("Next: edit problem.json (the method and the constraints), statement.md and the tests,");
        out.println("write the reference solution in submissions/accepted/Reference.java, replace every TODO");
        out.println("in hints.md and editorial.md, then run:");
        out.println("  ./judgew validate " + id);
        out.flush();
        return ExitCodes.ACCEPTED;
    }
}
