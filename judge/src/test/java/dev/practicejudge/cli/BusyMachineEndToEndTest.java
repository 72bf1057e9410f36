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
 * every time, an endless loop is still stopped by its CPU limit, not by the wall-clock backstop,
 * and so is a static initialiser that never ends, while one that overflows its stack is a stack
 * overflow (RE), however long the JVM takes to unwind it. The load is this class's own, started before its tests and stopped after them; each
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

    /** Judges one test of N-Queens II with a fixture (under {@code fixtures/n-queens-ii/}) and returns its report. */
    private static JsonNode judge(String fixture, String testName) throws IOException {
        CliResult result = Judgew.test(ROOT, "n-queens-ii", "--only", testName, "--solution",
                FIXTURES.resolve("n-queens-ii").resolve(fixture).toString());
        JsonNode test = result.problem("n-queens-ii").get("tests").get(0);
        assertTrue(BUSY.stream().allMatch(Process::isAlive), "the load lasted through the run");
        return test;
    }

    /** Asserts a TLE stopped by the CPU time, not by the backstop, whose reason begins with {@code reason}. */
    private static void assertStoppedByCpuTime(JsonNode test, String reason) {
        assertEquals("TLE", test.get("verdict").asText(), test::toString);
        assertEquals("cpu", test.get("stoppedBy").asText(), () -> "by its CPU time, not the backstop: " + test);
        assertEquals(1000, test.get("limitMs").asInt(), test::toString);
        assertFalse(test.get("machineBusy").asBoolean(), test::toString);
        assertTrue(test.get("message").asText().startsWith(reason), test::toString);
    }

    @Test
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    void aSolutionWithinItsCpuLimitIsAcceptedEveryTimeWhileTheMachineIsBusy() throws IOException {
        for (int run = 1; run <= 5; run++) {
            JsonNode test = judge("CpuBound450.java", "08-n8");

            assertEquals("AC", test.get("verdict").asText(), "run " + run + ": " + test);
            assertTrue(test.get("cpuMs").asDouble() >= 450, () -> "it did spend its CPU time: " + test);
        }
    }

    @Test
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    void anEndlessLoopIsStillStoppedByItsCpuLimitWhileTheMachineIsBusy() throws IOException {
        assertStoppedByCpuTime(judge("InfiniteLoopOnSix.java", "06-n6"),
                "used more than its limit of 1000 ms of CPU time");
    }

    @Test
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    void aStaticInitialiserThatNeverEndsIsStoppedByItsCpuTimeWhileTheMachineIsBusy() throws IOException {
        assertStoppedByCpuTime(judge("hostile/StaticInitializerLoops.java", "01-n1"),
                "stopped before your method was called, at ");
    }

    @Test
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    void aStaticInitialiserThatOverflowsItsStackIsAStackOverflowWhileTheMachineIsBusy() throws IOException {
        JsonNode test = judge("hostile/StaticInitializerOverflow.java", "01-n1");

        assertEquals("RE", test.get("verdict").asText(), test::toString);
        assertTrue(test.get("message").asText().startsWith("stack overflow (java.lang.StackOverflowError)"),
                test::toString);
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
