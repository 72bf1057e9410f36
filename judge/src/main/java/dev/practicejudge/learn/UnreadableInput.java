package dev.practicejudge.learn;

import dev.practicejudge.json.JsonLocator.Position;
import java.util.Optional;

/**
 * A text given as {@code run}'s input that does not read in the form it was taken for (LeetCode's
 * testcase box, or {@code name = value} pairs): where in the text, when known, and what is wrong.
 * {@link CustomInput} turns it into the learner's message, with the line and column.
 */
final class UnreadableInput extends Exception {
    private static final long serialVersionUID = 1L;

    private final transient Optional<Position> position;

    UnreadableInput(Optional<Position> position, String message) {
        super(message);
        this.position = position;
    }

    Optional<Position> position() {
        return position;
    }
}
