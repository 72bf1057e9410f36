package dev.practicejudge.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.run.WorkerCommand.StartupClasses;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The worker JVM's start-up flags: a class-data archive or class list on any Java, an AOT cache
 * or configuration (Java 24+) without the {@code -Xshare} option the JVM refuses beside them.
 */
class WorkerCommandTest {

    private static final Path JAVA = Path.of("/opt/jdk/bin/java");
    private static final Path JAR = Path.of("/repo/judge/target/practice-judge.jar");
    private static final Path SOCKET = Path.of("/tmp/w/socket");
    private static final Path FOLDER = Path.of("/tmp/w");

    private static List<String> flags(StartupClasses startup) {
        return new WorkerCommand(JAVA, List.of(JAR), Sandbox.NONE, startup).command(256, SOCKET, FOLDER, -1);
    }

    private static long count(List<String> command, String prefix) {
        return command.stream().filter(flag -> flag.startsWith(prefix)).count();
    }

    @Test
    void withoutAnArchiveTheJvmSharesClassesAsItSeesFit() {
        List<String> command = flags(new StartupClasses.Default());
        assertTrue(command.contains("-Xshare:auto"), command::toString);
        assertEquals(0, count(command, "-XX:SharedArchiveFile") + count(command, "-XX:AOT"), command::toString);
        assertEquals(List.of("-cp", JAR.toString(), "dev.practicejudge.worker.WorkerMain", SOCKET.toString()),
                command.subList(command.size() - 4, command.size()));
    }

    @Test
    void aClassDataArchiveIsUsedAsBefore() {
        List<String> command = flags(new StartupClasses.Archive(Path.of("/t/judge-worker.jsa")));
        int share = command.indexOf("-Xshare:auto");
        assertTrue(share > 0, command::toString);
        assertEquals("-XX:SharedArchiveFile=/t/judge-worker.jsa", command.get(share + 1));
        assertEquals(0, count(command, "-XX:AOT") + count(command, "-Xlog"), command::toString);
    }

    @Test
    void aClassListIsRecordedAsBefore() {
        List<String> command = flags(new StartupClasses.RecordInto(Path.of("/t/worker.classlist")));
        assertTrue(command.contains("-Xshare:auto"), command::toString);
        assertTrue(command.contains("-XX:DumpLoadedClassList=/t/worker.classlist"), command::toString);
        assertEquals(0, count(command, "-XX:AOT"), command::toString);
    }

    @Test
    void anAotCacheIsUsedInTheDefaultAutoModeWithoutXshareAndQuietly() {
        List<String> command = flags(new StartupClasses.AotCache(Path.of("/t/judge-worker.aot")));
        assertTrue(command.contains("-XX:AOTCache=/t/judge-worker.aot"), command::toString);
        // -XX:AOTMode=auto is the default: a cache that does not fit is not used, and the run goes on.
        assertEquals(0, count(command, "-XX:AOTMode") + count(command, "-Xshare") + count(command, "-XX:Shared"),
                command::toString);
        assertTrue(command.contains(WorkerCommand.AOT_QUIET), command::toString);
        // The same heap, collector and class path as the cache was made with (judgew makes it so).
        assertTrue(command.containsAll(List.of("-Xmx256m", "-XX:+UseSerialGC", "-XX:+UseCountedLoopSafepoints", "-cp",
                JAR.toString())));
    }

    @Test
    void anAotConfigurationIsRecordedWithoutXshare() {
        List<String> command = flags(new StartupClasses.AotRecordInto(Path.of("/t/worker.aotconf")));
        int mode = command.indexOf("-XX:AOTMode=record");
        assertTrue(mode > 0, command::toString);
        assertTrue(command.contains("-XX:AOTConfiguration=/t/worker.aotconf"), command::toString);
        assertEquals(0, count(command, "-Xshare") + count(command, "-XX:Shared") + count(command, "-XX:AOTCache"),
                command::toString);
        assertTrue(command.contains(WorkerCommand.AOT_QUIET), command::toString);
    }

    @Test
    void onlyTheTrainingRunsWorkersLoadJacksonsDataBindingAhead() {
        String training = "-D" + dev.practicejudge.worker.WorkerMain.TRAINING_PROPERTY + "=true";
        assertTrue(flags(new StartupClasses.RecordInto(Path.of("/t/w.classlist"))).contains(training));
        assertTrue(flags(new StartupClasses.AotRecordInto(Path.of("/t/w.aotconf"))).contains(training));
        assertFalse(flags(new StartupClasses.Archive(Path.of("/t/w.jsa"))).contains(training));
        assertFalse(flags(new StartupClasses.AotCache(Path.of("/t/w.aot"))).contains(training));
        assertFalse(flags(new StartupClasses.Default()).contains(training));
    }

