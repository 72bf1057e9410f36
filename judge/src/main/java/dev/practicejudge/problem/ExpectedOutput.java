package dev.practicejudge.problem;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * What a test's stored {@code expected} output is, as a problem's {@code comparison.expected}
 * declares it: the answer itself, or one valid answer among many. It decides what a wrong answer
 * shows: set beside the answer, the learner's output and a diff teach; set beside one arbitrary
 * valid answer, they mislead (two right colourings of a graph differ everywhere), so only the
 * checker's reason and the learner's output are shown.
 */
public enum ExpectedOutput {

    /**
     * The stored output is the answer: every accepted output equals it, up to the order the
     * comparison ignores (N-Queens' complete set of boards; a Sudoku with exactly one solution).
     * Always so for the {@code exact}, {@code unordered} and {@code float} modes.
     */
    THE_ANSWER("the-answer"),

    /**
     * The stored output is one valid answer among many, an example the checker may read (to know
     * whether an answer exists, or to quote one); other outputs the checker accepts are as right.
     * The default for mode {@code checker}: taking an example for the answer misleads the learner.
     */
    ONE_VALID_ANSWER("one-valid-answer");

    private final String spelling;

    ExpectedOutput(String spelling) {
        this.spelling = spelling;
    }

    /** As {@code problem.json} and the JSON report write it, e.g. {@code one-valid-answer}. */
    public String spelling() {
        return spelling;
    }

    /** The value {@code spelling} names, if any. */
    public static Optional<ExpectedOutput> named(String spelling) {
        return Arrays.stream(values()).filter(value -> value.spelling.equals(spelling)).findFirst();
    }

    /** Every spelling, in declaration order. */
    public static List<String> spellings() {
        return Arrays.stream(values()).map(ExpectedOutput::spelling).toList();
    }

    /** What a spec that does not say means: for a checker, one valid answer; for every other mode, the answer. */
    public static ExpectedOutput defaultFor(String mode) {
        return ComparisonSpec.CHECKER.equals(mode) ? ONE_VALID_ANSWER : THE_ANSWER;
    }
}
