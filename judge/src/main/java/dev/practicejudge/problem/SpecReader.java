package dev.practicejudge.problem;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Reads a package's {@code problem.json}: the fields of its own (title, difficulty, tags, technique,
 * step, source, grading), each other section by its reader, in the order the errors have always come.
 */
final class SpecReader {

    private static final Set<String> SPEC_FIELDS =
            Set.of("title", "difficulty", "tags", "technique", "topic", "step", "source", "method", "design", "codec", "limits", "comparison", "grading", "generator", "profile", "constraints");
    private static final Set<String> DIFFICULTIES = Set.of("easy", "medium", "hard");

    private SpecReader() {
    }

    /** The spec in {@code doc}, the {@code problem.json} of the package in {@code problemDir}. */
    static ProblemSpec read(PackageJson doc, Path problemDir) throws ProblemFormatException {
        JsonNode root = doc.root;
        doc.requireObject(root, "");
        doc.rejectUnknownFields(root, "", SPEC_FIELDS);
        String title = doc.requireText(root, "", "title");
        String difficulty = doc.requireText(root, "", "difficulty");
        if (!DIFFICULTIES.contains(difficulty)) {
            throw doc.error("/difficulty", "difficulty must be one of easy, medium, hard; got \"" + difficulty + "\"");
        }
        List<String> tags = new ArrayList<>();
        if (root.has("tags")) {
            JsonNode tagsNode = root.get("tags");
            if (!tagsNode.isArray()) {
                throw doc.error("/tags", "tags must be a list of strings");
            }
            for (int i = 0; i < tagsNode.size(); i++) {
                if (!tagsNode.get(i).isTextual()) {
                    throw doc.error("/tags/" + i, "a tag must be a string");
                }
                tags.add(tagsNode.get(i).asText());
            }
        }
        Optional<String> technique = Optional.empty();
        if (root.has("technique")) {
            technique = Optional.of(doc.requireText(root, "", "technique"));
        }
        Optional<String> topic = Optional.empty();
        if (root.has("topic")) {
            topic = Optional.of(doc.requireText(root, "", "topic"));
        }
        OptionalInt step = OptionalInt.empty();
        if (root.has("step")) {
            JsonNode stepNode = root.get("step");
            if (!stepNode.canConvertToExactIntegral() || !stepNode.canConvertToInt() || stepNode.asInt() < 1) {
                throw doc.error("/step", "step must be a whole number from 1 up (the problem's place on the practice "
                        + "path among those of its difficulty), got " + stepNode);
            }
            step = OptionalInt.of(stepNode.asInt());
        }
        Optional<ProblemSpec.Source> source = Optional.empty();
        if (root.has("source")) {
            JsonNode s = root.get("source");
            doc.requireObject(s, "/source");
            source = Optional.of(new ProblemSpec.Source(
                    s.path("name").isTextual() ? s.get("name").asText() : null,
                    s.path("number").isInt() ? s.get("number").asInt() : null,
                    s.path("url").isTextual() ? s.get("url").asText() : null));
        }
        MethodSignature method = SignatureReader.readMethod(doc, root);
        Limits limits = LimitsReader.readLimits(doc, root);
        ComparisonSpec comparison = ComparisonReader.readComparison(doc, root, method, problemDir);
        ProblemSpec.Grading grading = readGrading(doc, root, difficulty);
        Optional<GeneratorSpec> generator = GeneratorReader.readGenerator(doc, root, method, problemDir);
        Optional<ProfileSpec> profile = ProfileReader.readProfile(doc, root, method);
        InputConstraints constraints = ConstraintsReader.readConstraints(doc, root, method);
        return new ProblemSpec(title, difficulty, tags, technique, topic, step, source, method, limits, comparison, grading,
                generator, profile, constraints);
    }

    private static ProblemSpec.Grading readGrading(PackageJson doc, JsonNode root, String difficulty)
            throws ProblemFormatException {
        ProblemSpec.Grading defaults = ProblemSpec.Grading.byDifficulty(difficulty);
        if (!root.has("grading")) {
            return defaults;
        }
        JsonNode g = root.get("grading");
        doc.requireObject(g, "/grading");
        doc.rejectUnknownFields(g, "/grading", Set.of("points", "partialCredit"));
        int points = doc.optionalInt(g, "/grading", "points", defaults.points());
        if (points < 0) {
            throw doc.error("/grading/points", "points must be zero or more");
        }
        JsonNode partial = g.get("partialCredit");
        if (partial != null && !partial.isBoolean()) {
            throw doc.error("/grading/partialCredit", "partialCredit must be true or false");
        }
        return new ProblemSpec.Grading(points, partial != null && partial.asBoolean());
    }
}
