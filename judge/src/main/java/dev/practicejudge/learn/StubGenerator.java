package dev.practicejudge.learn;

import dev.practicejudge.present.TerminalDrawing;
import dev.practicejudge.problem.ComparisonSpec;
import dev.practicejudge.problem.Design;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.Parameter;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemSpec;
import dev.practicejudge.problem.TypeRef;
import dev.practicejudge.provided.ProvidedType;
import dev.practicejudge.provided.ProvidedTypes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A learner's starting {@code Solution.java} for a problem: the imports its signature needs, the
 * method with the spec's parameter names and a Javadoc pointing at the statement, and a body that
 * compiles and returns a placeholder of the right type, so the first judged run is a wrong answer
 * with an explanation rather than a compile error.
 */
public final class StubGenerator {

    private static final Map<String, String> ZEROES = Map.ofEntries(
            Map.entry("int", "0"), Map.entry("long", "0L"), Map.entry("double", "0.0"),
            Map.entry("boolean", "false"), Map.entry("char", "'\\0'"),
            Map.entry("Integer", "0"), Map.entry("Long", "0L"), Map.entry("Double", "0.0"),
            Map.entry("Boolean", "false"), Map.entry("Character", "'\\0'"),
            Map.entry("String", "\"\""));

    private StubGenerator() {
    }

    /** The source of {@code solutions/<id>/Solution.java}, ending with a newline. */
    public static String source(Problem problem) {
        ProblemSpec spec = problem.spec();
        MethodSignature method = spec.method();
        StringBuilder out = new StringBuilder();
        if (usesList(method)) {
            out.append("import java.util.*;\n\n");
        }
        // As LeetCode's editor shows them: the node classes exist, the comment says what they hold.
        for (ProvidedType node : nodesUsed(method)) {
            out.append(node.stubComment()).append("\n\n");
        }
        if (method.design().isPresent()) {
            return design(problem, method.design().get(), out);
        }
        out.append("class Solution {\n\n");
        javadoc(problem, out, "    ");
        if (hasGenericArray(method.returnType())) {
            // A generic array can only be made by an unchecked cast.
            out.append("    @SuppressWarnings(\"unchecked\")\n");
        }
        // LeetCode's own remark on a value shown in a form of its own ("treat n as an unsigned value").
        for (Parameter parameter : method.parameters()) {
            parameter.type().form().flatMap(form -> form.stubComment(parameter.name()))
                    .ifPresent(comment -> out.append("    ").append(comment).append('\n'));
        }
        out.append("    ").append(method.declaration()).append(" {\n");
        out.append("        // Your code here.\n");
        if (!method.returnType().isVoid()) {
            out.append("        return ").append(placeholder(method.returnType())).append(";\n");
        }
        out.append("    }\n");
        out.append("}\n");
        return out.toString();
    }

    /** A design problem's class: the constructor, every method, and LeetCode's note on how it is called. */
    private static String design(Problem problem, Design design, StringBuilder out) {
        javadoc(problem, out, "");
        out.append("class ").append(design.className()).append(" {\n\n");
        if (!design.roundTrip()) {
            out.append("    ").append(design.constructorDeclaration()).append(" {\n");
            out.append("        // Your code here.\n");
            out.append("    }\n\n");
        }
        for (int i = 0; i < design.methods().size(); i++) {
            MethodSignature method = design.methods().get(i);
            out.append(i == 0 ? "" : "\n").append("    ").append(method.declaration()).append(" {\n");
            out.append("        // Your code here.\n");
            if (!method.returnType().isVoid()) {
                out.append("        return ").append(placeholder(method.returnType())).append(";\n");
            }
            out.append("    }\n");
        }
        out.append("}\n");
        String object = "obj";
        out.append("\n/*\n");
        if (design.roundTrip()) {
            MethodSignature encode = design.methods().get(0);
            MethodSignature decode = design.methods().get(1);
            String encoder = design.oneObject() ? "codec" : "encoder";
            String decoder = design.oneObject() ? "codec" : "decoder";
            if (design.oneObject()) {
                out.append(" * The judge calls it as LeetCode does, through one object:\n");
                out.append(" * ").append(design.className()).append(" codec = new ").append(design.className()).append("();\n");
            } else {
                out.append(" * The judge calls it as LeetCode does, through two separate objects:\n");
                out.append(" * ").append(design.className()).append(" encoder = new ").append(design.className()).append("();\n");
                out.append(" * ").append(design.className()).append(" decoder = new ").append(design.className()).append("();\n");
            }
            out.append(" * ").append(decode.returnType()).append(" answer = ").append(decoder).append('.').append(decode.name())
                    .append("(").append(encoder).append('.').append(encode.name()).append("(")
                    .append(encode.parameters().get(0).name()).append("));\n");
        } else {
            out.append(" * The judge calls it as LeetCode does, in the order a test lists:\n");
            out.append(" * ").append(design.className()).append(' ').append(object).append(" = new ")
                    .append(design.className()).append('(').append(names(design.constructor())).append(");\n");
            for (MethodSignature method : design.methods()) {
                out.append(" * ").append(method.returnType().isVoid() ? "" : method.returnType() + " result = ")
                        .append(object).append('.').append(method.name()).append('(')
                        .append(names(method.parameters())).append(");\n");
            }
        }
        out.append(" */\n");
        return out.toString();
    }

