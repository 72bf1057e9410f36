package dev.practicejudge.cli;

import static dev.practicejudge.testing.TestRepository.FIXTURES;
import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The same verdict on a busy machine: while six processes that do nothing but spin load this
 * (two-core) machine, a solution that needs 450 ms of CPU time under a 1000 ms limit is accepted
 * every time, and an endless loop is still stopped by its CPU limit, not by the wall-clock
 * backstop. The load is this class's own, started before its tests and stopped after them; each
 * spinning process also ends by itself after ten minutes, should this JVM die first.
 */
@EndToEnd
class BusyMachineEndToEndTest {

    private static final int BUSY_PROCESSES = 6;
    private static final List<Process> BUSY = new ArrayList<>();

    @BeforeAll
    static void loadTheMachine() throws IOException {
        assumeTrue(Files.isExecutable(Path.of("/bin/sh")) && onPath("timeout"), "needs a POSIX shell and timeout");
        for (int i = 0; i < BUSY_PROCESSES; i++) {
            BUSY.add(new ProcessBuilder("timeout", "600", "sh", "-c", "while :; do :; done")
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start());
        }
    }

    @AfterAll
    static void stopTheLoad() throws InterruptedException {
        for (Process process : BUSY) {
            process.descendants().forEach(ProcessHandle::destroyForcibly);
            process.destroyForcibly();
        }
        for (Process process : BUSY) {
            process.waitFor(30, TimeUnit.SECONDS);
        }
        BUSY.clear();
    }

    @Test
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    void aSolutionWithinItsCpuLimitIsAcceptedEveryTimeWhileTheMachineIsBusy() throws IOException {
        String solution = FIXTURES.resolve("n-queens-ii/CpuBound450.java").toString();
        for (int run = 1; run <= 5; run++) {
            CliResult result = Judgew.test(ROOT, "n-queens-ii", "--only", "08-n8", "--solution", solution);

            JsonNode test = result.problem("n-queens-ii").get("tests").get(0);
            assertEquals("AC", test.get("verdict").asText(), "run " + run + ": " + result);
            assertTrue(test.get("cpuMs").asDouble() >= 450, () -> "it did spend its CPU time: " + test);
        }
        assertTrue(BUSY.stream().allMatch(Process::isAlive), "the load lasted through every run");
    }

    @Test
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    void anEndlessLoopIsStillStoppedByItsCpuLimitWhileTheMachineIsBusy() throws IOException {
        CliResult result = Judgew.test(ROOT, "n-queens-ii", "--only", "06-n6", "--solution",
                FIXTURES.resolve("n-queens-ii/InfiniteLoopOnSix.java").toString());

        JsonNode test = result.problem("n-queens-ii").get("tests").get(0);
        assertEquals("TLE", test.get("verdict").asText(), result::toString);
        assertEquals("cpu", test.get("stoppedBy").asText(), () -> "by its CPU time, not the backstop: " + test);
        assertFalse(test.get("machineBusy").asBoolean(), test::toString);
        assertTrue(test.get("message").asText().startsWith("used more than its limit of 1000 ms of CPU time"),
                test::toString);
        assertTrue(BUSY.stream().allMatch(Process::isAlive), "the load lasted through the run");
    }

    private static boolean onPath(String command) {
        for (String folder : System.getenv().getOrDefault("PATH", "/usr/bin:/bin").split(":")) {
            if (Files.isExecutable(Path.of(folder, command))) {
                return true;
            }
        }
        return false;
    }
}
