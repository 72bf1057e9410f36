package dev.practicejudge.cli;

import static dev.practicejudge.testing.TestRepository.FIXTURES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.run.WorkerFolders;
import dev.practicejudge.testing.CtrlC;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Eventually;
import dev.practicejudge.testing.TestRepository;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The judge as a process among others: stopped with Ctrl-C in the middle of a test, it takes its
 * worker down and leaves no temporary folder; run twice at once in one repository, neither run
 * loses the other's results in the status cache.
 */
@EndToEnd
class InterruptionAndConcurrencyTest {

    @TempDir
    Path root;

    /** A judge in a JVM of its own, as judgew starts it, with its own temporary directory. */
    private Process startJudge(Path tmp, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.io.tmpdir=" + tmp, "-cp", System.getProperty("java.class.path"),
                PracticeJudge.class.getName(), "--root", root.toString()));
        command.addAll(List.of(args));
        return new ProcessBuilder(CtrlC.deliverable(command)).redirectErrorStream(true)
                .redirectOutput(tmp.resolveSibling(tmp.getFileName() + ".log").toFile()).start();
    }

    @Test
    void ctrlCDuringATestKillsTheWorkerAndLeavesNoTemporaryFolder() throws Exception {
        TestRepository.copyCoreProblems(root);
        Path tmp = Files.createDirectories(root.resolve("tmp"));
        // Where the worker's folder goes: tmp itself, or /tmp when tmp's path is too long for a socket.
        Path workerParent = WorkerFolders.parent(tmp);
        Set<Path> before = workerFolders(workerParent);
        Process judge = startJudge(tmp, "test", "n-queens-ii", "--verbose", "--solution",
                FIXTURES.resolve("n-queens-ii/hostile/SleepsAndBlocks.java").toString());

        // The test that sleeps (the 4th) is under way once the judge has reported the 3rd: the
        // console prints each test as it ends (with --verbose; by default a problem's lines wait
        // for its verdict), and the worker that ran it goes on to the next.
        Eventually.await("the judge to report 03-n3", () -> log(tmp).contains("03-n3"), () -> log(tmp));
        List<ProcessHandle> workers = judge.descendants()
                .filter(p -> p.info().commandLine().orElse("").contains("WorkerMain")).toList();
        assertFalse(workers.isEmpty(), () -> "the judge started a worker:\n" + log(tmp));
        assertTrue(judge.isAlive(), "still judging");
        assertFalse(difference(workerFolders(workerParent, judge), before).isEmpty(), "the worker's folder exists while it runs");

        CtrlC.send(judge);

        assertTrue(judge.waitFor(10, TimeUnit.SECONDS), "Ctrl-C stops the judge");
        for (ProcessHandle worker : workers) {
            assertTrue(worker.onExit().isDone() || !worker.isAlive(), "the worker is gone: " + worker.pid());
        }
        try (Stream<Path> left = Files.list(tmp)) {
            assertEquals(List.of(), left.toList(), "no temporary folder is left");
        }
        assertEquals(Set.of(), difference(workerFolders(workerParent, judge), before), "no worker folder is left");
    }

    @Test
    void aTemporaryFolderTooDeepForASocketStillJudgesAndLeavesNothing() throws Exception {
        TestRepository.copyCoreProblems(root);
        Path deep = Files.createDirectories(root.resolve("a-temporary-folder-deep-in-a-checkout".repeat(3)));
        assertEquals(Path.of("/tmp"), WorkerFolders.parent(deep), "the socket would not fit under " + deep);
        Set<Path> before = workerFolders(Path.of("/tmp"));

        Process judge = startJudge(deep, "test", "n-queens-ii", "--solution",
                FIXTURES.resolve("n-queens-ii/Accepted.java").toString());

        assertTrue(judge.waitFor(120, TimeUnit.SECONDS));
        assertEquals(0, judge.exitValue(), () -> log(deep));
        assertTrue(log(deep).contains("AC"), () -> log(deep));
        assertEquals(Set.of(), difference(workerFolders(Path.of("/tmp"), judge), before), "no worker folder is left in /tmp");
    }

    /** Every judge's worker folders in {@code parent}. */
    private static Set<Path> workerFolders(Path parent) throws IOException {
        return workerFolders(parent, WorkerFolders.PREFIX);
    }

    /** The worker folders of the judge process {@code judge} in {@code parent}, which other judges on the machine may share. */
    private static Set<Path> workerFolders(Path parent, Process judge) throws IOException {
        return workerFolders(parent, WorkerFolders.prefixOf(judge.pid()));
    }

    private static Set<Path> workerFolders(Path parent, String prefix) throws IOException {
        try (Stream<Path> entries = Files.list(parent)) {
            return entries.filter(p -> p.getFileName().toString().startsWith(prefix)).collect(Collectors.toSet());
        }
    }

    private static Set<Path> difference(Set<Path> after, Set<Path> before) {
        Set<Path> added = new java.util.HashSet<>(after);
        added.removeAll(before);
        return added;
    }

    @Test
    void twoRunsAtOnceInOneRepositoryKeepEachOthersStatus() throws Exception {
        TestRepository.copyCoreProblems(root);
        for (String id : List.of("n-queens", "n-queens-ii")) {
            Path solution = root.resolve("solutions").resolve(id).resolve("Solution.java");
            Files.createDirectories(solution.getParent());
        }
        Files.copy(FIXTURES.resolve("n-queens/AcceptedLexicographic.java"),
                root.resolve("solutions/n-queens/Solution.java"));
        Files.copy(FIXTURES.resolve("n-queens-ii/ThrowsOnFive.java"),
                root.resolve("solutions/n-queens-ii/Solution.java"));
        Path tmpA = Files.createDirectories(root.resolve("tmp-a"));
        Path tmpB = Files.createDirectories(root.resolve("tmp-b"));

        for (int round = 0; round < 3; round++) {
            Process a = startJudge(tmpA, "test", "n-queens");
            Process b = startJudge(tmpB, "test", "n-queens-ii");
            assertTrue(a.waitFor(120, TimeUnit.SECONDS) && b.waitFor(120, TimeUnit.SECONDS));
            assertEquals(0, a.exitValue(), () -> log(tmpA));
            assertEquals(1, b.exitValue(), () -> log(tmpB));

            JsonNode status = new ObjectMapper().readTree(root.resolve(Workspace.CACHE_DIR).resolve("status.json").toFile());
            assertEquals(Set.of("n-queens", "n-queens-ii"), fieldNames(status), status::toString);
            assertEquals("AC", status.get("n-queens").get("verdict").asText());
            assertEquals("RE", status.get("n-queens-ii").get("verdict").asText());
            Files.delete(root.resolve(Workspace.CACHE_DIR).resolve("status.json"));
        }
        try (Stream<Path> cache = Files.walk(root.resolve(Workspace.CACHE_DIR))) {
            assertEquals(List.of(), cache.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".tmp")).toList(),
                    "no half-written file is left in the cache");
        }
    }

    private static Set<String> fieldNames(JsonNode node) {
        Set<String> names = new java.util.TreeSet<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static String log(Path tmp) {
        try {
            return Files.readString(tmp.resolveSibling(tmp.getFileName() + ".log"));
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }
}