    private static String names(List<Parameter> parameters) {
        return String.join(", ", parameters.stream().map(Parameter::name).toList());
    }

    private static void javadoc(Problem problem, StringBuilder out, String indent) {
        out.append(indent).append("/**\n");
        out.append(indent).append(" * ").append(javadoc(problem.spec().title() + describeSource(problem.spec())))
                .append(".\n");
        for (String reminder : reminders(problem)) {
            out.append(indent).append(" * ").append(javadoc(reminder)).append('\n');
        }
        out.append(indent).append(" *\n");
        out.append(indent).append(" * <p>See problems/").append(problem.id()).append("/statement.md; then run ./judgew test ")
                .append(problem.id()).append(".\n");
        out.append(indent).append(" */\n");
    }

    /** The node classes the method (or a design's methods) mention, in a fixed order. */
    private static List<ProvidedType> nodesUsed(MethodSignature method) {
        return ProvidedTypes.all().stream().sorted(java.util.Comparator.comparing(ProvidedType::name))
                .filter(node -> method.typesUsed().stream().anyMatch(t -> t.mentions(node.name()))).toList();
    }

    /**
     * A Java expression of {@code type} that compiles without imports beyond {@code java.util.*}:
     * zero, false, an empty string, an empty list or an empty array; {@code null} only for a node,
     * LeetCode's empty tree or list.
     */
    public static String placeholder(TypeRef type) {
        if (type.arrayDimensions() > 0) {
            TypeRef element = new TypeRef(type.name(), type.typeArguments(), 0);
            String rest = "[]".repeat(type.arrayDimensions() - 1);
            if (!type.typeArguments().isEmpty()) {
                return "(" + type + ") new " + type.name() + "<?>[0]" + rest;
            }
            return "new " + element + "[0]" + rest;
        }
        if (type.name().equals("List")) {
            return "new ArrayList<>()";
        }
        if (type.isNode()) {
            return "null";
        }
        String zero = ZEROES.get(type.name());
        if (zero == null) {
            throw new IllegalArgumentException("no placeholder for type " + type);
        }
        return zero;
    }

    /** One-line reminders of what the spec says about the output, for the method's Javadoc. */
    static List<String> reminders(Problem problem) {
        MethodSignature method = problem.spec().method();
        ComparisonSpec comparison = problem.spec().comparison();
        List<String> reminders = new ArrayList<>();
        method.mutatedParameter().ifPresent(name -> reminders.add(
                "Change " + name + " in place: the judge reads it after the method returns."));
        if (comparison.unorderedLevels().contains(0) && method.outputType().name().equals("List")) {
            reminders.add("Return the " + TerminalDrawing.elementNoun(problem) + " in any order.");
        }
        if (comparison.mode().equals(ComparisonSpec.CHECKER) && method.mutatedParameter().isEmpty()
                && reminders.isEmpty()) {
            reminders.add("Any correct answer is accepted.");
        }
        return reminders;
    }

    /** Text that cannot end the comment it is put in, whatever a spec's title says. */
    private static String javadoc(String text) {
        return text.replace("*/", "*&#47;");
    }

    private static String describeSource(ProblemSpec spec) {
        String difficulty = spec.difficulty();
        return spec.source()
                .filter(s -> s.name() != null)
                .map(s -> " (" + s.name() + (s.number() == null ? "" : " " + s.number()) + ", " + difficulty + ")")
                .orElse(" (" + difficulty + ")");
    }

    private static boolean usesList(MethodSignature method) {
        return method.typesUsed().stream().anyMatch(t -> t.mentions("List"));
    }

    private static boolean hasGenericArray(TypeRef type) {
        return type.arrayDimensions() > 0 && !type.typeArguments().isEmpty();
    }
}
