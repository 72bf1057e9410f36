package dev.practicejudge.session;

/**
 * The Java runtime running the judge has no compiler, so nothing can be judged: a fault of the
 * set-up, not of a solution. Thrown when judging starts; its message says which JDK to use.
 */
public final class NoCompiler extends RuntimeException {
    private static final long serialVersionUID = 1L;

    NoCompiler(String message) {
        super(message);
    }
}
