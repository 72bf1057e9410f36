package dev.practicejudge.text;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A small text file of the judge's own cache ({@code .judge-cache/}: the status, the hints seen,
 * remembered verdicts), written whole and, where two commands may change it at once, read and
 * rewritten under a lock. Thread-safe.
 */
public final class CacheFile {

    /**
     * One JVM lock per lock file. A {@link FileLock} is held by the whole JVM (a second thread asking
     * for it gets an {@code OverlappingFileLockException}, not a wait), so threads take this lock
     * first and the file lock then keeps other processes out.
     */
    private static final Map<Path, ReentrantLock> IN_PROCESS = new ConcurrentHashMap<>();

    private CacheFile() {
    }

    /** What is done under the lock; it may throw what reading and writing files throws. */
    @FunctionalInterface
    public interface Update<T> {
        T apply() throws IOException;
    }

    /**
     * Writes {@code text} as the file's whole content in UTF-8: written aside in the same folder,
     * then moved into place (atomically where the file system can), so a reader never sees half a
     * file and a crash leaves the old content. The folder is created when missing.
     */
    public static void write(Path file, String text) throws IOException {
        Path folder = file.toAbsolutePath().getParent();
        Files.createDirectories(folder);
        Path temporary = Files.createTempFile(folder, file.getFileName().toString(), ".tmp");
        try {
            Files.writeString(temporary, text, StandardCharsets.UTF_8);
            try {
                Files.move(temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temporary);
        }
    }

    /**
     * Runs {@code update} (typically: read the file, change it, {@link #write} it) while holding
     * {@code lockFile}, so two runs at once (two terminals, a watch beside a test) each keep the
     * other's change instead of the last writer's copy winning. The lock file is created when
     * missing and left in place; its folder likewise.
     */
    public static <T> T locked(Path lockFile, Update<T> update) throws IOException {
        Path key = lockFile.toAbsolutePath().normalize();
        ReentrantLock inProcess = IN_PROCESS.computeIfAbsent(key, k -> new ReentrantLock());
        inProcess.lock();
        try {
            Files.createDirectories(key.getParent());
            try (FileChannel channel = FileChannel.open(key, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                 FileLock lock = channel.lock()) {
                return update.apply();
            }
        } finally {
            inProcess.unlock();
        }
    }
}
