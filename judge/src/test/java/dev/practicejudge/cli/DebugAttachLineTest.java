package dev.practicejudge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The line {@code debug} (and {@code run --debug}) prints once a worker waits: on the default port it
 * names the shipped IDE configurations, which attach to 5005; on another it gives the port in use and
 * says which field of those configurations to change.
 */
class DebugAttachLineTest {

    @Test
    void theDefaultPortNamesTheShippedConfigurations() {
        assertEquals("Debugging n-queens test 01-n1: attach a debugger to localhost:5005 (IntelliJ IDEA: Run > Debug "
                + "'Attach to judgew debug'; VS Code: Run and Debug > 'Attach to judgew debug'; jdb -attach "
                + "localhost:5005). No time limit; Ctrl-C ends it.",
                DebugCommand.attachLine("Debugging n-queens test 01-n1", 5005));
    }

    @Test
    void anotherPortIsTheOneGivenWithTheFieldToChangeInTheConfigurations() {
        assertEquals("Debugging n-queens test 01-n1: attach a debugger to localhost:5006 (jdb -attach localhost:5006; "
                + "the IDE configurations 'Attach to judgew debug' attach to 5005: set their port to 5006 (IntelliJ "
                + "IDEA: Run > Edit Configurations > Port; VS Code: \"port\" in .vscode/launch.json)). No time limit; "
                + "Ctrl-C ends it.", DebugCommand.attachLine("Debugging n-queens test 01-n1", 5006));
    }
}
