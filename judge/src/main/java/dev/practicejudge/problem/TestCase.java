package dev.practicejudge.problem;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One test of a problem, loaded from its JSON file and already checked against the signature.
 *
 * @param name the file name without {@code .json}; tests run in the order of their names
 * @param arguments the input values in parameter order
 * @param expected the expected output; never sent to the worker. A missing node only when the
 *     problem was loaded for {@code gen} and the file has no expected output yet
 * @param sample whether the test is a sample: shown by {@code show} beside the statement. Other tests
 *     are hidden from the statement but judged the same way, and their failures explained in full
 * @param generatedBy the reference submission that {@code gen} wrote the expected output from, if it did
 */
public record TestCase(String name, Path file, List<JsonNode> arguments, JsonNode expected,
                       boolean sample, Optional<String> generatedBy) {
    public TestCase {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(file, "file");
        arguments = List.copyOf(arguments);
        Objects.requireNonNull(expected, "expected");
        Objects.requireNonNull(generatedBy, "generatedBy");
    }

    public boolean hasExpected() {
        return !expected.isMissingNode();
    }
}
