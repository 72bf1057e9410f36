package dev.practicejudge.stress;

import java.time.Duration;
import java.util.Objects;

/**
 * What one stress run may spend: the seed its cases derive from, how long and how many cases it
 * may search for, the largest generator size it may ask for, and how long shrinking may take.
 *
 * @param seed every case's random numbers derive from it and the case's index ({@link Schedule})
 * @param searchTime how long to look for a counterexample, counted from the end of the first case (which
 *     starts both workers); shrinking not included
 *     ({@link #NO_TIME_LIMIT} for none: then {@code maxRuns} alone ends the search)
 * @param maxRuns the most cases to run, or 0 for as many as the time allows
 * @param maxSize the largest size to ask the generator for; the generator's own maximum still holds
 * @param shrinkTime how long shrinking a counterexample may take, after which the smallest so far is shown
 */
public record Budget(long seed, Duration searchTime, int maxRuns, int maxSize, Duration shrinkTime) {

    /** Shrinking stops after this long by default: what it has by then is shown. */
    public static final Duration DEFAULT_SHRINK_TIME = Duration.ofSeconds(10);

    /** A search time that never ends: the search runs {@code maxRuns} cases however long they take. */
    public static final Duration NO_TIME_LIMIT = Duration.ofSeconds(Long.MAX_VALUE, 999_999_999);

    public Budget {
        Objects.requireNonNull(searchTime, "searchTime");
        Objects.requireNonNull(shrinkTime, "shrinkTime");
        if (searchTime.isNegative() || searchTime.isZero()) {
            throw new IllegalArgumentException("the search time must be positive: " + searchTime);
        }
        if (maxRuns < 0 || maxSize < 1) {
            throw new IllegalArgumentException("maxRuns " + maxRuns + ", maxSize " + maxSize);
        }
        if (searchTime.equals(NO_TIME_LIMIT) && maxRuns == 0) {
            throw new IllegalArgumentException("a search without a time limit needs a number of cases");
        }
    }

    /** Whether the search has a time limit ({@code searchTime} is not {@link #NO_TIME_LIMIT}). */
    public boolean timeLimited() {
        return !searchTime.equals(NO_TIME_LIMIT);
    }
}
