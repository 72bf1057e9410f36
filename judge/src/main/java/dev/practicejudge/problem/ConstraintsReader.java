package dev.practicejudge.problem;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.problem.InputConstraints.Bound;
import dev.practicejudge.problem.InputConstraints.CharSet;
import dev.practicejudge.problem.InputConstraints.Constraint;
import dev.practicejudge.problem.InputConstraints.Order;
import dev.practicejudge.problem.InputConstraints.Range;
import dev.practicejudge.problem.InputConstraints.Shape;
import dev.practicejudge.provided.ProvidedTypes;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the spec's {@code "constraints"} ({@link InputConstraints}), and refuses one that could not
 * be checked as written: a name that is no parameter, a part that does not fit the parameter's type
 * ({@code "chars"} on an {@code int}), an empty range, a bound naming a parameter that has no value
 * or length to give.
 */
final class ConstraintsReader {

    private static final Set<String> PARTS = Set.of("value", "length", "chars", "distinct", "sorted", "shape", "each");
    private static final Set<String> NUMBERS = Set.of("int", "long", "double", "Integer", "Long", "Double");
    private static final Set<String> CHARACTERS = Set.of("char", "Character", "String");
    /** A named bound: {@code n}, {@code nums.length}, {@code m - 1}. */
    private static final Pattern NAMED = Pattern.compile("\\s*([A-Za-z_][A-Za-z0-9_]*)(\\.length)?\\s*(?:([+-])\\s*(\\d{1,18}))?\\s*");

    private ConstraintsReader() {
    }

