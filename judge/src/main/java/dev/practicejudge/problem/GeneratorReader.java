package dev.practicejudge.problem;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Set;

/** Reads the spec's {@code "generator"}: an author's class, or declared ranges of int parameters. */
final class GeneratorReader {

    private GeneratorReader() {
    }

    /**
     * The generator: a class's file ({@code "generator/MyGenerator.java"}), or a range for each
     * parameter when all are {@code int}s ({@code {"n": {"min": 1, "max": 9}}}).
     */
    static Optional<GeneratorSpec> readGenerator(PackageJson doc, JsonNode root, MethodSignature method,
                                                         Path problemDir) throws ProblemFormatException {
        if (!root.has("generator")) {
            return Optional.empty();
        }
        JsonNode g = root.get("generator");
        if (g.isTextual()) {
            return Optional.of(new GeneratorSpec.GeneratorClass(doc.authorFile("/generator", g.asText(), problemDir,
                    "generator", "generator/MyGenerator.java")));
        }
        if (!g.isObject()) {
            throw doc.error("/generator", "the generator is a .java file in the problem's folder (\"generator/"
                    + "MyGenerator.java\") or a range per int parameter ({\"n\": {\"min\": 1, \"max\": 9}})");
        }
        if (method.design().isPresent()) {
            throw doc.error("/generator", "a design problem's calls need a generator class, e.g. "
                    + "\"generator/MyGenerator.java\"");
        }
        java.util.Map<String, GeneratorSpec.IntRange> ranges = new java.util.LinkedHashMap<>();
        for (Parameter parameter : method.parameters()) {
            String pointer = "/generator/" + parameter.name();
            if (!parameter.type().toString().equals("int")
                    || parameter.type().form().filter(form -> !form.jsonIsJavaValue()).isPresent()) {
                // At the range given for it, if any: that is the line the author wrote.
                throw doc.error(g.has(parameter.name()) ? pointer : "/generator", "declared ranges are for int "
                        + "parameters only, and " + parameter.name()
                        + " is " + parameter.type() + parameter.type().form().map(f -> " shown as " + f.looksLike())
                        .orElse("") + ": write a generator class instead, e.g. "
                        + "\"generator/MyGenerator.java\"");
            }
            if (!g.has(parameter.name())) {
                throw doc.error("/generator", "no range for the parameter " + parameter.name() + ", e.g. \""
                        + parameter.name() + "\": {\"min\": 1, \"max\": 9}");
            }
            JsonNode range = g.get(parameter.name());
            doc.requireObject(range, pointer);
            doc.rejectUnknownFields(range, pointer, Set.of("min", "max"));
            JsonNode min = range.get("min");
            JsonNode max = range.get("max");
            if (min == null || max == null || !min.isInt() || !max.isInt()) {
                throw doc.error(pointer, "a range is {\"min\": A, \"max\": B} with whole numbers A <= B; got " + range);
            }
            if (min.asInt() > max.asInt()) {
                throw doc.error(pointer + "/min", "the range of " + parameter.name() + " is empty: min " + min.asInt()
                        + " is above max " + max.asInt() + " (both ends are included, so min <= max)");
            }
            ranges.put(parameter.name(), new GeneratorSpec.IntRange(min.asInt(), max.asInt()));
        }
        doc.rejectUnknownFields(g, "/generator", ranges.keySet());
        return Optional.of(new GeneratorSpec.Declared(ranges));
    }
}
