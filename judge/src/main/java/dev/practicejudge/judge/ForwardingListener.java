package dev.practicejudge.judge;

import java.time.Instant;
import java.util.List;

/**
 * A listener that receives every event as one {@link JudgeEvent}, to forward, record or hold it
 * back. The one place where each {@link JudgeListener} method becomes a value: a new event kind is
 * added here and in {@link JudgeEvent}, and every fan-out and recorder passes it on.
 */
public abstract class ForwardingListener implements JudgeListener {

    /** Receives one event, as its call happens and on the caller's thread. */
    protected abstract void forward(JudgeEvent event);

    @Override
    public final void problemStarted(String problemId, String title, int testCount, String solution) {
        forward(new JudgeEvent.ProblemStarted(problemId, title, testCount, solution));
    }

    @Override
    public final void resultRemembered(String problemId, Instant judgedAt) {
        forward(new JudgeEvent.ResultRemembered(problemId, judgedAt));
    }

    @Override
    public final void testsPlanned(String problemId, List<String> testNames) {
        forward(new JudgeEvent.TestsPlanned(problemId, testNames));
    }

    @Override
    public final void referenceTimes(String problemId, ReferenceTimes times) {
        forward(new JudgeEvent.ReferenceTimesMeasured(problemId, times));
    }

    @Override
    public final void testFinished(String problemId, TestResult result) {
        forward(new JudgeEvent.TestFinished(problemId, result));
    }

    @Override
    public final void ownTestsPlanned(String problemId, List<String> testNames) {
        forward(new JudgeEvent.OwnTestsPlanned(problemId, testNames));
    }

    @Override
    public final void ownTestFinished(String problemId, OwnTestResult result) {
        forward(new JudgeEvent.OwnTestFinished(problemId, result));
    }

    @Override
    public final void problemFinished(ProblemResult result) {
        forward(new JudgeEvent.ProblemFinished(result));
    }

    @Override
    public final void runFinished(RunSummary summary) {
        forward(new JudgeEvent.RunFinished(summary));
    }
}
