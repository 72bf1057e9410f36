package dev.practicejudge.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.testing.EndToEnd;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * What the shutdown hook relies on: once the judge is stopping no worker starts, and a worker
 * whose start was under way when it began is still killed and its folder deleted. The race behind
 * a flaky Ctrl-C test, made deterministic: the judging thread, its worker killed by the hook,
 * started a replacement whose folder the hook never saw.
 */
@EndToEnd
class LiveWorkersTest {

    @Test
    void noWorkerStartsOnceStoppingHasBegun() {
        LiveWorkers workers = new LiveWorkers();
        workers.stopAll();
        WorkerSession.WorkerStartException refused = assertThrows(WorkerSession.WorkerStartException.class,
                workers::admit);
        assertEquals("the judge is stopping", refused.getMessage());
    }

    @Test
    void stoppingWaitsForAStartUnderWayThenKillsItsProcessAndDeletesItsFolder() throws Exception {
        LiveWorkers workers = new LiveWorkers();
        CountDownLatch folderMade = new CountDownLatch(1);
        CountDownLatch mayStart = new CountDownLatch(1);
        CompletableFuture<Process> started = new CompletableFuture<>();
        CompletableFuture<Path> folder = new CompletableFuture<>();
        // A worker's start on a thread of its own, paused between its folder and its process:
        // where the judging thread was when the hook ran.
        Thread starter = new Thread(() -> {
            try {
                LiveWorkers.Admission admission = workers.admit();
                try {
                    Path made = admission.newFolder();
                    folder.complete(made);
                    folderMade.countDown();
                    mayStart.await();
                    Process process = new ProcessBuilder("sleep", "60").directory(made.toFile()).start();
                    admission.started(made, process);
                    started.complete(process);
                } finally {
                    admission.close();
                }
            } catch (Exception e) {
                started.completeExceptionally(e);
                folderMade.countDown();
            }
        }, "starter");
        starter.start();
        assertTrue(folderMade.await(10, TimeUnit.SECONDS));
        Path made = folder.getNow(null);
        assertTrue(made != null && Files.isDirectory(made), "the folder is made");

        Thread stopper = new Thread(workers::stopAll, "kill-workers");
        stopper.start();
        stopper.join(300);
        assertTrue(stopper.isAlive(), "stopping waits for the start under way");

        mayStart.countDown();
        Process process = started.get(10, TimeUnit.SECONDS);
        stopper.join(TimeUnit.SECONDS.toMillis(15));
        assertFalse(stopper.isAlive(), "stopping ends");
        assertFalse(process.isAlive(), "the worker started during the stop is killed");
        assertFalse(Files.exists(made), "and its folder deleted: " + made);
        assertFalse(workers.holds(made));
        assertThrows(WorkerSession.WorkerStartException.class, workers::admit, "and no worker starts after");
        starter.join(1000);
    }

    @Test
    void aFolderWhoseProcessNeverStartedIsDeletedToo() throws Exception {
        LiveWorkers workers = new LiveWorkers();
        Path made;
        try (LiveWorkers.Admission admission = workers.admit()) {
            made = admission.newFolder();
            Files.writeString(made.resolve(WorkerFolders.SOCKET_NAME), "");
        }
        workers.stopAll();
        assertFalse(Files.exists(made), made.toString());
    }

    @Test
    void aWorkerItsOwnerCleanedUpIsForgotten() throws Exception {
        LiveWorkers workers = new LiveWorkers();
        Path made;
        try (LiveWorkers.Admission admission = workers.admit()) {
            made = admission.newFolder();
        }
        assertTrue(workers.holds(made));
        WorkerSession.deleteRecursively(made);
        workers.forget(made);
        assertFalse(workers.holds(made));
    }
}
