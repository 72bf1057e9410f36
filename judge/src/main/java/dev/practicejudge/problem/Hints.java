package dev.practicejudge.problem;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * A problem's progressive hints, read from its {@code hints.md}: two to four, each a step further
 * than the one before (the first names the idea, the last is nearly the algorithm).
 *
 * @param file the file as messages name it (relative to the repository when inside it)
 * @param hints in order, {@code hints.get(0)} being Hint 1
 */
public record Hints(Path file, List<Hint> hints) {

    /** The file's name in a problem package. */
    public static final String FILE = "hints.md";
    /** How many hints a package carries, at least and at most. */
    public static final int MIN = 2;
    public static final int MAX = 4;
    /** The most words one hint may have: a hint is a nudge, never a walk-through. */
    public static final int MAX_WORDS = 80;

    /**
     * One hint.
     *
     * @param number 1-based, as its heading {@code ## Hint N} says
     * @param line the line of its heading in the file, 1-based
     * @param text its Markdown, without the heading, blank lines around it trimmed
     */
    public record Hint(int number, int line, String text) {
        public Hint {
            Objects.requireNonNull(text, "text");
        }
    }

    public Hints {
        Objects.requireNonNull(file, "file");
        hints = List.copyOf(hints);
    }

    public int count() {
        return hints.size();
    }
}
