package dev.practicejudge.judge;

import java.time.Instant;
import java.util.List;

/**
 * Receives a judge run's events as they happen. Reporters implement the events they need; every
 * method does nothing by default. Called from the judging thread, in order. With several jobs
 * ({@code test --jobs N}) that is the thread that started the run, and each problem's events still
 * arrive as one uninterrupted block, in the same problem order as with one job (see
 * {@link ParallelJudging}).
 */
public interface JudgeListener {

    /** A problem is about to be judged. */
    default void problemStarted(String problemId, String title, int testCount, String solution) {
    }

    /**
     * The problem just started is not judged now: its solution, package and judge are unchanged
     * since it was accepted at {@code judgedAt}, and that result follows, as it was reported then
     * ({@link VerdictCache}). A report says so, so a remembered verdict is never taken for a new one.
     */
    default void resultRemembered(String problemId, Instant judgedAt) {
    }

    /** The names of the tests about to run for the problem just started, in order (e.g. to align columns). */
    default void testsPlanned(String problemId, List<String> testNames) {
    }

    /**
     * The problem's accepted references' times on the tests just planned, measured in the same run
     * after the solution's ({@code test --vs-reference} alone; never otherwise). It comes before the
     * problem's first testFinished, so a report can set each reference time beside the learner's,
     * and only for a problem whose tests ran (not for a compile error or a broken package).
     */
    default void referenceTimes(String problemId, ReferenceTimes times) {
    }

    /** One test has its verdict. */
    default void testFinished(String problemId, TestResult result) {
    }

    /**
     * The names of the learner's own tests about to run (or be reported as not read), in the order
     * their results will come, after the package's tests of the problem just started.
     */
    default void ownTestsPlanned(String problemId, List<String> testNames) {
    }

    /**
     * One of the learner's own tests has its result (they come after the package's tests, before
     * problemFinished). It never changes the problem's verdict.
     */
    default void ownTestFinished(String problemId, OwnTestResult result) {
    }

    /** A problem has its verdict (including CE, and JE for a broken package). */
    default void problemFinished(ProblemResult result) {
    }

    /** Every problem has been judged. */
    default void runFinished(RunSummary summary) {
    }

    /**
     * One listener that forwards every event to each of the given ones, in order; one that throws is
     * isolated from the others, which still receive every event ({@link ListenerFanOut#failures()}).
     */
    static ListenerFanOut all(List<? extends JudgeListener> listeners) {
        return ListenerFanOut.of(listeners);
    }
}
