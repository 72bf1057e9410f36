package dev.practicejudge.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * The worker's kept solution thread: a test that changes the thread leaves nothing for the next,
 * an exception that escapes is reported as a dying thread's would be, and threads a test leaves
 * running are counted. No worker JVM runs.
 */
class SolutionThreadTest {

    @Test
    void whatATestChangesAboutTheThreadIsPutBackForTheNext() {
        SolutionThread solution = new SolutionThread(1 << 20);
        try {
            solution.start(() -> {
                Thread self = Thread.currentThread();
                self.setName("mine");
                self.setPriority(Thread.MIN_PRIORITY);
                self.setContextClassLoader(null);
                self.setUncaughtExceptionHandler((thread, e) -> { });
                self.interrupt();
            });
            solution.await();
            AtomicReference<String> seen = new AtomicReference<>();
            solution.start(() -> {
                Thread self = Thread.currentThread();
                seen.set(self.getName() + " " + self.getPriority() + " " + (self.getContextClassLoader() != null)
                        + " " + self.isInterrupted() + " " + (self.getUncaughtExceptionHandler() == self.getThreadGroup()));
            });
            solution.await();
            assertEquals("solution " + Thread.currentThread().getPriority() + " true false true", seen.get());
            assertFalse(Thread.currentThread().isInterrupted());
            assertEquals(0, solution.othersRunning());
        } finally {
            solution.exit();
        }
    }

    @Test
    void anEscapingExceptionIsPrintedAsADyingThreadsWouldBeAndTheThreadGoesOn() {
        SolutionThread solution = new SolutionThread(1 << 20);
        PrintStream err = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        try {
            System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
            solution.start(() -> {
                throw new StackOverflowError("deep");
            });
            solution.await();
        } finally {
            System.setErr(err);
        }
        String printed = captured.toString(StandardCharsets.UTF_8);
        assertTrue(printed.startsWith("Exception in thread \"solution\" java.lang.StackOverflowError: deep"), printed);
        AtomicReference<Thread> ran = new AtomicReference<>();
        solution.start(() -> ran.set(Thread.currentThread()));
        solution.await();
        assertSame(solution.thread(), ran.get());
        solution.exit();
    }

    @Test
    void threadsATestLeavesRunningAreCountedAndTheThreadEndsOnExit() throws Exception {
        SolutionThread solution = new SolutionThread(1 << 20);
        CountDownLatch release = new CountDownLatch(1);
        solution.start(() -> {
            Thread left = new Thread(() -> {
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            left.setDaemon(true);
            left.start();
        });
        solution.await();
        assertEquals(1, solution.othersRunning());
        release.countDown();
        solution.exit();
        solution.thread().join(10_000);
        assertFalse(solution.thread().isAlive());
    }
}
