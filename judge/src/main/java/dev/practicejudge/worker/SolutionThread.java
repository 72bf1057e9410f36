package dev.practicejudge.worker;

/**
 * The big-stack thread a worker runs each test's solution on, kept from one test to the next:
 * starting a thread costs about as much as a small test takes to run. Each test still loads the
 * solution afresh (its own class loader), so no static state carries over; what the solution may
 * have changed about the thread itself (its name, priority, context class loader, uncaught-exception
 * handler, interrupt status) is put back after each test. Threads the solution starts join this
 * thread's group, so the threads left running after a test are the group's others. The thread is
 * replaced every {@link #TESTS_PER_THREAD} tests, so what a solution may leave in a thread-local
 * (which holds its class loader) is let go.
 */
final class SolutionThread {

    static final int TESTS_PER_THREAD = 64;

    private final ThreadGroup group = new ThreadGroup("solution");
    private final Thread thread;
    private final ClassLoader contextClassLoader;
    private final int priority;
    /** Guards the fields below; wakes the thread and whoever waits for a test to end. */
    private final Object lock = new Object();
    /** The test to run next; null while there is none. */
    private Runnable task;
    private boolean running;
    private boolean exit;
    private int tests;

    /** Starts the thread, with the given stack size; it waits for {@link #start(Runnable)}. */
    SolutionThread(long stackBytes) {
        thread = new Thread(group, this::serve, "solution", stackBytes);
        contextClassLoader = thread.getContextClassLoader();
        priority = thread.getPriority();
        thread.start();
    }

    Thread thread() {
        return thread;
    }

    /** Whether this thread has run its share of tests and should be replaced (after {@link #exit}). */
    boolean spent() {
        return tests >= TESTS_PER_THREAD;
    }

    /** Starts one test on the thread; the previous one must have ended ({@link #await}). */
    void start(Runnable test) {
        synchronized (lock) {
            tests++;
            task = test;
            running = true;
            lock.notifyAll();
        }
    }

    /** Waits until the test started has ended, and the thread is itself again; restores an interrupt. */
    void await() {
        boolean interrupted = false;
        synchronized (lock) {
            while (running) {
                try {
                    lock.wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** How many threads the solution started that are still running. */
    int othersRunning() {
        return Math.max(0, group.activeCount() - (thread.isAlive() ? 1 : 0));
    }

    /** Lets the thread end once idle. */
    void exit() {
        synchronized (lock) {
            exit = true;
            lock.notifyAll();
        }
    }

    private void serve() {
        while (true) {
            Runnable next;
            synchronized (lock) {
                while (task == null && !exit) {
                    try {
                        lock.wait();
                    } catch (InterruptedException e) {
                        // A thread the solution left running may interrupt this one; only exit() ends it.
                    }
                }
                if (task == null) {
                    return;
                }
                next = task;
                task = null;
            }
            try {
                next.run();
            } catch (Throwable t) {
                // As if the thread had died of it: its handler (by default the group's, which prints
                // the trace to the test's System.err) hears of it.
                try {
                    thread.getUncaughtExceptionHandler().uncaughtException(thread, t);
                } catch (Throwable ignored) {
                    // A thread's handler that throws is ignored, as the JVM ignores it.
                }
            }
            Thread.interrupted();
            thread.setName("solution");
            thread.setPriority(priority);
            thread.setContextClassLoader(contextClassLoader);
            thread.setUncaughtExceptionHandler(null);
            synchronized (lock) {
                running = false;
                lock.notifyAll();
            }
        }
    }
}
