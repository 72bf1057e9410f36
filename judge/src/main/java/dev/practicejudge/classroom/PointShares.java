package dev.practicejudge.classroom;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits points over test entries so that the sum GitHub Classroom's reporter computes is exactly
 * the score the judge prints.
 *
 * <p>The reporter adds every test's {@code score} in a JavaScript number, left to right, and prints
 * the sum as JavaScript writes numbers ({@code Points 6.67/10}, or {@code 10.000000000000002} when
 * shares such as 10/3 do not add up in binary). Java's {@code double} addition is the same IEEE 754
 * arithmetic, so the sum can be reproduced here and made exact: each entry's share is in whole
 * points where the points allow it (whole numbers add exactly, whatever the order of the steps the
 * reporter is given), a problem's hundredths go on its last earning entry, and the last earning
 * entry of all absorbs what binary rounding leaves, so the total is the judge's own rounded score.
 */
final class PointShares {

    private PointShares() {
    }

    /**
     * One problem's points to share.
     *
     * @param earned the points the problem earned (may be fractional with partial credit)
     * @param earning for each of the problem's entries, in order, whether it earns a share
     */
    record Problem(double earned, List<Boolean> earning) {
        Problem {
            earning = List.copyOf(earning);
        }
    }

    /**
     * The score of every entry of every problem, in order, whose left-to-right sum is exactly
     * {@code total} (the judge's score rounded to hundredths, as printed).
     */
    static List<Double> of(List<Problem> problems, double total) {
        List<Double> scores = new ArrayList<>();
        for (Problem problem : problems) {
            scores.addAll(shares(problem));
        }
        return exact(scores, total);
    }

    /** The run's score as the judge prints it: rounded to hundredths. */
    static double rounded(double points) {
        return Math.round(points * 100) / 100.0;
    }

    /** Whole points spread evenly over the earning entries (the first ones get the remainder), hundredths on the last. */
    private static List<Double> shares(Problem problem) {
        long hundredths = Math.round(problem.earned() * 100);
        int earners = (int) problem.earning().stream().filter(e -> e).count();
        List<Double> scores = new ArrayList<>();
        if (earners == 0 || hundredths <= 0) {
            problem.earning().forEach(e -> scores.add(0.0));
            return scores;
        }
        long whole = hundredths / 100;
        long fraction = hundredths % 100;
        int seen = 0;
        for (boolean earns : problem.earning()) {
            if (!earns) {
                scores.add(0.0);
                continue;
            }
            double share = whole / earners + (seen < whole % earners ? 1 : 0);
            seen++;
            if (seen == earners) {
                share += fraction / 100.0;
            }
            scores.add(share);
        }
        return scores;
    }

    /** Adjusts the last earning entry until the reporter's sum is exactly {@code total}. */
    private static List<Double> exact(List<Double> scores, double total) {
        int last = -1;
        for (int i = 0; i < scores.size(); i++) {
            if (scores.get(i) != 0) {
                last = i;
            }
        }
        if (last < 0 || sum(scores) == total) {
            return List.copyOf(scores);
        }
        // Every entry after the last earning one scores 0, which leaves the sum as it is.
        double before = sum(scores.subList(0, last));
        double share = total - before;
        // The subtraction itself may round; then step one ulp at a time towards the total.
        for (int step = 0; step < 64 && before + share != total; step++) {
            share = before + share < total ? Math.nextUp(share) : Math.nextDown(share);
        }
        scores.set(last, share);
        return List.copyOf(scores);
    }

    /** The sum as the reporter computes it: from 0, left to right, in doubles. */
    static double sum(List<Double> scores) {
        double sum = 0;
        for (double score : scores) {
            sum += score;
        }
        return sum;
    }
}
