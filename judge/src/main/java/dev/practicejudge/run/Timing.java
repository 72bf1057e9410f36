package dev.practicejudge.run;

/**
 * How long a test took.
 *
 * @param wallMs elapsed real time in milliseconds
 * @param cpuMs the solution's CPU time in milliseconds (its thread's and those it started), or
 *     {@code null} when it could not be measured
 */
public record Timing(double wallMs, Double cpuMs) {

    public static final Timing NONE = new Timing(0, null);

    /**
     * The shortest time worth printing as a number. One call timed in a JVM carries tens of
     * microseconds of noise (the clock read, the JIT's state, a page fault), so below a tenth
     * of a millisecond the digits would mean nothing; reports say "under 0.1 ms" instead.
     */
    public static final double USEFUL_RESOLUTION_MS = 0.1;

    /**
     * The time the limit applies to: the CPU time, or the wall time where the CPU time could not be
     * measured. This is the test's time wherever one time is shown.
     */
    public double judgedMs() {
        return cpuMs != null ? cpuMs : wallMs;
    }

    /**
     * Whether the wall time differs from the CPU time by more than noise, so that reports show it
     * beside the time judged: a solution that waited, ran on several threads, or was held up by a
     * busy machine. Noise is {@link #WALL_NOISE_MS}, or a quarter of the time: a collection or a
     * compilation stalls a thread for a few milliseconds now and then.
     */
    public boolean wallDiffers() {
        if (cpuMs == null) {
            return false;
        }
        double difference = Math.abs(wallMs - cpuMs);
        return difference >= WALL_NOISE_MS && difference > Math.max(wallMs, cpuMs) / 4;
    }

    /** The least difference between wall and CPU time that is more than noise (see {@link #wallDiffers}). */
    public static final double WALL_NOISE_MS = 10;

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
