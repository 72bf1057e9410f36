package dev.practicejudge.problem;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What a problem's {@code problem.json} declares.
 *
 * @param technique what the problem trains, in a few words, for {@code list}; empty when not given
 * @param topic the canon's topic it belongs to ({@link Topics}), which {@code list} groups by; empty
 *     when not given
 * @param generator how {@code stress} and {@code validate} make random inputs; empty when the package has none
 * @param step where the problem stands on the practice path among problems of its difficulty
 *     ({@code list} orders by difficulty, then step, then id); empty when not given
 * @param profile the inputs {@code profile} measures on, when the package declares them (else it
 *     uses the generator); empty when not given
 * @param constraints what the statement allows as input, which {@code validate} checks every test's
 *     and every generated input against; {@link InputConstraints#NONE} when not declared
 */
public record ProblemSpec(String title, String difficulty, List<String> tags, Optional<String> technique,
                          Optional<String> topic, OptionalInt step, Optional<Source> source, MethodSignature method, Limits limits, ComparisonSpec comparison,
                          Grading grading, Optional<GeneratorSpec> generator, Optional<ProfileSpec> profile,
                          InputConstraints constraints) {

    public ProblemSpec {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(difficulty, "difficulty");
        tags = List.copyOf(tags);
        Objects.requireNonNull(technique, "technique");
        Objects.requireNonNull(topic, "topic");
        Objects.requireNonNull(step, "step");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(method, "method");
        Objects.requireNonNull(limits, "limits");
        Objects.requireNonNull(comparison, "comparison");
        Objects.requireNonNull(grading, "grading");
        Objects.requireNonNull(generator, "generator");
        Objects.requireNonNull(profile, "profile");
        Objects.requireNonNull(constraints, "constraints");
    }

    /** The same spec with other limits (a debugger's, or validate's more generous ones). */
    public ProblemSpec withLimits(Limits other) {
        return new ProblemSpec(title, difficulty, tags, technique, topic, step, source, method, other, comparison, grading,
                generator, profile, constraints);
    }

    /**
     * What the problem is worth when graded.
     *
     * @param points the points for an accepted solution
     * @param partialCredit whether a solution that passes some tests earns that share of the points
     */
    public record Grading(int points, boolean partialCredit) {
        public Grading {
            if (points < 0) {
                throw new IllegalArgumentException("points must be zero or more, got " + points);
            }
        }

        /** 10 points for easy, 20 for medium, 30 for hard; all or nothing. */
        public static Grading byDifficulty(String difficulty) {
            return new Grading(switch (difficulty) {
                case "easy" -> 10;
                case "medium" -> 20;
                default -> 30;
            }, false);
        }
    }

    /** Where the problem comes from, e.g. LeetCode 51. Any part may be missing. */
    public record Source(String name, Integer number, String url) {
    }
}
