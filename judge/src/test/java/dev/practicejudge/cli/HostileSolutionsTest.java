package dev.practicejudge.cli;

import static dev.practicejudge.testing.TestRepository.FIXTURES;
import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.run.NamespaceSandbox;
import dev.practicejudge.run.WorkerFolders;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.OwnWorkers;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The corpus of hostile solutions ({@code fixtures/<problem>/hostile/}), one per way a solution
 * can try to crash, fool or outlive the judge, each judged by the real CLI with real worker JVMs:
 * the verdict of every test, the message the learner reads, and afterwards no process the judge
 * started and no temporary folder it made. The whole corpus runs again in the sandbox where the
 * system offers one. {@code docs/security.md} cites these tests for its claims.
 */
@EndToEnd
class HostileSolutionsTest {

    private static final Path TMP = Path.of(System.getProperty("java.io.tmpdir"));

    static Stream<Arguments> corpus() {
        return Stream.of(
                // problem, fixture, per-test verdicts, a fragment of what the learner reads
                Arguments.of("n-queens-ii", "ExitsJvm.java", "AC AC RE AC AC AC AC AC AC",
                        "the solution exited the JVM (status 0) before the test finished"),
                Arguments.of("n-queens-ii", "HaltsJvm.java", "AC AC RE AC AC AC AC AC AC",
                        "the solution exited the JVM (status 7) before the test finished"),
                Arguments.of("n-queens-ii", "SpawnsProcessAndExits.java", "AC RE AC AC AC AC AC AC AC",
                        "the solution exited the JVM"),
                Arguments.of("n-queens-ii", "ForgesVerdictsAndFrames.java", "WA AC AC WA WA WA WA WA WA",
                        "expected 352, got 0"),
                Arguments.of("n-queens-ii", "LeavesThreadRunning.java", "AC AC AC AC AC AC AC AC AC",
                        "AC  accepted: 9/9 tests passed"),
                Arguments.of("n-queens-ii", "SleepsAndBlocks.java", "AC AC AC TLE AC AC TLE AC AC",
                        "it was waiting (sleeping, blocked on a lock, or joining a thread), not computing"),
                Arguments.of("n-queens-ii", "BurnsCpuInAnotherThread.java", "AC AC AC AC TLE AC AC AC AC",
                        "used more than its limit of 1000 ms of CPU time"),
                Arguments.of("n-queens-ii", "DeepRecursion.java", "AC AC AC AC AC AC AC AC AC",
                        "AC  accepted: 9/9 tests passed"),
                Arguments.of("n-queens-ii", "InfiniteRecursion.java", "AC RE AC AC AC AC AC AC AC",
                        "stack overflow (java.lang.StackOverflowError)"),
                Arguments.of("n-queens-ii", "StaticInitializerOverflow.java", "RE RE RE RE RE RE RE RE RE",
                        "stack overflow (java.lang.StackOverflowError)"),
                Arguments.of("n-queens-ii", "UnboundedAllocation.java", "AC AC AC MLE AC AC AC AC AC",
                        "ran out of memory: the heap limit is 256 MB"),
                Arguments.of("n-queens-ii", "AllocatesInAnotherThread.java", "AC AC AC AC MLE AC AC AC AC",
                        "ran out of memory: the heap limit is 256 MB"),
                Arguments.of("n-queens", "HugeReturnValue.java", "WA AC AC OLE WA WA WA WA WA",
                        "the output is larger than the limit of 8192 KB"),
                Arguments.of("n-queens-ii", "FloodsOutput.java", "AC AC AC AC AC AC AC AC WA",
                        "[16711680 more bytes were printed and dropped]"),
                Arguments.of("n-queens-ii", "ModernJava.java", "AC AC AC AC AC AC AC AC AC",
                        "AC  accepted: 9/9 tests passed"),
                Arguments.of("n-queens-ii", "PackageClause.java", "CE",
                        "Solution must not be in a package: remove the line \"package com.example.practice;\""),
                Arguments.of("n-queens-ii", "StaticState.java", "AC AC AC AC AC AC AC AC AC",
                        "AC  accepted: 9/9 tests passed"));
    }

    @ParameterizedTest(name = "{1} -> {2}")
    @MethodSource("corpus")
    void hostileSolutionGetsATrueVerdictAndLeavesNothingBehind(String problem, String fixture, String verdicts,
                                                               String shown) throws IOException {
        judgeAndCheck(problem, fixture, verdicts, shown, false);
    }

