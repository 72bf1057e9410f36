package dev.practicejudge.problem;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The constraints a problem's statement puts on its inputs, declared in {@code problem.json}'s
 * {@code "constraints"} as data, by parameter name: {@code {"nums": {"length": [1, 10000], "value":
 * [-1000000000, 1000000000], "distinct": true}, "target": {"value": [-1000000000, 1000000000]}}}.
 * They do what Kattis's input validators do, without code: {@code validate} checks every test's input
 * and every input the generator makes against them, so a test outside the statement (an {@code n} of
 * 50 where the statement says {@code n <= 45}) fails with the test and the constraint named.
 *
 * <p>A design problem's constraints name the parameters of its constructor and methods (every call's
 * argument of that name is checked) and {@code "operations"}, the calls themselves.
 *
 * @param byParameter each constrained parameter's constraint, in the order declared
 */
public record InputConstraints(Map<String, Constraint> byParameter) {

    /** A package that declares none. */
    public static final InputConstraints NONE = new InputConstraints(Map.of());

    public InputConstraints {
        byParameter = Collections.unmodifiableMap(new LinkedHashMap<>(byParameter));
    }

    public boolean isEmpty() {
        return byParameter.isEmpty();
    }

    /**
     * Why the input breaks a constraint, or empty when it keeps them all: the first broken one,
     * in the learner's words, with the place of the constraint in {@code problem.json}.
     *
     * @param method the signature the input was already checked against (types, presence)
     * @param input the arguments by parameter name, as in a test file's {@code "input"}
     */
    public Optional<String> violation(MethodSignature method, JsonNode input) {
        return new ConstraintCheck(method, input).firstViolation(this);
    }

    /**
     * One parameter's constraint; each part is null when not declared.
     *
     * @param value the range of every number in the argument: the argument itself, each element of
     *     an array or list at any depth, each node's value of a tree or linked list
     * @param length the range of its size: a string's characters, an array's or list's elements (the
     *     outer ones of a grid), a linked list's or tree's nodes
     * @param chars the characters every string and {@code char} in it may hold
     * @param distinct whether its elements (a tree's or linked list's values) are all different
     * @param sorted the order its elements (a linked list's values) are in
     * @param shape whether the rows of a grid are all as long (rectangular) or also as many as
     *     they are long (square)
     * @param each the constraint on each element of an array or list
     */
    public record Constraint(Range value, Range length, CharSet chars, boolean distinct, Order sorted,
                             Shape shape, Constraint each) {
    }

    /** The order a sorted sequence is in. */
    public enum Order {
        /** each element at least the one before ({@code "ascending"}, as LeetCode's "sorted in ascending order") */
        ASCENDING,
        /** each element above the one before ({@code "strictly-ascending"}) */
        STRICTLY_ASCENDING,
        /** each element at most the one before ({@code "descending"}) */
        DESCENDING
    }

    /** The shape a grid's rows make. */
    public enum Shape {
        /** every row as long as the first ({@code "rectangular"}: LeetCode's "m == grid.length, n == grid[i].length") */
        RECTANGULAR,
        /** rectangular with as many rows as columns ({@code "square"}: "n == matrix.length == matrix[i].length") */
        SQUARE
    }

    /** Both ends included; {@code [1, 45]} in {@code problem.json}. */
    public record Range(Bound min, Bound max) {
        public Range {
            Objects.requireNonNull(min, "min");
            Objects.requireNonNull(max, "max");
        }

        @Override
        public String toString() {
            return "[" + min + ", " + max + "]";
        }
    }

    /**
     * One end of a range: a number, or another (int) parameter's value or another parameter's length
     * plus an offset, as a statement writes {@code 1 <= k <= n} or {@code 0 <= r < m}:
     * {@code "n"}, {@code "m - 1"}, {@code "nums.length"}.
     *
     * @param parameter the parameter it refers to; null for a number
     * @param length whether it is that parameter's length rather than its value
     * @param offset the number, or what is added to the parameter's value or length
     */
    public record Bound(String parameter, boolean length, long offset) {

        public static Bound number(long value) {
            return new Bound(null, false, value);
        }

        public boolean isNumber() {
            return parameter == null;
        }

        @Override
        public String toString() {
            if (parameter == null) {
                return Long.toString(offset);
            }
            String base = parameter + (length ? ".length" : "");
            return offset == 0 ? base : base + (offset > 0 ? " + " + offset : " - " + -offset);
        }
    }

    /**
     * A set of characters written as a statement lists them: single characters and ranges,
     * {@code "a-z"}, {@code "a-zA-Z0-9 "}, {@code "1-9."}. A {@code -} first or last is itself.
     *
     * @param text the set as declared
     */
    public record CharSet(String text) {

        public CharSet {
            Objects.requireNonNull(text, "text");
            if (text.isEmpty()) {
                throw new IllegalArgumentException("an empty set of characters allows none");
            }
            for (int i = 0; i + 2 < text.length(); i++) {
                if (text.charAt(i + 1) == '-' && text.charAt(i) > text.charAt(i + 2)) {
                    throw new IllegalArgumentException("the range " + text.substring(i, i + 3)
                            + " is empty: its first character comes after its last");
                }
            }
        }

        public boolean contains(char c) {
            for (int i = 0; i < text.length(); i++) {
                if (i + 2 < text.length() && text.charAt(i + 1) == '-') {
                    if (c >= text.charAt(i) && c <= text.charAt(i + 2)) {
                        return true;
                    }
                    i += 2;
                } else if (text.charAt(i) == c) {
                    return true;
                }
            }
            return false;
        }

        @Override
        public String toString() {
            return text;
        }
    }
}
