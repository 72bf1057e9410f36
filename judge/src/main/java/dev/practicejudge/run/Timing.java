package dev.practicejudge.run;

/**
 * How long a test took.
 *
 * @param wallMs elapsed real time in milliseconds
 * @param cpuMs CPU time in milliseconds, or {@code null} when it could not be measured
 */
public record Timing(double wallMs, Double cpuMs) {

    public static final Timing NONE = new Timing(0, null);

    /** Milliseconds as the judge prints them: one decimal under 10 ms, none above. */
    public static String format(double ms) {
        return String.format(java.util.Locale.ROOT, ms < 10 ? "%.1f" : "%.0f", ms);
    }

    static Timing ofNanos(long wallNanos, long cpuNanos) {
        return new Timing(wallNanos / 1e6, cpuNanos < 0 ? null : cpuNanos / 1e6);
    }
}
