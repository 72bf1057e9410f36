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

    /** {@code judgew} itself, or for a subcommand's own subcommand ({@code interview status}) that subcommand. */
    @ParentCommand
    Object parentCommand;

    /** {@code judgew} itself, whose options (repository, colours, sandbox) every command inherits. */
    final PracticeJudge parent() {
        return parentCommand instanceof JudgeCommand command ? command.parent() : (PracticeJudge) parentCommand;
    }

    @Override
    public abstract Integer call() throws Exception;

    final PrintWriter out() {
        return spec.commandLine().getOut();
    }

    final PrintWriter err() {
        return spec.commandLine().getErr();
    }

    final Styles styles() {
        return parent().styles();
    }

    final Map<String, String> environment() {
        return parent().environment();
    }

    /**
     * How many columns the output may take: $COLUMNS (judgew sets it to the terminal's width when the shell
     * does not export it), else {@value #DEFAULT_WIDTH}; never under {@value #NARROWEST}, where no table reads well.
     */
    final int width() {
        String columns = environment().getOrDefault("COLUMNS", "").strip();
        int width = DEFAULT_WIDTH;
        if (columns.matches("\\d{1,5}")) {
            width = Integer.parseInt(columns);
        }
        return Math.max(NARROWEST, width);
    }

    static final int DEFAULT_WIDTH = 100;
    static final int NARROWEST = 60;

    /** The repository to work in, with the compiler and worker JVMs this run judges with. */
    final Session session() throws Refused {
        return parent().session(err());
    }

    /** The same, with worker JVMs in the sandbox where the system offers one, --sandbox given or not. */
    final Session sandboxedSession() throws Refused {
        return parent().session(err(), true);
    }
}
