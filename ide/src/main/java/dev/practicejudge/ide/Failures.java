package dev.practicejudge.ide;

import dev.practicejudge.json.Json;
import dev.practicejudge.json.PrettyJson;
import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.judge.Verdict;
import java.util.Optional;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

/**
 * How a judged test ends as a JUnit test: nothing for AC, else the throwable that says what the
 * judge said. Every word of a reason is the judge's own (the text {@code ./judgew test} prints
 * under "why"); this class only chooses the throwable that carries it.
 */
final class Failures {

    /** Said where running in the test JVM changes what a learner sees. */
    static final String IN_THIS_JVM = "The solution ran in the IDE's test JVM: no sandbox, no time or memory limit. "
            + "./judgew test gives the judge's verdict.";

    private Failures() {
    }

    /**
     * The failure for one test's result, or empty when it passed.
     *
     * @param thrown the solution's own exception, when it threw one
     */
    static Optional<Throwable> of(TestResult result, Optional<Throwable> thrown) {
        if (result.passed()) {
            return Optional.empty();
        }
        String reason = result.message() == null ? result.verdict().description() : result.message();
        if (result.challenge()) {
            // The challenge tier never changes the judge's verdict, so it does not fail the run either.
            return Optional.of(new TestAbortedException(result.verdict() + " in the challenge tier, which never changes "
                    + "the verdict: " + reason));
        }
        return Optional.of(withoutOwnFrames(switch (result.verdict()) {
            case WA -> wrongAnswer(result, reason);
            case RE -> new NotAccepted(Verdict.RE, reason + runtimeNote(thrown), thrown.orElse(null));
            default -> new NotAccepted(result.verdict(), reason);
        }));
    }

    /**
     * The failure without a stack trace of its own: where this class made it says nothing about
     * the solution; the solution's exception, the cause of a runtime error, keeps its trace.
     */
    static <T extends Throwable> T withoutOwnFrames(T failure) {
        failure.setStackTrace(new StackTraceElement[0]);
        return failure;
    }

    /** The failure of every test of a solution that does not compile: javac's report, as the judge shows it. */
    static NotAccepted compileError(ProblemResult result) {
        return withoutOwnFrames(new NotAccepted(Verdict.CE, "Solution.java does not compile:\n" + result.message()));
    }

    /**
     * A wrong answer as the IDE diffs it: expected and actual as pretty LeetCode JSON. Against one
     * valid answer of many, or with no output to compare (a list with a cycle), there is nothing
     * to diff, and the message carries what the solution returned, as {@code ./judgew test} shows it.
     */
    private static AssertionFailedError wrongAnswer(TestResult result, String reason) {
        if (result.actual() == null) {
            return new AssertionFailedError(reason);
        }
        String actual = PrettyJson.text(result.actual());
        if (!result.showsExpected()) {
            return new AssertionFailedError(reason + "\nyour answer: " + actual);
        }
        // The values also go into the message, in JUnit's own words, for whatever shows the message
        // alone: Maven's console, its XML report, a CI test-report page.
        String message = reason + "\n==> expected: <" + shortened(Json.compact(result.expected())) + "> but was: <"
                + shortened(Json.compact(result.actual())) + ">";
        return new AssertionFailedError(message, PrettyJson.text(result.expected()), actual);
    }

    /** The most of a value the message shows; the IDE's diff has all of it. */
    static final int MESSAGE_VALUE_CHARS = 2000;

    private static String shortened(String value) {
        return value.length() <= MESSAGE_VALUE_CHARS ? value
                : value.substring(0, MESSAGE_VALUE_CHARS) + "... (" + value.length() + " characters; the diff shows all)";
    }

    /** What only this JVM explains: its heap is not the problem's limit. */
    private static String runtimeNote(Optional<Throwable> thrown) {
        return thrown.filter(OutOfMemoryError.class::isInstance).map(t -> "\n" + IN_THIS_JVM
                + " An OutOfMemoryError here is this JVM's heap running out; the judge calls it MLE.").orElse("");
    }
}
