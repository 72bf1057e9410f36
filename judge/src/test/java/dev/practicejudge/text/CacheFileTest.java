package dev.practicejudge.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CacheFileTest {

    @Test
    void aWriteReplacesTheWholeFileCreatesItsFolderAndLeavesNothingAside(@TempDir Path root) throws IOException {
        Path file = root.resolve(".judge-cache/status.json");

        CacheFile.write(file, "a much longer first content");
        CacheFile.write(file, "short");

        assertEquals("short", Files.readString(file, StandardCharsets.UTF_8));
        try (Stream<Path> left = Files.list(file.getParent())) {
            assertEquals(List.of(file), left.toList(), "no temporary file is left beside the written one");
        }
    }

    @Test
    void threadsUpdatingUnderTheLockLoseNoUpdate(@TempDir Path root) throws Exception {
        Path file = root.resolve("cache/count.txt");
        Path lock = root.resolve("cache/count.lock");
        CacheFile.write(file, "0");
        ConcurrentLinkedQueue<Throwable> failures = new ConcurrentLinkedQueue<>();
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 8; t++) {
            threads.add(new Thread(() -> {
                try {
                    for (int i = 0; i < 50; i++) {
                        CacheFile.locked(lock, () -> {
                            int count = Integer.parseInt(Files.readString(file));
                            CacheFile.write(file, Integer.toString(count + 1));
                            return null;
                        });
                    }
                } catch (Throwable e) {
                    failures.add(e);
                }
            }));
        }
        threads.forEach(Thread::start);
        for (Thread thread : threads) {
            thread.join();
        }

        assertEquals(List.of(), List.copyOf(failures));
        assertEquals("400", Files.readString(file), "8 threads x 50 increments, none lost");
    }

    @Test
    void aSecondThreadWaitsForTheLockEvenWhenItSpellsThePathAnotherWay(@TempDir Path root) throws Exception {
        // Two spellings of one lock file must share one JVM lock: with two, the second thread's
        // FileLock would fail at once as overlapping instead of waiting its turn.
        ConcurrentLinkedQueue<Throwable> failures = new ConcurrentLinkedQueue<>();
        Thread second = new Thread(() -> {
            try {
                CacheFile.locked(root.resolve("sub/../cache.lock"), () -> null);
            } catch (Throwable e) {
                failures.add(e);
            }
        });
        Thread.State seen = CacheFile.locked(root.resolve("cache.lock"), () -> {
            second.start();
            while (second.getState() != Thread.State.WAITING && second.isAlive()) {
                Thread.onSpinWait();
            }
            return second.getState();
        });
        second.join();

        assertEquals(Thread.State.WAITING, seen, "the second thread waited for the first one's lock");
        assertEquals(List.of(), List.copyOf(failures));
    }
}
