package dev.practicejudge.run;

import dev.practicejudge.problem.Limits;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.TestCase;
import dev.practicejudge.protocol.Frame;
import dev.practicejudge.worker.WorkerMain;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A {@link TestRunner} that runs the solution in this JVM, through the worker's own per-test code
 * ({@link WorkerMain#runInThisJvm}): each test loads {@code Solution} afresh and calls it on a new
 * thread with the worker's big stack, and the worker's result becomes the outcome exactly as a
 * worker JVM's would. It exists for the IDE, whose debugger must stop at a breakpoint in the
 * learner's {@code Solution.java}; {@code ./judgew test} never uses it.
 *
 * <p>It is not the judge: no sandbox, no separate heap (an OutOfMemoryError is this JVM's, and the
 * solution's exception), no time limit (give it a problem {@link
 * dev.practicejudge.problem.Problem#withoutTimeLimit without one}: a test paused at a breakpoint is
 * not slow), and a {@code System.exit} in the solution ends this JVM. Not thread-safe, like {@link SubmissionRunner}, and more: the
 * solution's {@code System.out} is this JVM's, so one run at a time per JVM.
 */
public final class InThisJvmRunner implements TestRunner {

    private final List<Call> calls = new ArrayList<>();

    /** Nothing to start ahead of need: the solution runs here. */
    @Override
    public void prepare(Limits limits) {
    }

    @Override
    public void discardPrepared() {
    }

    @Override
    public void run(Map<String, byte[]> classes, MethodSignature method, Limits limits, List<TestCase> tests,
                    OutcomeSink sink) {
        calls.clear();
        // What WorkerSession sends a worker, with no time limit: the limit tells the worker's
        // watchdog when to report where the solution is stuck, and here there is no watchdog.
        Frame.Init init = new Frame.Init(classes, method.className(), method.name(),
                method.parameters().stream().map(p -> p.type().erasure()).toList(), method.outputParameterIndex(),
                limits.outputKb() * 1024L, SubmissionRunner.CAPTURE_LIMIT_BYTES, Limits.NO_TIME_LIMIT,
                WorkerSession.plan(method));
        for (int i = 0; i < tests.size(); i++) {
            TestCase test = tests.get(i);
            WorkerMain.Ran ran = WorkerMain.runInThisJvm(init, new Frame.Run(i, test.arguments()));
            calls.add(new Call(test.name(), ran.thrown()));
            if (!sink.accept(i, test, ResultFrames.toOutcome(ran.result(), null))) {
                return;
            }
        }
    }

    /** The calls of the last {@link #run}, in test order, up to where it stopped. */
    public List<Call> calls() {
        return List.copyOf(calls);
    }

    /**
     * One test's call as it happened in this JVM.
     *
     * @param thrown the exception the solution threw, when it threw one: the outcome has it only as
     *     text, and an IDE links the real one's stack trace into the learner's file
     */
    public record Call(String test, Optional<Throwable> thrown) {
        public Call {
            Objects.requireNonNull(test, "test");
            Objects.requireNonNull(thrown, "thrown");
        }
    }
}