    @Test
    void theQuietOptionNamesOnlyLogTagsThisJavaKnows() {
        if (Runtime.version().feature() >= 25) {
            assertEquals("-Xlog:aot*=off,cds*=off", WorkerCommand.AOT_QUIET);
        } else {
            assertEquals("-Xlog:cds*=off", WorkerCommand.AOT_QUIET);
        }
    }

    @Test
    void onlyRecordingWorkersAreGivenTimeToExit() {
        assertEquals(0, new StartupClasses.Default().exitGraceMillis());
        assertEquals(0, new StartupClasses.Archive(Path.of("a.jsa")).exitGraceMillis());
        assertEquals(0, new StartupClasses.AotCache(Path.of("a.aot")).exitGraceMillis());
        assertTrue(new StartupClasses.RecordInto(Path.of("a.classlist")).exitGraceMillis() > 0);
        // Writing an AOT configuration at exit takes longer than a class list.
        assertTrue(new StartupClasses.AotRecordInto(Path.of("a.aotconf")).exitGraceMillis()
                >= new StartupClasses.RecordInto(Path.of("a.classlist")).exitGraceMillis());
    }

    @Test
    void aSandboxedWorkerIsShownItsAotCacheReadOnly() {
        List<Path> shown = new ArrayList<>();
        Sandbox recording = new Sandbox() {
            @Override
            public List<String> wrap(List<String> command, Path workDirectory, List<Path> readOnly) {
                shown.addAll(readOnly);
                return command;
            }

            @Override
            public String description() {
                return "records what it is shown";
            }
        };
        Path cache = Path.of("/t/judge-worker.aot");
        new WorkerCommand(JAVA, List.of(JAR), recording, new StartupClasses.AotCache(cache))
                .command(256, SOCKET, FOLDER, -1);
        assertTrue(shown.contains(cache), shown::toString);
        assertTrue(shown.contains(JAR), shown::toString);
    }

    @Test
    void aDebuggedWorkerLeavesTheAotCacheOutButKeepsAClassDataArchive() throws IOException {
        // A JVM with a JDWP agent cannot use an AOT cache that has linked classes (it says so on stdout).
        try (DebugPort port = DebugPort.open(0, p -> { })) {
            WorkerCommand cached = new WorkerCommand(JAVA, List.of(JAR), Sandbox.NONE,
                    new StartupClasses.AotCache(Path.of("/t/judge-worker.aot")));
            assertEquals(new StartupClasses.Default(), cached.debuggedThrough(port).startup());
            StartupClasses archive = new StartupClasses.Archive(Path.of("/t/judge-worker.jsa"));
            assertEquals(archive, new WorkerCommand(JAVA, List.of(JAR), Sandbox.NONE, archive)
                    .debuggedThrough(port).startup());
        }
    }

    @Test
    void judgewsPropertiesChooseTheStartUp(@TempDir Path folder) throws IOException {
        Path cache = Files.createFile(folder.resolve("judge-worker.aot"));
        Path archive = Files.createFile(folder.resolve("judge-worker.jsa"));
        Properties properties = new Properties();
        assertEquals(new StartupClasses.Default(), WorkerCommand.startupFrom(properties, 25));

        properties.setProperty(WorkerCommand.AOT_CACHE_PROPERTY, cache.toString());
        assertEquals(new StartupClasses.AotCache(cache), WorkerCommand.startupFrom(properties, 25));
        assertEquals(new StartupClasses.AotCache(cache), WorkerCommand.startupFrom(properties, 24));
        // An older Java would not start with -XX:AOTCache.
        assertEquals(new StartupClasses.Default(), WorkerCommand.startupFrom(properties, 21));

        properties.setProperty(WorkerCommand.AOT_CONFIGURATION_PROPERTY, folder.resolve("w.aotconf").toString());
        assertEquals(new StartupClasses.AotRecordInto(folder.resolve("w.aotconf")),
                WorkerCommand.startupFrom(properties, 25));

        Properties cds = new Properties();
        cds.setProperty(WorkerCommand.ARCHIVE_PROPERTY, archive.toString());
        assertEquals(new StartupClasses.Archive(archive), WorkerCommand.startupFrom(cds, 17));
        assertEquals(new StartupClasses.Archive(archive), WorkerCommand.startupFrom(cds, 25));
        cds.setProperty(WorkerCommand.CLASS_LIST_PROPERTY, folder.resolve("w.classlist").toString());
        assertEquals(new StartupClasses.RecordInto(folder.resolve("w.classlist")), WorkerCommand.startupFrom(cds, 17));

        // A cache that is gone (a clean build under way) is not named: the worker starts without.
        Properties gone = new Properties();
        gone.setProperty(WorkerCommand.AOT_CACHE_PROPERTY, folder.resolve("missing.aot").toString());
        assertEquals(new StartupClasses.Default(), WorkerCommand.startupFrom(gone, 25));
        assertFalse(Files.exists(folder.resolve("missing.aot")));
    }
}
