package dev.practicejudge.judge;

import java.time.Instant;
import java.util.List;

/**
 * One {@link JudgeListener} event as a value: the call's arguments, and {@link #deliverTo} to make
 * the call. What a listener that forwards, records or holds back events works with (through
 * {@link ForwardingListener}), so each event kind is turned into a value, and back into a call,
 * in this one file.
 */
public sealed interface JudgeEvent {

    /** Makes this event's call on {@code listener}. */
    void deliverTo(JudgeListener listener);

    /** {@link JudgeListener#problemStarted}. */
    record ProblemStarted(String problemId, String title, int testCount, String solution) implements JudgeEvent {
        @Override
        public void deliverTo(JudgeListener listener) {
            listener.problemStarted(problemId, title, testCount, solution);
        }
    }

    /** {@link JudgeListener#resultRemembered}. */
    record ResultRemembered(String problemId, Instant judgedAt) implements JudgeEvent {
        @Override
        public void deliverTo(JudgeListener listener) {
            listener.resultRemembered(problemId, judgedAt);
        }
    }

    /** {@link JudgeListener#testsPlanned}. */
    record TestsPlanned(String problemId, List<String> testNames) implements JudgeEvent {
        public TestsPlanned {
            testNames = List.copyOf(testNames);
        }

        @Override
        public void deliverTo(JudgeListener listener) {
            listener.testsPlanned(problemId, testNames);
        }
    }

    /** {@link JudgeListener#referenceTimes}. */
    record ReferenceTimesMeasured(String problemId, ReferenceTimes times) implements JudgeEvent {
        @Override
        public void deliverTo(JudgeListener listener) {
            listener.referenceTimes(problemId, times);
        }
    }

    /** {@link JudgeListener#testFinished}. */
    record TestFinished(String problemId, TestResult result) implements JudgeEvent {
        @Override
        public void deliverTo(JudgeListener listener) {
            listener.testFinished(problemId, result);
        }
    }

    /** {@link JudgeListener#ownTestsPlanned}. */
    record OwnTestsPlanned(String problemId, List<String> testNames) implements JudgeEvent {
        public OwnTestsPlanned {
            testNames = List.copyOf(testNames);
        }

        @Override
        public void deliverTo(JudgeListener listener) {
            listener.ownTestsPlanned(problemId, testNames);
        }
    }

    /** {@link JudgeListener#ownTestFinished}. */
    record OwnTestFinished(String problemId, OwnTestResult result) implements JudgeEvent {
        @Override
        public void deliverTo(JudgeListener listener) {
            listener.ownTestFinished(problemId, result);
        }
    }

    /** {@link JudgeListener#problemFinished}. */
    record ProblemFinished(ProblemResult result) implements JudgeEvent {
        @Override
        public void deliverTo(JudgeListener listener) {
            listener.problemFinished(result);
        }
    }

    /** {@link JudgeListener#runFinished}. */
    record RunFinished(RunSummary summary) implements JudgeEvent {
        @Override
        public void deliverTo(JudgeListener listener) {
            listener.runFinished(summary);
        }
    }
}
