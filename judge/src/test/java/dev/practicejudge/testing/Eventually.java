package dev.practicejudge.testing;

import java.time.Duration;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * Waits for something a test can observe (a line in an output, a file, a process) instead of
 * sleeping for a time that is long enough on one machine and too short on a busier one. The
 * deadline is generous on purpose: it only decides how long a test takes to fail when the
 * condition never comes, never whether a test that works passes.
 */
public final class Eventually {

    /** Long enough for anything a working judge does, on a loaded 2-core machine. */
    public static final Duration DEADLINE = Duration.ofSeconds(60);

    private static final long POLL_MILLIS = 20;

    private Eventually() {
    }

    /** Waits until {@code condition} holds; fails, naming {@code what}, after {@link #DEADLINE}. */
    public static void await(String what, BooleanSupplier condition) {
        await(what, condition, () -> "");
    }

    /** {@link #await(String, BooleanSupplier)}, failing with {@code context} (what the process said so far, say). */
    public static void await(String what, BooleanSupplier condition, Supplier<String> context) {
        value(what, () -> condition.getAsBoolean() ? Optional.of(Boolean.TRUE) : Optional.empty(), context);
    }

    /**
     * Waits until {@code probe} finds a value and returns it; fails after {@link #DEADLINE} with
     * {@code what} and the {@code context} (what the process said so far, say).
     */
    public static <T> T value(String what, Supplier<Optional<T>> probe, Supplier<String> context) {
        long deadline = System.nanoTime() + DEADLINE.toNanos();
        while (true) {
            Optional<T> found = probe.get();
            if (found.isPresent()) {
                return found.get();
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("waited " + DEADLINE.toSeconds() + " s for " + what + ", in vain\n"
                        + context.get());
            }
            try {
                Thread.sleep(POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted while waiting until " + what, e);
            }
        }
    }
}