    @ParameterizedTest(name = "sandboxed {1} -> {2}")
    @MethodSource("corpus")
    void hostileSolutionGetsTheSameVerdictInTheSandbox(String problem, String fixture, String verdicts,
                                                       String shown) throws IOException {
        assumeTrue(SANDBOX.available(), () -> "no sandbox on this system: " + SANDBOX.reason());
        judgeAndCheck(problem, fixture, verdicts, shown, true);
    }

    private static final NamespaceSandbox.Probe SANDBOX = NamespaceSandbox.probe();

    private static void judgeAndCheck(String problem, String fixture, String verdicts, String shown, boolean sandbox)
            throws IOException {
        Set<Path> foldersBefore = judgeFolders();
        Path source = FIXTURES.resolve(problem).resolve("hostile").resolve(fixture);
        // Every test runs (--all: a TLE skips none) and has its line (--verbose).
        CliResult run = sandbox
                ? Judgew.withReport(ROOT, "--sandbox", "test", problem, "--solution", source.toString(), "--verbose", "--all")
                : Judgew.test(ROOT, problem, "--solution", source.toString(), "--verbose", "--all");

        if (verdicts.equals("CE")) {
            assertEquals("CE", run.problem(problem).get("verdict").asText(), run::toString);
        } else {
            assertEquals(verdicts, run.testVerdicts(), run::toString);
        }
        assertTrue(run.out().contains(shown), () -> "expected to see \"" + shown + "\" in\n" + run);
        assertEquals(verdicts.startsWith("AC AC AC AC AC AC AC AC AC") ? 0 : 1, run.exit(), run::toString);
        assertFalse(run.err().contains("Exception"), run::toString);
        assertNothingLeftRunning();
        Set<Path> left = judgeFolders();
        left.removeAll(foldersBefore);
        assertEquals(Set.of(), left, "every worker's temporary folder is deleted");
    }

    static void assertNothingLeftRunning() {
        assertEquals(List.of(), OwnWorkers.alive(), "no worker JVM may outlive the run");
        assertEquals(List.of(), ProcessHandle.allProcesses()
                .filter(p -> p.info().commandLine().orElse("").contains("sleep 97531")).map(ProcessHandle::pid).toList(),
                "no process a solution started may outlive the run");
    }

    /** This JVM's judges' worker folders in the temporary directory right now (other judges on the machine may share it). */
    static Set<Path> judgeFolders() throws IOException {
        try (Stream<Path> entries = Files.list(WorkerFolders.parent(TMP))) {
            return entries.filter(p -> p.getFileName().toString().startsWith(WorkerFolders.prefixOf(ProcessHandle.current().pid())))
                    .collect(Collectors.toSet());
        }
    }

    @Test
    void sleepingOrBlockingIsStoppedByTheWallClockBackstopWithItsSmallCpuTimeReported() throws IOException {
        CliResult run = Judgew.test(ROOT, "n-queens-ii", "--solution",
                FIXTURES.resolve("n-queens-ii/hostile/SleepsAndBlocks.java").toString());

        for (JsonNode test : run.problem("n-queens-ii").get("tests")) {
            if (test.get("verdict").asText().equals("TLE")) {
                String message = test.get("message").asText();
                assertTrue(message.startsWith("stopped at the wall-clock limit of 4000 ms having used only "), message);
                assertEquals("wall", test.get("stoppedBy").asText(), test::toString);
                assertEquals(4000, test.get("limitMs").asInt(), "the limit it ran over: " + test);
                assertFalse(test.get("machineBusy").asBoolean(), test::toString);
                assertTrue(test.get("cpuMs").asDouble() < 500, () -> "a sleeping solution uses little CPU: " + test);
            }
        }
    }

    @Test
    void theThreadsASolutionStartsAreChargedToItsCpuTime() throws IOException {
        CliResult run = Judgew.test(ROOT, "n-queens-ii", "--only", "05-n5", "--solution",
                FIXTURES.resolve("n-queens-ii/hostile/BurnsCpuInAnotherThread.java").toString());

        JsonNode test = run.problem("n-queens-ii").get("tests").get(0);
        assertEquals("TLE", test.get("verdict").asText(), run::toString);
        assertEquals("cpu", test.get("stoppedBy").asText(), "stopped by its CPU time, not by the backstop: " + test);
        assertTrue(test.get("cpuMs").asDouble() > 1000, test::toString);
    }

