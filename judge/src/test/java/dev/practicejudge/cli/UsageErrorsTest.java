package dev.practicejudge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * A command that cannot do what it was asked throws {@link UsageError}; {@link CommandFailures}
 * alone turns it into one {@code error: ...} line on err and exit status 2, for every command.
 */
class UsageErrorsTest {

    @TempDir
    Path root;

    @BeforeEach
    void copyProblems() throws IOException {
        TestRepository.copyCoreProblems(root);
    }

    @ParameterizedTest
    @ValueSource(strings = {"show n-queen", "show n-queens --samples -1", "new n-queen", "run n-queens",
            "run n-queens-ii --solution missing.java", "test n-queens", "test --jobs 0", "test --solution A.java",
            "test n-queens --only 1 --solution missing.java", "watch n-queens", "validate nope", "gen nope",
            "new-problem Not_An_Id", "new-problem n-queens", "list --difficulty hrad"})
    void everyCommandReportsAUsageErrorAsOneErrorLineAndStatusTwo(String command) {
        CliResult run = Judgew.run(root, command.split(" "));

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertTrue(run.err().startsWith("error: "), run::toString);
        assertEquals(1, run.err().lines().count(), run::toString);
        assertEquals("", run.out(), run::toString);
    }

    @ParameterizedTest
    @ValueSource(strings = {"list", "show n-queens", "test", "validate", "gen n-queens", "new-problem two-sum"})
    void noRepositoryIsTheSameUsageErrorForEveryCommand(String command) throws IOException {
        Path empty = Files.createDirectories(root.resolve("empty"));
        CliResult run = Judgew.run(empty, command.split(" "));

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertEquals("error: " + empty + " has no problems/ folder; is it the Practice Judge repository?\n",
                run.err(), run::toString);
    }

    @Test
    void aThrownUsageErrorIsItsMessageAndItsStatus() {
        CliResult run = execute(new CommandLine(new Failing(new UsageError("no such thing; try another"))));

        assertEquals(ExitCodes.ERROR, run.exit());
        assertEquals("error: no such thing; try another\n", run.err());
    }

    @Test
    void anyOtherExceptionIsAJudgeErrorWithItsTrace() {
        CliResult run = execute(new CommandLine(new Failing(new IllegalStateException("the judge broke"))));

        assertEquals(ExitCodes.ERROR, run.exit());
        assertTrue(run.err().startsWith("judge error: the judge broke\n(this is a fault of the judge or its set-up, "
                + "not of your solution; the details follow)\njava.lang.IllegalStateException: the judge broke"),
                run::toString);
    }

    @Command(name = "failing")
    private static final class Failing implements java.util.concurrent.Callable<Integer> {
        private final Exception failure;

        Failing(Exception failure) {
            this.failure = failure;
        }

        @Override
        public Integer call() throws Exception {
            throw failure;
        }
    }

    private static CliResult execute(CommandLine cli) {
        CommandFailures.install(cli);
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        cli.setOut(new PrintWriter(out));
        cli.setErr(new PrintWriter(err));
        int exit = cli.execute();
        return new CliResult(exit, out.toString(), err.toString(), null);
    }
}
