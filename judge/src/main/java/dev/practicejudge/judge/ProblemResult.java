package dev.practicejudge.judge;

import dev.practicejudge.compile.CompileDiagnostic;
import java.util.List;
import java.util.Objects;

/**
 * The judged result of one problem.
 *
 * @param title the problem's title, or its id when the package could not be loaded
 * @param solution the solution file as shown to the learner, or null when there was none
 * @param totalTests how many tests the problem has (0 when it could not be loaded)
 * @param message for CE the compiler's report, for JE the reason; null otherwise
 * @param diagnostics for CE, the errors one by one (for annotations); empty otherwise
 * @param points the points earned: all for AC, a share of the passed tests with partial credit, else 0
 * @param maxPoints what the problem is worth (0 when its package could not be loaded)
 */
public record ProblemResult(String id, String title, String solution, Verdict verdict, int totalTests,
                            List<TestResult> tests, String message, List<CompileDiagnostic> diagnostics,
                            double points, int maxPoints) {
    public ProblemResult {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(verdict, "verdict");
        tests = List.copyOf(tests);
        diagnostics = List.copyOf(diagnostics);
    }

    public int passedTests() {
        return (int) tests.stream().filter(TestResult::passed).count();
    }

    /** The summed wall time of the tests that ran, in milliseconds. */
    public double totalTimeMs() {
        return tests.stream().mapToDouble(t -> t.timing().wallMs()).sum();
    }

    public boolean accepted() {
        return verdict == Verdict.AC;
    }
}
