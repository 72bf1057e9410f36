package dev.practicejudge.problem;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * One test of a problem, loaded from its JSON file and already checked against the signature.
 *
 * @param name the file name without {@code .json}; tests run in the order of their names
 * @param arguments the input values in parameter order
 * @param expected the expected output; never sent to the worker
 */
public record TestCase(String name, Path file, List<JsonNode> arguments, JsonNode expected) {
    public TestCase {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(file, "file");
        arguments = List.copyOf(arguments);
        Objects.requireNonNull(expected, "expected");
    }
}
