package dev.practicejudge.learn;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.json.JsonDocument;
import dev.practicejudge.json.JsonLocator.Position;
import dev.practicejudge.problem.InputBinding;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.ProblemLoader;
import dev.practicejudge.problem.TestCase;
import dev.practicejudge.text.Utf8;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * A learner's own input for one run, such as {@code {"n": 5}} or, as the judge prints inputs,
 * {@code n = 5}: one value per parameter, bound to the method's signature by {@link InputBinding}
 * exactly as the problem loader binds a test file's {@code input} (the same strict conversions,
 * the same messages), so a value accepted here is one the worker can pass to the solution. A test file's text ({@code {"input": {...},
 * "expected": ...}}) is taken too: its {@code input} is the input, so a test can be run as it is; and
 * so is LeetCode's testcase box as it is, one value per line ({@link TestcaseBox}).
 *
 * @param source what the text came from, as errors name it: {@code --input} or a file's shown path
 * @param input the arguments by parameter name, in parameter order
 * @param arguments the same values in parameter order, as the worker takes them
 */
public record CustomInput(String source, ObjectNode input, List<JsonNode> arguments) {

    /** The name the one test of a run carries. */
    public static final String TEST_NAME = "custom";

    /** The fields of a test file, as the problem loader knows them. */
    private static final Set<String> TEST_FILE_FIELDS = ProblemLoader.TEST_FIELDS;

    public CustomInput {
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(input, "input");
        arguments = List.copyOf(arguments);
    }

    /**
     * Parses and checks the text as {@link #parseAll} does, when it holds one case.
     *
     * @throws Invalid as {@link #parseAll} does, and when the text holds several cases
     */
    public static CustomInput parse(String text, String source, MethodSignature method) throws Invalid {
        List<CustomInput> cases = parseAll(text, source, method, method.name());
        if (cases.size() != 1) {
            throw Located.at(source, Optional.empty(), "the input holds " + cases.size() + " cases; give one");
        }
        return cases.get(0);
    }

    /**
     * Parses and checks the text: a JSON object, a test file, the form the judge prints an input in
     * ({@code nums = [1,2,3], target = 7}, see {@link Assignments}), or LeetCode's testcase box as
     * it is, one value per line (see {@link TestcaseBox}), which may hold several cases.
     *
     * @param source {@code --input}, or the shown path of the file the text was read from
     * @param id the problem's id, as a count of values that does not fit names it
     * @return the cases, in the order given: one, except in LeetCode's form
     * @throws Invalid naming the parameter, the expected type and, where the text shows it, the
     *     line and column
     */
    public static List<CustomInput> parseAll(String text, String source, MethodSignature method, String id)
            throws Invalid {
        Objects.requireNonNull(text, "text");
        String body = Utf8.withoutByteOrderMark(text);
        if (Assignments.isWrittenSo(body)) {
            Assignments assignments;
            try {
                assignments = Assignments.parse(body);
            } catch (UnreadableInput e) {
                throw Located.at(source, e.position(), e.getMessage());
            }
            return List.of(bound(assignments.object(), false, new Located(source, assignments::locate), source, method));
        }
        List<TestcaseBox.Value> values;
        try {
            values = TestcaseBox.values(body);
        } catch (UnreadableInput e) {
            throw Located.at(source, e.position(), e.getMessage());
        }
        if (values.isEmpty()) {
            throw Located.at(source, Optional.empty(), "the input is empty; write one value per line, as LeetCode's "
                    + "testcase box holds them, or " + InputBinding.example(method).replaceFirst("^write ", ""));
        }
        if (values.size() == 1 && values.get(0).json().root().isObject()) {
            // A test file of the problem, or one written like it: its "input" is the input.
            JsonDocument json = values.get(0).json();
            boolean testFile = isTestFile(json.root(), method);
            return List.of(bound(testFile ? json.root().get("input") : json.root(), testFile,
                    new Located(source, json::locate), source, method));
        }
        List<TestcaseBox.Case> cases;
        try {
            cases = TestcaseBox.cases(values, method, id);
        } catch (UnreadableInput e) {
            throw Located.at(source, e.position(), e.getMessage());
        }
        List<CustomInput> inputs = new ArrayList<>();
        for (TestcaseBox.Case one : cases) {
            inputs.add(bound(one.object(), false, new Located(source, one::locate), source, method));
        }
        return inputs;
    }

    /** The input bound to the method's parameters, or the first mistake, located in the text. */
    private static CustomInput bound(JsonNode root, boolean testFile, Located doc, String source, MethodSignature method)
            throws Invalid {
        String at = testFile ? "/input" : "";
        List<JsonNode> arguments;
        try {
            arguments = InputBinding.bind(root, method);
        } catch (InputBinding.Mismatch e) {
            throw doc.error(at + e.pointer(), e.getMessage());
        }
        ObjectNode input = Json.MAPPER.createObjectNode();
        for (int i = 0; i < arguments.size(); i++) {
            input.set(method.parameters().get(i).name(), arguments.get(i));
        }
        return new CustomInput(source, input, arguments);
    }

    /**
     * The run as the runner takes it: a one-test list's only test. Its expected output is a
     * missing node, since a custom input has none; nothing ever compares against it.
     */
    public TestCase toTestCase() {
        return new TestCase(TEST_NAME, Path.of(TEST_NAME), arguments, MissingNode.getInstance(), false, Optional.empty());
    }

    /** An input the method cannot take: the message says where and why, and how to write it. */
    public static final class Invalid extends Exception {
        private static final long serialVersionUID = 1L;

        Invalid(String message) {
            super(message);
        }
    }

    /** The text being parsed, able to turn a JSON pointer into a line and column for an error. */
    private record Located(String source, Function<String, Optional<Position>> locator) {

        Invalid error(String pointer, String reason) {
            if (source.startsWith("-") && (pointer.isEmpty() || pointer.equals("/input"))) {
                // The whole of a one-line option: "line 1, column 1" would add nothing.
                return at(source, Optional.empty(), reason);
            }
            return at(source, locator.apply(pointer), reason);
        }

        /** A file is named as editors and compilers do ({@code file:line:col}); the option in words. */
        static Invalid at(String source, Optional<Position> position, String reason) {
            if (position.isEmpty()) {
                return new Invalid(source + ": " + reason);
            }
            Position p = position.get();
            if (source.startsWith("-")) {
                return new Invalid(source + " at line " + p.line() + ", column " + p.column() + ": " + reason);
            }
            return new Invalid(source + ":" + p.line() + ":" + p.column() + ": " + reason);
        }
    }

    /**
     * Whether the text is a test file (or written like one), {@code {"input": {...}, "expected": ...}},
     * rather than the input itself: its only fields are a test file's, one of them an object
     * {@code "input"}, and no parameter is named {@code input}.
     */
    private static boolean isTestFile(JsonNode root, MethodSignature method) {
        if (!root.isObject() || !root.path("input").isObject()
                || method.parameters().stream().anyMatch(p -> p.name().equals("input"))) {
            return false;
        }
        for (Iterator<String> names = root.fieldNames(); names.hasNext(); ) {
            if (!TEST_FILE_FIELDS.contains(names.next())) {
                return false;
            }
        }
        return true;
    }
}
