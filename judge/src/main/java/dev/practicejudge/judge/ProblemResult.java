package dev.practicejudge.judge;

import dev.practicejudge.run.Timing;

import dev.practicejudge.compile.CompileDiagnostic;
import java.util.List;
import java.util.Objects;

/**
 * The judged result of one problem.
 *
 * @param title the problem's title, or its id when the package could not be loaded
 * @param solution the solution file as shown to the learner, or null when there was none
 * @param totalTests how many required tests the problem has (0 when it could not be loaded), also in a
 *     partial run; its challenge tests are counted in {@code challengeTests} instead
 * @param tests the results of the tests judged: the required ones first, then those of the challenge tier
 * @param message for CE the compiler's report, for JE the reason; null otherwise
 * @param diagnostics for CE, the errors one by one (for annotations); empty otherwise
 * @param points the points earned: all for AC, a share of the passed tests with partial credit, else 0;
 *     always 0 in a partial run, which earns none
 * @param maxPoints what the problem is worth (0 when its package could not be loaded)
 * @param selectedTests how many required tests were chosen to run ({@code --only}); {@code totalTests} for all
 * @param partial whether not every test of the problem was judged ({@code --only} chose some, or
 *     {@code --fail-fast} stopped early), so {@code verdict} is the verdict of the tests judged: a
 *     failure is real, but AC is not the problem's verdict. A compile error is never partial.
 * @param challengeTests how many tests the problem's challenge tier has (0 for most problems). The
 *     tier runs once every required test judged has passed; it never changes the verdict or the points
 * @param ownTests the learner's own tests ({@code solutions/ID/tests/}), in the order they were
 *     reported: those that did not read first, then the others in file name order. Kept apart from
 *     {@code tests}: they never change the verdict, the counts or the points
 * @param skipped the required tests not run because an earlier one ran out of time and they are at
 *     least as large (see {@link Judge.Stopping#AFTER_TIME_LIMIT}), in test order; the verdict (TLE, or
 *     the failure before it) and the points are those a run of every test gives, so the run is not partial
 */
public record ProblemResult(String id, String title, String solution, Verdict verdict, int totalTests,
                            List<TestResult> tests, String message, List<CompileDiagnostic> diagnostics,
                            double points, int maxPoints, int selectedTests, boolean partial, int challengeTests,
                            List<OwnTestResult> ownTests, List<String> skipped) {
    public ProblemResult {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(verdict, "verdict");
        tests = List.copyOf(tests);
        diagnostics = List.copyOf(diagnostics);
        ownTests = List.copyOf(ownTests);
        skipped = List.copyOf(skipped);
    }

    /** A result with every test that was due run: none skipped after a time limit. */
    public ProblemResult(String id, String title, String solution, Verdict verdict, int totalTests,
                         List<TestResult> tests, String message, List<CompileDiagnostic> diagnostics,
                         double points, int maxPoints, int selectedTests, boolean partial, int challengeTests,
                         List<OwnTestResult> ownTests) {
        this(id, title, solution, verdict, totalTests, tests, message, diagnostics, points, maxPoints, selectedTests,
                partial, challengeTests, ownTests, List.of());
    }

    /** A result without the learner's own tests. */
    public ProblemResult(String id, String title, String solution, Verdict verdict, int totalTests,
                         List<TestResult> tests, String message, List<CompileDiagnostic> diagnostics,
                         double points, int maxPoints, int selectedTests, boolean partial, int challengeTests) {
        this(id, title, solution, verdict, totalTests, tests, message, diagnostics, points, maxPoints, selectedTests,
                partial, challengeTests, List.of());
    }

    /** A result of a problem without a challenge tier. */
    public ProblemResult(String id, String title, String solution, Verdict verdict, int totalTests,
                         List<TestResult> tests, String message, List<CompileDiagnostic> diagnostics,
                         double points, int maxPoints, int selectedTests, boolean partial) {
        this(id, title, solution, verdict, totalTests, tests, message, diagnostics, points, maxPoints, selectedTests,
                partial, 0);
    }

    /** The result of a run of every test of the problem (not partial). */
    public ProblemResult(String id, String title, String solution, Verdict verdict, int totalTests,
                         List<TestResult> tests, String message, List<CompileDiagnostic> diagnostics,
                         double points, int maxPoints) {
        this(id, title, solution, verdict, totalTests, tests, message, diagnostics, points, maxPoints, totalTests,
                false);
    }

    /** Whether {@code --only} chose some of the tests (rather than {@code --fail-fast} stopping early). */
    public boolean selected() {
        return selectedTests < totalTests;
    }

    /** The results of the required tests judged: the ones that decide the verdict. */
    public List<TestResult> requiredResults() {
        return tests.stream().filter(t -> !t.challenge()).toList();
    }

    /** The results of the challenge tests judged; empty when the tier did not run (or there is none). */
    public List<TestResult> challengeResults() {
        return tests.stream().filter(TestResult::challenge).toList();
    }

    /** How many required tests passed. */
    public int passedTests() {
        return (int) tests.stream().filter(t -> !t.challenge() && t.passed()).count();
    }

    /** How many challenge tests passed. */
    public int challengePassed() {
        return (int) tests.stream().filter(t -> t.challenge() && t.passed()).count();
    }

    /** The summed time judged (CPU time, see {@link Timing#judgedMs}) of the required tests that ran, in milliseconds. */
    public double totalJudgedMs() {
        return tests.stream().filter(t -> !t.challenge()).mapToDouble(t -> t.timing().judgedMs()).sum();
    }

    /** The summed time judged of the challenge tests that ran, in milliseconds. */
    public double challengeJudgedMs() {
        return tests.stream().filter(TestResult::challenge).mapToDouble(t -> t.timing().judgedMs()).sum();
    }

    /** The summed wall time of the required tests that ran, in milliseconds. */
    public double totalTimeMs() {
        return tests.stream().filter(t -> !t.challenge()).mapToDouble(t -> t.timing().wallMs()).sum();
    }

    /** The summed wall time of the challenge tests that ran, in milliseconds. */
    public double challengeTimeMs() {
        return tests.stream().filter(TestResult::challenge).mapToDouble(t -> t.timing().wallMs()).sum();
    }

    /** Whether the problem has a challenge tier. */
    public boolean hasChallenge() {
        return challengeTests > 0;
    }

    /**
     * Why the challenge tier did not run, in words for the learner, or null when it ran (or there
     * is none). It runs only once the required tests pass: before that its times and failures would
     * be noise beside the failure that matters.
     */
    public String challengeNotRunReason() {
        if (!hasChallenge() || tests.stream().anyMatch(TestResult::challenge)) {
            return null;
        }
        if (verdict == Verdict.CE) {
            return "the solution did not compile";
        }
        if (verdict == Verdict.JE && tests.isEmpty()) {
            return "the problem could not be judged";
        }
        if (requiredResults().stream().anyMatch(t -> !t.passed()) || !skipped.isEmpty()) {
            return "it runs once every required test passes";
        }
        return "--only chose none of its tests";
    }

    /** How many of the learner's own tests were judged and passed. */
    public int ownPassed() {
        return (int) ownTests.stream().filter(OwnTestResult::passed).count();
    }

    /** How many of the learner's own tests were judged (whether they passed or not). */
    public int ownJudged() {
        return (int) ownTests.stream().filter(t -> t instanceof OwnTestResult.Judged).count();
    }

    /** Whether the tests judged all passed; in a partial run that is not the problem's verdict (see {@link #partial}). */
    public boolean accepted() {
        return verdict == Verdict.AC;
    }
}
