package dev.practicejudge.present;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The layout of what a terminal shows under a test or a run: a label in a column of its own, the
 * value after it, and the value's later lines indented to match, e.g.
 * <pre>
 *   input     n = 4
 *   expected  2 boards
 * </pre>
 */
public final class LabelledBlock {

    /** The label's column is this wide, then a space, then the value. */
    public static final int LABEL_WIDTH = 9;

    private LabelledBlock() {
    }

    /**
     * The lines of a block: {@code label} before the first, blanks before the rest, each line
     * after {@code indent}; trailing spaces are dropped.
     */
    public static List<String> lines(String indent, String label, List<String> value) {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < value.size(); i++) {
            lines.add(String.format(Locale.ROOT, "%s%-" + LABEL_WIDTH + "s %s", indent, i == 0 ? label : "",
                    value.get(i)).stripTrailing());
        }
        return lines;
    }

    /** The same for a value given as text, one line per line of it. */
    public static List<String> lines(String indent, String label, String value) {
        return lines(indent, label, List.of(value.split("\n", -1)));
    }
}
