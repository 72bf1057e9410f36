package dev.practicejudge.worker;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One attempt's clocks: the CPU time the solution has used since its call began, which is the
 * time judged, and the wall time since the attempt began, loading included, which only the
 * backstop reads. The CPU time is the solving thread's own plus that of every thread the solution
 * started (they join the solving thread's group), so work handed to another thread is charged
 * too. Read by the solving thread when the call ends and by the {@link Watchdog} while it runs;
 * thread-safe.
 *
 * <p>A thread's CPU time can be read only while it lives, so a thread the solution started is
 * charged what it had used when last seen: at the end of the call or at the watchdog's last look
 * ({@link Watchdog#CHECK_MS} apart). One that starts and ends between two looks goes uncharged;
 * it cannot hold off the verdict for long, since the wall-clock backstop still stops a test that
 * waits for such threads.
 */
final class SolutionClock {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final Thread solving;
    /** The solving thread's CPU time when the attempt began; it includes loading, which the judge does not charge. */
    private final long attemptCpuStart;
    private final long attemptWallStart = System.nanoTime();
    /** The solving thread's CPU time when the call began; -1 until then. */
    private volatile long callCpuStart = -1;
    /** The CPU time each other thread in the solving thread's group had used when last seen, by thread id. */
    private final Map<Long, Long> others = new ConcurrentHashMap<>();

    /** A clock for an attempt that starts now, on {@code solving}; call on that thread or before it runs the attempt. */
    SolutionClock(Thread solving) {
        this.solving = solving;
        this.attemptCpuStart = Math.max(0, threadCpu(solving));
    }

    /** Whether the attempt is over: set by the solving thread as it leaves the attempt. */
    private volatile boolean ended;

    /** The attempt is over: its outcome is set, and the solving thread goes back to waiting for the next. */
    void end() {
        ended = true;
    }

    /** Whether the attempt is over; no limit is judged then. */
    boolean ended() {
        return ended;
    }

    /** Starts the judged clock: the call begins. Called on the solving thread. */
    void startCall() {
        callCpuStart = Math.max(0, THREADS.getCurrentThreadCpuTime());
    }

    /** Whether the call has begun (loading, initialising and converting are over). */
    boolean called() {
        return callCpuStart >= 0;
    }

    /** Nanoseconds since the attempt began, loading included. */
    long wallNanos() {
        return System.nanoTime() - attemptWallStart;
    }

    /**
     * The CPU time judged so far, in nanoseconds: the solving thread's since the call began and all
     * of every other thread's in its group; 0 before the call, -1 where the JVM cannot say.
     */
    long cpuNanos() {
        long start = callCpuStart;
        if (start < 0) {
            return THREADS.isThreadCpuTimeSupported() ? 0 : -1;
        }
        long own = threadCpu(solving);
        if (own < 0) {
            return -1;
        }
        return Math.max(0, own - start) + othersCpu();
    }

    /**
     * The solving thread's CPU time since the attempt began (loading and converting included),
     * for a backstop that fires before the call began; -1 where the JVM cannot say.
     */
    long attemptCpuNanos() {
        long own = threadCpu(solving);
        return own < 0 ? -1 : Math.max(0, own - attemptCpuStart);
    }

    /** Whether any thread of the solution's is running or ready to run, rather than waiting or sleeping. */
    boolean anyRunnable() {
        if (solving.getState() == Thread.State.RUNNABLE) {
            return true;
        }
        for (Thread thread : othersAlive()) {
            if (thread.getState() == Thread.State.RUNNABLE) {
                return true;
            }
        }
        return false;
    }

    /** Every other thread's CPU time, each as last seen; looks at the ones alive now. */
    private long othersCpu() {
        for (Thread thread : othersAlive()) {
            long cpu = threadCpu(thread);
            if (cpu > 0) {
                others.merge(thread.getId(), cpu, Math::max);
            }
        }
        long sum = 0;
        for (long cpu : others.values()) {
            sum += cpu;
        }
        return sum;
    }

    private Thread[] othersAlive() {
        ThreadGroup group = solving.getThreadGroup();
        if (group == null) {
            // The solving thread has ended: its group may be gone with it.
            return new Thread[0];
        }
        Thread[] threads = new Thread[group.activeCount() + 8];
        int count = group.enumerate(threads, true);
        Thread[] alive = new Thread[count];
        int kept = 0;
        for (int i = 0; i < count; i++) {
            if (threads[i] != solving) {
                alive[kept++] = threads[i];
            }
        }
        return java.util.Arrays.copyOf(alive, kept);
    }

    private static long threadCpu(Thread thread) {
        return thread == Thread.currentThread() ? THREADS.getCurrentThreadCpuTime() : THREADS.getThreadCpuTime(thread.getId());
    }
}
