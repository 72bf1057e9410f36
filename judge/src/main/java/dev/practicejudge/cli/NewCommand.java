package dev.practicejudge.cli;

import dev.practicejudge.learn.Candidates;
import dev.practicejudge.learn.StubGenerator;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.report.Styles;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

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
final class NewCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @ParentCommand
    PracticeJudge parent;

    @Parameters(paramLabel = "ID", completionCandidates = Candidates.ProblemIds.class,
            description = "The problem to start, e.g. n-queens.")
    String id;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Styles styles = parent.styles();
        Workspace workspace;
        try {
            workspace = UsageError.workspace(parent);
            UsageError.requireKnown(List.of(id), UsageError.problemIds(workspace));
        } catch (UsageError e) {
            err.println("error: " + e.getMessage());
            return ExitCodes.ERROR;
        }
        Path file = workspace.solutionFile(id);
        String shown = workspace.display(file);
        // Checked before the package is loaded, so the answer does not depend on the package being sound.
        if (Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            return alreadyExists(shown, err);
        }
        Problem problem;
        try {
            problem = workspace.loader().load(workspace.problemDirectory(id));
        } catch (ProblemFormatException e) {
            err.println("error: the problem package is broken: " + e.getMessage()
                    + " (./judgew validate " + id + " says more); nothing was written");
            return ExitCodes.ERROR;
        }
        try {
            Files.createDirectories(file.getParent());
            // CREATE_NEW fails rather than replace a file that appeared since the check above.
            Files.writeString(file, StubGenerator.source(problem), StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        } catch (FileAlreadyExistsException e) {
            return alreadyExists(shown, err);
        } catch (IOException e) {
            err.println("error: cannot write " + shown + ": " + e.getMessage());
            return ExitCodes.ERROR;
        }
        out.println("Created " + styles.bold(shown) + ": " + problem.spec().method().declaration()
                + (problem.spec().method().returnType().isVoid() ? ", doing nothing yet." : ", returning a placeholder."));
        out.println("Next: write your solution, then run ./judgew test " + id);
        out.flush();
        return ExitCodes.ACCEPTED;
    }

    private static int alreadyExists(String shown, PrintWriter err) {
        err.println("error: " + shown + " already exists; nothing was written");
        err.flush();
        return ExitCodes.ERROR;
    }
}
