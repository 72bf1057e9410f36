package dev.practicejudge.run;

/**
 * How long a test took.
 *
 * @param wallMs elapsed real time in milliseconds
 * @param cpuMs CPU time in milliseconds, or {@code null} when it could not be measured
 */
public record Timing(double wallMs, Double cpuMs) {

    public static final Timing NONE = new Timing(0, null);

    /**
     * The shortest time worth printing as a number. One call timed in a JVM carries tens of
     * microseconds of noise (the clock read, the JIT's state, a page fault), so below a tenth
     * of a millisecond the digits would mean nothing; reports say "under 0.1 ms" instead.
     */
    public static final double USEFUL_RESOLUTION_MS = 0.1;

    /** Whether a time is below {@link #USEFUL_RESOLUTION_MS}. */
    public static boolean belowResolution(double ms) {
        return ms < USEFUL_RESOLUTION_MS;
    }

    /** Milliseconds as the judge prints them: one decimal under 10 ms, none above. */
    public static String format(double ms) {
        return String.format(java.util.Locale.ROOT, ms < 10 ? "%.1f" : "%.0f", ms);
    }

    static Timing ofNanos(long wallNanos, long cpuNanos) {
        return new Timing(wallNanos / 1e6, cpuNanos < 0 ? null : cpuNanos / 1e6);
    }
}
