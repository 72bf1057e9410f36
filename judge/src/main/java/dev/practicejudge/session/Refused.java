package dev.practicejudge.session;

/**
 * The session cannot do what a front-end asked: an unknown problem, a missing solution, a broken
 * option value. Its message says what to do, in the words the command line prints after
 * {@code error: } (exit status 2); a front-end shows it as it shows its own usage errors.
 */
public final class Refused extends Exception {
    private static final long serialVersionUID = 1L;

    public Refused(String message) {
        super(message);
    }
}
