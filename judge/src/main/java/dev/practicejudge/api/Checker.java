package dev.practicejudge.api;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A problem's own validity checker: the API for problem authors whose problems accept more than
 * one right answer (N-Queens boards in any order, any solved Sudoku grid).
 *
 * <p>An author writes one class implementing this interface in the problem's folder and names
 * its file in {@code problem.json} ({@code "comparison": {"mode": "checker", "checker":
 * "checker/MyChecker.java"}}). The judge compiles it when the problem loads, against the JDK,
 * Jackson and this package, creates one instance with its public no-argument constructor, and
 * calls it from the judge's own process for every test whose solution returned in time. The
 * solution never sees it. It may be called from several threads, so keep it stateless.
 *
 * <p>Return {@link CheckResult#accepted()} or {@link CheckResult#rejected(String)} with a reason
 * the learner can act on. Throwing, returning null or taking longer than a few seconds is a judge
 * error (exit status 2) naming the checker's file, never a wrong answer.
 */
public interface Checker {

    /**
     * Stands for the test's file in a rejection's reason, e.g. in a command the learner can run
     * ({@code "./judgew run sudoku-solver --input-file " + Checker.TEST_FILE}): the judge writes the
     * file's path there, relative to the repository ({@code problems/sudoku-solver/tests/03-medium.json}),
     * or {@code FILE} for an input that has no file of its own (a {@code stress} counterexample,
     * {@code run --input}).
     */
    String TEST_FILE = "{test-file}";

    /**
     * @param input the test's arguments by parameter name, e.g. {@code {"n": 4}}
     * @param expected the test's expected output, as written in its test file
     * @param actual the solution's output: any JSON at all, including null, so check its shape first
     */
    CheckResult check(JsonNode input, JsonNode expected, JsonNode actual);

    /**
     * A value as a rejection names it: {@code null}, or its JSON cut at 80 characters, with "a
     * list" or "an object" before it; e.g. {@code "expected a list of boards, got " +
     * Checker.describe(actual)}.
     */
    static String describe(JsonNode value) {
        if (value == null || value.isNull()) {
            return "null";
        }
        String text = value.toString();
        return (value.isArray() ? "a list " : value.isObject() ? "an object " : "")
                + (text.length() > 80 ? text.substring(0, 80) + "..." : text);
    }
}
