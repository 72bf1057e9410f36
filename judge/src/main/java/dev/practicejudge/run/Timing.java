package dev.practicejudge.run;

/**
 * How long a test took.
 *
 * @param wallMs elapsed real time in milliseconds
 * @param cpuMs CPU time in milliseconds, or {@code null} when it could not be measured
 */
public record Timing(double wallMs, Double cpuMs) {

    public static final Timing NONE = new Timing(0, null);

    static Timing ofNanos(long wallNanos, long cpuNanos) {
        return new Timing(wallNanos / 1e6, cpuNanos < 0 ? null : cpuNanos / 1e6);
    }
}
