package dev.practicejudge.stress;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.problem.Design;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.Parameter;
import dev.practicejudge.problem.TypeRef;
import dev.practicejudge.provided.ProvidedTypes;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The inputs one step smaller than an input, typed by the method's parameters: each argument
 * shrunk in turn ({@link ValueShrinks}); for a design problem, calls deleted (never the
 * constructor) before any call's arguments are shrunk. Each candidate is built only when asked for.
 */
final class Candidates {

    private Candidates() {
    }

    /**
     * A part of an input that loses elements as delta debugging deletes them: a list's elements, a
     * string's characters, a design's calls after the constructor.
     *
     * @param name the parameter, or null for a design's calls
     * @param length how many elements it has
     * @param elementType a list's elements' type; null for a string or a design's calls
     */
    record Deletable(ObjectNode input, String name, int offset, int length, TypeRef elementType) {

        /** The input with the list's element {@code index} replaced by {@code value}; only for a list. */
        ObjectNode with(int index, JsonNode value) {
            ArrayNode list = JsonNodeFactory.instance.arrayNode(length);
            list.addAll((ArrayNode) input.get(name)); // the elements are shared, never changed
            list.set(index, value);
            ObjectNode copy = shallowCopy(input);
            copy.set(name, list);
            return copy;
        }

        /** The input without the part's elements {@code from} (inclusive) to {@code to} (exclusive), counted from 0. */
        ObjectNode without(int from, int to) {
            ObjectNode copy = shallowCopy(input);
            if (name == null) {
                copy.set(Design.OPERATIONS, ValueShrinks.without(input.get(Design.OPERATIONS), offset + from, offset + to));
                copy.set(Design.ARGUMENTS, ValueShrinks.without(input.get(Design.ARGUMENTS), offset + from, offset + to));
            } else if (input.get(name).isTextual()) {
                String text = input.get(name).asText();
                copy.put(name, text.substring(0, from) + text.substring(to));
            } else {
                copy.set(name, ValueShrinks.without(input.get(name), from, to));
            }
            return copy;
        }
    }

    /** Smaller inputs than {@code input} (the arguments by parameter name), the most promising first. */
    static List<ObjectNode> of(ObjectNode input, MethodSignature method) {
        return ValueShrinks.force(lazy(input, method, true));
    }

    /**
     * {@link #of}, lazily.
     *
     * @param deletions whether the deletions of the parts {@link #deletable} names are included
     */
    static List<Supplier<ObjectNode>> lazy(ObjectNode input, MethodSignature method, boolean deletions) {
        Optional<Design> design = method.design().filter(d -> !d.roundTrip());
        if (design.isPresent()) {
            return calls(input, design.get(), deletions);
        }
        List<Supplier<ObjectNode>> smaller = new ArrayList<>();
        for (Parameter parameter : method.parameters()) {
            JsonNode value = input.get(parameter.name());
            boolean own = deletions || !deletable(value, parameter.type());
            // Without deletions, a list's elements are the shrinker's to shrink one by one too
            // (Shrinker): only a grid's columns are left here.
            List<Supplier<JsonNode>> values = own || !value.isArray() ? ValueShrinks.lazy(value, parameter.type(), own)
                    : ValueShrinks.columns(value, elementType(parameter.type()));
            for (Supplier<JsonNode> candidate : values) {
                smaller.add(() -> {
                    ObjectNode copy = shallowCopy(input);
                    copy.set(parameter.name(), candidate.get());
                    return copy;
                });
            }
        }
        return smaller;
    }

    /** The parts of the input whose elements the shrinker deletes itself, as delta debugging does. */
    static List<Deletable> deletable(ObjectNode input, MethodSignature method) {
        List<Deletable> parts = new ArrayList<>();
        Optional<Design> design = method.design().filter(d -> !d.roundTrip());
        if (design.isPresent()) {
            if (calls(input)) {
                parts.add(new Deletable(input, null, 1, input.get(Design.OPERATIONS).size() - 1, null));
            }
            return parts;
        }
        for (Parameter parameter : method.parameters()) {
            JsonNode value = input.get(parameter.name());
            if (deletable(value, parameter.type())) {
                parts.add(new Deletable(input, parameter.name(), 0,
                        value.isTextual() ? value.asText().length() : value.size(),
                        value.isTextual() ? null : elementType(parameter.type())));
            }
        }
        return parts;
    }

