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
 * Watches one test from a thread of its own (a daemon platform thread that runs no learner code):
 * every {@link #PERIOD_MS} ms it sends a {@link Frame.Progress} with what the solution has printed,
 * when that changed, so the output survives a worker killed at the deadline, an OutOfMemoryError
 * or a crash (all but the last period's); and once, {@link #MARGIN_MS} ms after the time limit, it
 * adds where the solving thread is. It never stops or interrupts that thread: the judge kills the
 * worker at its own deadline (the limit plus at least 500 ms), after this has spoken.
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

    private final int index;
    private final Thread solution;
    private final Map<String, byte[]> solutionClasses;
    private final long timeLimitMs;
    private final CappedOutputStream stdout;
    private final CappedOutputStream stderr;
    private final Sender sender;
    /** Guards {@link #done}; {@link #finish} wakes the watchdog through it. */
    private final Object lock = new Object();
    private boolean done;

    Watchdog(int index, Thread solution, Map<String, byte[]> solutionClasses, long timeLimitMs,
             CappedOutputStream stdout, CappedOutputStream stderr, Sender sender) {
        super("watchdog-" + index);
        setDaemon(true);
        this.index = index;
        this.solution = solution;
        this.solutionClasses = solutionClasses;
        this.timeLimitMs = timeLimitMs;
        this.stdout = stdout;
        this.stderr = stderr;
        this.sender = sender;
    }

    /**
     * Stops watching and returns once this thread has sent its last frame. It does not interrupt
     * the watchdog: an interrupt during a write would close the channel to the judge.
     */
    void finish() {
        synchronized (lock) {
            done = true;
            lock.notifyAll();
        }
        boolean interrupted = false;
        while (isAlive()) {
            try {
                join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void run() {
        long start = System.nanoTime();
        long stuckAt = timeLimitMs > 0 ? start + TimeUnit.MILLISECONDS.toNanos(timeLimitMs + MARGIN_MS) : Long.MAX_VALUE;
        long nextTick = start + TimeUnit.MILLISECONDS.toNanos(PERIOD_MS);
        boolean stackSent = false;
        String sentOut = "";
        String sentErr = "";
        long sentDropped = 0;
        try {
            while (true) {
                long wake = stackSent ? nextTick : Math.min(nextTick, stuckAt);
                synchronized (lock) {
                    for (long wait = wake - System.nanoTime(); !done && wait > 0; wait = wake - System.nanoTime()) {
                        TimeUnit.NANOSECONDS.timedWait(lock, wait);
                    }
                    if (done) {
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
                    stack = stack();
                }
                String out = stdout.text();
                String err = stderr.text();
                long dropped = stdout.dropped() + stderr.dropped();
                if (stack == null && out.equals(sentOut) && err.equals(sentErr) && dropped == sentDropped) {
                    continue;
                }
                sender.send(new Frame.Progress(index, out, stdout.dropped(), err, stderr.dropped(), stack));
                sentOut = out;
                sentErr = err;
                sentDropped = dropped;
            }
        } catch (InterruptedException e) {
            // Nothing here interrupts it; should anything, the watch ends and the result still comes.
        } catch (java.io.IOException | RuntimeException e) {
            // The judge stopped listening, or sampling failed: progress is only a help, the result still comes.
        }
    }

    /** Where the solving thread is, in the solution's own frames; null when in none of them. */
    private Frame.Progress.Stack stack() {
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
