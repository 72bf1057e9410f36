package dev.practicejudge.problem;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.json.JsonDocument;
import dev.practicejudge.provided.ProvidedTypes;
import dev.practicejudge.text.Suggestions;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * The one place where an input meets the method it is for: a JSON object must name every
 * parameter once and nothing else, and each value must convert to the parameter's declared type
 * with the judge's strict JSON configuration ({@link Json}), the one the worker converts with.
 *
 * <p>A test file's {@code input} (the problem loader) and a learner's own input ({@code run
 * --input}) are bound here, so a mistake reads the same wherever it is made; each caller adds
 * only where it was (a file's line and column, or the option).
 */
public final class InputBinding {

    private InputBinding() {
    }

    /**
     * The arguments, in parameter order, as the JSON values the input holds for them (the worker
     * converts them to Java values; here they are only proven convertible).
     *
     * <p>Unknown names are reported before missing ones: with a mistyped name, "m is not a
     * parameter (did you mean n?)" says more than "n is missing".
     *
     * @throws Mismatch with the first mistake, and a pointer (relative to {@code input}) to where it is
     */
    public static List<JsonNode> bind(JsonNode input, MethodSignature method) throws Mismatch {
        Objects.requireNonNull(input, "input");
        if (!input.isObject()) {
            throw new Mismatch("", "the input must be a JSON object with one value per parameter of "
                    + method.declaration() + ", found " + describe(input) + suggestion(input, method));
        }
        List<String> names = method.parameters().stream().map(Parameter::name).toList();
        List<String> missing = names.stream().filter(name -> !input.has(name)).toList();
        List<String> cycles = method.parameters().stream().flatMap(p -> p.tailLinksTo().stream()).toList();
        for (Iterator<String> given = input.fieldNames(); given.hasNext(); ) {
            String name = given.next();
            if (!names.contains(name) && !cycles.contains(name)) {
                String hint = Suggestions.closest(name, missing).map(n -> " (did you mean \"" + n + "\"?)").orElse("");
                throw new Mismatch(JsonDocument.segment(name), "\"" + name + "\" is not a parameter of "
                        + method.declaration() + hint);
            }
        }
        List<JsonNode> arguments = new ArrayList<>();
        for (Parameter parameter : method.parameters()) {
            JsonNode value = input.get(parameter.name());
            if (value == null && method.design().filter(d -> !d.roundTrip()).isPresent()) {
                throw new Mismatch("", "missing \"" + parameter.name() + "\": a design problem's input is LeetCode's "
                        + "two lists, e.g. {\"operations\": [\"" + method.className() + "\", ...], \"arguments\": "
                        + "[[...], ...]}, one argument list per operation");
            }
            if (value == null) {
                throw new Mismatch("", "missing argument \"" + parameter.name() + "\" (" + parameter.type() + ") of "
                        + method.declaration() + "; " + example(method));
            }
            Optional<String> mismatch = parameter.nodeOf().isPresent()
                    ? boundNodeMismatch(value, input.get(parameter.nodeOf().get()), parameter.nodeOf().get())
                    : mismatch(value, parameter.type());
            if (mismatch.isPresent()) {
                throw new Mismatch(JsonDocument.segment(parameter.name()), "argument \"" + parameter.name()
                        + (parameter.nodeOf().isPresent() ? "\" is not a node of \"" + parameter.nodeOf().get() + "\""
                        : "\" is not of type " + parameter.type()) + ": " + mismatch.get());
            }
            if (parameter.tailLinksTo().isPresent()) {
                value = withCycle(input, parameter, value);
            }
            arguments.add(value);
        }
        Optional<Design> design = method.design().filter(d -> !d.roundTrip());
        if (design.isPresent()) {
            DesignCalls.check(arguments.get(0), arguments.get(1), design.get());
        }
        return arguments;
    }

    /**
     * A list argument whose cycle the input builds (LeetCode's {@code pos}): the list and where its
     * tail links back, in its type's form for that ({@link dev.practicejudge.provided.ProvidedType#withCycle});
     * the list as it is when {@code pos} is -1.
     */
    private static JsonNode withCycle(JsonNode input, Parameter parameter, JsonNode list) throws Mismatch {
        String field = parameter.tailLinksTo().get();
        JsonNode pos = input.get(field);
        if (pos == null) {
            throw new Mismatch("", "missing \"" + field + "\": the index (from 0) of the node the tail of \""
                    + parameter.name() + "\" links back to, -1 for none, e.g. {\"" + parameter.name() + "\": [3,2,0,-4], \""
                    + field + "\": 1}");
        }
        if (!pos.isIntegralNumber() || !pos.canConvertToInt() || pos.asInt() < -1 || pos.asInt() >= list.size()) {
            throw new Mismatch(JsonDocument.segment(field), "\"" + field + "\" is " + describe(pos) + "; it is the index "
                    + "of the node the tail links back to, from 0 to " + (list.size() - 1) + ", or -1 for none");
        }
        if (pos.asInt() < 0) {
            return list;
        }
        return ProvidedTypes.of(parameter.type().name()).withCycle(list, pos.asInt());
    }

    /**
     * The input's values as the judge shows them, one per parameter by name: a list whose cycle the
     * input builds is the list with its cycle ({@link #withCycle}); every other value as the input
     * holds it, and {@code pos} itself beside them. The input as it is when it does not bind.
     */
    public static JsonNode shown(JsonNode input, MethodSignature method) {
        if (method == null || method.parameters().stream().allMatch(p -> p.tailLinksTo().isEmpty()) || !input.isObject()) {
            return input;
        }
        ObjectNode shown = input.deepCopy();
        for (Parameter parameter : method.parameters()) {
            JsonNode list = input.get(parameter.name());
            if (parameter.tailLinksTo().isPresent() && list != null && list.isArray()) {
                try {
                    shown.set(parameter.name(), withCycle(input, parameter, list));
                } catch (Mismatch e) {
                    return input;
                }
            }
        }
        return shown;
    }

    /**
     * Why the value does not convert to the type, or empty when it does. A value of the wrong kind
     * altogether (a string for an {@code int}) is said in plain words; otherwise Jackson's reason,
     * which says more about a number out of range or a bad element, cut to what a person needs.
     */
    public static Optional<String> mismatch(JsonNode value, TypeRef type) {
        if (type.form().isPresent()) {
            return type.form().get().mismatch(value);
        }
        if (type.mentionsNodes()) {
            return nodesMismatch(value, type);
        }
        if (surelyFits(value, type)) {
            // A walk of the tree instead of a conversion that builds the Java value: for a 6 MB
            // expected answer, the difference is most of a second of the judge's quick compiler.
            return Optional.empty();
        }
        try {
            Json.convert(value, type.toJavaType(Json.MAPPER.getTypeFactory()));
            return Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.of(wrongKind(value, type).or(() -> elementMismatch(value, type)).orElseGet(() -> reason(e)));
        }
    }

    /**
     * For a list that does not convert, its first element that does not and why, in the plain words
     * {@link #mismatch} has for a lone value ("element [2]: expected a whole number, found the string
     * "a"", "element [0][1]: ..." in a list of lists), rather than Jackson's "Cannot coerce String value to element of `int[]`".
     */
    private static Optional<String> elementMismatch(JsonNode value, TypeRef type) {
        if (kind(type) != Kind.LIST || !value.isArray()) {
            return Optional.empty();
        }
        TypeRef element = type.elementType();
        if (element == null) {
            return Optional.empty();
        }
        for (int i = 0; i < value.size(); i++) {
            Optional<String> inner = mismatch(value.get(i), element);
            if (inner.isPresent()) {
                // One path for nested lists: "element [0][1]: ...", not "element 0: element 1: ...".
                String within = inner.get().startsWith(ELEMENT + "[") ? inner.get().substring(ELEMENT.length())
                        : ": " + inner.get();
                return Optional.of(ELEMENT + "[" + i + "]" + within);
            }
        }
        return Optional.empty();
    }

    private static final String ELEMENT = "element ";

    /**
     * Whether the value certainly converts to the type: whole numbers in range for {@code int} and
     * {@code long}, strings, booleans, and lists and arrays of them. {@code false} means only that
     * Jackson must be asked (nulls, characters, decimals, maps, ...), which also gives the reason.
     */
    static boolean surelyFits(JsonNode value, TypeRef type) {
        int kind = kindOf(type);
        if (kind != LIST) {
            return fits(value, kind);
        }
        if (!(value instanceof com.fasterxml.jackson.databind.node.ArrayNode)) {
            return false;
        }
        TypeRef element = type.elementType();
        // The element's kind once per list, not per element: a million elements were a million string switches.
        int elementKind = kindOf(element);
        for (int i = 0, n = value.size(); i < n; i++) {
            if (elementKind == LIST ? !surelyFits(value.get(i), element) : !fits(value.get(i), elementKind)) {
                return false;
            }
        }
        return true;
    }

    private static final int UNSURE = 0;
    private static final int LIST = 1;
    private static final int INT = 2;
    private static final int LONG = 3;
    private static final int STRING = 4;
    private static final int BOOLEAN = 5;

    private static int kindOf(TypeRef type) {
        if (type.arrayDimensions() > 0 || type.name().equals("List")) {
            return LIST;
        }
        return switch (type.name()) {
            case "int", "Integer" -> INT;
            case "long", "Long" -> LONG;
            case "String" -> STRING;
            case "boolean", "Boolean" -> BOOLEAN;
            default -> UNSURE;
        };
    }

    private static boolean fits(JsonNode value, int kind) {
        return switch (kind) {
            case INT -> value instanceof com.fasterxml.jackson.databind.node.IntNode;
            case LONG -> value instanceof com.fasterxml.jackson.databind.node.IntNode
                    || value instanceof com.fasterxml.jackson.databind.node.LongNode;
            case STRING -> value instanceof com.fasterxml.jackson.databind.node.TextNode;
            case BOOLEAN -> value instanceof com.fasterxml.jackson.databind.node.BooleanNode;
            default -> false;
        };
    }

    /** A type with nodes in it, checked level by level: Jackson knows no node class. */
    private static Optional<String> nodesMismatch(JsonNode value, TypeRef type) {
        if (type.isNode()) {
            return NodeForms.mismatch(value, type);
        }
        if (!value.isArray()) {
            return Optional.of("expected a list, found " + describe(value));
        }
        TypeRef element = type.elementType();
        for (int i = 0; i < value.size(); i++) {
            Optional<String> inner = nodesMismatch(value.get(i), element);
            if (inner.isPresent()) {
                return Optional.of("element " + i + ": " + inner.get());
            }
        }
        return Optional.empty();
    }

    /**
     * Why a node bound inside another argument's tree is not one of its nodes: the input gives
     * the node's value, which must be in that tree exactly once (the node it names must be clear).
     */
    private static Optional<String> boundNodeMismatch(JsonNode value, JsonNode tree, String treeName) {
        if (!value.isIntegralNumber() || !value.canConvertToInt()) {
            return Optional.of("expected the value of a node of \"" + treeName + "\" (a whole number), found "
                    + describe(value));
        }
        if (tree == null || !tree.isArray() || NodeForms.treeMismatch(tree).isPresent()) {
            return Optional.empty(); // the tree's own mistake is reported at the tree
        }
        int count = NodeForms.count(tree, value.asLong());
        if (count == 0) {
            return Optional.of("no node has the value " + value + " (give the value of one of its nodes)");
        }
        if (count > 1) {
            return Optional.of(count + " of its nodes have the value " + value + ", so it names no single node");
        }
        return Optional.empty();
    }

    /** A value as error messages name it: "the string "4"", "the number 4", "a list". */
    public static String describe(JsonNode node) {
        return dev.practicejudge.provided.JsonForms.describe(node);
    }

    /** An input of the right shape, built from the parameters' names and types, as advice. */
    public static String example(MethodSignature method) {
        return "write an object such as " + method.parameters().stream()
                .map(p -> "\"" + p.name() + "\": " + (p.nodeOf().isPresent() ? "4" : kind(p.type()).sample))
                .collect(Collectors.joining(", ", "{", "}"));
    }

    /** When a lone value was given for a one-parameter method, the object it was probably meant to be. */
    private static String suggestion(JsonNode input, MethodSignature method) {
        if (method.parameters().size() != 1) {
            return "; " + example(method);
        }
        String name = method.parameters().get(0).name();
        String compact = Json.compact(input);
        return compact.length() <= 60 ? "; did you mean {\"" + name + "\": " + compact + "}?" : "; " + example(method);
    }

    /** For a value of another kind than the type's (a string for an {@code int}), that in plain words. */
    private static Optional<String> wrongKind(JsonNode value, TypeRef type) {
        Kind kind = kind(type);
        return kind.fits.test(value) ? Optional.empty()
                : Optional.of("expected " + kind.wanted + ", found " + describe(value));
    }

    private static Kind kind(TypeRef type) {
        return type.arrayDimensions() > 0 ? Kind.LIST : Kind.of(type.name());
    }

    /** The kinds of JSON value the declared types take, as a person names them. */
    private enum Kind {
        WHOLE_NUMBER("a whole number", JsonNode::isIntegralNumber, "4"),
        NUMBER("a number", JsonNode::isNumber, "1.5"),
        BOOLEAN("true or false", JsonNode::isBoolean, "true"),
        CHARACTER("a one-character string", JsonNode::isTextual, "\"a\""),
        STRING("a string", JsonNode::isTextual, "\"text\""),
        LIST("a list", JsonNode::isArray, "[...]");

        final String wanted;
        final Predicate<JsonNode> fits;
        /** A value of the kind, for an example input. */
        final String sample;

        Kind(String wanted, Predicate<JsonNode> fits, String sample) {
            this.wanted = wanted;
            this.fits = fits;
            this.sample = sample;
        }

        /** The kind of a type that is not an array, by its name ({@code List} included). */
        static Kind of(String name) {
            return switch (name) {
                case "int", "long", "Integer", "Long" -> WHOLE_NUMBER;
                case "double", "Double" -> NUMBER;
                case "boolean", "Boolean" -> BOOLEAN;
                case "char", "Character" -> CHARACTER;
                case "String" -> STRING;
                default -> LIST;
            };
        }
    }

    /** Jackson's reason, cut to its first line and without its notes about its own source and settings. */
    private static String reason(IllegalArgumentException e) {
        String message = e.getMessage() == null ? e.toString() : e.getMessage();
        int cut = message.indexOf('\n');
        message = cut < 0 ? message : message.substring(0, cut);
        return message.replaceAll(" at \\[Source:.*$", "")
                .replaceAll(" \\((but might|but could|set DeserializationConfig)[^)]*\\)", "")
                .trim();
    }

    /**
     * An input that does not fit the method. The message says what is wrong and how to write it;
     * the pointer says where, relative to the input object ({@code ""} for the object itself).
     */
    public static final class Mismatch extends Exception {
        private static final long serialVersionUID = 1L;

        private final String pointer;

        Mismatch(String pointer, String message) {
            super(message);
            this.pointer = pointer;
        }

        /** A JSON pointer to the mistake, relative to the input object: {@code ""} or {@code "/n"}. */
        public String pointer() {
            return pointer;
        }
    }
}
