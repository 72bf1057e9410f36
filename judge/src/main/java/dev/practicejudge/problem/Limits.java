package dev.practicejudge.problem;

/**
 * What one test may use, and how much headroom {@code validate} demands over the accepted
 * submissions (as Kattis problemtools' time multiplier and safety margin do).
 *
 * @param timeMs the solution's CPU time per test, in milliseconds (its own thread's and those it
 *     starts, from the call to its return); a test may also take at most {@link #wallMs()} of real
 *     time; {@link #NO_TIME_LIMIT} only for a run under a debugger ({@link #withoutTimeLimit}), never
 *     from a spec
 * @param memoryMb the worker JVM's heap, in mebibytes
 * @param outputKb the largest output value, as JSON, in kibibytes; more is OLE
 * @param timeMultiplier the time limit must be at least this many times the slowest accepted test
 * @param safetyMargin beyond the multiple, a further factor within which validate warns
 */
public record Limits(int timeMs, int memoryMb, int outputKb, double timeMultiplier, double safetyMargin) {

    public static final int DEFAULT_TIME_MS = 2000;
    public static final int DEFAULT_MEMORY_MB = 256;
    public static final int DEFAULT_OUTPUT_KB = 8192;
    public static final double DEFAULT_TIME_MULTIPLIER = 2.0;
    public static final double DEFAULT_SAFETY_MARGIN = 1.5;
    /** The time limit of a test run under a debugger: none, since a breakpoint's pause is no solution's time. */
    public static final int NO_TIME_LIMIT = 0;
    /** The wall-clock backstop is this many times the CPU limit... */
    public static final int WALL_TIMES_CPU = 3;
    /** ...plus this many milliseconds (see {@link #wallMs()}). */
    public static final int WALL_EXTRA_MS = 1000;
    /** A solution still running at the backstop may go on to this many times the CPU limit plus {@link #WALL_EXTRA_MS}. */
    public static final int BUSY_WALL_TIMES_CPU = 10;

    public Limits(int timeMs, int memoryMb, int outputKb) {
        this(timeMs, memoryMb, outputKb, DEFAULT_TIME_MULTIPLIER, DEFAULT_SAFETY_MARGIN);
    }

    public Limits {
        if (!(timeMultiplier >= 1 && timeMultiplier <= 100)) {
            throw new IllegalArgumentException("timeMultiplier must be in 1..100, got " + timeMultiplier);
        }
        if (!(safetyMargin >= 1 && safetyMargin <= 100)) {
            throw new IllegalArgumentException("safetyMargin must be in 1..100, got " + safetyMargin);
        }
        if ((timeMs <= 0 && timeMs != NO_TIME_LIMIT) || timeMs > 60_000) {
            throw new IllegalArgumentException("timeMs must be in 1..60000, got " + timeMs);
        }
        if (memoryMb < 32 || memoryMb > 8192) {
            throw new IllegalArgumentException("memoryMb must be in 32..8192, got " + memoryMb);
        }
        if (outputKb <= 0 || outputKb > 262_144) {
            throw new IllegalArgumentException("outputKb must be in 1..262144, got " + outputKb);
        }
    }

    /**
     * The wall-clock backstop, in milliseconds: how long a test may take in real time, loading
     * included, while its solution waits (sleeps, blocks on a lock, joins a thread) or its class is
     * still loading: three times the CPU limit plus a second. A solution still running then is
     * given until {@link #busyWallMs()}. {@link #NO_TIME_LIMIT} without a time limit.
     */
    public int wallMs() {
        return hasTimeLimit() ? WALL_TIMES_CPU * timeMs + WALL_EXTRA_MS : NO_TIME_LIMIT;
    }

    /**
     * How long, in real time, a solution that is still running (not waiting) and still under its
     * CPU limit may go on past {@link #wallMs()}: ten times the CPU limit plus a second, so that on
     * a machine that gives it a tenth of a core it is still judged by its CPU time. Past this the
     * machine is too busy to judge it, and the verdict says so. {@link #NO_TIME_LIMIT} without a
     * time limit.
     */
    public int busyWallMs() {
        return hasTimeLimit() ? BUSY_WALL_TIMES_CPU * timeMs + WALL_EXTRA_MS : NO_TIME_LIMIT;
    }

    /** Whether a test may be stopped, and judged TLE, for its time. */
    public boolean hasTimeLimit() {
        return timeMs != NO_TIME_LIMIT;
    }

    /** These limits with no time limit: for a test run under a debugger, where time means nothing. */
    public Limits withoutTimeLimit() {
        return new Limits(NO_TIME_LIMIT, memoryMb, outputKb, timeMultiplier, safetyMargin);
    }

    public static Limits defaults() {
        return new Limits(DEFAULT_TIME_MS, DEFAULT_MEMORY_MB, DEFAULT_OUTPUT_KB);
    }
}
