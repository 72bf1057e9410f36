package dev.practicejudge.classroom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.judge.RunSummary;
import dev.practicejudge.testing.ClassroomReporter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The shares of points over test entries: whole where they can be, and summing exactly as the reporter sums. */
class PointSharesTest {

    @Test
    void wholePointsAreSharedInWholePointsWithTheRemainderFirst() {
        List<Double> scores = PointShares.of(List.of(new PointShares.Problem(30, Collections.nCopies(9, true))), 30);

        assertEquals(List.of(4.0, 4.0, 4.0, 3.0, 3.0, 3.0, 3.0, 3.0, 3.0), scores);
    }

    @Test
    void aFractionGoesOnTheLastEarningEntryAndFailuresEarnNothing() {
        List<Double> scores = PointShares.of(List.of(new PointShares.Problem(20 * 4 / 9.0,
                List.of(true, false, true, true, false, true, false, false, false))), 8.89);

        assertEquals(List.of(2.0, 0.0, 2.0, 2.0, 0.0, 2.89, 0.0, 0.0, 0.0), scores);
    }

    /**
     * Every partial-credit score of 1 to 9 problems, each worth 10, 20 or 30 points over 7, 9 or 13
     * tests with any number passed: the reporter's left-to-right sum, printed as JavaScript prints
     * it, is the judge's own points line.
     */
    @Test
    void theReportersSumPrintsAsTheJudgesPointsForEveryPartialCreditScore() {
        int[] worth = {10, 20, 30};
        int[] sizes = {7, 9, 13};
        int checked = 0;
        for (int problems = 1; problems <= 9; problems++) {
            for (int seed = 0; seed < 60; seed++) {
                List<PointShares.Problem> shares = new ArrayList<>();
                double points = 0;
                int max = 0;
                for (int p = 0; p < problems; p++) {
                    int tests = sizes[(seed + p) % 3];
                    int passed = (seed * 7 + p * 5) % (tests + 1);
                    double earned = worth[(seed / 3 + p) % 3] * (double) passed / tests;
                    List<Boolean> earning = new ArrayList<>();
                    for (int t = 0; t < tests; t++) {
                        earning.add(t < passed);
                    }
                    shares.add(new PointShares.Problem(earned, earning));
                    points += earned;
                    max += worth[(seed / 3 + p) % 3];
                }
                double total = PointShares.rounded(points);
                List<Double> scores = PointShares.of(shares, total);

                double sum = PointShares.sum(scores);
                assertEquals(total, sum, () -> scores.toString());
                assertEquals("Points " + RunSummary.number(points) + "/" + max,
                        "Points " + ClassroomReporter.js(sum) + "/" + max, scores::toString);
                assertTrue(scores.stream().allMatch(s -> s >= 0), scores::toString);
                checked++;
            }
        }
        assertEquals(540, checked);
    }
}
