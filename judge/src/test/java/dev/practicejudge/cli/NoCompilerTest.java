package dev.practicejudge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.problem.Workspace;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A Java runtime without a compiler (a JRE or a jlink'd image, here a JDK started with its
 * modules limited to Java SE) is a judge error before anything is judged, never a compile error
 * charged to the learner.
 */
@EndToEnd
class NoCompilerTest {

    @TempDir
    Path root;

    @Test
    void aRuntimeWithoutACompilerIsAOneLineJudgeErrorAndRecordsNothing() throws Exception {
        TestRepository.copyProblems(root, List.of("n-queens-ii"));
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/Accepted.java");
        Path log = root.resolve("judge.log");

        Process judge = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--limit-modules", "java.se", "-Djava.io.tmpdir=" + Files.createDirectories(root.resolve("tmp")),
                "-cp", System.getProperty("java.class.path"), PracticeJudge.class.getName(),
                "--root", root.toString(), "test", "n-queens-ii")
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();

        assertTrue(judge.waitFor(60, TimeUnit.SECONDS), "the judge ends");
        String output = read(log);
        assertEquals(ExitCodes.ERROR, judge.exitValue(), output);
        assertTrue(output.contains("judge error: this Java runtime (") && output.contains(
                ") has no Java compiler (module jdk.compiler), so no solution can be judged."), output);
        assertFalse(output.contains("\tat "), "the message says it all; no stack trace:\n" + output);
        assertFalse(output.contains("CE"), "nothing is charged to the learner:\n" + output);
        assertFalse(Files.exists(root.resolve(Workspace.CACHE_DIR).resolve("status.json")), "no status is recorded");
    }

    private static String read(Path file) throws IOException {
        return Files.readString(file, StandardCharsets.UTF_8);
    }
}
