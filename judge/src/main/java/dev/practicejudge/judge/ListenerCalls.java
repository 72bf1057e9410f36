package dev.practicejudge.judge;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * A listener that turns one problem's events into {@link Call}s, to be delivered later to
 * another listener: {@link ParallelJudging} queues them for the calling thread, and
 * {@code test --vs-reference} holds a problem's results back until its references are timed.
 * Every event of {@link JudgeListener} must be recorded here, or the runs that record them drop it;
 * {@code runFinished} is not a problem's event and is refused.
 */
class ListenerCalls implements JudgeListener {

    /** One listener call, to be made later (and possibly on another thread). */
    @FunctionalInterface
    interface Call {
        void deliver(JudgeListener listener);
    }

    private final Consumer<? super Call> sink;

    /** @param sink receives each call as its event happens */
    ListenerCalls(Consumer<? super Call> sink) {
        this.sink = Objects.requireNonNull(sink, "sink");
    }

    @Override
    public void problemStarted(String problemId, String title, int testCount, String solution) {
        add(l -> l.problemStarted(problemId, title, testCount, solution));
    }

    @Override
    public void resultRemembered(String problemId, Instant judgedAt) {
        add(l -> l.resultRemembered(problemId, judgedAt));
    }

    @Override
    public void testsPlanned(String problemId, List<String> testNames) {
        List<String> names = List.copyOf(testNames);
        add(l -> l.testsPlanned(problemId, names));
    }

    @Override
    public void referenceTimes(String problemId, ReferenceTimes times) {
        add(l -> l.referenceTimes(problemId, times));
    }

    @Override
    public void testFinished(String problemId, TestResult result) {
        add(l -> l.testFinished(problemId, result));
    }

    @Override
    public void ownTestsPlanned(String problemId, List<String> testNames) {
        List<String> names = List.copyOf(testNames);
        add(l -> l.ownTestsPlanned(problemId, names));
    }

    @Override
    public void ownTestFinished(String problemId, OwnTestResult result) {
        add(l -> l.ownTestFinished(problemId, result));
    }

    @Override
    public void problemFinished(ProblemResult result) {
        add(l -> l.problemFinished(result));
    }

    private void add(Call call) {
        sink.accept(call);
    }

    @Override
    public void runFinished(RunSummary summary) {
        throw new IllegalStateException("a job reports one problem; the run's end is the caller's to report");
    }
}
