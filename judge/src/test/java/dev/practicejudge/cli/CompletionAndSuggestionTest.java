package dev.practicejudge.cli;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.problem.Workspace;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Model.PositionalParamSpec;

/** Tab completion of problem ids for every command that takes one, and "did you mean" for a mistyped command. */
class CompletionAndSuggestionTest {

    /** Every command whose positional ID names an existing problem (new-problem's names a new one). */
    private static final List<String> TAKING_AN_ID = List.of("show", "new", "run", "test", "watch", "debug", "stress", "profile", "hint",
            "editorial", "validate", "gen", "interview");

    @Test
    void everyCommandThatTakesAProblemIdCompletesTheRepositorysIds() throws IOException {
        List<String> ids = new Workspace(TestRepository.ROOT).problemIds();
        Map<String, CommandLine> commands = PracticeJudge.commandLine().getSubcommands();

        List<String> completing = new ArrayList<>();
        commands.forEach((name, command) -> {
            for (PositionalParamSpec parameter : command.getCommandSpec().positionalParameters()) {
                if (parameter.paramLabel().equals("ID") && parameter.completionCandidates() != null) {
                    List<String> offered = StreamSupport.stream(parameter.completionCandidates().spliterator(), false)
                            .toList();
                    assertEquals(ids, offered, name);
                    completing.add(name);
                }
            }
        });

        assertEquals(TAKING_AN_ID.stream().sorted().toList(), completing.stream().sorted().toList());
    }

    @Test
    void theBashCompletionScriptOffersTheIdsAfterEachOfThoseCommands() {
        String script = AutoComplete.bash("judgew", PracticeJudge.commandLine());

        for (String command : TAKING_AN_ID) {
            String function = function(script, "_picocli_judgew_" + command);
            assertTrue(function.contains("ID_pos_param_args=(") && function.contains("\"n-queens\""),
                    command + ":\n" + function);
        }
        assertFalse(function(script, "_picocli_judgew_newproblem").contains("\"n-queens\""),
                "new-problem names a problem that does not exist yet");
    }

    @Test
    void aMistypedCommandIsAUsageErrorSuggestingTheClosestCommand() {
        CliResult run = Judgew.run(ROOT, "tset");

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertTrue(run.err().startsWith("error: unknown command \"tset\" (did you mean \"test\"?); the commands are: "
                + "list, show, new, run, test, watch, debug, stress, profile, hint, editorial, validate, new-problem, gen, assignment, class, interview, help"), run::toString);
        assertEquals(1, run.err().lines().count(), "one line, not the whole usage: " + run);
        assertEquals("", run.out());
    }

    @ParameterizedTest
    @ValueSource(strings = {"shwo", "lsit", "valdiate", "new-probelm"})
    void otherMistypedCommandsAreSuggestedToo(String typed) {
        CliResult run = Judgew.run(ROOT, "--no-color", typed);

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertTrue(run.err().contains("(did you mean \""), run::toString);
    }

    @Test
    void aWordFarFromEveryCommandListsTheCommandsWithoutASuggestion() {
        CliResult run = Judgew.run(ROOT, "frobnicate");

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertTrue(run.err().startsWith("error: unknown command \"frobnicate\"; the commands are: list, "), run::toString);
    }

    @Test
    void anExtraArgumentToACommandKeepsPicocliesOwnMessage() {
        CliResult run = Judgew.run(ROOT, "show", "n-queens", "extra");

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertTrue(run.err().startsWith("Unmatched argument at index "), run::toString);
        assertFalse(run.err().contains("unknown command"), run::toString);
    }

    @Test
    void eachCommandKeepsItsOwnDescriptionOfTheSharedArguments() {
        Map<String, CommandLine> commands = PracticeJudge.commandLine().getSubcommands();

        assertEquals("The problem to show, e.g. n-queens.", idDescription(commands.get("show")));
        assertEquals("The problem whose tests to fill.", idDescription(commands.get("gen")));
        assertEquals("Problems to validate (default: all).", idDescription(commands.get("validate")));
        assertEquals("Run this file as the Solution, instead of solutions/<ID>/Solution.java.",
                commands.get("run").getCommandSpec().findOption("--solution").description()[0]);
    }

    private static String idDescription(CommandLine command) {
        PositionalParamSpec id = command.getCommandSpec().positionalParameters().get(0);
        assertNotNull(id.description());
        return String.join(" ", id.description());
    }

    /** The text of one shell function of the script, up to the next one. */
    private static String function(String script, String name) {
        int start = script.indexOf("function " + name + "() {");
        assertTrue(start >= 0, "no function " + name);
        int end = script.indexOf("\nfunction ", start + 1);
        return script.substring(start, end < 0 ? script.length() : end);
    }
}
