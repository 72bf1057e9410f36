package dev.practicejudge.cli;

import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.present.Styles;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.run.WorkerCommand;
import dev.practicejudge.session.Refused;
import dev.practicejudge.session.Session;
import dev.practicejudge.session.Workers;
import java.io.PrintWriter;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * The base of every {@code judgew} subcommand: its picocli spec, the top-level command's options
 * (repository, colours, sandbox), and output only through the command line's writers, so tests
 * capture it. A subcommand returns a named exit status from {@link ExitCodes} or throws
 * {@link UsageError}, which {@link CommandFailures} prints and maps in one place.
 */
abstract class JudgeCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @ParentCommand
    PracticeJudge parent;

    @Override
    public abstract Integer call() throws Exception;

    final PrintWriter out() {
        return spec.commandLine().getOut();
    }

    final PrintWriter err() {
        return spec.commandLine().getErr();
    }

    final Styles styles() {
        return parent.styles();
    }

    final Map<String, String> environment() {
        return parent.environment();
    }

    /** A compiler that keeps compiled classes in the repository's cache. */
    final SolutionCompiler compiler(Workspace workspace) {
        return Session.compilerFor(workspace);
    }

    /** How to start worker JVMs (in the sandbox when asked and available; a note on err when not). */
    final WorkerCommand workerCommand() {
        return workers().command();
    }

    /** {@link #workerCommand()} with whether it runs solutions in the sandbox. */
    final Workers workers() {
        return parent.workers(err());
    }

    /** The repository to work in, with the compiler this run judges with. */
    final Session session() throws Refused {
        return parent.session();
    }
}
