package dev.practicejudge.worker;

import dev.practicejudge.protocol.CappedOutputStream;
import dev.practicejudge.protocol.Frame;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Watches each test from a thread of its own (a daemon platform thread that runs no learner code),
 * one long-lived thread per worker that is handed each test in turn ({@link #watch}, then
 * {@link #finish}), so a test costs no thread of its own. It enforces the limits: every
 * {@link #CHECK_MS} ms it reads the attempt's {@link SolutionClock}, and once the solution's CPU
 * time passes the time limit, or the attempt's wall time passes the backstop (the busy machine's
 * backstop for a solution still running under its CPU limit), it sends a {@link Frame.Progress}
 * that asks to be stopped, with where the solving thread is. It never stops
 * or interrupts that thread (the JVM offers no safe way): the judge kills the worker when it hears.
 * Every {@link #PERIOD_MS} ms it also sends what the solution has printed, when that changed, so
 * the output survives a worker killed at a limit, an OutOfMemoryError or a crash (all but the last
 * period's).
 */
final class Watchdog extends Thread {

    static final long PERIOD_MS = 250;
    /**
     * How often the limits are checked: a solution overruns its CPU limit by at most about this
     * much before it is stopped, and each check reads a few thread clocks, which costs microseconds.
     */
    static final long CHECK_MS = 10;
    /**
     * The most frames sampled: an endless recursion may be two million frames deep, and each
     * sampled frame costs memory in a heap the solution has nearly filled.
     */
    static final int MAX_SAMPLED_FRAMES = 50_000;
    /**
     * More CPU time, beyond the limit, for a solution found over {@link #MAX_SAMPLED_FRAMES} frames
     * deep when it passes the limit (in its call, or before it in a static initialiser), or in none
     * of its own frames (as while the JVM unwinds them):
     * an endless recursion's StackOverflowError costs up to a second of CPU time in a 32 MB stack
     * (the JVM unwinding a million frames, more when they were compiled), and the learner must hear
     * "stack overflow", not "too slow". As much again as the
     * limit, at least this much. A result that comes back in the grace is judged by its time like
     * any other: TLE, unless it is that overflow.
     */
    static final long DEEP_STACK_GRACE_MS = 2000;
    private static final int MAX_NAME_CHARS = 200;

    /** Sends a frame to the judge; must be safe to call while the main thread sends too. */
    interface Sender {
        void send(Frame frame) throws java.io.IOException;
    }

    /**
     * One test being watched, from {@link #watch} until {@link #finish}; {@code clock} is the
     * current attempt's (a profile's test runs several in turn).
     */
    private record Watch(int index, Thread solution, Map<String, byte[]> solutionClasses, long timeLimitMs,
                         long wallLimitMs, long busyWallLimitMs, AtomicReference<SolutionClock> clock,
                         CappedOutputStream stdout, CappedOutputStream stderr) {
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
     * Starts watching a test whose solving thread has just started its first attempt, timed by
     * {@code clock}; the previous test must have been {@link #finish}ed.
     *
     * @param timeLimitMs the limit on the solution's CPU time, 0 for none
     * @param wallLimitMs the limit on each attempt's wall time, loading included; 0 for none
     * @param busyWallLimitMs the same for an attempt whose solution is still running under its CPU limit
     */
    void watch(int index, Thread solution, SolutionClock clock, Map<String, byte[]> solutionClasses,
               long timeLimitMs, long wallLimitMs, long busyWallLimitMs, CappedOutputStream stdout,
               CappedOutputStream stderr) {
        Watch watch = new Watch(index, solution, solutionClasses, timeLimitMs, wallLimitMs, busyWallLimitMs,
                new AtomicReference<>(clock), stdout, stderr);
        synchronized (lock) {
            current = watch;
            lock.notifyAll();
        }
    }

    /** The test under watch goes on to another attempt (a profile's next run), with limits of its own. */
    void nextAttempt(SolutionClock clock) {
        synchronized (lock) {
            if (current != null) {
                current.clock().set(clock);
            }
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

    /** Watches one test until it is finished, or has passed a limit and said so. */
    private void watch(Watch watch) throws InterruptedException, java.io.IOException {
        boolean limited = watch.timeLimitMs() > 0 || watch.wallLimitMs() > 0;
        long cpuLimit = TimeUnit.MILLISECONDS.toNanos(watch.timeLimitMs());
        long gracedCpuLimit = cpuLimit + Math.max(cpuLimit, TimeUnit.MILLISECONDS.toNanos(DEEP_STACK_GRACE_MS));
        // The attempt given the deep stack's grace, if one was.
        SolutionClock graced = null;
        long wallLimit = TimeUnit.MILLISECONDS.toNanos(watch.wallLimitMs());
        long busyWallLimit = TimeUnit.MILLISECONDS.toNanos(watch.busyWallLimitMs());
        long nextTick = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(PERIOD_MS);
        String sentOut = "";
        String sentErr = "";
        long sentDropped = 0;
        CappedOutputStream stdout = watch.stdout();
        CappedOutputStream stderr = watch.stderr();
        while (true) {
            long wake = limited ? Math.min(nextTick, System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(CHECK_MS))
                    : nextTick;
            synchronized (lock) {
                for (long wait = wake - System.nanoTime(); current == watch && wait > 0; wait = wake - System.nanoTime()) {
                    TimeUnit.NANOSECONDS.timedWait(lock, wait);
                }
                if (current != watch) {
                    return;
                }
            }
            long now = System.nanoTime();
            // Output goes out every PERIOD_MS; the limits are checked every CHECK_MS between.
            boolean tick = now >= nextTick;
            if (tick) {
                nextTick = now + TimeUnit.MILLISECONDS.toNanos(PERIOD_MS);
            }
            SolutionClock clock = watch.clock().get();
            Frame.Progress.Stop stop = limited ? passed(clock, clock == graced ? gracedCpuLimit : cpuLimit,
                    wallLimit, busyWallLimit) : null;
            Frame.Progress.Stack stack = stop == null ? null : stack(watch.solution(), watch.solutionClasses());
            if (stop != null && stop.limit() != Frame.Progress.Stop.Limit.WALL && clock != graced
                    && (stack == null || stack.deeper())) {
                // Perhaps an endless recursion on its way to a stack overflow, or already throwing
                // it (a thread unwinding its frames shows none of the solution's): let it get there.
                graced = clock;
                stop = null;
                stack = null;
            }
            if (stop == null && !tick) {
                continue;
            }
            String out = stdout.text();
            String err = stderr.text();
            long dropped = stdout.dropped() + stderr.dropped();
            if (stop == null && out.equals(sentOut) && err.equals(sentErr) && dropped == sentDropped) {
                continue;
            }
            synchronized (lock) {
                if (current != watch) {
                    return;
                }
                sending = true;
            }
            try {
                sender.send(new Frame.Progress(watch.index(), out, stdout.dropped(), err, stderr.dropped(), stack, stop));
            } finally {
                synchronized (lock) {
                    sending = false;
                    lock.notifyAll();
                }
            }
            if (stop != null) {
                // The judge kills the worker when it reads this; nothing more to say about this test.
                return;
            }
            sentOut = out;
            sentErr = err;
            sentDropped = dropped;
        }
    }

    /**
     * The limit the attempt has passed, or null when it is within them (a limit of 0 is none). Its
     * CPU time is held to {@code cpuLimit}: the call's, and before the call begins the loading's
     * (the class loading and initialising, the arguments being converted), which is not judged but
     * may not run forever either, so a static initialiser that never ends is stopped, and one that
     * ends is not, however busy the machine. Past {@code wallLimit} of real time, a solution that
     * waits is stopped; one still running goes on until {@code busyWallLimit}, since on a busy
     * machine it is its CPU time that should decide.
     */
    static Frame.Progress.Stop passed(SolutionClock clock, long cpuLimit, long wallLimit, long busyWallLimit) {
        if (clock.ended()) {
            // Its outcome is set and on its way. The solving thread, idle again, would read as
            // waiting until the test is finished: on a busy machine that can take past the backstop.
            return null;
        }
        boolean called = clock.called();
        if (cpuLimit > 0) {
            long cpu = called ? clock.cpuNanos() : clock.attemptCpuNanos();
            if (cpu > cpuLimit) {
                return new Frame.Progress.Stop(called ? Frame.Progress.Stop.Limit.CPU
                        : Frame.Progress.Stop.Limit.LOADING_CPU, cpu, called, false);
            }
        }
        long wall = clock.wallNanos();
        if (wallLimit > 0 && wall > wallLimit) {
            boolean waiting = !clock.anyRunnable();
            if (waiting || wall > busyWallLimit) {
                return new Frame.Progress.Stop(Frame.Progress.Stop.Limit.WALL,
                        called ? clock.cpuNanos() : clock.attemptCpuNanos(), called, waiting);
            }
        }
        return null;
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
