package dev.practicejudge.judge;

import dev.practicejudge.compile.CompileDiagnostic;
import java.util.List;
import java.util.Objects;

/**
 * The judged result of one problem.
 *
 * @param title the problem's title, or its id when the package could not be loaded
 * @param solution the solution file as shown to the learner, or null when there was none
 * @param totalTests how many tests the problem has (0 when it could not be loaded), also in a partial run
 * @param message for CE the compiler's report, for JE the reason; null otherwise
 * @param diagnostics for CE, the errors one by one (for annotations); empty otherwise
 * @param points the points earned: all for AC, a share of the passed tests with partial credit, else 0;
 *     always 0 in a partial run, which earns none
 * @param maxPoints what the problem is worth (0 when its package could not be loaded)
 * @param selectedTests how many tests were chosen to run ({@code --only}); {@code totalTests} for all
 * @param partial whether not every test of the problem was judged ({@code --only} chose some, or
 *     {@code --fail-fast} stopped early), so {@code verdict} is the verdict of the tests judged: a
 *     failure is real, but AC is not the problem's verdict. A compile error is never partial.
 */
public record ProblemResult(String id, String title, String solution, Verdict verdict, int totalTests,
                            List<TestResult> tests, String message, List<CompileDiagnostic> diagnostics,
                            double points, int maxPoints, int selectedTests, boolean partial) {
    public ProblemResult {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(verdict, "verdict");
        tests = List.copyOf(tests);
        diagnostics = List.copyOf(diagnostics);
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

    public int passedTests() {
        return (int) tests.stream().filter(TestResult::passed).count();
    }

    /** The summed wall time of the tests that ran, in milliseconds. */
    public double totalTimeMs() {
        return tests.stream().mapToDouble(t -> t.timing().wallMs()).sum();
    }

    /** Whether the tests judged all passed; in a partial run that is not the problem's verdict (see {@link #partial}). */
    public boolean accepted() {
        return verdict == Verdict.AC;
    }
}
