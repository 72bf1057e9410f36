package dev.practicejudge.worker;

import dev.practicejudge.protocol.CappedOutputStream;
import dev.practicejudge.protocol.Frame;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Watches each test from a thread of its own (a daemon platform thread that runs no learner code),
 * one long-lived thread per worker that is handed each test in turn ({@link #watch}, then
 * {@link #finish}), so a test costs no thread of its own: every {@link #PERIOD_MS} ms it sends a
 * {@link Frame.Progress} with what the solution has printed, when that changed, so the output
 * survives a worker killed at the deadline, an OutOfMemoryError or a crash (all but the last
 * period's); and once, {@link #MARGIN_MS} ms after the time limit, it adds where the solving thread
 * is. It never stops or interrupts that thread: the judge kills the worker at its own deadline (the
 * limit plus at least 500 ms), after this has spoken.
 */
final class Watchdog extends Thread {

    static final long PERIOD_MS = 250;
    static final long MARGIN_MS = 50;
    /**
     * The most frames sampled: an endless recursion may be two million frames deep, and each
     * sampled frame costs memory in a heap the solution has nearly filled.
     */
    static final int MAX_SAMPLED_FRAMES = 50_000;
    private static final int MAX_NAME_CHARS = 200;

    /** Sends a frame to the judge; must be safe to call while the main thread sends too. */
    interface Sender {
        void send(Frame frame) throws java.io.IOException;
    }

    /** One test being watched, from {@link #watch} until {@link #finish}. */
    private record Watch(int index, Thread solution, Map<String, byte[]> solutionClasses, long timeLimitMs,
                         CappedOutputStream stdout, CappedOutputStream stderr, long start) {
    }

    private final Sender sender;
    /** Guards {@link #current} and {@link #sending}; wakes the watchdog and {@link #finish}. */
    private final Object lock = new Object();
    /** The test under watch; null between tests. */
    private Watch current;
    /** Whether a frame for the current test is being sent right now. */
    private boolean sending;

    Watchdog(Sender sender) {
        super("watchdog");
        setDaemon(true);
        this.sender = sender;
    }

    /**
     * Starts watching a test whose solving thread has just started; the previous test must have
     * been {@link #finish}ed.
     */
    void watch(int index, Thread solution, Map<String, byte[]> solutionClasses, long timeLimitMs,
               CappedOutputStream stdout, CappedOutputStream stderr) {
        Watch watch = new Watch(index, solution, solutionClasses, timeLimitMs, stdout, stderr, System.nanoTime());
        synchronized (lock) {
            current = watch;
            lock.notifyAll();
        }
    }

    /**
     * Stops watching the current test and returns once no frame for it is being sent, so none
     * follows. It does not interrupt the watchdog: an interrupt during a write would close the
     * channel to the judge.
     */
    void finish() {
        boolean interrupted = false;
        synchronized (lock) {
            current = null;
            lock.notifyAll();
            while (sending) {
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

    @Override
    public void run() {
        try {
            while (true) {
                Watch watch;
                synchronized (lock) {
                    while (current == null) {
                        lock.wait();
                    }
                    watch = current;
                }
                try {
                    watch(watch);
                } catch (java.io.IOException | RuntimeException e) {
                    // The judge stopped listening, or sampling failed: progress is only a help, the result
                    // still comes. The next test is watched again.
                }
                synchronized (lock) {
                    // Not this test again: wait for the next.
                    while (current == watch) {
                        lock.wait();
                    }
                }
            }
        } catch (InterruptedException e) {
            // Nothing here interrupts it; should anything, watching ends and the results still come.
        }
    }

    /** Watches one test until it is finished. */
    private void watch(Watch watch) throws InterruptedException, java.io.IOException {
        long start = watch.start();
        long stuckAt = watch.timeLimitMs() > 0 ? start + TimeUnit.MILLISECONDS.toNanos(watch.timeLimitMs() + MARGIN_MS)
                : Long.MAX_VALUE;
        long nextTick = start + TimeUnit.MILLISECONDS.toNanos(PERIOD_MS);
        boolean stackSent = false;
        String sentOut = "";
        String sentErr = "";
        long sentDropped = 0;
        CappedOutputStream stdout = watch.stdout();
        CappedOutputStream stderr = watch.stderr();
        while (true) {
            long wake = stackSent ? nextTick : Math.min(nextTick, stuckAt);
            synchronized (lock) {
                for (long wait = wake - System.nanoTime(); current == watch && wait > 0; wait = wake - System.nanoTime()) {
                    TimeUnit.NANOSECONDS.timedWait(lock, wait);
                }
                if (current != watch) {
                    return;
                }
            }
            long now = System.nanoTime();
            if (now >= nextTick) {
                nextTick = now + TimeUnit.MILLISECONDS.toNanos(PERIOD_MS);
            }
            Frame.Progress.Stack stack = null;
            if (!stackSent && now >= stuckAt) {
                stackSent = true;
                stack = stack(watch.solution(), watch.solutionClasses());
            }
            String out = stdout.text();
            String err = stderr.text();
            long dropped = stdout.dropped() + stderr.dropped();
            if (stack == null && out.equals(sentOut) && err.equals(sentErr) && dropped == sentDropped) {
                continue;
            }
            synchronized (lock) {
                if (current != watch) {
                    return;
                }
                sending = true;
            }
            try {
                sender.send(new Frame.Progress(watch.index(), out, stdout.dropped(), err, stderr.dropped(), stack));
            } finally {
                synchronized (lock) {
                    sending = false;
                    lock.notifyAll();
                }
            }
            sentOut = out;
            sentErr = err;
            sentDropped = dropped;
        }
    }

    /** Where the solving thread is, in the solution's own frames; null when in none of them. */
    private static Frame.Progress.Stack stack(Thread solution, Map<String, byte[]> solutionClasses) {
        ThreadInfo info = ManagementFactory.getThreadMXBean().getThreadInfo(solution.getId(), MAX_SAMPLED_FRAMES);
        if (info == null) {
            return null;
        }
        StackTraceElement[] trace = info.getStackTrace();
        List<StackTraceElement> own = new ArrayList<>();
        for (StackTraceElement element : trace) {
            if (solutionClasses.containsKey(element.getClassName())) {
                own.add(element);
            }
        }
        if (own.isEmpty()) {
            return null;
        }
        List<Frame.Progress.Place> places = new ArrayList<>();
        places.add(place(own.get(0)));
        // The nearest callers in other methods: a recursion's thousand frames of one method say it once.
        String method = key(own.get(0));
        int last = 0;
        for (int i = 1; i < own.size() && places.size() < Frame.Progress.Stack.MAX_PLACES - 1; i++) {
            if (!key(own.get(i)).equals(method)) {
                method = key(own.get(i));
                places.add(place(own.get(i)));
                last = i;
            }
        }
        if (last < own.size() - 1 && !key(own.get(own.size() - 1)).equals(method)) {
            // The outermost frame, the way in, when the nearest callers did not reach it.
            places.add(place(own.get(own.size() - 1)));
        }
        return new Frame.Progress.Stack(own.size(), trace.length >= MAX_SAMPLED_FRAMES, places);
    }

    private static String key(StackTraceElement element) {
        return element.getClassName() + "." + element.getMethodName();
    }

    private static Frame.Progress.Place place(StackTraceElement element) {
        return new Frame.Progress.Place(cut(element.getMethodName()), element.getFileName() == null ? null
                : cut(element.getFileName()), element.getLineNumber());
    }

    private static String cut(String name) {
        return name.length() <= MAX_NAME_CHARS ? name : name.substring(0, MAX_NAME_CHARS) + "...";
    }
}
