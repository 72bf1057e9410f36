package dev.practicejudge.problem;

import static dev.practicejudge.problem.InputBinding.describe;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.JsonDocument;
import dev.practicejudge.json.JsonLocator;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/** One parsed JSON file, able to turn a pointer into a position for its error messages. */
final class PackageJson {

    final Path file;
    final JsonDocument json;
    final JsonNode root;

    PackageJson(Path file, JsonDocument json) {
        this.file = file;
        this.json = json;
        this.root = json.root();
    }

    ProblemFormatException error(String pointer, String reason) {
        Optional<JsonLocator.Position> at = json.locate(pointer);
        return at.map(p -> new ProblemFormatException(file, p.line(), p.column(), reason))
                .orElseGet(() -> new ProblemFormatException(file, reason));
    }

    void requireObject(JsonNode node, String pointer) throws ProblemFormatException {
        if (!node.isObject()) {
            throw error(pointer, (pointer.isEmpty() ? "the file" : "\"" + pointer + "\"")
                    + " must be a JSON object, found " + describe(node));
        }
    }

    void rejectUnknownFields(JsonNode object, String pointer, Set<String> known) throws ProblemFormatException {
        for (Iterator<String> names = object.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!known.contains(name)) {
                throw error(pointer + JsonDocument.segment(name), "unknown field \"" + name + "\" (expected one of "
                        + String.join(", ", new TreeSet<>(known)) + ")");
            }
        }
    }

    String requireText(JsonNode object, String pointer, String field) throws ProblemFormatException {
        JsonNode value = object.get(field);
        if (value == null) {
            throw error(pointer, "missing field \"" + field + "\"");
        }
        if (!value.isTextual() || value.asText().isBlank()) {
            throw error(pointer + "/" + field, "\"" + field + "\" must be a non-empty string, found " + describe(value));
        }
        return value.asText();
    }

    int optionalInt(JsonNode object, String pointer, String field, int fallback) throws ProblemFormatException {
        JsonNode value = object.get(field);
        if (value == null) {
            return fallback;
        }
        if (!value.isInt()) {
            throw error(pointer + "/" + field, "\"" + field + "\" must be a whole number, found " + describe(value));
        }
        return value.asInt();
    }

    double optionalNumber(JsonNode object, String pointer, String field, double fallback)
            throws ProblemFormatException {
        JsonNode value = object.get(field);
        if (value == null) {
            return fallback;
        }
        if (!value.isNumber()) {
            throw error(pointer + "/" + field, "\"" + field + "\" must be a number, found " + describe(value));
        }
        return value.asDouble();
    }

    TypeRef parseType(String text, String pointer) throws ProblemFormatException {
        try {
            return TypeRef.parse(text);
        } catch (IllegalArgumentException e) {
            throw error(pointer, e.getMessage());
        }
    }

    /** A .java file of the problem's author (a checker, a generator), which must be inside the problem's folder. */
    String authorFile(String pointer, String file, Path problemDir, String role,
                      String example) throws ProblemFormatException {
        Path resolved = problemDir.resolve(file).normalize();
        if (!file.endsWith(".java") || !resolved.startsWith(problemDir)) {
            throw error(pointer, "the " + role + " must be a .java file inside the problem's folder, e.g. \""
                    + example + "\"; got \"" + file + "\"");
        }
        if (!Files.isRegularFile(resolved)) {
            throw error(pointer, "the " + role + " file \"" + file + "\" does not exist");
        }
        return file;
    }
}
