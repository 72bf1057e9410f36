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
 * @param challenge whether the test belongs to the problem's challenge tier: harder than the source's
 *     own tests (LeetCode's), run after the required tests pass, reported and scored on its own, and
 *     never part of the problem's verdict or points
 * @param comment the file's {@code comment}: what the test is for, in the author's words; a wrong
 *     answer quotes it, since it often names the very mistake the test was written to catch
 */
public record TestCase(String name, Path file, List<JsonNode> arguments, JsonNode expected,
                       boolean sample, Optional<String> generatedBy, boolean challenge, Optional<String> comment) {
    public TestCase {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(file, "file");
        arguments = List.copyOf(arguments);
        Objects.requireNonNull(expected, "expected");
        Objects.requireNonNull(generatedBy, "generatedBy");
        Objects.requireNonNull(comment, "comment");
    }

    public TestCase(String name, Path file, List<JsonNode> arguments, JsonNode expected, boolean sample,
                    Optional<String> generatedBy, boolean challenge) {
        this(name, file, arguments, expected, sample, generatedBy, challenge, Optional.empty());
    }

    /** A required test (not in the challenge tier). */
    public TestCase(String name, Path file, List<JsonNode> arguments, JsonNode expected, boolean sample,
                    Optional<String> generatedBy) {
        this(name, file, arguments, expected, sample, generatedBy, false);
    }

    public boolean hasExpected() {
        return !expected.isMissingNode();
    }
}
