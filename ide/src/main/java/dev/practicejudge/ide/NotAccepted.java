package dev.practicejudge.ide;

import dev.practicejudge.judge.Verdict;
import java.util.Objects;

/**
 * A test the judge does not accept for a reason other than a wrong answer (which is an
 * {@code AssertionFailedError} with expected and actual): a compile error, a runtime error, a
 * limit, a judge error. The message is the judge's reason; for a runtime error the cause is the
 * solution's own exception, so an IDE's stack trace links into {@code Solution.java}.
 */
public final class NotAccepted extends AssertionError {

    private static final long serialVersionUID = 1L;

    private final Verdict verdict;

    NotAccepted(Verdict verdict, String message, Throwable cause) {
        super(message, cause);
        this.verdict = Objects.requireNonNull(verdict, "verdict");
    }

    NotAccepted(Verdict verdict, String message) {
        this(verdict, message, null);
    }

    /** The judge's verdict: CE, RE, TLE, MLE, OLE or JE. */
    public Verdict verdict() {
        return verdict;
    }
}
