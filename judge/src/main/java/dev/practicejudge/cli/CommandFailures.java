package dev.practicejudge.cli;

import dev.practicejudge.session.NoCompiler;
import dev.practicejudge.session.Refused;
import dev.practicejudge.text.Suggestions;
import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The one place where a command's failure becomes a message and an exit status: a
 * {@link UsageError} is {@code error: MESSAGE} and its status; anything else a command throws is
 * a judge error (exit 2, with the trace); a mistyped command name gets the closest command
 * suggested. Other command-line mistakes keep picocli's own message and usage help.
 */
final class CommandFailures implements IExecutionExceptionHandler, IParameterExceptionHandler {

    private final IParameterExceptionHandler picocliDefault;

    private CommandFailures(IParameterExceptionHandler picocliDefault) {
        this.picocliDefault = picocliDefault;
    }

    /** Makes {@code cli} report failures this way. */
    static void install(CommandLine cli) {
        CommandFailures failures = new CommandFailures(cli.getParameterExceptionHandler());
        cli.setExecutionExceptionHandler(failures);
        cli.setParameterExceptionHandler(failures);
    }

    @Override
    public int handleExecutionException(Exception e, CommandLine commandLine, ParseResult parseResult) {
        PrintWriter err = commandLine.getErr();
        if (e instanceof UsageError usage) {
            err.println("error: " + usage.getMessage());
            err.flush();
            return usage.exitCode();
        }
        if (e instanceof Refused refused) {
            err.println("error: " + refused.getMessage());
            err.flush();
            return ExitCodes.ERROR;
        }
        if (e instanceof NoCompiler unavailable) {
            err.println("judge error: " + unavailable.getMessage());
            err.flush();
            return ExitCodes.ERROR;
        }
        // A failure of the judge itself is exit 2 with a message, never "not accepted" (1) or a bare trace.
        err.println("judge error: " + e.getMessage());
        err.println("(this is a fault of the judge or its set-up, not of your solution; the details follow)");
        e.printStackTrace(err);
        return ExitCodes.ERROR;
    }

    @Override
    public int handleParseException(ParameterException e, String[] args) throws Exception {
        Optional<String> command = unknownCommand(e);
        if (command.isEmpty()) {
            return picocliDefault.handleParseException(e, args);
        }
        CommandLine commandLine = e.getCommandLine();
        List<String> commands = commandLine.getCommandSpec().subcommands().values().stream()
                .filter(sub -> !sub.getCommandSpec().usageMessage().hidden())
                .map(CommandLine::getCommandName).distinct().toList();
        String suggestion = Suggestions.closest(command.get(), commands)
                .map(c -> " (did you mean \"" + c + "\"?)").orElse("");
        PrintWriter err = commandLine.getErr();
        err.println("error: unknown command \"" + command.get() + "\"" + suggestion + "; the commands are: "
                + String.join(", ", commands) + " (./" + commandLine.getCommandName() + " --help says what each does)");
        err.flush();
        return ExitCodes.ERROR;
    }

    /** The word given where a command name belongs, when it names none. */
    private static Optional<String> unknownCommand(ParameterException e) {
        if (!(e instanceof UnmatchedArgumentException unmatched)
                || e.getCommandLine().getSubcommands().isEmpty()
                || !e.getCommandLine().getCommandSpec().positionalParameters().isEmpty()) {
            return Optional.empty();
        }
        List<String> words = unmatched.getUnmatched();
        return words.isEmpty() || words.get(0).startsWith("-") ? Optional.empty() : Optional.of(words.get(0));
    }
}
