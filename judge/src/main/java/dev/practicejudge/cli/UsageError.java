package dev.practicejudge.cli;

/**
 * A command cannot do what it was asked: no repository, an unknown problem, a missing file. Its
 * message says what to do. Commands throw it; {@link CommandFailures} alone prints it as
 * {@code error: ...} and turns it into the exit status.
 */
final class UsageError extends Exception {
    private static final long serialVersionUID = 1L;

    UsageError(String message) {
        super(message);
    }

    /** The exit status of a command that fails with this error. */
    int exitCode() {
        return ExitCodes.ERROR;
    }
}
