package dev.practicejudge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher's start-up archives are kept per Java: switching JAVA_HOME to another JDK and back
 * finds the first one's archives ready instead of making them again (tens of seconds each time).
 * Real JDKs would take a minute per archive, so the launcher runs in a copy of the repository's
 * layout with two stand-in JDKs: a {@code bin/java} script that logs its arguments, answers
 * {@code -version} as Java 17 or 25, and writes the archive or cache file a dump asks for.
 */
class LauncherArchivesTest {

    @TempDir
    Path root;

    private Path jdk17;
    private Path jdk25;

    @BeforeEach
    void repositoryWithTwoJdks() throws IOException {
        Files.copy(TestRepository.ROOT.resolve("judgew"), root.resolve("judgew"));
        Files.createDirectories(root.resolve("judge/target"));
        Files.writeString(root.resolve("judge/target/practice-judge.jar"), "a jar newer than its (absent) sources");
        Path training = root.resolve("judge/training/RookBoard.java");
        Files.createDirectories(root.resolve("judge/training/rook-board"));
        Files.writeString(training, "class Solution { }\n");
        jdk17 = fakeJdk("jdk-17", "17.0.15");
        jdk25 = fakeJdk("temurin-25", "25.0.1");
    }

    @Test
    void eachJdkKeepsItsOwnArchivesSoSwitchingBackMakesNone() throws Exception {
        Run first = judgew(jdk17);
        Run other = judgew(jdk25);
        Run back = judgew(jdk17);
        Run again = judgew(jdk25);

        assertTrue(first.preparing() && other.preparing(), "each Java makes its archives once:\n" + first + other);
        assertFalse(back.preparing() || again.preparing(), "switching back finds them ready:\n" + back + again);
        assertEquals(List.of(), back.calls().subList(0, back.calls().size() - 1),
                "no version check and no dump on switching back, just the judge:\n" + back);

        Path folder17 = onlyFolder("jdk-17-");
        Path folder25 = onlyFolder("temurin-25-");
        assertTrue(Files.isRegularFile(folder17.resolve("judge-cli.jsa")) && Files.isRegularFile(folder17.resolve("judge-worker.jsa")),
                "Java 17's class-data archives");
        assertTrue(Files.isRegularFile(folder25.resolve("judge-cli.aot")) && Files.isRegularFile(folder25.resolve("judge-worker.aot")),
                "Java 25's AOT caches, beside Java 17's archives");
        assertTrue(back.judge().contains("-XX:SharedArchiveFile=" + folder17.resolve("judge-cli.jsa")
                + " -Dpracticejudge.worker.archive=" + folder17.resolve("judge-worker.jsa")), back::toString);
        assertTrue(again.judge().contains("-XX:AOTCache=" + folder25.resolve("judge-cli.aot")), again::toString);
        assertTrue(again.judge().contains("-Dpracticejudge.worker.aotcache=" + folder25.resolve("judge-worker.aot")),
                again::toString);
        assertFalse(again.judge().contains("-Xshare"), "the JVM refuses an AOT cache beside -Xshare:\n" + again);
    }

    @Test
    void aNewBuildMakesTheArchivesAgainForTheJavaInUseOnly() throws Exception {
        judgew(jdk17);
        judgew(jdk25);
        Files.setLastModifiedTime(root.resolve("judge/target/practice-judge.jar"),
                FileTime.from(Instant.now().plusSeconds(60)));

        Run rebuilt = judgew(jdk17);

        assertTrue(rebuilt.preparing(), rebuilt::toString);
        assertTrue(rebuilt.judge().contains("-XX:SharedArchiveFile=" + onlyFolder("jdk-17-").resolve("judge-cli.jsa")),
                rebuilt::toString);
        assertTrue(judgew(jdk25).preparing(), "Java 25's caches belong to the old build too");
    }

    @Test
    void archivesLeftInTheOldPlaceGo() throws Exception {
        Path old = Files.writeString(root.resolve("judge/target/judge-cli.aot"), "from before archives were per Java");

        Run run = judgew(jdk17);

        assertFalse(Files.exists(old), "an old AOT cache would stop Java 17 from starting if anything passed it");
        assertFalse(run.judge().contains("judge/target/judge-cli"), run::toString);
    }

    /** One run of {@code judgew --version}: its standard error and the stand-in java's invocations, one a line. */
    private record Run(String err, List<String> calls) {

        boolean preparing() {
            return err.contains("judgew: preparing start-up archives");
        }

        /** The last java started: the judge itself. */
        String judge() {
            return calls.get(calls.size() - 1);
        }

        @Override
        public String toString() {
            return "--- err\n" + err + "--- java started with\n" + String.join("\n", calls) + "\n";
        }
    }

    private Run judgew(Path jdk) throws IOException, InterruptedException {
        Path log = jdk.resolve("calls.log");
        Files.deleteIfExists(log);
        Path err = root.resolve("judgew.err");
        ProcessBuilder builder = new ProcessBuilder("sh", root.resolve("judgew").toString(), "--version")
                .redirectError(err.toFile()).redirectOutput(ProcessBuilder.Redirect.DISCARD);
        builder.environment().put("JAVA_HOME", jdk.toString());
        builder.environment().remove("PRACTICE_JUDGE_NO_ARCHIVE");
        builder.environment().remove("PRACTICE_JUDGE_ARCHIVE");
        Process process = builder.start();
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "judgew did not finish");
        List<String> calls = Files.exists(log) ? Files.readAllLines(log) : List.of();
        return new Run(Files.readString(err), calls);
    }

    private Path onlyFolder(String prefix) throws IOException {
        try (Stream<Path> folders = Files.list(root.resolve("judge/target/startup"))) {
            List<Path> matching = folders.filter(f -> f.getFileName().toString().startsWith(prefix)).toList();
            assertEquals(1, matching.size(), () -> "one folder " + prefix + "*: " + matching);
            return matching.get(0);
        }
    }

    /**
     * A JDK folder whose {@code bin/java} logs each call, answers {@code -version}, and on a dump (CDS's
     * -Xshare:dump, the AOT cache's -XX:AOTMode=create) writes the file the dump names.
     */
    private Path fakeJdk(String name, String version) throws IOException {
        Path jdk = root.resolve("jdks").resolve(name);
        Path java = jdk.resolve("bin/java");
        Files.createDirectories(java.getParent());
        Files.writeString(java, """
                #!/bin/sh
                case "$*" in
                  -version) echo 'openjdk version "%s" 2025-10-21' >&2; exit 0 ;;
                esac
                printf '%%s\\n' "$*" >> "%s"
                case "$*" in
                  *-Xshare:dump*|*-XX:AOTMode=create*)
                    for a in "$@"; do
                      case $a in -XX:SharedArchiveFile=*|-XX:AOTCache=*) : > "${a#*=}" ;; esac
                    done ;;
                esac
                exit 0
                """.formatted(version, jdk.resolve("calls.log")), StandardCharsets.UTF_8);
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
        return jdk;
    }
}
