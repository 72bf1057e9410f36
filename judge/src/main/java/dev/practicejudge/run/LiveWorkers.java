package dev.practicejudge.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * The worker folders and processes this judge has made and not yet cleaned up, so that a judge
 * stopped by Ctrl-C, a signal or {@code System.exit} still ends every worker and deletes every
 * worker folder ({@link #stopAll}, run by the shutdown hook).
 *
 * <p>Stopping must see every worker, including one being started at that moment: during shutdown
 * the other threads keep running, so the judging thread, seeing its worker killed by the hook,
 * goes on to start a fresh worker for the next test, and a worker started ahead of need may be
 * half-way through its start. A folder made after the hook had looked was left behind. So a
 * worker's folder is made and its process started under an {@link Admission}: the hook waits for
 * admissions under way (each is short: a folder, a socket, a fork), then refuses new ones, and
 * only then ends what is registered. Each folder is deleted after its process has exited.
 */
final class LiveWorkers {

    /** The judge's own registry; its shutdown hook is installed with it. */
    static final LiveWorkers ALL = new LiveWorkers();

    static {
        try {
            Runtime.getRuntime().addShutdownHook(new Thread(ALL::stopAll, "kill-workers"));
        } catch (IllegalStateException e) {
            // First used while the judge is already stopping: no worker may start.
            ALL.stopping = true;
        }
    }

    /** How long stopping waits for admissions under way before it goes ahead regardless. */
    private static final long ADMISSION_WAIT_SECONDS = 5;

    /** Admissions hold the read lock (many at once); stopping takes the write lock once. */
    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    private volatile boolean stopping;
    /** Each worker folder not yet deleted, with the worker's process once it is started. */
    private final Map<Path, Optional<Process>> live = new ConcurrentHashMap<>();

    LiveWorkers() {
    }

    /**
     * Allows one worker to be started: a folder made and a process started, both registered.
     * Close it as soon as the process is started (or the start failed and was cleaned up).
     *
     * @throws WorkerSession.WorkerStartException when the judge is stopping: no worker may start
     */
    Admission admit() throws WorkerSession.WorkerStartException {
        Lock read = lock.readLock();
        read.lock();
        if (stopping) {
            read.unlock();
            throw new WorkerSession.WorkerStartException("the judge is stopping");
        }
        return new Admission(read);
    }

    /** One worker's start, during which stopping waits. */
    final class Admission implements AutoCloseable {
        private final Lock read;
        private boolean closed;

        private Admission(Lock read) {
            this.read = read;
        }

        /** Makes a new worker folder (see {@link WorkerFolders#create}), to be deleted if the judge is stopped. */
        Path newFolder() throws IOException {
            Path folder = WorkerFolders.create();
            live.put(folder, Optional.empty());
            return folder;
        }

        /** Registers the process started for {@code folder}, to be killed if the judge is stopped. */
        void started(Path folder, Process process) {
            live.put(folder, Optional.of(process));
        }

        /** Ends the admission; idempotent. Call it on the thread that was admitted. */
        @Override
        public void close() {
            if (!closed) {
                closed = true;
                read.unlock();
            }
        }
    }

    /** Forgets a worker whose process its owner has killed and whose folder it has deleted. */
    void forget(Path folder) {
        live.remove(folder);
    }

    /** Whether {@code folder} is registered and not yet forgotten (for tests). */
    boolean holds(Path folder) {
        return live.containsKey(folder);
    }

    /**
     * Refuses every later worker start, then kills every registered worker's process tree and,
     * once it has exited, deletes its folder. Waits for starts under way so none slips past.
     */
    void stopAll() {
        boolean locked = false;
        try {
            locked = lock.writeLock().tryLock(ADMISSION_WAIT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            stopping = true;
        } finally {
            if (locked) {
                lock.writeLock().unlock();
            }
        }
        live.forEach((folder, process) -> {
            process.ifPresent(p -> ProcessTree.kill(p.toHandle()));
            WorkerSession.deleteRecursively(folder);
            live.remove(folder);
        });
    }
}
