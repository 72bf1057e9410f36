package dev.practicejudge.stress;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.problem.Design;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.Parameter;
import dev.practicejudge.problem.TypeRef;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The inputs one step smaller than an input, typed by the method's parameters: each argument
 * shrunk in turn ({@link ValueShrinks}); for a design problem, calls deleted (never the
 * constructor) before any call's arguments are shrunk.
 */
final class Candidates {

    private Candidates() {
    }

    /** Smaller inputs than {@code input} (the arguments by parameter name), the most promising first. */
    static List<ObjectNode> of(ObjectNode input, MethodSignature method) {
        Optional<Design> design = method.design().filter(d -> !d.roundTrip());
        if (design.isPresent()) {
            return calls(input, design.get());
        }
        List<ObjectNode> smaller = new ArrayList<>();
        for (Parameter parameter : method.parameters()) {
            JsonNode value = input.get(parameter.name());
            for (JsonNode candidate : ValueShrinks.of(value, parameter.type())) {
                ObjectNode copy = input.deepCopy();
                copy.set(parameter.name(), candidate);
                smaller.add(copy);
            }
        }
        return smaller;
    }

    /** A design's calls: chunks of calls deleted as delta debugging does, then each call's arguments shrunk. */
    private static List<ObjectNode> calls(ObjectNode input, Design design) {
        JsonNode operations = input.get(Design.OPERATIONS);
        JsonNode arguments = input.get(Design.ARGUMENTS);
        List<ObjectNode> smaller = new ArrayList<>();
        if (operations == null || arguments == null || !operations.isArray() || !arguments.isArray()
                || operations.size() != arguments.size() || operations.isEmpty()) {
            return smaller;
        }
        int calls = operations.size() - 1; // the constructor stays
        for (int chunk : ValueShrinks.chunkSizes(calls)) {
            for (int start = 1; start <= calls; start += chunk) {
                ArrayNode keptOperations = JsonNodeFactory.instance.arrayNode();
                ArrayNode keptArguments = JsonNodeFactory.instance.arrayNode();
                for (int i = 0; i < operations.size(); i++) {
                    if (i < start || i >= start + chunk) {
                        keptOperations.add(operations.get(i));
                        keptArguments.add(arguments.get(i));
                    }
                }
                smaller.add(withCalls(input, keptOperations, keptArguments));
            }
        }
        for (int i = 0; i < operations.size(); i++) {
            List<Parameter> parameters = i == 0 ? design.constructor()
                    : design.method(operations.get(i).asText()).map(MethodSignature::parameters).orElse(List.of());
            JsonNode args = arguments.get(i);
            for (int j = 0; j < args.size() && j < parameters.size(); j++) {
                TypeRef type = parameters.get(j).type();
                for (JsonNode candidate : ValueShrinks.of(args.get(j), type)) {
                    ArrayNode changed = arguments.deepCopy();
                    ((ArrayNode) changed.get(i)).set(j, candidate);
                    smaller.add(withCalls(input, operations.deepCopy(), changed));
                }
            }
        }
        // Last, two steps at once: a smaller constructor argument with one call deleted. A cache of
        // capacity 3 whose bug needs three keys to fill it is a local minimum for single steps: a
        // capacity of 2 no longer fails with all the calls, and no call can go at capacity 3.
        JsonNode constructor = arguments.get(0);
        for (int j = 0; j < constructor.size() && j < design.constructor().size(); j++) {
            for (JsonNode candidate : ValueShrinks.of(constructor.get(j), design.constructor().get(j).type())) {
                for (int deleted = 1; deleted < operations.size(); deleted++) {
                    ArrayNode keptOperations = JsonNodeFactory.instance.arrayNode();
                    ArrayNode keptArguments = JsonNodeFactory.instance.arrayNode();
                    for (int i = 0; i < operations.size(); i++) {
                        if (i != deleted) {
                            keptOperations.add(operations.get(i));
                            keptArguments.add(arguments.get(i).deepCopy());
                        }
                    }
                    ((ArrayNode) keptArguments.get(0)).set(j, candidate);
                    smaller.add(withCalls(input, keptOperations, keptArguments));
                }
            }
        }
        return smaller;
    }

    private static ObjectNode withCalls(ObjectNode input, JsonNode operations, JsonNode arguments) {
        ObjectNode copy = input.deepCopy();
        copy.set(Design.OPERATIONS, operations);
        copy.set(Design.ARGUMENTS, arguments);
        return copy;
    }
}
