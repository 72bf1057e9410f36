package dev.practicejudge.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.stress.Budget;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/** {@link StressBudget}: what {@code stress}'s options let a run spend, and the options it refuses. */
class StressBudgetTest {

    @Test
    void withoutOptionsTheRunSearchesTenSecondsUpToTheGeneratorsOwnMaximum() throws Refused {
        Budget budget = StressBudget.of(null, null, 42L, null).budget();

        assertEquals(new Budget(42, Duration.ofSeconds(10), 0, Integer.MAX_VALUE, Budget.DEFAULT_SHRINK_TIME), budget);
    }

    @Test
    void runsGivenAloneRunThatManyCasesHoweverLongTheyTake() throws Refused {
        Budget budget = StressBudget.of(null, 500, 7L, 4).budget();

        assertEquals(Budget.NO_TIME_LIMIT, budget.searchTime());
        assertEquals(500, budget.maxRuns());
        assertEquals(4, budget.maxSize());
    }

    @Test
    void secondsAndRunsTogetherStopAtWhicheverComesFirst() throws Refused {
        Budget budget = StressBudget.of(2.5, 100, 7L, null).budget();

        assertEquals(Duration.ofMillis(2500), budget.searchTime());
        assertEquals(100, budget.maxRuns());
    }

    @Test
    void theSeedGivenIsKeptAndWithoutOneARandomNonNegativeSeedIsChosen() throws Refused {
        assertEquals(42, StressBudget.of(null, null, 42L, null).seed());
        StressBudget random = StressBudget.of(null, null, null, null);

        assertTrue(random.seed() >= 0, "seed " + random.seed());
        assertEquals(random.seed(), random.budget().seed());
    }

    @Test
    void optionsThatMakeNoSenseAreRefusedSayingWhatToGive() {
        assertEquals("--seconds -1: give a positive number of seconds, e.g. --seconds 10", refused(-1.0, null, null));
        assertEquals("--seconds 0: give a positive number of seconds, e.g. --seconds 10", refused(0.0, null, null));
        assertEquals("--seconds NaN: give a positive number of seconds, e.g. --seconds 10", refused(Double.NaN, null, null));
        assertEquals("--seconds Infinity: give a positive number of seconds, e.g. --seconds 10",
                refused(Double.POSITIVE_INFINITY, null, null));
        assertEquals("--seconds 86400.5: at most 86400 (a day); for a number of cases however long they take, give "
                + "--runs N alone", refused(86_400.5, null, null));
        assertEquals("--runs 0: give at least 1 case, e.g. --runs 100", refused(null, 0, null));
        assertEquals("--max-size 0: sizes start at 1, e.g. --max-size 5", refused(null, null, 0));
    }

    @Test
    void aDayIsTheLongestSearchTaken() throws Refused {
        assertEquals(Duration.ofDays(1), StressBudget.of(StressBudget.MAX_SECONDS, null, 1L, null).budget().searchTime());
    }

    private static String refused(Double seconds, Integer runs, Integer maxSize) {
        return assertThrows(Refused.class, () -> StressBudget.of(seconds, runs, 1L, maxSize)).getMessage();
    }
}
