package dev.practicejudge.cli;

import dev.practicejudge.author.ExpectedOutputGenerator;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.run.SubmissionRunner;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code judgew gen ID}: fills tests' expected outputs from the accepted reference. */
@Command(name = "gen",
        mixinStandardHelpOptions = true,
        description = {"Fill in the expected outputs of problems/ID/tests/*.json by running the first accepted "
                + "submission on their inputs. Writes only outputs that are missing or that gen wrote before "
                + "(marked \"generatedBy\"); an output written by hand is kept unless --force is given."},
        footer = {"", "Exit status: 0 every output needed was written, 1 the reference failed on some test, "
                + "2 usage error or broken package.", "", "Example:", "  ./judgew gen sudoku-practice"})
final class GenCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @ParentCommand
    PracticeJudge parent;

    @Parameters(paramLabel = "ID", description = "The problem whose tests to fill.")
    String id;

    @Option(names = "--force", description = "Also replace expected outputs that were written by hand.")
    boolean force;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Workspace workspace;
        try {
            workspace = UsageError.workspace(parent);
            UsageError.requireKnown(List.of(id), UsageError.problemIds(workspace));
        } catch (UsageError e) {
            err.println("error: " + e.getMessage());
            return ExitCodes.ERROR;
        }
        ExpectedOutputGenerator generator = new ExpectedOutputGenerator(workspace, parent.compiler(workspace),
                new SubmissionRunner(parent.workerCommand(err)));
        try {
            boolean complete = generator.generate(id, force, line -> {
                out.println(line);
                out.flush();
            });
            return complete ? ExitCodes.ACCEPTED : ExitCodes.NOT_ACCEPTED;
        } catch (ProblemFormatException e) {
            err.println("error: " + e.getMessage());
            return ExitCodes.ERROR;
        }
    }
}
