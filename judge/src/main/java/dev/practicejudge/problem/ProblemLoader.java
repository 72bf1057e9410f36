package dev.practicejudge.problem;

import static dev.practicejudge.problem.InputBinding.describe;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.json.JsonDocument;
import dev.practicejudge.json.JsonLocator;
import dev.practicejudge.provided.ProvidedTypes;
import dev.practicejudge.text.Suggestions;
import dev.practicejudge.text.Utf8;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * Reads a problem package ({@code problem.json} and {@code tests/*.json}) into a {@link Problem},
 * checking everything that can be checked without running code: the spec's fields and types,
 * and every test's input and expected output against the method's signature.
 *
 * <p>Every error names the file and, where the JSON shows it, the line and column, with paths
 * relative to the repository root so they can be clicked in an editor or a CI log.
 */
public final class ProblemLoader {

    public static final String SPEC_FILE = "problem.json";
    public static final String TESTS_DIR = "tests";

    private static final Set<String> SPEC_FIELDS =
            Set.of("title", "difficulty", "tags", "technique", "step", "source", "method", "design", "codec", "limits", "comparison", "grading", "generator", "profile");
    private static final Set<String> DIFFICULTIES = Set.of("easy", "medium", "hard");
    /** The fields a test file may have; {@code run} uses them to tell a test file from bare arguments. */
    public static final Set<String> TEST_FIELDS = Set.of("input", "expected", "comment", "sample", "generatedBy",
            "challenge");

    private final Path repositoryRoot;

    /** @param repositoryRoot the folder that error messages name files relative to */
    public ProblemLoader(Path repositoryRoot) {
        this.repositoryRoot = repositoryRoot.toAbsolutePath().normalize();
    }

    /** Loads the package in {@code directory}; its id is the folder's name. */
    public Problem load(Path directory) throws ProblemFormatException {
        return load(directory, false);
    }

    /**
     * A problem's spec and the number of its test files, without reading the tests: what
     * {@code list} needs, at a fraction of the cost (some problems' tests are megabytes).
     */
    public Overview loadOverview(Path directory) throws ProblemFormatException {
        Path dir = directory.toAbsolutePath().normalize();
        ProblemSpec spec = readSpec(dir.resolve(SPEC_FILE));
        return new Overview(dir.getFileName().toString(), spec, testFiles(dir.resolve(TESTS_DIR)).size());
    }

    /**
     * The package's hints ({@code hints.md}), checked against the format; empty when the package
     * has none (a package without hints still loads and judges; {@code validate} asks for them).
     *
     * @param directory the problem's folder
     */
    public Optional<Hints> loadHints(Path directory) throws ProblemFormatException {
        Path file = directory.toAbsolutePath().normalize().resolve(Hints.FILE);
        return HintsReader.read(file, display(file));
    }

    /**
     * The package's editorial ({@code editorial.md}), checked against the format (all but whether its
     * {@code java} blocks compile); empty when the package has none.
     *
     * @param directory the problem's folder
     * @param spec its spec, whose title the editorial's first line repeats
     */
    public Optional<Editorial> loadEditorial(Path directory, ProblemSpec spec) throws ProblemFormatException {
        Path dir = directory.toAbsolutePath().normalize();
        Path file = dir.resolve(Editorial.FILE);
        return EditorialReader.read(file, display(file), dir, spec);
    }

    /** A problem as {@link #loadOverview} sees it. */
    public record Overview(String id, ProblemSpec spec, int testCount) {
    }

    /**
     * Loads a package whose tests may still lack their expected outputs (a missing node stands in),
     * for {@code gen} to fill them. Everything else is checked as strictly as by {@link #load}.
     */
    public Problem loadForGeneration(Path directory) throws ProblemFormatException {
        return load(directory, true);
    }

    private Problem load(Path directory, boolean expectedMayBeMissing) throws ProblemFormatException {
        Path dir = directory.toAbsolutePath().normalize();
        String id = dir.getFileName().toString();
        Path specFile = dir.resolve(SPEC_FILE);
        ProblemSpec spec = readSpec(specFile);
        List<TestCase> tests = readTests(dir.resolve(TESTS_DIR), spec.method(), expectedMayBeMissing);
        return new Problem(id, dir, spec, tests);
    }

    private ProblemSpec readSpec(Path file) throws ProblemFormatException {
        Document doc = read(file);
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
        MethodSignature method = readMethod(doc, root);
        Limits limits = readLimits(doc, root);
        ComparisonSpec comparison = readComparison(doc, root, method, file.getParent());
        ProblemSpec.Grading grading = readGrading(doc, root, difficulty);
        Optional<GeneratorSpec> generator = readGenerator(doc, root, method, file.getParent());
        Optional<ProfileSpec> profile = readProfile(doc, root, method);
        return new ProblemSpec(title, difficulty, tags, technique, step, source, method, limits, comparison, grading,
                generator, profile);
    }

    /**
     * The inputs {@code profile} measures on: {@code {"inputs": [{"n": 4}, {"n": 5}]}}, smallest
     * first, each bound to the method's parameters as a test's input is. Nothing else is asked of
     * them: not the generator's ranges nor its {@code invalid()}, since a ladder may go beyond the
     * tests' sizes to show growth.
     */
    private static Optional<ProfileSpec> readProfile(Document doc, JsonNode root, MethodSignature method)
            throws ProblemFormatException {
        if (!root.has("profile")) {
            return Optional.empty();
        }
        JsonNode p = root.get("profile");
        String example = "{\"inputs\": [" + profileExample(method) + ", ...]}";
        if (!p.isObject()) {
            throw doc.error("/profile", "the profile is " + example + ": the inputs to measure on, smallest "
                    + "first, each like a test file's \"input\"; found " + describe(p));
        }
        doc.rejectUnknownFields(p, "/profile", Set.of("inputs"));
        if (!p.has("inputs")) {
            throw doc.error("/profile", "missing field \"inputs\": the inputs to measure on, smallest first, each "
                    + "like a test file's \"input\", e.g. " + example);
        }
        JsonNode inputs = p.get("inputs");
        if (!inputs.isArray()) {
            throw doc.error("/profile/inputs", "\"inputs\" must be a list of inputs, smallest first, each like a test "
                    + "file's \"input\"; found " + describe(inputs));
        }
        if (inputs.size() < ProfileSpec.MIN_INPUTS) {
            throw doc.error("/profile/inputs", "\"inputs\" " + (inputs.isEmpty() ? "is empty" : "has one input")
                    + ": a profile shows how time grows, so it needs at least " + ProfileSpec.MIN_INPUTS
                    + " inputs of growing size, e.g. " + example);
        }
        List<ObjectNode> ladder = new ArrayList<>();
        for (int i = 0; i < inputs.size(); i++) {
            try {
                InputBinding.bind(inputs.get(i), method);
            } catch (InputBinding.Mismatch e) {
                throw doc.error("/profile/inputs/" + i + e.pointer(), "profile input " + (i + 1) + " of "
                        + inputs.size() + " does not fit the method: " + e.getMessage());
            }
            ladder.add((ObjectNode) inputs.get(i));
        }
        return Optional.of(new ProfileSpec(ladder));
    }

    /** Two inputs of a profile, as advice: {@code {"n": 4}, {"n": 5}} for a method of one int, else a sketch. */
    private static String profileExample(MethodSignature method) {
        if (method.parameters().size() == 1 && method.parameters().get(0).type().toString().equals("int")) {
            String name = method.parameters().get(0).name();
            return "{\"" + name + "\": 4}, {\"" + name + "\": 5}";
        }
        return "{...}, {...}";  // each as a test file's "input"
    }

    /**
     * The generator: a class's file ({@code "generator/MyGenerator.java"}), or a range for each
     * parameter when all are {@code int}s ({@code {"n": {"min": 1, "max": 9}}}).
     */
    private static Optional<GeneratorSpec> readGenerator(Document doc, JsonNode root, MethodSignature method,
                                                         Path problemDir) throws ProblemFormatException {
        if (!root.has("generator")) {
            return Optional.empty();
        }
        JsonNode g = root.get("generator");
        if (g.isTextual()) {
            return Optional.of(new GeneratorSpec.GeneratorClass(authorFile(doc, "/generator", g.asText(), problemDir,
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
            if (!parameter.type().toString().equals("int")) {
                // At the range given for it, if any: that is the line the author wrote.
                throw doc.error(g.has(parameter.name()) ? pointer : "/generator", "declared ranges are for int "
                        + "parameters only, and " + parameter.name()
                        + " is " + parameter.type() + ": write a generator class instead, e.g. "
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

    /** A .java file of the problem's author (a checker, a generator), which must be inside the problem's folder. */
    private static String authorFile(Document doc, String pointer, String file, Path problemDir, String role,
                                     String example) throws ProblemFormatException {
        Path resolved = problemDir.resolve(file).normalize();
        if (!file.endsWith(".java") || !resolved.startsWith(problemDir)) {
            throw doc.error(pointer, "the " + role + " must be a .java file inside the problem's folder, e.g. \""
                    + example + "\"; got \"" + file + "\"");
        }
        if (!Files.isRegularFile(resolved)) {
            throw doc.error(pointer, "the " + role + " file \"" + file + "\" does not exist");
        }
        return file;
    }

    private static MethodSignature readMethod(Document doc, JsonNode root) throws ProblemFormatException {
        List<String> entries = Stream.of("method", "design", "codec").filter(root::has).toList();
        if (entries.size() > 1) {
            throw doc.error("/" + entries.get(1), "a problem has one of \"method\", \"design\" and \"codec\", "
                    + "not " + String.join(" and ", entries));
        }
        if (root.has("design")) {
            return readDesign(doc, root.get("design"), "/design", false).entry();
        }
        if (root.has("codec")) {
            return readDesign(doc, root.get("codec"), "/codec", true).entry();
        }
        if (!root.has("method")) {
            throw doc.error("", "missing field \"method\" (the method a Solution implements: name, params, returns), "
                    + "or \"design\" (a class called in sequence) or \"codec\" (a class judged by a round trip)");
        }
        return readMethod(doc, root.get("method"), "/method", true);
    }

    /** A design problem's class ({@code "design"}) or a codec ({@code "codec"}). */
    private static Design readDesign(Document doc, JsonNode d, String at, boolean codec) throws ProblemFormatException {
        doc.requireObject(d, at);
        doc.rejectUnknownFields(d, at, codec ? Set.of("class", "encode", "decode")
                : Set.of("class", "constructor", "methods"));
        String className = doc.requireText(d, at, "class");
        if (!isJavaIdentifier(className)) {
            throw doc.error(at + "/class", "\"" + className + "\" is not a class name a design problem can use");
        }
        if (codec) {
            for (String field : List.of("encode", "decode")) {
                if (!d.has(field)) {
                    throw doc.error(at, "missing field \"" + field + "\": the codec's " + field + "r, a method "
                            + "{\"name\": ..., \"params\": [...], \"returns\": ...}");
                }
            }
            MethodSignature encode = readMethod(doc, d.get("encode"), at + "/encode", false);
            MethodSignature decode = readMethod(doc, d.get("decode"), at + "/decode", false);
            if (decode.parameters().size() != 1 || !decode.parameters().get(0).type().equals(encode.returnType())) {
                throw doc.error(at + "/decode", "the decoder must take exactly what the encoder returns ("
                        + encode.returnType() + ")");
            }
            if (encode.returnType().isVoid()) {
                throw doc.error(at + "/encode/returns", "the encoder must return the encoded value");
            }
            return new Design(className, true, List.of(), List.of(encode, decode));
        }
        List<Parameter> constructor = d.has("constructor")
                ? readParams(doc, d.get("constructor"), at + "/constructor") : List.of();
        if (!d.has("methods") || !d.get("methods").isArray() || d.get("methods").isEmpty()) {
            throw doc.error(at, "missing field \"methods\": the methods a test calls, each {\"name\": ..., "
                    + "\"params\": [...], \"returns\": ...}");
        }
        List<MethodSignature> methods = new ArrayList<>();
        Set<String> names = new LinkedHashSet<>();
        for (int i = 0; i < d.get("methods").size(); i++) {
            MethodSignature method = readMethod(doc, d.get("methods").get(i), at + "/methods/" + i, false);
            if (!names.add(method.name())) {
                throw doc.error(at + "/methods/" + i + "/name", "method \"" + method.name() + "\" is declared twice "
                        + "(a test names a call by its method's name, so overloads cannot be told apart)");
            }
            if (method.name().equals(className)) {
                throw doc.error(at + "/methods/" + i + "/name", "a method cannot have the class's name; the "
                        + "constructor is \"constructor\"");
            }
            methods.add(method);
        }
        return new Design(className, false, constructor, methods);
    }

    private static List<Parameter> readParams(Document doc, JsonNode paramsNode, String at)
            throws ProblemFormatException {
        if (!paramsNode.isArray()) {
            throw doc.error(at, "expected a list of parameters, each {\"name\": ..., \"type\": ...}");
        }
        List<Parameter> params = new ArrayList<>();
        Set<String> names = new LinkedHashSet<>();
        for (int i = 0; i < paramsNode.size(); i++) {
            Parameter parameter = readParam(doc, paramsNode.get(i), at + "/" + i, names, false);
            params.add(parameter);
        }
        return params;
    }

    private static MethodSignature readMethod(Document doc, JsonNode m, String where, boolean solutionMethod)
            throws ProblemFormatException {
        doc.requireObject(m, where);
        doc.rejectUnknownFields(m, where, solutionMethod ? Set.of("name", "params", "returns", "mutates", "returnsNodeOf")
                : Set.of("name", "params", "returns"));
        String name = doc.requireText(m, where, "name");
        if (!isJavaIdentifier(name)) {
            throw doc.error(where + "/name", "\"" + name + "\" is not a Java method name");
        }
        if (!m.has("params") || !m.get("params").isArray()) {
            throw doc.error(where, "missing field \"params\": a list of {\"name\": ..., \"type\": ...}");
        }
        List<Parameter> params = new ArrayList<>();
        Set<String> names = new LinkedHashSet<>();
        JsonNode paramsNode = m.get("params");
        for (int i = 0; i < paramsNode.size(); i++) {
            params.add(readParam(doc, paramsNode.get(i), where + "/params/" + i, names, solutionMethod));
        }
        for (int i = 0; i < params.size(); i++) {
            Parameter p = params.get(i);
            if (p.nodeOf().isPresent()) {
                requireTreeParameter(doc, where + "/params/" + i + "/nodeOf", p.nodeOf().get(), params, p.name());
            }
        }
        TypeRef returns = doc.parseType(doc.requireText(m, where, "returns"), where + "/returns");
        if (!solutionMethod) {
            return new MethodSignature(name, params, returns, Optional.empty());
        }
        Optional<String> returnsNodeOf = Optional.empty();
        if (m.has("returnsNodeOf")) {
            returnsNodeOf = Optional.of(doc.requireText(m, where, "returnsNodeOf"));
            if (!returns.toString().equals(ProvidedTypes.TREE.name())) {
                throw doc.error(where + "/returnsNodeOf", "\"returnsNodeOf\" is for a method that returns "
                        + ProvidedTypes.TREE.name() + "; this one returns " + returns);
            }
            requireTreeParameter(doc, where + "/returnsNodeOf", returnsNodeOf.get(), params, null);
        }
        Optional<String> mutates = Optional.empty();
        if (m.has("mutates")) {
            String target = doc.requireText(m, where, "mutates");
            if (!names.contains(target)) {
                throw doc.error(where + "/mutates", "\"mutates\" names \"" + target + "\", which is not a parameter " + names);
            }
            if (!returns.isVoid()) {
                throw doc.error(where + "/mutates", "\"mutates\" is for void methods; this one returns " + returns);
            }
            mutates = Optional.of(target);
        } else if (returns.isVoid()) {
            throw doc.error(where, "a void method needs \"mutates\": the parameter whose final value is the output");
        }
        return new MethodSignature(name, params, returns, mutates, returnsNodeOf);
    }

    private static Parameter readParam(Document doc, JsonNode p, String at, Set<String> names, boolean mayBindNodes)
            throws ProblemFormatException {
        doc.requireObject(p, at);
        doc.rejectUnknownFields(p, at, mayBindNodes ? Set.of("name", "type", "nodeOf") : Set.of("name", "type"));
        String paramName = doc.requireText(p, at, "name");
        if (!isJavaIdentifier(paramName)) {
            throw doc.error(at + "/name", "\"" + paramName + "\" is not a Java parameter name");
        }
        if (!names.add(paramName)) {
            throw doc.error(at + "/name", "parameter \"" + paramName + "\" is declared twice");
        }
        TypeRef type = doc.parseType(doc.requireText(p, at, "type"), at + "/type");
        if (type.isVoid()) {
            throw doc.error(at + "/type", "a parameter cannot be void");
        }
        Optional<String> nodeOf = Optional.empty();
        if (p.has("nodeOf")) {
            nodeOf = Optional.of(doc.requireText(p, at, "nodeOf"));
            if (!type.toString().equals(ProvidedTypes.TREE.name())) {
                throw doc.error(at + "/nodeOf", "\"nodeOf\" binds a " + ProvidedTypes.TREE.name()
                        + " parameter to a node of another argument; \"" + paramName + "\" is " + type);
            }
        }
        return new Parameter(paramName, type, nodeOf);
    }

    /** A node binding must name another parameter, a tree whose nodes are given in full. */
    private static void requireTreeParameter(Document doc, String at, String target, List<Parameter> params,
                                             String self) throws ProblemFormatException {
        Parameter named = params.stream().filter(p -> p.name().equals(target)).findFirst().orElse(null);
        if (named == null || target.equals(self)) {
            throw doc.error(at, "\"" + target + "\" is not another parameter; name the " + ProvidedTypes.TREE.name()
                    + " parameter whose nodes these are (one of " + params.stream().filter(p -> !p.name().equals(self))
                    .map(Parameter::name).toList() + ")");
        }
        if (!named.type().toString().equals(ProvidedTypes.TREE.name()) || named.nodeOf().isPresent()) {
            throw doc.error(at, "\"" + target + "\" must be a " + ProvidedTypes.TREE.name()
                    + " parameter given as a whole tree; it is "
                    + named.type() + (named.nodeOf().isPresent() ? " bound to a node itself" : ""));
        }
    }

    private static Limits readLimits(Document doc, JsonNode root) throws ProblemFormatException {
        if (!root.has("limits")) {
            return Limits.defaults();
        }
        JsonNode l = root.get("limits");
        doc.requireObject(l, "/limits");
        doc.rejectUnknownFields(l, "/limits", Set.of("timeMs", "memoryMb", "outputKb", "timeMultiplier", "safetyMargin"));
        int time = doc.optionalInt(l, "/limits", "timeMs", Limits.DEFAULT_TIME_MS);
        int memory = doc.optionalInt(l, "/limits", "memoryMb", Limits.DEFAULT_MEMORY_MB);
        int output = doc.optionalInt(l, "/limits", "outputKb", Limits.DEFAULT_OUTPUT_KB);
        double multiplier = doc.optionalNumber(l, "/limits", "timeMultiplier", Limits.DEFAULT_TIME_MULTIPLIER);
        double margin = doc.optionalNumber(l, "/limits", "safetyMargin", Limits.DEFAULT_SAFETY_MARGIN);
        if (time == Limits.NO_TIME_LIMIT) {
            // Only a debugging run goes without a time limit; a problem always has one.
            throw doc.error("/limits", "timeMs must be in 1..60000, got " + time);
        }
        try {
            return new Limits(time, memory, output, multiplier, margin);
        } catch (IllegalArgumentException e) {
            throw doc.error("/limits", e.getMessage());
        }
    }

    private static ProblemSpec.Grading readGrading(Document doc, JsonNode root, String difficulty)
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

    private static ComparisonSpec readComparison(Document doc, JsonNode root, MethodSignature method, Path problemDir)
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
            checker = Optional.of(authorFile(doc, "/comparison/checker", doc.requireText(c, "/comparison", "checker"),
                    problemDir, "checker", "checker/MyChecker.java"));
        }
        return new ComparisonSpec(mode, levels, absolute, relative, checker, expectedOutput(doc, c, mode));
    }

    /** {@code comparison.expected}: what the stored outputs are; only a checker's may be one answer of many. */
    private static ExpectedOutput expectedOutput(Document doc, JsonNode comparison, String mode)
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

    private static double tolerance(Document doc, JsonNode comparison, String mode, String field)
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

    /** The test files, in the order they run. */
    private List<Path> testFiles(Path testsDir) throws ProblemFormatException {
        if (!Files.isDirectory(testsDir)) {
            throw new ProblemFormatException(display(testsDir), "the tests folder is missing");
        }
        List<Path> files;
        try (Stream<Path> listing = Files.list(testsDir)) {
            files = listing.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            throw new ProblemFormatException(display(testsDir), "cannot list the tests: " + e.getMessage());
        }
        if (files.isEmpty()) {
            throw new ProblemFormatException(display(testsDir), "no tests: add at least one *.json test file");
        }
        return files;
    }

    /**
     * Reads the learner's own tests of a problem ({@code solutions/ID/tests/*.json}) by the rules of
     * the package's test files, {@code expected} optional. A missing folder means none. A file
     * that does not read is returned among {@link OwnTestFiles#unreadable}, not thrown: it is the
     * learner's file, and must not stop the package's tests from being judged.
     *
     * @param method the problem's method, which every input must fit
     */
    public OwnTestFiles readOwnTests(Path directory, MethodSignature method) {
        String shown = display(directory).toString();
        if (!Files.isDirectory(directory)) {
            return OwnTestFiles.none(directory, shown);
        }
        List<Path> files;
        try (Stream<Path> listing = Files.list(directory)) {
            files = listing.filter(p -> p.getFileName().toString().endsWith(".json")).sorted().toList();
        } catch (IOException e) {
            ProblemFormatException error = new ProblemFormatException(display(directory),
                    "cannot list your own tests: " + e.getMessage());
            return new OwnTestFiles(directory, shown, List.of(),
                    List.of(new OwnTestFiles.Unreadable(Workspace.OWN_TESTS_DIR, directory, error)));
        }
        List<TestCase> tests = new ArrayList<>();
        List<OwnTestFiles.Unreadable> unreadable = new ArrayList<>();
        for (Path file : files) {
            try {
                TestCase test = readTest(file, method, true);
                // sample and challenge describe a package's tests; on the learner's own they mean nothing.
                tests.add(new TestCase(test.name(), test.file(), test.arguments(), test.expected(), false,
                        test.generatedBy(), false, test.comment()));
            } catch (ProblemFormatException e) {
                unreadable.add(new OwnTestFiles.Unreadable(testName(file), file, e));
            }
        }
        return new OwnTestFiles(directory, shown, tests, unreadable);
    }

    private List<TestCase> readTests(Path testsDir, MethodSignature method, boolean expectedMayBeMissing)
            throws ProblemFormatException {
        List<Path> files = testFiles(testsDir);
        List<TestCase> tests = new ArrayList<>();
        for (Path file : files) {
            tests.add(readTest(file, method, expectedMayBeMissing));
        }
        return tests;
    }

    private TestCase readTest(Path file, MethodSignature method, boolean expectedMayBeMissing)
            throws ProblemFormatException {
        Document doc = read(file);
        JsonNode root = doc.root;
        doc.requireObject(root, "");
        doc.rejectUnknownFields(root, "", TEST_FIELDS);
        if (!root.has("input")) {
            throw doc.error("", "missing field \"input\": an object with one value per parameter of "
                    + method.declaration());
        }
        List<JsonNode> arguments;
        try {
            arguments = InputBinding.bind(root.get("input"), method);
        } catch (InputBinding.Mismatch e) {
            throw doc.error("/input" + e.pointer(), e.getMessage());
        }
        Optional<String> generatedBy = Optional.empty();
        if (root.has("generatedBy")) {
            generatedBy = Optional.of(doc.requireText(root, "", "generatedBy"));
        }
        boolean sample = false;
        if (root.has("sample")) {
            if (!root.get("sample").isBoolean()) {
                throw doc.error("/sample", "sample must be true or false, got " + root.get("sample"));
            }
            sample = root.get("sample").booleanValue();
        }
        boolean challenge = false;
        if (root.has("challenge")) {
            if (!root.get("challenge").isBoolean()) {
                throw doc.error("/challenge", "challenge must be true or false, got " + root.get("challenge"));
            }
            challenge = root.get("challenge").booleanValue();
        }
        String name = testName(file);
        Optional<String> comment = Optional.empty();
        if (root.has("comment")) {
            comment = Optional.of(doc.requireText(root, "", "comment"));
        }
        if (!root.has("expected")) {
            if (expectedMayBeMissing) {
                return new TestCase(name, file, arguments, MissingNode.getInstance(), sample, generatedBy, challenge,
                        comment);
            }
            throw doc.error("", "missing field \"expected\": the expected output (" + method.outputType()
                    + "); write it, or let ./judgew gen fill it from the accepted reference");
        }
        JsonNode expected = root.get("expected");
        Optional<String> mismatch = InputBinding.mismatch(expected, method.outputType());
        Optional<Design> design = method.design().filter(d -> !d.roundTrip());
        if (mismatch.isEmpty() && design.isPresent()) {
            Optional<String> calls = DesignCalls.expectedMismatch(arguments.get(0), expected, design.get());
            if (calls.isPresent()) {
                throw doc.error("/expected", "the expected outputs do not fit the calls: " + calls.get());
            }
        }
        if (mismatch.isEmpty()) {
            Optional<String> untrimmed = NodeForms.untrimmed(expected, method.outputType());
            if (untrimmed.isPresent()) {
                throw doc.error("/expected", untrimmed.get());
            }
        }
        boolean roundTrip = method.design().filter(Design::roundTrip).isPresent();
        if (mismatch.isEmpty() && roundTrip && arguments.size() == 1) {
            JsonNode input = method.outputType().isNode() && arguments.get(0).isArray()
                    ? NodeForms.trimmed(arguments.get(0)) : arguments.get(0);
            if (!expected.equals(input)) {
                throw doc.error("/expected", "a codec's expected output is its input, which the round trip must give "
                        + "back: write " + dev.practicejudge.json.Json.compact(input));
            }
        }
        if (mismatch.isPresent()) {
            throw doc.error("/expected", "the expected output is not of type " + method.outputType() + ": "
                    + mismatch.get());
        }
        return new TestCase(name, file, arguments, expected, sample, generatedBy, challenge, comment);
    }

    /** A test's name: its file's name without {@code .json}. */
    private static String testName(Path file) {
        return file.getFileName().toString().replaceFirst("\\.json$", "");
    }

    private Document read(Path file) throws ProblemFormatException {
        Path shown = display(file);
        String text;
        try {
            // Nearly every file is ASCII: read once, parsed from its bytes; any other is read as text, as always.
            Optional<JsonDocument> ascii = readAscii(file, shown);
            if (ascii.isPresent()) {
                return new Document(shown, ascii.get());
            }
            text = Utf8.read(file);
        } catch (NoSuchFileException e) {
            if (Files.isSymbolicLink(file)) {
                String target;
                try {
                    target = Files.readSymbolicLink(file).toString();
                } catch (IOException | UnsupportedOperationException unreadable) {
                    target = "somewhere";
                }
                throw new ProblemFormatException(shown, "cannot read: it is a link to " + target
                        + ", which does not exist");
            }
            throw new ProblemFormatException(shown, "file not found");
        } catch (java.nio.file.AccessDeniedException e) {
            throw new ProblemFormatException(shown, "cannot read: permission denied (check the file's permissions)");
        } catch (CharacterCodingException e) {
            throw new ProblemFormatException(shown, "not valid UTF-8 text");
        } catch (IOException e) {
            throw new ProblemFormatException(shown, "cannot read: " + e.getMessage());
        }
        try {
            JsonDocument json = JsonDocument.parse(text);
            if (json.root().isMissingNode()) {
                throw new ProblemFormatException(shown, 1, 1, "the file is empty; expected a JSON object");
            }
            return new Document(shown, json);
        } catch (JsonDocument.Malformed e) {
            throw new ProblemFormatException(shown, e.position().map(JsonLocator.Position::line).orElse(0),
                    e.position().map(JsonLocator.Position::column).orElse(0), e.getMessage());
        }
    }

    /**
     * The file parsed from its bytes when they are all ASCII; empty when they are not, or when the
     * file cannot be read (reading it as text then says why, in the usual words).
     */
    private static Optional<JsonDocument> readAscii(Path file, Path shown) throws ProblemFormatException {
        byte[] bytes;
        try {
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            return Optional.empty();
        }
        try {
            Optional<JsonDocument> json = JsonDocument.parseAscii(bytes);
            if (json.isPresent() && json.get().root().isMissingNode()) {
                throw new ProblemFormatException(shown, 1, 1, "the file is empty; expected a JSON object");
            }
            return json;
        } catch (JsonDocument.Malformed e) {
            throw new ProblemFormatException(shown, e.position().map(JsonLocator.Position::line).orElse(0),
                    e.position().map(JsonLocator.Position::column).orElse(0), e.getMessage());
        }
    }

    private Path display(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        return absolute.startsWith(repositoryRoot) ? repositoryRoot.relativize(absolute) : absolute;
    }

    private static boolean isJavaIdentifier(String name) {
        if (name.isEmpty() || !Character.isJavaIdentifierStart(name.charAt(0))) {
            return false;
        }
        return name.chars().allMatch(Character::isJavaIdentifierPart);
    }

    /** One parsed JSON file, able to turn a pointer into a position for its error messages. */
    private static final class Document {
        final Path file;
        final JsonDocument json;
        final JsonNode root;

        Document(Path file, JsonDocument json) {
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
    }
}
