package dev.practicejudge.problem;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.problem.InputConstraints.Bound;
import dev.practicejudge.problem.InputConstraints.Constraint;
import dev.practicejudge.problem.InputConstraints.Order;
import dev.practicejudge.problem.InputConstraints.Range;
import dev.practicejudge.problem.InputConstraints.Shape;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Checks one input against a problem's {@link InputConstraints}, argument by argument, and says the
 * first constraint it breaks. The input has been checked against the signature already (every
 * argument present and of its type), so a value of an unexpected form is passed over, not reported.
 */
final class ConstraintCheck {

    /** A broken constraint: what is wrong, and where the constraint is declared. */
    private static final class Broken extends Exception {
        Broken(String message) {
            super(message, null, false, false);
        }
    }

    /** What a design problem's calls are, for the constraint on their number. */
    static final TypeRef OPERATIONS_TYPE = TypeRef.parse("String[]");
    /** A node bound to a tree is given by its value. */
    static final TypeRef NODE_VALUE = TypeRef.parse("int");

    private final MethodSignature method;
    private final JsonNode input;

    ConstraintCheck(MethodSignature method, JsonNode input) {
        this.method = method;
        this.input = input;
    }

    Optional<String> firstViolation(InputConstraints constraints) {
        try {
            Optional<Design> calls = method.design().filter(d -> !d.roundTrip());
            if (calls.isPresent()) {
                checkCalls(calls.get(), constraints);
            } else {
                for (Parameter parameter : method.parameters()) {
                    Constraint constraint = constraints.byParameter().get(parameter.name());
                    JsonNode argument = input.get(parameter.name());
                    if (constraint != null && argument != null) {
                        check(constraint, argument, typeOf(parameter), "\"" + parameter.name() + "\"",
                                "/constraints/" + parameter.name());
                    }
                    // LeetCode's pos beside the parameters, where a constraint names it.
                    String cycle = parameter.tailLinksTo().orElse(null);
                    if (cycle != null && constraints.byParameter().get(cycle) != null && input.get(cycle) != null) {
                        check(constraints.byParameter().get(cycle), input.get(cycle), TypeRef.parse("int"),
                                "\"" + cycle + "\"", "/constraints/" + cycle);
                    }
                }
            }
            return Optional.empty();
        } catch (Broken broken) {
            return Optional.of(broken.getMessage());
        }
    }

    /** A parameter that names one of another argument's nodes is given by the node's value. */
    private static TypeRef typeOf(Parameter parameter) {
        return parameter.nodeOf().isPresent() ? NODE_VALUE : parameter.type();
    }

    /** A design problem's input: the calls ({@code "operations"}) and each call's arguments by its parameters' names. */
    private void checkCalls(Design design, InputConstraints constraints) throws Broken {
        JsonNode operations = input.get(Design.OPERATIONS);
        JsonNode arguments = input.get(Design.ARGUMENTS);
        Constraint calls = constraints.byParameter().get(Design.OPERATIONS);
        if (calls != null && operations != null) {
            check(calls, operations, OPERATIONS_TYPE, "\"operations\"", "/constraints/operations");
        }
        if (operations == null || arguments == null || !operations.isArray() || !arguments.isArray()) {
            return;
        }
        for (int call = 0; call < Math.min(operations.size(), arguments.size()); call++) {
            String operation = operations.get(call).asText();
            List<Parameter> declared = call == 0 ? design.constructor()
                    : design.method(operation).map(MethodSignature::parameters).orElse(List.of());
            JsonNode values = arguments.get(call);
            for (int i = 0; i < declared.size() && values.isArray() && i < values.size(); i++) {
                Parameter parameter = declared.get(i);
                Constraint constraint = constraints.byParameter().get(parameter.name());
                if (constraint != null) {
                    check(constraint, values.get(i), parameter.type(), "call " + call + " (" + operation + ")'s \""
                            + parameter.name() + "\"", "/constraints/" + parameter.name());
                }
            }
        }
    }

