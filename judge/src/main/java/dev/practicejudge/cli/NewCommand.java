package dev.practicejudge.cli;

import dev.practicejudge.learn.StubGenerator;
import dev.practicejudge.present.Styles;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.session.Refused;
import dev.practicejudge.session.Session;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
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
        Workspace workspace = session.workspace();
        String id = problemId.in(session);
        Path file = workspace.solutionFile(id);
        String shown = workspace.display(file);
        // Checked before the package is loaded, so the answer does not depend on the package being sound.
        if (Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            throw alreadyExists(shown);
        }
        Problem problem;
        try {
            problem = workspace.loader().load(workspace.problemDirectory(id));
        } catch (ProblemFormatException e) {
            throw new UsageError("the problem package is broken: " + e.getMessage()
                    + " (./judgew validate " + id + " says more); nothing was written");
        }
        try {
            Files.createDirectories(file.getParent());
            // CREATE_NEW fails rather than replace a file that appeared since the check above.
            Files.writeString(file, StubGenerator.source(problem), StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE);
        } catch (FileAlreadyExistsException e) {
            throw alreadyExists(shown);
        } catch (IOException e) {
            throw new UsageError("cannot write " + shown + ": " + e.getMessage());
        }
        out.println("Created " + styles.bold(shown) + ": " + problem.spec().method().declaration()
                + (problem.spec().method().returnType().isVoid() ? ", doing nothing yet." : ", returning a placeholder."));
        out.println("Next: write your solution, then run ./judgew test " + id);
        out.flush();
        return ExitCodes.ACCEPTED;
    }

    private static UsageError alreadyExists(String shown) {
        return new UsageError(shown + " already exists; nothing was written");
    }
}
