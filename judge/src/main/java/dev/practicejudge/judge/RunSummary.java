package dev.practicejudge.judge;

import dev.practicejudge.problem.MisplacedSolution;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * A whole judge run: the judged problems, the problems the learner has not attempted yet (no
 * solution file), which earn no points but count toward the total, and the solution files that
 * are almost where the judge reads them and so were not judged.
 *
 * @param misplaced every near miss the run found in {@code solutions/} (see
 *     {@code problem.SolutionLayout}), including those of no known problem; those of a problem not
 *     attempted are also on its {@link NotAttempted}
 */
public record RunSummary(List<ProblemResult> results, List<NotAttempted> notAttempted, List<MisplacedSolution> misplaced) {

    public RunSummary {
        results = List.copyOf(results);
        notAttempted = List.copyOf(notAttempted);
        misplaced = List.copyOf(misplaced);
    }

    /** A run that found nothing misplaced. */
    public RunSummary(List<ProblemResult> results, List<NotAttempted> notAttempted) {
        this(results, notAttempted, List.of());
    }

    /**
     * A problem without a solution yet.
     *
     * @param misplaced the near miss that is most likely its solution, not judged; empty when there is none
     */
    public record NotAttempted(String id, String title, int maxPoints, Optional<MisplacedSolution> misplaced) {
        public NotAttempted {
            Objects.requireNonNull(id, "id");
            Objects.requireNonNull(title, "title");
            Objects.requireNonNull(misplaced, "misplaced");
        }

        /** A problem with no solution, near miss or not. */
        public NotAttempted(String id, String title, int maxPoints) {
            this(id, title, maxPoints, Optional.empty());
        }
    }

    /** Whether some problem was not judged on every test ({@code --only}, {@code --fail-fast}): then no points are awarded. */
    public boolean partial() {
        return results.stream().anyMatch(ProblemResult::partial);
    }

    public double points() {
        return partial() ? 0 : results.stream().mapToDouble(ProblemResult::points).sum();
    }

    public int maxPoints() {
        return results.stream().mapToInt(ProblemResult::maxPoints).sum()
                + notAttempted.stream().mapToInt(NotAttempted::maxPoints).sum();
    }

    /**
     * The line GitHub Classroom's autograding reads, e.g. {@code Points 40/90}; a fractional
     * score from partial credit keeps two decimals. A partial run says its points are not awarded
     * instead, in words Classroom does not read as a score.
     */
    public String pointsLine() {
        if (partial()) {
            return "Points not awarded: a partial run (--only, --fail-fast, debug, an interview's samples) earns none; "
                    + "run every test for them (" + maxPoints() + " possible)";
        }
        return "Points " + number(points()) + "/" + maxPoints();
    }

    /** A score as people write it: 30, 12.5, 6.67. */
    public static String number(double value) {
        double rounded = Math.round(value * 100) / 100.0;
        return rounded == Math.rint(rounded) ? String.valueOf((long) rounded)
                : String.format(Locale.ROOT, "%.2f", rounded).replaceAll("0$", "");
    }
}
