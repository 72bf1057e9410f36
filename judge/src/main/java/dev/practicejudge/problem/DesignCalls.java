package dev.practicejudge.problem;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.JsonDocument;
import dev.practicejudge.text.Suggestions;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A design problem's test input, LeetCode's two lists: the operations ({@code ["LRUCache", "put",
 * "get"]}, the first constructing the class) and each one's arguments ({@code [[2], [1, 1], [1]]});
 * and its expected output, one value per operation, {@code null} for the constructor and for
 * {@code void} calls. Checked here so an author's slip names the call it is in.
 */
public final class DesignCalls {

    /** Longest argument quoted whole in a call's description. */
    static final int MAX_ARGUMENT_CHARS = 60;

    private DesignCalls() {
    }

    /**
     * Why the already bound {@code operations} and {@code arguments} do not make a sequence of
     * calls to the class; empty when they do.
     *
     * @throws InputBinding.Mismatch naming the call
     */
    static void check(JsonNode operations, JsonNode arguments, Design design) throws InputBinding.Mismatch {
        String ops = JsonDocument.segment(Design.OPERATIONS);
        String args = JsonDocument.segment(Design.ARGUMENTS);
        if (operations.isEmpty() || !operations.get(0).asText().equals(design.className())) {
            throw new InputBinding.Mismatch(ops + (operations.isEmpty() ? "" : "/0"), "the first operation constructs "
                    + "the class: it must be \"" + design.className() + "\", found "
                    + (operations.isEmpty() ? "no operations" : InputBinding.describe(operations.get(0))));
        }
        if (arguments.size() != operations.size()) {
            throw new InputBinding.Mismatch(args, "there are " + operations.size() + " operations but "
                    + arguments.size() + " argument lists; each call needs its own list, [] when it takes none");
        }
        for (int i = 0; i < operations.size(); i++) {
            String name = operations.get(i).asText();
            List<Parameter> parameters;
            String call;
            if (i == 0) {
                parameters = design.constructor();
                call = "the constructor " + design.constructorDeclaration();
            } else if (name.equals(design.className())) {
                throw new InputBinding.Mismatch(ops + "/" + i, "call " + (i + 1) + " constructs the class again; only "
                        + "the first operation may (a test is one object's life)");
            } else {
                Optional<MethodSignature> method = design.method(name);
                if (method.isEmpty()) {
                    List<String> known = design.methods().stream().map(MethodSignature::name).toList();
                    String hint = Suggestions.closest(name, known).map(n -> " (did you mean \"" + n + "\"?)").orElse("");
                    throw new InputBinding.Mismatch(ops + "/" + i, "call " + (i + 1) + ": \"" + name + "\" is not a method of "
                            + design.className() + hint + "; its methods are " + String.join(", ", known));
                }
                parameters = method.get().parameters();
                call = method.get().declaration();
            }
            JsonNode given = arguments.get(i);
            if (!given.isArray()) {
                throw new InputBinding.Mismatch(args + "/" + i, "call " + (i + 1) + " (" + name + "): the arguments must be "
                        + "a list, found " + InputBinding.describe(given));
            }
            if (given.size() != parameters.size()) {
                throw new InputBinding.Mismatch(args + "/" + i, "call " + (i + 1) + ": " + call + " takes "
                        + parameters.size() + " argument" + (parameters.size() == 1 ? "" : "s") + ", found "
                        + given.size());
            }
            for (int a = 0; a < parameters.size(); a++) {
                Parameter parameter = parameters.get(a);
                Optional<String> mismatch = InputBinding.mismatch(given.get(a), parameter.type());
                if (mismatch.isPresent()) {
                    throw new InputBinding.Mismatch(args + "/" + i + "/" + a, "call " + (i + 1) + " (" + name + "): argument \""
                            + parameter.name() + "\" is not of type " + parameter.type() + ": " + mismatch.get());
                }
            }
        }
    }

    /** Why {@code expected} is not one output per call of {@code operations}; empty when it is. */
    public static Optional<String> expectedMismatch(JsonNode operations, JsonNode expected, Design design) {
        if (!expected.isArray()) {
            return Optional.of("expected one output per operation in a list, found " + InputBinding.describe(expected));
        }
        if (expected.size() != operations.size()) {
            return Optional.of("there are " + operations.size() + " operations but " + expected.size()
                    + " expected outputs; write one per operation, null for the constructor and void methods");
        }
        for (int i = 0; i < operations.size(); i++) {
            JsonNode output = expected.get(i);
            Optional<MethodSignature> method = i == 0 ? Optional.empty() : design.method(operations.get(i).asText());
            if (method.isEmpty() || method.get().returnType().isVoid()) {
                if (!output.isNull()) {
                    return Optional.of("output " + (i + 1) + ": " + (i == 0 ? "the constructor" : operations.get(i).asText()
                            + " is void and") + " returns nothing, so its output is null, not " + output);
                }
                continue;
            }
            Optional<String> mismatch = InputBinding.mismatch(output, method.get().returnType());
            if (mismatch.isPresent()) {
                return Optional.of("output " + (i + 1) + " (" + operations.get(i).asText() + "): not of type "
                        + method.get().returnType() + ": " + mismatch.get());
            }
        }
        return Optional.empty();
    }

    /** A call as feedback names it: {@code get(2)}, {@code put(1, 1)}, {@code LRUCache(2)}. */
    public static String describe(JsonNode operations, JsonNode arguments, int call) {
        return operations.get(call).asText() + "(" + stream(arguments.get(call)) + ")";
    }

    private static String stream(JsonNode arguments) {
        if (arguments == null || !arguments.isArray()) {
            return "";
        }
        // A long argument (a 2,000-letter word) is cut, so the call still reads as one.
        return java.util.stream.StreamSupport.stream(arguments.spliterator(), false)
                .map(dev.practicejudge.json.Json::compact)
                .map(text -> text.length() <= MAX_ARGUMENT_CHARS ? text
                        : text.substring(0, MAX_ARGUMENT_CHARS) + "... (" + text.length() + " characters)")
                .collect(Collectors.joining(", "));
    }
}
