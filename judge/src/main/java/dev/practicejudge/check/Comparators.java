package dev.practicejudge.check;

import dev.practicejudge.problem.ComparisonSpec;

/** Chooses the comparator a problem's spec names. */
public final class Comparators {

    private Comparators() {
    }

    /** @throws IllegalArgumentException for a mode without a comparator (the loader rejects those first) */
    public static OutputComparator forSpec(ComparisonSpec spec) {
        return switch (spec.mode()) {
            case ComparisonSpec.EXACT -> new ExactComparator();
            case ComparisonSpec.UNORDERED -> new UnorderedComparator(spec.unorderedLevels());
            default -> throw new IllegalArgumentException("no comparator for mode \"" + spec.mode() + "\"");
        };
    }
}
