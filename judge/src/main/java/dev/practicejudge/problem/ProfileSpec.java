package dev.practicejudge.problem;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * The inputs {@code ./judgew profile} measures a solution on, declared in {@code problem.json}:
 * {@code "profile": {"inputs": [{"n": 4}, {"n": 5}, ...]}}, an explicit ladder, smallest first,
 * each input an object exactly like a test file's {@code "input"} (the arguments by parameter
 * name). The loader has bound every one to the method's parameters; nothing else is required of
 * them (they may go beyond the tests' sizes and the generator's ranges, and nothing is graded on
 * them).
 *
 * <p>An immutable value: the inputs are copied in, and {@link #inputs} gives copies out, so no
 * caller can change what another sees.
 *
 * @param inputs the ladder, smallest first; at least two
 */
public record ProfileSpec(List<ObjectNode> inputs) {

    /** A ladder needs two sizes at least to show growth. */
    public static final int MIN_INPUTS = 2;

    public ProfileSpec {
        if (inputs.size() < MIN_INPUTS) {
            throw new IllegalArgumentException("a profile needs at least " + MIN_INPUTS + " inputs, got "
                    + inputs.size());
        }
        inputs = copies(inputs);
    }

    /** The inputs, smallest first, as fresh copies the caller may change. */
    @Override
    public List<ObjectNode> inputs() {
        return copies(inputs);
    }

    /** How many inputs the ladder has. */
    public int size() {
        return inputs.size();
    }

    private static List<ObjectNode> copies(List<ObjectNode> inputs) {
        return inputs.stream().map(ObjectNode::deepCopy).toList();
    }
}
