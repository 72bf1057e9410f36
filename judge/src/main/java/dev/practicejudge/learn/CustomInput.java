package dev.practicejudge.learn;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.json.JsonLocator;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.Parameter;
import dev.practicejudge.problem.ProblemLoader;
import dev.practicejudge.problem.TestCase;
import dev.practicejudge.text.Suggestions;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A learner's own input for one run, such as {@code {"n": 5}}: a JSON object with one value per
 * parameter, checked against the method's signature exactly as the problem loader checks a test
 * file's {@code input} (the same strict conversions, the same messages), so a value accepted here
 * is one the worker can pass to the solution. A test file's text ({@code {"input": {...},
 * "expected": ...}}) is taken too: its {@code input} is the input, so a test can be run as it is.
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
     * Parses and checks the text.
     *
     * @param source {@code --input}, or the shown path of the file the text was read from
     * @throws Invalid naming the parameter, the expected type and, where the text shows it, the
     *     line and column
     */
    public static CustomInput parse(String text, String source, MethodSignature method) throws Invalid {
        Objects.requireNonNull(text, "text");
        String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
        Located doc = new Located(source, body);
        JsonNode parsed;
        try {
            parsed = Json.MAPPER.readTree(body);
        } catch (JsonProcessingException e) {
            JsonLocation location = e.getLocation();
            throw doc.at(location == null ? 0 : location.getLineNr(), location == null ? 0 : location.getColumnNr(),
                    "malformed JSON: " + e.getOriginalMessage());
        }
        if (parsed == null || parsed.isMissingNode()) {
            throw doc.at(0, 0, "the input is empty; " + example(method));
        }
        // A test file of the problem, or one written like it: its "input" is the input.
        boolean testFile = isTestFile(parsed, method);
        JsonNode root = testFile ? parsed.get("input") : parsed;
        String at = testFile ? "/input" : "";
        if (!root.isObject()) {
            throw doc.error(at, "the input must be a JSON object with one value per parameter of "
                    + method.declaration() + ", found " + describe(root) + suggestion(root, method));
        }
        // Unknown names first: with a mistyped name, "m is not a parameter (did you mean n?)" says more
        // than "n is missing". The inputs accepted are the loader's either way.
        List<String> names = method.parameters().stream().map(Parameter::name).toList();
        List<String> missing = names.stream().filter(n -> !root.has(n)).toList();
        for (Iterator<String> given = root.fieldNames(); given.hasNext(); ) {
            String name = given.next();
            if (!names.contains(name)) {
                String hint = Suggestions.closest(name, missing).map(n -> " (did you mean \"" + n + "\"?)").orElse("");
                throw doc.error(at + "/" + escape(name), "\"" + name + "\" is not a parameter of " + method.declaration()
                        + hint);
            }
        }
        ObjectNode input = Json.MAPPER.createObjectNode();
        List<JsonNode> arguments = new ArrayList<>();
        for (Parameter parameter : method.parameters()) {
            JsonNode value = root.get(parameter.name());
            if (value == null) {
                throw doc.error(at, "missing argument \"" + parameter.name() + "\" (" + parameter.type() + ") of "
                        + method.declaration() + "; " + example(method));
            }
            try {
                Json.convert(value, parameter.type().toJavaType(Json.MAPPER.getTypeFactory()));
            } catch (IllegalArgumentException e) {
                throw doc.error(at + "/" + escape(parameter.name()), "argument \"" + parameter.name() + "\" is not of type "
                        + parameter.type() + ": " + mismatch(value, parameter.type().toString()).orElse(reason(e)));
            }
            input.set(parameter.name(), value);
            arguments.add(value);
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
    private record Located(String source, String text) {

        Invalid error(String pointer, String reason) {
            if (source.startsWith("-") && (pointer.isEmpty() || pointer.equals("/input"))) {
                // The whole of a one-line option: "line 1, column 1" would add nothing.
                return at(0, 0, reason);
            }
            Optional<JsonLocator.Position> position = JsonLocator.locate(text, JsonPointer.compile(pointer));
            return position.map(p -> at(p.line(), p.column(), reason)).orElseGet(() -> at(0, 0, reason));
        }

        /** A file is named as editors and compilers do ({@code file:line:col}); the option in words. */
        Invalid at(int line, int column, String reason) {
            if (line <= 0) {
                return new Invalid(source + ": " + reason);
            }
            if (source.startsWith("-")) {
                return new Invalid(source + " at line " + line + ", column " + column + ": " + reason);
            }
            return new Invalid(source + ":" + line + ":" + column + ": " + reason);
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

    /** An input of the right shape, built from the parameters' names and types. */
    static String example(MethodSignature method) {
        return "write an object such as " + method.parameters().stream()
                .map(p -> "\"" + p.name() + "\": " + sample(p.type().toString()))
                .collect(Collectors.joining(", ", "{", "}"));
    }

    /** When a lone value was given for a one-parameter method, the object it was probably meant to be. */
    private static String suggestion(JsonNode root, MethodSignature method) {
        if (method.parameters().size() != 1) {
            return "; " + example(method);
        }
        String name = method.parameters().get(0).name();
        String compact = Json.compact(root);
        return compact.length() <= 60 ? "; did you mean {\"" + name + "\": " + compact + "}?" : "; " + example(method);
    }

    private static String sample(String type) {
        if (type.endsWith("[]") || type.startsWith("List<")) {
            return "[...]";
        }
        return switch (type) {
            case "int", "long", "Integer", "Long" -> "4";
            case "double", "Double" -> "1.5";
            case "boolean", "Boolean" -> "true";
            case "char", "Character" -> "\"a\"";
            case "String" -> "\"text\"";
            default -> "...";
        };
    }

    /**
     * For a value of the wrong kind altogether (a string for an {@code int}), that in plain words;
     * empty when the kind fits and Jackson's reason says more (a number out of range, a bad element).
     */
    private static Optional<String> mismatch(JsonNode value, String type) {
        boolean fits = switch (type) {
            case "int", "long", "Integer", "Long" -> value.isIntegralNumber();
            case "double", "Double" -> value.isNumber();
            case "boolean", "Boolean" -> value.isBoolean();
            case "char", "Character", "String" -> value.isTextual();
            default -> value.isArray();
        };
        if (fits) {
            return Optional.empty();
        }
        String wanted = switch (type) {
            case "int", "long", "Integer", "Long" -> "a whole number";
            case "double", "Double" -> "a number";
            case "boolean", "Boolean" -> "true or false";
            case "char", "Character" -> "a one-character string";
            case "String" -> "a string";
            default -> "a list";
        };
        return Optional.of("expected " + wanted + ", found " + describe(value));
    }

    /** Jackson's reason, cut to its first line and without its note about its own in-memory source. */
    private static String reason(IllegalArgumentException e) {
        String message = e.getMessage() == null ? e.toString() : e.getMessage();
        int cut = message.indexOf('\n');
        message = cut < 0 ? message : message.substring(0, cut);
        return message.replaceAll(" at \\[Source:.*$", "")
                .replaceAll(" \\((but might|but could|set DeserializationConfig)[^)]*\\)", "")
                .trim();
    }

    /** A key as one JSON-pointer segment (RFC 6901): "~" and "/" escaped. */
    private static String escape(String key) {
        return key.replace("~", "~0").replace("/", "~1");
    }

    private static String describe(JsonNode node) {
        return switch (node.getNodeType()) {
            case ARRAY -> "a list";
            case STRING -> "the string " + Json.compact(node);
            case NUMBER -> "the number " + node;
            case BOOLEAN -> node.asText();
            case NULL -> "null";
            default -> node.getNodeType().name().toLowerCase(Locale.ROOT);
        };
    }
}
