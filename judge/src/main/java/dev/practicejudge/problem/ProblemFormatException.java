package dev.practicejudge.problem;

import java.nio.file.Path;

/**
 * A problem package that cannot be used: which file, where in it (1-based; 0 when unknown) and
 * what is wrong. This is the problem author's error, reported as a judge error, never as the
 * learner's.
 */
public final class ProblemFormatException extends Exception {
    private static final long serialVersionUID = 1L;

    private final transient Path file;
    private final int line;
    private final int column;
    private final String reason;

    public ProblemFormatException(Path file, int line, int column, String reason) {
        super(describe(file, line, column, reason));
        this.file = file;
        this.line = line;
        this.column = column;
        this.reason = reason;
    }

    public ProblemFormatException(Path file, String reason) {
        this(file, 0, 0, reason);
    }

    public Path file() {
        return file;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    public String reason() {
        return reason;
    }

    private static String describe(Path file, int line, int column, String reason) {
        String where = line > 0 ? file + ":" + line + ":" + column : String.valueOf(file);
        return where + ": " + reason;
    }
}
