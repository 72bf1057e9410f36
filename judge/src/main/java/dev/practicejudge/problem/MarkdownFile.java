package dev.practicejudge.problem;

import dev.practicejudge.text.Utf8;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A Markdown file of a problem package (hints, editorial) as numbered lines, with the few pieces
 * of Markdown their rules need: fences, headings and the {@code TODO} marker of a scaffold.
 */
final class MarkdownFile {

    /** The scaffold's marker for text still to write; no shipped hint or editorial may keep one. */
    static final String TODO = "TODO";
    /** A fence opening or closing a code block: three or more backticks or tildes, then an info string. */
    private static final Pattern FENCE = Pattern.compile("^ {0,3}(`{3,}|~{3,})\\s*([^`\\s]*)");

    final Path shown;
    final List<String> lines;

    private MarkdownFile(Path shown, List<String> lines) {
        this.shown = shown;
        this.lines = List.copyOf(lines);
    }

    /**
     * The file's lines; empty when it does not exist.
     *
     * @param shown the path messages name
     */
    static Optional<MarkdownFile> read(Path file, Path shown) throws ProblemFormatException {
        String text;
        try {
            text = Utf8.read(file);
        } catch (NoSuchFileException e) {
            return Optional.empty();
        } catch (CharacterCodingException e) {
            throw new ProblemFormatException(shown, "not valid UTF-8 text; save it as UTF-8");
        } catch (AccessDeniedException e) {
            throw new ProblemFormatException(shown, "cannot read: permission denied (check the file's permissions)");
        } catch (IOException e) {
            throw new ProblemFormatException(shown, "cannot read: " + e.getMessage());
        }
        List<String> lines = List.of(text.split("\r\n|\r|\n", -1));
        return Optional.of(new MarkdownFile(shown, lines));
    }

    /** Line {@code number}, 1-based, without trailing white space. */
    String line(int number) {
        return lines.get(number - 1).stripTrailing();
    }

    int lineCount() {
        return lines.size();
    }

    /** The fence a line opens or closes, and its info string (the language, e.g. {@code java}); empty if none. */
    static Optional<Fence> fence(String line) {
        Matcher m = FENCE.matcher(line);
        return m.find() ? Optional.of(new Fence(m.group(1), m.group(2))) : Optional.empty();
    }

    /** A code fence: its marker ({@code ```}) and its info string ({@code java}, {@code text}, or empty). */
    record Fence(String marker, String info) {
        /** Whether {@code line} closes a block this fence opened: the same character, at least as many, nothing else. */
        boolean closedBy(String line) {
            String bare = line.strip();
            return bare.length() >= marker.length() && bare.chars().allMatch(c -> c == marker.charAt(0));
        }
    }

    /** Fails on the first {@code TODO} in the file, at its line and column. */
    void rejectTodo(String what) throws ProblemFormatException {
        for (int i = 1; i <= lines.size(); i++) {
            int at = lines.get(i - 1).indexOf(TODO);
            if (at >= 0) {
                throw error(i, at + 1, "TODO left in " + what + ": write the text it marks (validate fails until "
                        + "none is left)");
            }
        }
    }

    ProblemFormatException error(int line, int column, String reason) {
        return new ProblemFormatException(shown, line, column, reason);
    }
}
