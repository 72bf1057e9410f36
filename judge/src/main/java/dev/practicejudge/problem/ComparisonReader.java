package dev.practicejudge.problem;

import static dev.practicejudge.problem.InputBinding.describe;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.text.Suggestions;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reads the spec's {@code "comparison"}: the mode, the unordered levels the output's type allows,
 * the float tolerances, the checker's file and what the stored outputs are.
 */
final class ComparisonReader {

    private ComparisonReader() {
    }

    static ComparisonSpec readComparison(PackageJson doc, JsonNode root, MethodSignature method, Path problemDir)
            throws ProblemFormatException {
        if (!root.has("comparison")) {
            return ComparisonSpec.exact();
        }
        JsonNode c = root.get("comparison");
        doc.requireObject(c, "/comparison");
        doc.rejectUnknownFields(c, "/comparison",
                Set.of("mode", "unorderedLevels", "absoluteTolerance", "relativeTolerance", "checker", "expected"));
        String mode = doc.requireText(c, "/comparison", "mode");
        if (!ComparisonSpec.MODES.contains(mode)) {
            throw doc.error("/comparison/mode", "unknown comparison mode \"" + mode + "\" (known: "
                    + String.join(", ", new TreeSet<>(ComparisonSpec.MODES)) + ")");
        }
        Set<Integer> levels = new TreeSet<>();
        if (c.has("unorderedLevels")) {
            JsonNode levelsNode = c.get("unorderedLevels");
            if (!levelsNode.isArray()) {
                throw doc.error("/comparison/unorderedLevels", "unorderedLevels must be a list of list levels, e.g. [0]");
            }
            int depth = listDepth(method.outputType());
            if (!mode.equals(ComparisonSpec.UNORDERED) && !mode.equals(ComparisonSpec.CHECKER)) {
                throw doc.error("/comparison/unorderedLevels",
                        "unorderedLevels is only for mode \"unordered\" (and \"checker\", to order a diff)");
            }
            if (depth == 0) {
                throw doc.error("/comparison/unorderedLevels", "the output " + method.outputType()
                        + " has no lists, so no level can be unordered");
            }
            for (int i = 0; i < levelsNode.size(); i++) {
                JsonNode level = levelsNode.get(i);
                if (!level.isInt() || level.asInt() < 0 || level.asInt() >= depth) {
                    throw doc.error("/comparison/unorderedLevels/" + i, "a level must be a whole number from 0 to "
                            + (depth - 1) + " (the output " + method.outputType() + " has " + depth + " list level"
                            + (depth == 1 ? "" : "s") + ")");
                }
                levels.add(level.asInt());
            }
        }
        if (mode.equals(ComparisonSpec.UNORDERED) && levels.isEmpty()) {
            throw doc.error("/comparison", "mode \"unordered\" needs \"unorderedLevels\", e.g. [0] for the outer list");
        }
        double absolute = tolerance(doc, c, mode, "absoluteTolerance");
        double relative = tolerance(doc, c, mode, "relativeTolerance");
        Optional<String> checker = Optional.empty();
        if (c.has("checker") && !mode.equals(ComparisonSpec.CHECKER)) {
            throw doc.error("/comparison/checker", "\"checker\" is only for mode \"checker\"");
        }
        if (mode.equals(ComparisonSpec.CHECKER)) {
            checker = Optional.of(doc.authorFile("/comparison/checker", doc.requireText(c, "/comparison", "checker"),
                    problemDir, "checker", "checker/MyChecker.java"));
        }
        return new ComparisonSpec(mode, levels, absolute, relative, checker, expectedOutput(doc, c, mode));
    }

    /** {@code comparison.expected}: what the stored outputs are; only a checker's may be one answer of many. */
    private static ExpectedOutput expectedOutput(PackageJson doc, JsonNode comparison, String mode)
            throws ProblemFormatException {
        JsonNode value = comparison.get("expected");
        if (value == null) {
            return ExpectedOutput.defaultFor(mode);
        }
        String known = String.join(" or ", ExpectedOutput.spellings().stream().map(s -> "\"" + s + "\"").toList());
        if (!value.isTextual()) {
            throw doc.error("/comparison/expected", "\"expected\" must be " + known + " (what the tests' stored "
                    + "outputs are), found " + describe(value));
        }
        Optional<ExpectedOutput> named = ExpectedOutput.named(value.asText());
        if (named.isEmpty()) {
            throw doc.error("/comparison/expected", "unknown value \"" + value.asText() + "\" for \"expected\""
                    + Suggestions.closest(value.asText(), ExpectedOutput.spellings())
                            .map(s -> " (did you mean \"" + s + "\"?)").orElse("")
                    + ": it must be " + known + ", what the tests' stored outputs are");
        }
        if (!mode.equals(ComparisonSpec.CHECKER)) {
            throw doc.error("/comparison/expected", "\"expected\" is only for mode \"checker\": with mode \"" + mode
                    + "\" the stored output is always the answer");
        }
        return named.get();
    }

    private static double tolerance(PackageJson doc, JsonNode comparison, String mode, String field)
            throws ProblemFormatException {
        JsonNode value = comparison.get(field);
        if (value == null) {
            return ComparisonSpec.DEFAULT_TOLERANCE;
        }
        if (!mode.equals(ComparisonSpec.FLOAT)) {
            throw doc.error("/comparison/" + field, "\"" + field + "\" is only for mode \"float\"");
        }
        if (!value.isNumber() || !(value.asDouble() >= 0) || Double.isInfinite(value.asDouble())) {
            throw doc.error("/comparison/" + field, "\"" + field + "\" must be a number of zero or more, e.g. 1e-6");
        }
        return value.asDouble();
    }

    /** How many nested list or array levels a type has: 2 for {@code List<List<String>>}. */
    private static int listDepth(TypeRef type) {
        int depth = type.arrayDimensions();
        TypeRef t = type;
        while (t.name().equals("List")) {
            depth++;
            t = t.typeArguments().get(0);
            depth += t.arrayDimensions();
        }
        return depth;
    }
}
