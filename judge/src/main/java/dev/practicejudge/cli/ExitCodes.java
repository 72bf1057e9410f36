package dev.practicejudge.cli;

import dev.practicejudge.session.Judged;

/** The exit statuses of {@code judgew}: a contract that graders and scripts rely on. */
public final class ExitCodes {
    /** Every judged problem was accepted. */
    public static final int ACCEPTED = 0;
    /** At least one judged problem was not accepted (a compile error included). */
    public static final int NOT_ACCEPTED = 1;
    /** {@code validate}: every package is valid. */
    public static final int VALID = 0;
    /** {@code validate}: at least one package is invalid. */
    public static final int INVALID = 1;
    /** A usage error, or a judge error such as a broken problem package. */
    public static final int ERROR = 2;

    private ExitCodes() {
    }

    /**
     * The status of a judging run: a run that could not do all it was asked (an unknown id, a
     * missing solution) or a judge error anywhere wins, then any problem not accepted.
     */
    static int of(Judged judged) {
        if (!judged.complete() || judged.judgeError()) {
            return ERROR;
        }
        return judged.accepted() ? ACCEPTED : NOT_ACCEPTED;
    }
}
