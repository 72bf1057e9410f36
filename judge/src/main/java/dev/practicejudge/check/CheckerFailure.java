package dev.practicejudge.check;

/** A problem's checker threw, returned nothing or hung: a judge error whose message names the checker's file. */
public final class CheckerFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public CheckerFailure(String message, Throwable cause) {
        super(message, cause);
    }
}
