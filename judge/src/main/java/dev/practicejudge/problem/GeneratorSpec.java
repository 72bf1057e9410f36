package dev.practicejudge.problem;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * How a problem makes random inputs for {@code stress} and {@code validate}'s cross-check: a
 * generator class in the package (an {@link dev.practicejudge.api.Generator}), or, for a problem
 * whose parameters are all {@code int}s, a range declared for each.
 */
public sealed interface GeneratorSpec {

    /**
     * A generator class.
     *
     * @param file its source file, relative to the problem's folder: {@code generator/MyGenerator.java}
     */
    record GeneratorClass(String file) implements GeneratorSpec {
        public GeneratorClass {
            Objects.requireNonNull(file, "file");
        }
    }

    /**
     * Ranges declared in {@code problem.json}: {@code "generator": {"n": {"min": 1, "max": 9}}}. At
     * size s a value is drawn from {@code min} to {@code min(max, min + s - 1)}, so small sizes
     * come first.
     *
     * @param ranges every parameter's range, in the method's order
     */
    record Declared(Map<String, IntRange> ranges) implements GeneratorSpec {
        public Declared {
            ranges = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(ranges));
        }
    }

    /** The values an {@code int} parameter takes, both ends included. */
    record IntRange(int min, int max) {
        public IntRange {
            if (min > max) {
                throw new IllegalArgumentException("min " + min + " is above max " + max);
            }
        }
    }
}