    private void check(Constraint constraint, JsonNode value, TypeRef type, String what, String pointer)
            throws Broken {
        if (type.isNode()) {
            checkNodes(constraint, value, what, pointer);
            return;
        }
        if (type.elementType() != null) {
            checkSequence(constraint, value, type, what, pointer);
            return;
        }
        if (value.isTextual()) {
            String text = value.asText();
            if (constraint.length() != null) {
                checkSize(constraint.length(), text.length(), what, "characters", pointer + "/length");
            }
            if (constraint.chars() != null) {
                checkChars(constraint.chars(), text, what, pointer + "/chars");
            }
            return;
        }
        if (constraint.value() != null && value.isNumber()) {
            checkValue(constraint.value(), value, what, pointer + "/value");
        }
    }

    /** A tree or linked list, written as a JSON array of node values (a tree's with nulls for absent children). */
    private void checkNodes(Constraint constraint, JsonNode value, String what, String pointer)
            throws Broken {
        List<JsonNode> values = nodeValues(value);
        if (constraint.length() != null) {
            checkSize(constraint.length(), values.size(), what, "nodes", pointer + "/length");
        }
        for (int i = 0; i < values.size(); i++) {
            if (constraint.value() != null && values.get(i).isNumber()) {
                checkValue(constraint.value(), values.get(i), "a node of " + what, pointer + "/value");
            }
        }
        if (constraint.distinct()) {
            checkDistinct(values, what, pointer + "/distinct");
        }
        if (constraint.sorted() != null) {
            checkSorted(constraint.sorted(), values, what, pointer + "/sorted");
        }
    }

    private void checkSequence(Constraint constraint, JsonNode value, TypeRef type, String what, String pointer)
            throws Broken {
        if (!value.isArray()) {
            return;
        }
        List<JsonNode> elements = new ArrayList<>();
        value.forEach(elements::add);
        if (constraint.length() != null) {
            checkSize(constraint.length(), elements.size(), what, "elements", pointer + "/length");
        }
        if (constraint.shape() != null) {
            checkShape(constraint.shape(), elements, what, pointer + "/shape");
        }
        if (constraint.distinct()) {
            checkDistinct(elements, what, pointer + "/distinct");
        }
        if (constraint.sorted() != null) {
            checkSorted(constraint.sorted(), elements, what, pointer + "/sorted");
        }
        TypeRef elementType = type.elementType();
        // value and chars reach every element at any depth; each is the next level's own constraint.
        Constraint leaves = new Constraint(constraint.value(), null, constraint.chars(), false, null, null, null);
        for (int i = 0; i < elements.size(); i++) {
            String element = what + "[" + i + "]";
            if (constraint.value() != null || constraint.chars() != null) {
                check(leaves, elements.get(i), elementType, element, pointer);
            }
            if (constraint.each() != null) {
                check(constraint.each(), elements.get(i), elementType, element, pointer + "/each");
            }
        }
    }

    private void checkSize(Range range, long size, String what, String unit, String pointer) throws Broken {
        long min = resolve(range.min());
        long max = resolve(range.max());
        if (size < min || size > max) {
            throw broken(what + " has " + size + " " + unit + ", " + (size < min ? "fewer than " + min
                    : "more than " + max), pointer, range);
        }
    }

    private void checkValue(Range range, JsonNode number, String what, String pointer) throws Broken {
        long min = resolve(range.min());
        long max = resolve(range.max());
        boolean whole = number.isIntegralNumber() || number.canConvertToExactIntegral();
        double value = number.asDouble();
        boolean below = whole ? number.bigIntegerValue().compareTo(java.math.BigInteger.valueOf(min)) < 0 : value < min;
        boolean above = whole ? number.bigIntegerValue().compareTo(java.math.BigInteger.valueOf(max)) > 0 : value > max;
        if (below || above) {
            throw broken(what + " is " + number + ", " + (below ? "below " + min : "above " + max), pointer, range);
        }
    }

