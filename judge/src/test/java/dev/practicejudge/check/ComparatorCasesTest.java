package dev.practicejudge.check;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.api.CheckResult;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.json.Json;
import dev.practicejudge.problem.ComparisonSpec;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.ProblemLoader;
import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs every case under {@code src/test/resources/comparisons}: one JSON file each,
 * {@code {"description": ..., "spec": {"mode": ..., "unorderedLevels": [...]}, "expected": ...,
 * "actual": ..., "accepted": true|false, "reasonContains": "..."}}; {@code reasonContains} only for
 * rejections, {@code description} optional. Instead of {@code spec}, {@code "problem": "<id>"}
 * takes the comparator a shipped problem declares (its checker, for N-Queens), and {@code input}
 * gives the test's arguments. Values are read as the judge reads a worker's output.
 */
class ComparatorCasesTest {

    private static final Set<String> FIELDS =
            Set.of("description", "spec", "problem", "input", "expected", "actual", "accepted", "reasonContains");
    private static final SolutionCompiler COMPILER = new SolutionCompiler();
    private static final Map<String, OutputComparator> PROBLEM_COMPARATORS = new HashMap<>();
    private static final Path CASES = casesFolder();

    static Stream<String> comparisonCases() throws IOException {
        try (Stream<Path> files = Files.list(CASES)) {
            return files.map(f -> f.getFileName().toString())
                    .filter(name -> name.endsWith(".json"))
                    .sorted()
                    .toList()
                    .stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("comparisonCases")
    void comparatorDecidesAsTheCaseSays(String fileName) throws IOException {
        JsonNode c = Json.MAPPER.readTree(Files.readString(CASES.resolve(fileName)));
        Set<String> unknown = new TreeSet<>();
        c.fieldNames().forEachRemaining(name -> {
            if (!FIELDS.contains(name)) {
                unknown.add(name);
            }
        });
        assertEquals(Set.of(), unknown, fileName + ": unknown fields");
        JsonNode expected = required(c, "expected", fileName);
        JsonNode actual = required(c, "actual", fileName);
        boolean accepted = required(c, "accepted", fileName).booleanValue();

        JsonNode input = c.has("input") ? c.get("input") : Json.MAPPER.createObjectNode();
        OutputComparator comparator = c.has("problem")
                ? problemComparator(c.get("problem").asText())
                : Comparators.forSpec(spec(required(c, "spec", fileName)));

        CheckResult result = comparator.compare(input, expected, actual);

        String what = fileName + (c.has("description") ? " (" + c.get("description").asText() + ")" : "")
                + ": " + result;
        assertEquals(accepted, result.isAccepted(), what);
        if (accepted) {
            assertNull(result.reason(), what);
        } else {
            String fragment = required(c, "reasonContains", fileName).asText();
            assertTrue(result.reason().contains(fragment),
                    what + "\nreason should contain <" + fragment + ">");
        }
    }

    private static ComparisonSpec spec(JsonNode spec) {
        Set<Integer> levels = new TreeSet<>();
        spec.path("unorderedLevels").forEach(level -> levels.add(level.intValue()));
        return new ComparisonSpec(spec.get("mode").asText(), levels,
                spec.path("absoluteTolerance").asDouble(ComparisonSpec.DEFAULT_TOLERANCE),
                spec.path("relativeTolerance").asDouble(ComparisonSpec.DEFAULT_TOLERANCE), Optional.empty());
    }

    /** The comparator a shipped problem declares (its checker compiled as the judge compiles it). */
    private static OutputComparator problemComparator(String id) {
        return PROBLEM_COMPARATORS.computeIfAbsent(id, key -> {
            try {
                Problem problem = new ProblemLoader(ROOT).load(ROOT.resolve("problems").resolve(key));
                return Comparators.forProblem(problem, COMPILER, path -> ROOT.relativize(path).toString());
            } catch (ProblemFormatException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    private static JsonNode required(JsonNode c, String field, String fileName) {
        JsonNode value = c.get(field);
        assertNotNull(value, fileName + ": missing \"" + field + "\" (write null for a null value)");
        return value;
    }

    private static Path casesFolder() {
        URL url = ComparatorCasesTest.class.getResource("/comparisons");
        if (url == null) {
            throw new IllegalStateException("comparisons is not on the test class path");
        }
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
