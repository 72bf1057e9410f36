package dev.practicejudge.problem;

import java.util.Objects;
import java.util.Set;

/**
 * How a test's actual output is compared with the expected one, as the spec declares it.
 *
 * @param mode the comparator's name, e.g. {@code exact} or {@code unordered}
 * @param unorderedLevels for {@code unordered}: the list levels whose element order does not
 *     matter; level 0 is the outer list, level 1 the lists inside it, and so on
 */
public record ComparisonSpec(String mode, Set<Integer> unorderedLevels) {
    public static final String EXACT = "exact";
    public static final String UNORDERED = "unordered";

    /** Every mode a spec may name; each has one comparator in the check package. */
    public static final Set<String> MODES = Set.of(EXACT, UNORDERED);

    public ComparisonSpec {
        Objects.requireNonNull(mode, "mode");
        unorderedLevels = Set.copyOf(unorderedLevels);
    }

    public static ComparisonSpec exact() {
        return new ComparisonSpec(EXACT, Set.of());
    }
}
