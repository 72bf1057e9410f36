package dev.practicejudge.session;

import dev.practicejudge.stress.Budget;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Objects;

/**
 * What a {@code stress} run may spend, made from its options ({@code --seconds}, {@code --runs},
 * {@code --seed}, {@code --max-size}): the seed its cases derive from (a random one when none is
 * given), how long and how many cases it searches, and the largest size it asks for. Options that
 * make no sense are refused, saying what to give instead.
 */
public final class StressBudget {

    /** The search time without {@code --seconds}, unless {@code --runs} alone is given. */
    public static final double DEFAULT_SECONDS = 10;

    /** The longest {@code --seconds} taken: a day. */
    public static final double MAX_SECONDS = 86_400;

    private final Budget budget;

    private StressBudget(Budget budget) {
        this.budget = Objects.requireNonNull(budget, "budget");
    }

    /**
     * The budget the options give; each may be null when it was not given.
     *
     * @param seconds how long to search ({@link #DEFAULT_SECONDS} by default, none with {@code runs} alone)
     * @param runs the most cases to run; alone, exactly that many however long they take
     * @param seed the seed the cases derive from (a random one by default)
     * @param maxSize the largest input size to ask the generator for (its own maximum by default)
     */
    public static StressBudget of(Double seconds, Integer runs, Long seed, Integer maxSize) throws Refused {
        if (seconds != null && (!(seconds > 0) || Double.isInfinite(seconds))) {
            throw new Refused("--seconds " + format(seconds) + ": give a positive number of seconds, e.g. --seconds 10");
        }
        if (seconds != null && seconds > MAX_SECONDS) {
            throw new Refused("--seconds " + format(seconds) + ": at most " + format(MAX_SECONDS) + " (a day); for "
                    + "a number of cases however long they take, give --runs N alone");
        }
        if (runs != null && runs < 1) {
            throw new Refused("--runs " + runs + ": give at least 1 case, e.g. --runs 100");
        }
        if (maxSize != null && maxSize < 1) {
            throw new Refused("--max-size " + maxSize + ": sizes start at 1, e.g. --max-size 5");
        }
        long chosen = seed != null ? seed : new SecureRandom().nextLong() & Long.MAX_VALUE;
        Duration searchTime = seconds != null ? Duration.ofNanos((long) (seconds * 1e9))
                : runs != null ? Budget.NO_TIME_LIMIT : Duration.ofNanos((long) (DEFAULT_SECONDS * 1e9));
        return new StressBudget(new Budget(chosen, searchTime, runs == null ? 0 : runs,
                maxSize == null ? Integer.MAX_VALUE : maxSize, Budget.DEFAULT_SHRINK_TIME));
    }

    /** The seed the cases derive from: the one given, or the random one chosen. */
    public long seed() {
        return budget.seed();
    }

    Budget budget() {
        return budget;
    }

    private static String format(double value) {
        return value == Math.rint(value) && !Double.isInfinite(value) ? Long.toString((long) value) : Double.toString(value);
    }
}
