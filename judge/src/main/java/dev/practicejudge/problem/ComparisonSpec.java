package dev.practicejudge.problem;

import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * How a test's actual output is compared with the expected one, as the spec declares it.
 *
 * @param mode the comparator's name: {@code exact}, {@code unordered}, {@code float} or {@code checker}
 * @param unorderedLevels the list levels whose element order does not matter; level 0 is the
 *     outer list, level 1 the lists inside it. For {@code unordered} they decide the comparison; for
 *     {@code checker} they only put both sides in one order before a diff is shown
 * @param absoluteTolerance for {@code float}: how far a number may be from the expected one
 * @param relativeTolerance for {@code float}: the same, as a fraction of the expected number
 * @param checker for {@code checker}: the checker's source file, relative to the problem's folder
 * @param expected what a test's stored output is: {@link ExpectedOutput#THE_ANSWER} for every mode but
 *     {@code checker}, where it may also be {@link ExpectedOutput#ONE_VALID_ANSWER} (the default)
 */
public record ComparisonSpec(String mode, Set<Integer> unorderedLevels, double absoluteTolerance,
                             double relativeTolerance, Optional<String> checker, ExpectedOutput expected) {
    public static final String EXACT = "exact";
    public static final String UNORDERED = "unordered";
    public static final String FLOAT = "float";
    public static final String CHECKER = "checker";

    /** Every mode a spec may name; each has one comparator in the check package. */
    public static final Set<String> MODES = Set.of(EXACT, UNORDERED, FLOAT, CHECKER);

    public static final double DEFAULT_TOLERANCE = 1e-6;

    public ComparisonSpec {
        Objects.requireNonNull(mode, "mode");
        unorderedLevels = Set.copyOf(unorderedLevels);
        Objects.requireNonNull(checker, "checker");
        Objects.requireNonNull(expected, "expected");
        if (expected == ExpectedOutput.ONE_VALID_ANSWER && !mode.equals(CHECKER)) {
            throw new IllegalArgumentException("only a checker accepts answers other than the expected one");
        }
        if (!(absoluteTolerance >= 0) || !(relativeTolerance >= 0)) {
            throw new IllegalArgumentException("tolerances must be zero or more");
        }
    }

    /** A spec whose stored outputs are what its mode implies when the spec does not say ({@link ExpectedOutput#defaultFor}). */
    public ComparisonSpec(String mode, Set<Integer> unorderedLevels, double absoluteTolerance,
                          double relativeTolerance, Optional<String> checker) {
        this(mode, unorderedLevels, absoluteTolerance, relativeTolerance, checker, ExpectedOutput.defaultFor(mode));
    }

    /** A spec for the modes that need nothing but levels. */
    public ComparisonSpec(String mode, Set<Integer> unorderedLevels) {
        this(mode, unorderedLevels, DEFAULT_TOLERANCE, DEFAULT_TOLERANCE, Optional.empty());
    }

    public static ComparisonSpec exact() {
        return new ComparisonSpec(EXACT, Set.of());
    }

    /**
     * Whether a test's stored output is the answer, so a wrong output may be set beside it and
     * diffed; false when it is one valid answer among many, which only the checker's reason explains.
     */
    public boolean expectedIsTheAnswer() {
        return expected == ExpectedOutput.THE_ANSWER;
    }
}
