package dev.practicejudge.profile;

import java.util.List;
import java.util.Objects;

/**
 * What {@code ./judgew profile} measured: for the learner's solution and each accepted reference,
 * CPU time against input size on one ladder of inputs, all in the same run.
 *
 * @param problemId the problem's id
 * @param title the problem's title
 * @param sizeName what a size counts, as a learner reads it: {@code n} when the method takes one
 *     int, else the unit ("nodes", "values", "characters", "calls")
 * @param stopAtMs a solution's ladder stops after the first size whose median reaches this
 * @param series the learner's solution first (when there is one), then the references
 */
public record Profile(String problemId, String title, String sizeName, double stopAtMs, List<Series> series) {

    public Profile {
        Objects.requireNonNull(problemId, "problemId");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(sizeName, "sizeName");
        series = List.copyOf(series);
    }
}
