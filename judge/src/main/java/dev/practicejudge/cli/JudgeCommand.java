package dev.practicejudge.cli;

import dev.practicejudge.present.Styles;
import dev.practicejudge.session.Refused;
import dev.practicejudge.session.Session;
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

    /** The repository to work in, with the compiler and worker JVMs this run judges with. */
    final Session session() throws Refused {
        return parent.session(err());
    }
}