    @Test
    void sourceWithAByteOrderMarkAndWindowsLineEndingsIsJudgedLikeAnyOther(@TempDir Path dir) throws IOException {
        String accepted = Files.readString(FIXTURES.resolve("n-queens-ii/Accepted.java"));
        Path solution = dir.resolve("Solution.java");
        Files.write(solution, ("\uFEFF" + accepted.replace("\n", "\r\n")).getBytes(StandardCharsets.UTF_8));

        CliResult run = Judgew.test(ROOT, "n-queens-ii", "--solution", solution.toString());

        assertEquals("AC AC AC AC AC AC AC AC AC", run.testVerdicts(), run::toString);
    }

    @Test
    void theWorkerInheritsNoVariableThatCouldLiftItsLimitsOrPointAtTheAnswers(@TempDir Path dir) throws Exception {
        ProcessBuilder judge = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), PracticeJudge.class.getName(),
                "--root", ROOT.toString(), "test", "n-queens-ii", "--only", "01-n1", "--solution",
                FIXTURES.resolve("n-queens-ii/hostile/ReadsEnvironment.java").toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("out.txt").toFile());
        judge.environment().put("JAVA_TOOL_OPTIONS", "-Xmx2g");
        judge.environment().put("_JAVA_OPTIONS", "-Xmx2g");
        judge.environment().put("PRACTICE_JUDGE_ROOT", ROOT.toString());
        judge.environment().put("GITHUB_TOKEN", "secret");
        judge.environment().put("LANG", "C.UTF-8");

        Process process = judge.start();
        assertTrue(process.waitFor(60, java.util.concurrent.TimeUnit.SECONDS));
        String out = Files.readString(dir.resolve("out.txt"));

        Matcher seen = Pattern.compile("env=\\[([^\\]]*)\\] maxHeapMb=(\\d+)").matcher(out);
        assertTrue(seen.find(), out);
        Set<String> variables = Set.of(seen.group(1).split(", "));
        assertTrue(Set.of("PATH", "LANG", "LC_ALL", "LC_CTYPE", "TZ").containsAll(variables), () -> "inherited: " + variables);
        assertTrue(variables.contains("LANG"), out);
        assertTrue(Integer.parseInt(seen.group(2)) <= 256, () -> "the heap limit holds: " + out);
    }

    @Test
    void withoutTheSandboxASolutionCanReachWhatTheUserCan() throws IOException {
        // The honest baseline docs/security.md states: expected outputs never enter the worker's
        // process, but files on disk, the network and the judge's process are the user's to reach.
        try (ServerSocket server = new ServerSocket(0, 5, InetAddress.getLoopbackAddress())) {
            CliResult run = Judgew.test(ROOT, "n-queens-ii", "--solution",
                    FIXTURES.resolve("n-queens-ii/hostile/ProbesItsSurroundings.java").toString(),
                    "--only", "01-n1");

            assertTrue(run.out().contains("reached: judge=yes expected=yes network=yes wroteOutside=yes"),
                    run::toString);
        } finally {
            Files.deleteIfExists(Path.of("/tmp/practice-judge-escape-probe"));
        }
    }

    @Test
    void inTheSandboxASolutionReachesNoFileNetworkOrProcessOutsideItsFolder() throws IOException {
        assumeTrue(SANDBOX.available(), () -> "no sandbox on this system: " + SANDBOX.reason());
        Files.deleteIfExists(Path.of("/tmp/practice-judge-escape-probe"));
        try (ServerSocket server = new ServerSocket(0, 5, InetAddress.getLoopbackAddress())) {
            CliResult run = Judgew.withReport(ROOT, "--sandbox", "test", "n-queens-ii", "--solution",
                    FIXTURES.resolve("n-queens-ii/hostile/ProbesItsSurroundings.java").toString(),
                    "--only", "01-n1");

            assertTrue(run.out().contains("reached: judge=no expected=no network=no wroteOutside=no"), run::toString);
            assertFalse(Files.exists(Path.of("/tmp/practice-judge-escape-probe")));
            assertNothingLeftRunning();
        }
    }
}
