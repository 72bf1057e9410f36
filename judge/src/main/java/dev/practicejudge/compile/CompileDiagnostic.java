package dev.practicejudge.compile;

import java.util.Objects;

/**
 * One compile error, placed in the learner's file.
 *
 * @param file the path as shown to the learner (relative to the repository when inside it)
 * @param line 1-based; 0 when the error belongs to no line
 * @param column 1-based; 0 when unknown
 * @param sourceLine the text of that line, or empty
 */
public record CompileDiagnostic(String file, long line, long column, String message, String sourceLine) {
    public CompileDiagnostic {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(sourceLine, "sourceLine");
    }

    /**
     * The error as javac prints it, with the column added: {@code file:line:col: error: message},
     * the source line, and a caret under the column.
     */
    public String render() {
        StringBuilder text = new StringBuilder(file);
        if (line > 0) {
            text.append(':').append(line);
            if (column > 0) {
                text.append(':').append(column);
            }
        }
        text.append(": error: ").append(message);
        if (line > 0 && !sourceLine.isEmpty()) {
            text.append('\n').append(sourceLine.replace('\t', ' '));
            if (column > 0) {
                text.append('\n').append(" ".repeat((int) Math.min(column - 1, sourceLine.length()))).append('^');
            }
        }
        return text.toString();
    }
}