    static InputConstraints readConstraints(PackageJson doc, JsonNode root, MethodSignature method)
            throws ProblemFormatException {
        JsonNode node = root.get("constraints");
        if (node == null) {
            return InputConstraints.NONE;
        }
        doc.requireObject(node, "/constraints");
        Map<String, TypeRef> parameters = constrainable(method);
        Map<String, Constraint> constraints = new LinkedHashMap<>();
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            String pointer = "/constraints/" + name;
            TypeRef type = parameters.get(name);
            if (type == null) {
                throw doc.error(pointer, "\"" + name + "\" is not a parameter" + (parameters.isEmpty() ? ""
                        : " (the constraints are by parameter name: " + String.join(", ", parameters.keySet()) + ")"));
            }
            constraints.put(name, read(doc, node.get(name), pointer, type, name, method));
        }
        return new InputConstraints(constraints);
    }

    /** Whether a test's input is a design problem's calls, rather than one call's arguments (a codec's included). */
    private static boolean calls(MethodSignature method) {
        return method.design().filter(d -> !d.roundTrip()).isPresent();
    }

    /** The names constraints may use and the type each stands for. */
    private static Map<String, TypeRef> constrainable(MethodSignature method) {
        Map<String, TypeRef> types = new LinkedHashMap<>();
        if (calls(method)) {
            Design design = method.design().get();
            // The calls themselves: their number is the length of a test's "operations".
            types.put(Design.OPERATIONS, ConstraintCheck.OPERATIONS_TYPE);
            design.constructor().forEach(p -> types.put(p.name(), p.type()));
            design.methods().forEach(m -> m.parameters().forEach(p -> types.putIfAbsent(p.name(), p.type())));
        } else {
            method.parameters().forEach(p -> types.put(p.name(), p.nodeOf().isPresent() ? ConstraintCheck.NODE_VALUE : p.type()));
            // LeetCode's pos, beside the parameters: an int the input holds (its range the binding checks).
            method.parameters().forEach(p -> p.tailLinksTo().ifPresent(field -> types.put(field, TypeRef.parse("int"))));
        }
        return types;
    }

    private static Constraint read(PackageJson doc, JsonNode node, String pointer, TypeRef type, String name,
                                   MethodSignature method) throws ProblemFormatException {
        doc.requireObject(node, pointer);
        doc.rejectUnknownFields(node, pointer, PARTS);
        if (node.isEmpty()) {
            throw doc.error(pointer, "an empty constraint checks nothing: give one of " + String.join(", ",
                    new java.util.TreeSet<>(PARTS)));
        }
        if (type.form().isPresent() && !type.form().get().jsonIsJavaValue()) {
            throw doc.error(pointer, name + " is shown as " + type.form().get().looksLike()
                    + " (\"form\": \"" + type.form().get().name() + "\"): the form is its constraint, and the judge "
                    + "checks every value against it");
        }
        boolean sequence = type.elementType() != null;
        boolean nodes = type.isNode();
        String leaf = leaf(type).name();
        Range value = null;
        if (node.has("value")) {
            fits(doc, pointer + "/value", NUMBERS.contains(leaf) || TypeRef.NODES.contains(leaf), name, type,
                    "numbers, and trees' and linked lists' values");
            value = range(doc, node.get("value"), pointer + "/value", method);
        }
        Range length = null;
        if (node.has("length")) {
            fits(doc, pointer + "/length", sequence || nodes || leaf.equals("String") && !sequence, name, type,
                    "strings, arrays, lists, trees and linked lists");
            length = range(doc, node.get("length"), pointer + "/length", method);
        }
        CharSet chars = null;
        if (node.has("chars")) {
            fits(doc, pointer + "/chars", CHARACTERS.contains(leaf), name, type, "strings and characters");
            JsonNode text = node.get("chars");
            if (!text.isTextual()) {
                throw doc.error(pointer + "/chars", "\"chars\" is the characters allowed, as a string of characters "
                        + "and ranges, e.g. \"a-z\" or \"a-zA-Z0-9 \"; got " + InputBinding.describe(text));
            }
            try {
                chars = new CharSet(text.asText());
            } catch (IllegalArgumentException e) {
                throw doc.error(pointer + "/chars", e.getMessage());
            }
        }
        boolean distinct = false;
        if (node.has("distinct")) {
            fits(doc, pointer + "/distinct", sequence || nodes, name, type, "arrays, lists, trees and linked lists");
            if (!node.get("distinct").isBoolean()) {
                throw doc.error(pointer + "/distinct", "\"distinct\" is true or false");
            }
            distinct = node.get("distinct").asBoolean();
        }
        Order sorted = null;
        if (node.has("sorted")) {
            fits(doc, pointer + "/sorted", sequence || nodes && !type.name().equals(ProvidedTypes.TREE.name()), name, type,
                    "arrays, lists and linked lists");
            sorted = choice(doc, node.get("sorted"), pointer + "/sorted", Order.values());
        }
        Shape shape = null;
        if (node.has("shape")) {
            fits(doc, pointer + "/shape", sequence && type.elementType().elementType() != null, name, type,
                    "grids (arrays or lists of arrays or lists)");
            shape = choice(doc, node.get("shape"), pointer + "/shape", Shape.values());
        }
        Constraint each = null;
        if (node.has("each")) {
            fits(doc, pointer + "/each", sequence, name, type, "arrays and lists");
            each = read(doc, node.get("each"), pointer + "/each", type.elementType(), name + "'s elements", method);
        }
        return new Constraint(value, length, chars, distinct, sorted, shape, each);
    }

    /** The type at the bottom of any arrays and lists: {@code int} for {@code List<int[]>}. */
    private static TypeRef leaf(TypeRef type) {
        TypeRef element = type.elementType();
        return element == null ? type : leaf(element);
    }

    private static void fits(PackageJson doc, String pointer, boolean fits, String name, TypeRef type, String what)
            throws ProblemFormatException {
        if (!fits) {
            String part = pointer.substring(pointer.lastIndexOf('/') + 1);
            throw doc.error(pointer, "\"" + part + "\" is for " + what + ", and " + name + " is " + type);
        }
    }

    private static <E extends Enum<E>> E choice(PackageJson doc, JsonNode node, String pointer, E[] values)
            throws ProblemFormatException {
        List<String> names = new ArrayList<>();
        for (E value : values) {
            String text = value.name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
            if (node.isTextual() && node.asText().equals(text)) {
                return value;
            }
            names.add("\"" + text + "\"");
        }
        throw doc.error(pointer, "expected one of " + String.join(", ", names) + "; got "
                + InputBinding.describe(node));
    }

    /** {@code [min, max]}, each end a whole number or a named bound. */
    private static Range range(PackageJson doc, JsonNode node, String pointer, MethodSignature method)
            throws ProblemFormatException {
        if (!node.isArray() || node.size() != 2) {
            throw doc.error(pointer, "a range is [min, max], both included: whole numbers, or a parameter "
                    + "(\"n\", \"n - 1\", \"nums.length\"); got " + InputBinding.describe(node));
        }
        Bound min = bound(doc, node.get(0), pointer + "/0", method);
        Bound max = bound(doc, node.get(1), pointer + "/1", method);
        if (min.isNumber() && max.isNumber() && min.offset() > max.offset()) {
            throw doc.error(pointer, "the range " + node + " is empty: its min is above its max (both ends are "
                    + "included, so min <= max)");
        }
        return new Range(min, max);
    }

    private static Bound bound(PackageJson doc, JsonNode node, String pointer, MethodSignature method)
            throws ProblemFormatException {
        if (node.isIntegralNumber() && node.canConvertToLong()) {
            return Bound.number(node.asLong());
        }
        if (node.isNumber() && node.canConvertToExactIntegral() && node.canConvertToLong()) {
            // 1e9 is a whole number, written as statements write it.
            return Bound.number(node.longValue());
        }
        Matcher named = node.isTextual() ? NAMED.matcher(node.asText()) : null;
        if (named == null || !named.matches()) {
            throw doc.error(pointer, "an end of a range is a whole number, or a parameter (\"n\", \"n - 1\", "
                    + "\"nums.length\"); got " + InputBinding.describe(node));
        }
        String name = named.group(1);
        boolean length = named.group(2) != null;
        long offset = named.group(3) == null ? 0 : Long.parseLong(named.group(4)) * (named.group(3).equals("-") ? -1 : 1);
        if (calls(method)) {
            throw doc.error(pointer, "a design problem's ranges are whole numbers: its calls' arguments cannot name "
                    + "each other");
        }
        int index = method.indexOf(name);
        if (index < 0) {
            throw doc.error(pointer, "\"" + name + "\" is not a parameter");
        }
        Parameter parameter = method.parameters().get(index);
        TypeRef type = parameter.type();
        // A tree's or a list's length is its number of nodes (remove-nth-node-from-end's 1 <= n <= sz).
        boolean hasLength = type.elementType() != null || type.name().equals("String") || type.isNode();
        boolean hasValue = type.elementType() == null && Set.of("int", "long", "Integer", "Long").contains(type.name())
                && parameter.nodeOf().isEmpty();
        if (length ? !hasLength : !hasValue) {
            throw doc.error(pointer, length ? name + " is " + type + ", which has no length"
                    : name + " is " + type + ", not a whole number: a range can name an int parameter, or "
                    + "another's length (\"" + name + ".length\")");
        }
        return new Bound(name, length, offset);
    }
}
