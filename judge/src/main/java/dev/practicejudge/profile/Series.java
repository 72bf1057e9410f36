package dev.practicejudge.profile;

import java.util.List;
import java.util.Objects;

/**
 * One solution's measurements along the ladder, smallest size first.
 *
 * @param name how reports name the solution: its file for the learner's ({@code Solution.java}),
 *     {@code accepted/Bitmask.java} for a reference
 * @param learner whether this is the learner's solution (else one of the package's references)
 * @param points the sizes measured, ascending; empty when the first size already failed
 * @param stopped why the ladder stopped for this solution, in words: "a run took 1.2 s at n = 12",
 *     "the ladder ends at n = 13", "TLE at n = 10 (over 10 s)", "RE at n = 0: ..."
 */
public record Series(String name, boolean learner, List<Measurement> points, String stopped) {

    public Series {
        Objects.requireNonNull(name, "name");
        points = List.copyOf(points);
        Objects.requireNonNull(stopped, "stopped");
    }
}
