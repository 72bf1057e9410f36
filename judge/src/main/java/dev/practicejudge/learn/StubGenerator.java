package dev.practicejudge.learn;

import dev.practicejudge.present.TerminalDrawing;
import dev.practicejudge.problem.ComparisonSpec;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.Parameter;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemSpec;
import dev.practicejudge.problem.TypeRef;
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
        out.append("class Solution {\n\n");
        out.append("    /**\n");
        out.append("     * ").append(javadoc(spec.title() + describeSource(spec))).append(".\n");
        for (String reminder : reminders(problem)) {
            out.append("     * ").append(javadoc(reminder)).append('\n');
        }
        out.append("     *\n");
        out.append("     * <p>See problems/").append(problem.id()).append("/statement.md; then run ./judgew test ")
                .append(problem.id()).append(".\n");
        out.append("     */\n");
        if (hasGenericArray(method.returnType())) {
            // A generic array can only be made by an unchecked cast.
            out.append("    @SuppressWarnings(\"unchecked\")\n");
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

    /**
     * A Java expression of {@code type} that compiles without imports beyond {@code java.util.*}:
     * zero, false, an empty string, an empty list or an empty array; never {@code null}.
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
        if (mentionsList(method.returnType())) {
            return true;
        }
        for (Parameter parameter : method.parameters()) {
            if (mentionsList(parameter.type())) {
                return true;
            }
        }
        return false;
    }

    private static boolean mentionsList(TypeRef type) {
        return type.name().equals("List") || type.typeArguments().stream().anyMatch(StubGenerator::mentionsList);
    }

    private static boolean hasGenericArray(TypeRef type) {
        return type.arrayDimensions() > 0 && !type.typeArguments().isEmpty();
    }
}
