package dev.practicejudge.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The status cache under concurrent writers: every result recorded by every writer survives. */
class StatusCacheTest {

    private static final int RUNS = 60;

    @TempDir
    Path root;

    @Test
    void twoProcessesRecordingAtOnceLoseNothing() throws Exception {
        List<Process> writers = new ArrayList<>();
        for (String prefix : List.of("a", "b")) {
            writers.add(new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-cp", System.getProperty("java.class.path"), StatusCacheHammer.class.getName(),
                    root.toString(), prefix, Integer.toString(RUNS)).inheritIO().start());
        }
        for (Process writer : writers) {
            assertTrue(writer.waitFor(60, TimeUnit.SECONDS));
            assertEquals(0, writer.exitValue());
        }

        assertEquals(2 * RUNS, StatusCache.read(root).size(), () -> "kept: " + StatusCache.read(root).keySet());
    }

    @Test
    void threadsRecordingAtOnceLoseNothing() throws Exception {
        List<Thread> writers = new ArrayList<>();
        for (String prefix : List.of("a", "b", "c", "d")) {
            writers.add(new Thread(() -> StatusCacheHammer.main(new String[] {root.toString(), prefix,
                    Integer.toString(RUNS)})));
        }
        writers.forEach(Thread::start);
        for (Thread writer : writers) {
            writer.join(60_000);
        }

        assertEquals(4 * RUNS, StatusCache.read(root).size());
    }
}
