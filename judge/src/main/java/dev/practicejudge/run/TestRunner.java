package dev.practicejudge.run;

import dev.practicejudge.problem.Limits;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.TestCase;
import java.util.List;
import java.util.Map;

/**
 * What the judge needs of whatever runs a compiled solution's tests: run them in order, one
 * outcome per test, with a chance to get ready while the solution compiles. {@link SubmissionRunner}
 * runs them in worker JVMs (what {@code ./judgew test} does); {@link InThisJvmRunner} in the
 * calling JVM, for a debugger.
 *
 */
public interface TestRunner {

    /**
     * Gets ready for a {@link #run} with these limits (a worker JVM starts ahead of need); the next
     * run with the same limits uses what was prepared. Call {@link #discardPrepared} if none comes.
     */
    void prepare(Limits limits);

    /** Releases what {@link #prepare} got ready that no run will use, and returns when it is gone. */
    void discardPrepared();

    /**
     * Runs the tests in order and reports each outcome before the next test starts, until the
     * sink says stop.
     *
     * @param classes the compiled classes by binary name
     */
    void run(Map<String, byte[]> classes, MethodSignature method, Limits limits, List<TestCase> tests,
             OutcomeSink sink);

    /** Receives each test's outcome as soon as it is known, and says whether to run the next test. */
    @FunctionalInterface
    interface OutcomeSink {
        /** @return false to stop: the remaining tests are not run */
        boolean accept(int index, TestCase test, RunOutcome outcome);
    }
}