    /** Whether {@link ValueShrinks} shrinks the value by deleting its elements: a list, a list of nodes, a string. */
    private static boolean deletable(JsonNode value, TypeRef type) {
        if (value == null || value.isNull() || type.form().isPresent()) {
            return false;
        }
        if (type.isNode()) {
            return ProvidedTypes.of(type.name()).shrinksAsValueList() && value.isArray();
        }
        return value.isArray() || value.isTextual();
    }

    /** The type of a list's elements: a list of nodes holds ints, as {@link ValueShrinks} reads it. */
    private static TypeRef elementType(TypeRef list) {
        return list.isNode() ? TypeRef.parse("int") : list.elementType() != null ? list.elementType() : TypeRef.ANY;
    }

    private static boolean calls(ObjectNode input) {
        JsonNode operations = input.get(Design.OPERATIONS);
        JsonNode arguments = input.get(Design.ARGUMENTS);
        return operations != null && arguments != null && operations.isArray() && arguments.isArray()
                && operations.size() == arguments.size() && !operations.isEmpty();
    }

    /** A design's calls: chunks of calls deleted as delta debugging does, then each call's arguments shrunk. */
    private static List<Supplier<ObjectNode>> calls(ObjectNode input, Design design, boolean deletions) {
        List<Supplier<ObjectNode>> smaller = new ArrayList<>();
        if (!calls(input)) {
            return smaller;
        }
        JsonNode operations = input.get(Design.OPERATIONS);
        JsonNode arguments = input.get(Design.ARGUMENTS);
        int calls = operations.size() - 1; // the constructor stays
        if (deletions) {
            Deletable part = new Deletable(input, null, 1, calls, null);
            for (int chunk : ValueShrinks.chunkSizes(calls)) {
                for (int start = 0; start < calls; start += chunk) {
                    int from = start;
                    int to = Math.min(calls, start + chunk);
                    smaller.add(() -> part.without(from, to));
                }
            }
        }
        for (int i = 0; i < operations.size(); i++) {
            List<Parameter> parameters = i == 0 ? design.constructor()
                    : design.method(operations.get(i).asText()).map(MethodSignature::parameters).orElse(List.of());
            JsonNode args = arguments.get(i);
            for (int j = 0; j < args.size() && j < parameters.size(); j++) {
                TypeRef type = parameters.get(j).type();
                int call = i;
                int argument = j;
                for (Supplier<JsonNode> candidate : ValueShrinks.lazy(args.get(j), type, true)) {
                    smaller.add(() -> {
                        ArrayNode changed = arguments.deepCopy();
                        ((ArrayNode) changed.get(call)).set(argument, candidate.get());
                        return withCalls(input, operations.deepCopy(), changed);
                    });
                }
            }
        }
        // Last, two steps at once: a smaller constructor argument with one call deleted. A cache of
        // capacity 3 whose bug needs three keys to fill it is a local minimum for single steps: a
        // capacity of 2 no longer fails with all the calls, and no call can go at capacity 3.
        JsonNode constructor = arguments.get(0);
        for (int j = 0; j < constructor.size() && j < design.constructor().size(); j++) {
            int argument = j;
            for (Supplier<JsonNode> candidate
                    : ValueShrinks.lazy(constructor.get(j), design.constructor().get(j).type(), true)) {
                for (int deleted = 1; deleted < operations.size(); deleted++) {
                    int call = deleted;
                    smaller.add(() -> {
                        ArrayNode keptOperations = JsonNodeFactory.instance.arrayNode();
                        ArrayNode keptArguments = JsonNodeFactory.instance.arrayNode();
                        for (int i = 0; i < operations.size(); i++) {
                            if (i != call) {
                                keptOperations.add(operations.get(i));
                                keptArguments.add(arguments.get(i).deepCopy());
                            }
                        }
                        ((ArrayNode) keptArguments.get(0)).set(argument, candidate.get());
                        return withCalls(input, keptOperations, keptArguments);
                    });
                }
            }
        }
        return smaller;
    }

    /** A new object with the input's fields, their values shared: a candidate changes one field, never a value in place. */
    private static ObjectNode shallowCopy(ObjectNode input) {
        ObjectNode copy = JsonNodeFactory.instance.objectNode();
        copy.setAll(input);
        return copy;
    }

    private static ObjectNode withCalls(ObjectNode input, JsonNode operations, JsonNode arguments) {
        ObjectNode copy = shallowCopy(input);
        copy.set(Design.OPERATIONS, operations);
        copy.set(Design.ARGUMENTS, arguments);
        return copy;
    }
}
