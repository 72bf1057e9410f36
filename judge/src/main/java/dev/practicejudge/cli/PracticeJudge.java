package dev.practicejudge.cli;

import dev.practicejudge.present.Styles;
import dev.practicejudge.session.Refused;
import dev.practicejudge.session.Session;
import dev.practicejudge.session.Workers;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/** The {@code judgew} command line: wires the subcommands; the work is in the other packages. */
@Command(name = "judgew",
        mixinStandardHelpOptions = true,
        versionProvider = PracticeJudge.Version.class,
        resourceBundle = "dev.practicejudge.cli.ArgumentHelp",
        description = "Practice Judge: judges your LeetCode-style solutions on your own machine.",
        subcommands = {ListCommand.class, ShowCommand.class, NewCommand.class, RunCommand.class, TestCommand.class,
                WatchCommand.class, DebugCommand.class, StressCommand.class, ProfileCommand.class, HintCommand.class, EditorialCommand.class, ValidateCommand.class, NewProblemCommand.class, GenCommand.class, AssignmentCommand.class, ClassCommand.class, InterviewCommand.class,
                CommandLine.HelpCommand.class},
        footer = {"", "Examples:", "  ./judgew test                 judge every problem you have a solution for",
                "  ./judgew list                 the problems, and which you have solved",
                "  ./judgew new n-queens         start solutions/n-queens/Solution.java",
                "  ./judgew test n-queens        judge solutions/n-queens/Solution.java",
                "  ./judgew watch n-queens       judge it again every time you save",
                "  ./judgew debug n-queens       run a failing test with a debugger attached (docs/ide.md)",
                "  ./judgew stress subsets       look for a small input your solution gets wrong",
                "  ./judgew hint n-queens        the next hint, when you are stuck",
                "  ./judgew editorial n-queens   how it is meant to be solved, once yours is accepted",
                "  ./judgew interview            a timed mock interview on a problem you have not solved"})
public final class PracticeJudge {

    /** The environment variable judgew sets to the repository it lives in. */
    static final String ROOT_VARIABLE = "PRACTICE_JUDGE_ROOT";

    @Option(names = "--root", paramLabel = "DIR", scope = CommandLine.ScopeType.INHERIT,
            description = "The repository with problems/ and solutions/ (default: $" + ROOT_VARIABLE
                    + ", else the nearest folder above the current one that has problems/).")
    Path root;

    @Option(names = "--no-color", scope = CommandLine.ScopeType.INHERIT,
            description = "No colours, even on a terminal (the NO_COLOR environment variable does the same).")
    boolean noColor;

    @Option(names = "--sandbox", scope = CommandLine.ScopeType.INHERIT,
            description = "Run solutions in an operating-system sandbox where the system offers one (Linux user "
                    + "namespaces): no network, and no access to files outside the solution's own temporary folder. "
                    + "Where it is not available the judge says why and runs without it. See docs/security.md.")
    boolean sandbox;

    /** The process environment; tests replace it to act as CI would. */
    private Map<String, String> environment = System.getenv();

    Map<String, String> environment() {
        return environment;
    }

    /**
     * Colours for this run: on for a terminal, off when output is piped or captured, off with
     * --no-color or a non-empty NO_COLOR (see no-color.org).
     */
    Styles styles() {
        String noColorVariable = environment.get("NO_COLOR");
        if (noColor || (noColorVariable != null && !noColorVariable.isEmpty())) {
            return Styles.plain();
        }
        return new Styles(CommandLine.Help.Ansi.AUTO);
    }

    /**
     * How to start worker JVMs for this run: in the sandbox when {@code inSandbox} (--sandbox, or a
     * command that always asks) and the probe (run once here) says it works, otherwise without, with a
     * note on {@code err} saying why.
     */
    Workers workers(PrintWriter err, boolean inSandbox) {
        return Workers.start(inSandbox, note -> {
            err.println(note);
            err.flush();
        });
    }

    /**
     * The repository to work in, with the compiler this run judges with and its workers, which
     * write a note on {@code err} when the sandbox was asked for and is not available.
     */
    Session session(PrintWriter err) throws Refused {
        return session(err, sandbox);
    }

    /** The same, with the sandbox asked for whether or not --sandbox was given when {@code inSandbox}. */
    Session session(PrintWriter err, boolean inSandbox) throws Refused {
        return Session.inRepository(root, environment.get(ROOT_VARIABLE), Path.of(""),
                () -> workers(err, inSandbox || sandbox));
    }

    public static CommandLine commandLine() {
        return commandLine(System.getenv());
    }

    static CommandLine commandLine(Map<String, String> environment) {
        PracticeJudge judge = new PracticeJudge();
        judge.environment = Map.copyOf(environment);
        CommandLine cli = new CommandLine(judge);
        CommandFailures.install(cli);
        return cli;
    }

    /** Runs with the given output streams and returns the exit status; the way tests call it. */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        return run(System.getenv(), out, err, args);
    }

    /** Runs as if in the given environment (e.g. GITHUB_ACTIONS=true). */
    public static int run(Map<String, String> environment, PrintWriter out, PrintWriter err, String... args) {
        CommandLine cli = commandLine(environment);
        cli.setOut(out);
        cli.setErr(err);
        try {
            return cli.execute(args);
        } finally {
            out.flush();
            err.flush();
        }
    }

    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /** The version from the jar's manifest, written there by the build. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String version = PracticeJudge.class.getPackage().getImplementationVersion();
            return new String[] {"Practice Judge " + (version == null ? "(development build)" : version),
                    "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vendor") + ")"};
        }
    }
}