    private void checkChars(InputConstraints.CharSet chars, String text, String what, String pointer) throws Broken {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!chars.contains(c)) {
                throw broken(what + " holds " + quote(c) + (text.length() > 1 ? " at index " + i : "")
                        + ", which is not one of " + chars, pointer, null);
            }
        }
    }

    private void checkDistinct(List<JsonNode> elements, String what, String pointer) throws Broken {
        Map<JsonNode, Integer> seen = new HashMap<>();
        for (int i = 0; i < elements.size(); i++) {
            Integer first = seen.putIfAbsent(elements.get(i), i);
            if (first != null) {
                throw broken(what + " has " + elements.get(i) + " twice (at " + first + " and " + i
                        + "), but its values must all be different", pointer, null);
            }
        }
    }

    private void checkSorted(Order order, List<JsonNode> elements, String what, String pointer) throws Broken {
        for (int i = 1; i < elements.size(); i++) {
            int compared = compare(elements.get(i - 1), elements.get(i));
            boolean inOrder = switch (order) {
                case ASCENDING -> compared <= 0;
                case STRICTLY_ASCENDING -> compared < 0;
                case DESCENDING -> compared >= 0;
            };
            if (!inOrder) {
                throw broken(what + " is not in " + order.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ')
                        + " order: " + elements.get(i) + " at " + i + " comes after " + elements.get(i - 1), pointer,
                        null);
            }
        }
    }

    private void checkShape(Shape shape, List<JsonNode> rows, String what, String pointer) throws Broken {
        for (int i = 1; i < rows.size(); i++) {
            if (rows.get(i).size() != rows.get(0).size()) {
                throw broken(what + "'s row " + i + " has " + rows.get(i).size() + " elements where row 0 has "
                        + rows.get(0).size() + ", but its rows must be as long as each other", pointer, null);
            }
        }
        if (shape == Shape.SQUARE && !rows.isEmpty() && rows.get(0).size() != rows.size()) {
            throw broken(what + " has " + rows.size() + " rows of " + rows.get(0).size()
                    + " elements, but it must be square", pointer, null);
        }
    }

    /**
     * Numbers by value, text by its characters, and arrays (an interval, a row) element by element, the
     * shorter first on a tie: so "sorted" on a list of intervals means by start, then by end.
     */
    private static int compare(JsonNode a, JsonNode b) {
        if (a.isNumber() && b.isNumber()) {
            return a.decimalValue().compareTo(b.decimalValue());
        }
        if (a.isArray() && b.isArray()) {
            for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
                int compared = compare(a.get(i), b.get(i));
                if (compared != 0) {
                    return compared;
                }
            }
            return Integer.compare(a.size(), b.size());
        }
        return a.asText().compareTo(b.asText());
    }

    /** A bound's value for this input: a number, or the value or length of the parameter it names. */
    private long resolve(Bound bound) {
        if (bound.isNumber()) {
            return bound.offset();
        }
        JsonNode referred = input.get(bound.parameter());
        long base;
        if (referred == null) {
            base = 0;
        } else if (bound.length()) {
            base = referred.isTextual() ? referred.asText().length() : nodesOrElements(bound.parameter(), referred);
        } else {
            base = referred.asLong();
        }
        return base + bound.offset();
    }

    /** The length a bound reads: a tree's or a list's number of nodes, else the size. */
    private long nodesOrElements(String parameter, JsonNode value) {
        int index = method.indexOf(parameter);
        return index >= 0 && method.parameters().get(index).type().isNode() ? nodeValues(value).size() : value.size();
    }

    /** A tree's or a list's node values, from its JSON array (a tree's nulls are absent children, not nodes). */
    private static List<JsonNode> nodeValues(JsonNode value) {
        List<JsonNode> values = new ArrayList<>();
        if (value.isArray()) {
            value.forEach(v -> {
                if (!v.isNull()) {
                    values.add(v);
                }
            });
        }
        return values;
    }

    private Broken broken(String what, String pointer, Range range) {
        String constraint = range == null ? "" : " " + describe(range);
        return new Broken(what + " (the constraint" + constraint + " at " + pointer + " in problem.json)");
    }

    /** A range as the statement writes it, with a named end's value for this input: {@code [1, n = 4]}. */
    private String describe(Range range) {
        return "[" + describe(range.min()) + ", " + describe(range.max()) + "]";
    }

    private String describe(Bound bound) {
        return bound.isNumber() ? bound.toString() : bound + " = " + resolve(bound);
    }

    private static String quote(char c) {
        return c < ' ' || c == 127 ? String.format("'\\u%04x'", (int) c) : "'" + c + "'";
    }
}
