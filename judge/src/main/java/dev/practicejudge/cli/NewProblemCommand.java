package dev.practicejudge.cli;

import dev.practicejudge.author.ProblemScaffold;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.session.Refused;
import dev.practicejudge.session.Session;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Path;
import java.util.List;
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
        Session session = session();
        Workspace workspace = session.workspace();
        List<Path> written;
        try {
            written = ProblemScaffold.create(workspace.root().resolve(Workspace.PROBLEMS_DIR), id);
        } catch (IllegalArgumentException e) {
            throw new UsageError(e.getMessage());
        } catch (FileAlreadyExistsException e) {
            throw new UsageError(workspace.display(workspace.problemDirectory(id)) + " already exists; nothing was written");
        } catch (IOException e) {
            throw new UsageError("cannot create the problem: " + e.getMessage());
        }
        out.println("Created " + workspace.display(workspace.problemDirectory(id)) + "/:");
        written.forEach(file -> out.println("  " + workspace.display(file)));
        out.println();
        out.println("Next: edit problem.json (the method), statement.md and the tests, write the reference");
        out.println("solution in submissions/accepted/Reference.java, replace every TODO in hints.md and");
        out.println("editorial.md, then run:");
        out.println("  ./judgew validate " + id);
        out.flush();
        return ExitCodes.ACCEPTED;
    }
}
