package dev.practicejudge.cli;

import dev.practicejudge.author.ProblemScaffold;
import dev.practicejudge.problem.Workspace;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code judgew new-problem ID}: scaffolds a problem package for an author. */
@Command(name = "new-problem",
        mixinStandardHelpOptions = true,
        description = "Create problems/ID/ with a spec, a statement, one sample test and an accepted-submission "
                + "stub; then run ./judgew validate ID and follow what it says. Never overwrites anything.",
        footer = {"", "Example:", "  ./judgew new-problem two-sum"})
final class NewProblemCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @ParentCommand
    PracticeJudge parent;

    @Parameters(paramLabel = "ID", description = "The new problem's id: lowercase words joined by hyphens.")
    String id;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Workspace workspace;
        try {
            workspace = UsageError.workspace(parent);
        } catch (UsageError e) {
            err.println("error: " + e.getMessage());
            return ExitCodes.ERROR;
        }
        List<Path> written;
        try {
            written = ProblemScaffold.create(workspace.root().resolve(Workspace.PROBLEMS_DIR), id);
        } catch (IllegalArgumentException e) {
            err.println("error: " + e.getMessage());
            return ExitCodes.ERROR;
        } catch (FileAlreadyExistsException e) {
            err.println("error: " + workspace.display(workspace.problemDirectory(id))
                    + " already exists; nothing was written");
            return ExitCodes.ERROR;
        } catch (IOException e) {
            err.println("error: cannot create the problem: " + e.getMessage());
            return ExitCodes.ERROR;
        }
        out.println("Created " + workspace.display(workspace.problemDirectory(id)) + "/:");
        written.forEach(file -> out.println("  " + workspace.display(file)));
        out.println();
        out.println("Next: edit problem.json (the method), statement.md and the tests, write the reference");
        out.println("solution in submissions/accepted/Reference.java, then run:");
        out.println("  ./judgew validate " + id);
        out.flush();
        return ExitCodes.ACCEPTED;
    }
}
