package dev.practicejudge.report;

import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.judge.Verdict;

/**
 * The words every report uses for the tests not run after one ran out of time
 * ({@link ProblemResult#skipped}), so that the console, JSON, JUnit and HTML say the same.
 */
final class SkippedTests {

    private SkippedTests() {
    }

    /** The first required test that ran out of time: the one the skipped tests are no smaller than. */
    static String outOfTime(ProblemResult result) {
        return result.requiredResults().stream().filter(t -> t.verdict() == Verdict.TLE)
                .map(TestResult::name).findFirst().orElse("an earlier test");
    }

    /**
     * Why they did not run, e.g. "not run: 01-n1 ran out of time, and these tests are no smaller:
     * each would cost a time limit to fail the same way (./judgew test n-queens-ii --all runs them)".
     */
    static String reason(ProblemResult result) {
        boolean one = result.skipped().size() == 1;
        return "not run: " + outOfTime(result) + " ran out of time, and " + (one ? "this test is" : "these tests are")
                + " no smaller: " + (one ? "it" : "each") + " would cost a time limit to fail the same way"
                + " (./judgew test " + result.id() + " --all runs " + (one ? "it" : "them") + ")";
    }
}
