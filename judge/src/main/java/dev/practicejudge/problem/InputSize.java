package dev.practicejudge.problem;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.provided.ProvidedTypes;

/**
 * How big an input is, in words a learner reads at a glance: a design problem's calls (the
 * constructor not counted), a string's characters, a tree's or a list's nodes, or otherwise the
 * values in it (each number, boolean or string one value; nulls none).
 */
public final class InputSize {

    private InputSize() {
    }

    /** The input's size in the unit {@link #describe} names. */
    public static long of(JsonNode input, MethodSignature method) {
        if (method.design().filter(d -> !d.roundTrip()).isPresent()) {
            JsonNode operations = input.path(Design.OPERATIONS);
            return Math.max(0, operations.size() - 1);
        }
        boolean characters = unit(method).equals("characters");
        long size = 0;
        for (Parameter parameter : method.parameters()) {
            // The parameters only: LeetCode's pos beside a list builds its cycle and is no node.
            JsonNode value = input.get(parameter.name());
            if (value == null) {
                continue;
            }
            boolean adjacency = parameter.type().isNode() && ProvidedTypes.of(parameter.type().name()).readsAdjacency();
            // A graph's adjacency list holds one entry per node; its numbers are edges, not nodes.
            size += adjacency ? value.size() : leaves(value, characters);
        }
        return size;
    }

    /** E.g. "4 nodes", "1 call", "3 values"; {@code unit} in the plural, as {@link #unit} gives it. */
    public static String describe(long size, String unit) {
        return size + " " + (size == 1 ? unit.substring(0, unit.length() - 1) : unit);
    }

    /** What {@link #of} counts, in the plural: "calls", "characters", "nodes" or "values". */
    public static String unit(MethodSignature method) {
        if (method.design().filter(d -> !d.roundTrip()).isPresent()) {
            return "calls";
        }
        if (method.parameters().size() == 1) {
            TypeRef type = method.parameters().get(0).type();
            if (type.toString().equals("String")) {
                return "characters";
            }
            if (type.mentionsNodes()) {
                return "nodes";
            }
        }
        return "values";
    }

    private static long leaves(JsonNode value, boolean characters) {
        if (value.isContainerNode()) {
            long sum = 0;
            for (JsonNode element : value) {
                sum += leaves(element, characters);
            }
            return sum;
        }
        if (value.isNull() || value.isMissingNode()) {
            return 0;
        }
        return characters && value.isTextual() ? value.asText().length() : 1;
    }
}
