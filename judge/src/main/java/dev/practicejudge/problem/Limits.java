package dev.practicejudge.problem;

/**
 * What one test may use.
 *
 * @param timeMs wall-clock time per test, in milliseconds, enforced by the parent process
 * @param memoryMb the worker JVM's heap, in mebibytes
 * @param outputKb the largest output value, as JSON, in kibibytes; more is OLE
 */
public record Limits(int timeMs, int memoryMb, int outputKb) {

    public static final int DEFAULT_TIME_MS = 2000;
    public static final int DEFAULT_MEMORY_MB = 256;
    public static final int DEFAULT_OUTPUT_KB = 8192;

    public Limits {
        if (timeMs <= 0 || timeMs > 60_000) {
            throw new IllegalArgumentException("timeMs must be in 1..60000, got " + timeMs);
        }
        if (memoryMb < 32 || memoryMb > 8192) {
            throw new IllegalArgumentException("memoryMb must be in 32..8192, got " + memoryMb);
        }
        if (outputKb <= 0 || outputKb > 262_144) {
            throw new IllegalArgumentException("outputKb must be in 1..262144, got " + outputKb);
        }
    }

    public static Limits defaults() {
        return new Limits(DEFAULT_TIME_MS, DEFAULT_MEMORY_MB, DEFAULT_OUTPUT_KB);
    }
}
