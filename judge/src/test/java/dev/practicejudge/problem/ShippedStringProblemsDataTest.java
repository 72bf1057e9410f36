package dev.practicejudge.problem;

import static dev.practicejudge.problem.ShippedTestFiles.fieldNames;
import static dev.practicejudge.problem.ShippedTestFiles.names;
import static dev.practicejudge.problem.ShippedTestFiles.read;
import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The data shipped for four string-building backtracking problems, Letter Combinations of a Phone
 * Number (17), Generate Parentheses (22), Palindrome Partitioning (131) and Restore IP Addresses
 * (93), beyond what their proofs prove: the spec's shape, the statement's examples against the
 * tests marked as samples, every answer against the output limit, and the edge cases the tests
 * exist for. Each expected output (and each input's constraints) is proved by the package's own
 * {@code proof/BruteForce.java}, which {@code validate} runs (see cli.ShippedPackagesValidateTest).
 */
class ShippedStringProblemsDataTest {

    private static final String LETTERS = "letter-combinations-of-a-phone-number";
    private static final String PARENTHESES = "generate-parentheses";
    private static final String PALINDROMES = "palindrome-partitioning";
    private static final String IP = "restore-ip-addresses";
    private static final List<String> PROBLEMS = List.of(LETTERS, PARENTHESES, PALINDROMES, IP);

    /** The only input parameter of each problem. */
    private static final Map<String, String> PARAMETER = Map.of(
            LETTERS, "digits", PARENTHESES, "n", PALINDROMES, "s", IP, "s");

    /** The output limit when a spec does not set limits.outputKb. */
    private static final int DEFAULT_OUTPUT_KB = 8192;

    static Stream<Arguments> testFiles() throws IOException {
        List<Arguments> all = new ArrayList<>();
        for (String problem : PROBLEMS) {
            for (String name : names(problem)) {
                all.add(Arguments.of(problem, name));
            }
        }
        return all.stream();
    }

    // ---- package shape --------------------------------------------------------------------

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {LETTERS, PARENTHESES, PALINDROMES, IP})
    void specIsMediumBacktrackingWithUnorderedOuterList(String problem) throws IOException {
        JsonNode spec = Json.MAPPER.readTree(ROOT.resolve("problems").resolve(problem).resolve("problem.json").toFile());
        assertEquals("medium", spec.get("difficulty").textValue(), problem);
        assertEquals("backtracking", spec.get("tags").get(0).textValue(), problem + ": first tag");
        assertTrue(spec.get("technique").textValue().length() < 60, problem + ": technique is short");
        JsonNode comparison = spec.get("comparison");
        assertEquals("unordered", comparison.get("mode").textValue(), problem);
        assertEquals(List.of(0), Json.MAPPER.convertValue(comparison.get("unorderedLevels"), List.class), problem);
        JsonNode params = spec.get("method").get("params");
        assertEquals(1, params.size(), problem + ": one parameter");
        assertEquals(PARAMETER.get(problem), params.get(0).get("name").textValue(), problem);
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("testFiles")
    void fileHasOnlyKnownFieldsAndAComment(String problem, String name) throws IOException {
        JsonNode root = read(problem, name);
        Set<String> fields = fieldNames(root);
        assertTrue(Set.of("comment", "sample", "input", "expected").containsAll(fields), name + ": " + fields);
        assertTrue(fields.containsAll(Set.of("comment", "input", "expected")), name + ": " + fields);
        assertTrue(root.get("comment").isTextual() && !root.get("comment").textValue().isBlank(), name + ": comment");
        assertTrue(root.path("sample").isMissingNode() || root.get("sample").isBoolean(), name + ": sample");
        assertEquals(Set.of(PARAMETER.get(problem)), fieldNames(root.get("input")), name + ": input");
    }

    /** The statement's examples are exactly the tests marked as samples, in order, with the stored answers. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {LETTERS, PARENTHESES, PALINDROMES, IP})
    void statementExamplesAreTheSampleTests(String problem) throws IOException {
        String statement = Files.readString(ROOT.resolve("problems").resolve(problem).resolve("statement.md"),
                StandardCharsets.UTF_8);
        List<String> shown = new ArrayList<>();
        Matcher m = Pattern.compile("(?m)^Input:\\s+(\\w+) = (.+)\\nOutput:\\s+(.+)$").matcher(statement);
        while (m.find()) {
            shown.add(m.group(1) + " = " + Json.compact(Json.MAPPER.readTree(m.group(2))) + " -> "
                    + Json.compact(Json.MAPPER.readTree(m.group(3))));
        }
        List<String> samples = new ArrayList<>();
        for (String name : names(problem)) {
            JsonNode root = read(problem, name);
            if (root.path("sample").asBoolean(false)) {
                String parameter = PARAMETER.get(problem);
                samples.add(parameter + " = " + Json.compact(root.get("input").get(parameter)) + " -> "
                        + Json.compact(root.get("expected")));
            }
        }
        assertTrue(samples.size() >= 2 && samples.size() <= 3, problem + ": 2-3 samples, got " + samples);
        assertEquals(samples, shown, problem + ": statement examples vs sample tests");
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("testFiles")
    void answerFitsTheOutputLimitWithRoomToSpare(String problem, String name) throws IOException {
        JsonNode spec = Json.MAPPER.readTree(ROOT.resolve("problems").resolve(problem).resolve("problem.json").toFile());
        int outputKb = spec.path("limits").path("outputKb").asInt(DEFAULT_OUTPUT_KB);
        // The whole file, indented and with its input and comment, bounds the answer's compact JSON from above.
        long bytes = Files.size(ROOT.resolve("problems").resolve(problem).resolve("tests").resolve(name));
        assertTrue(bytes * 4L < outputKb * 1024L, name + ": answer is up to " + bytes + " bytes, limit " + outputKb + " KiB");
    }

    // ---- coverage --------------------------------------------------------------------------

    /** The edge cases and limits the tests exist for are really in the data, so a later edit cannot drop them. */
    @Test
    void edgeCasesAndLimitsAreCovered() throws IOException {
        assertTrue(inputs(LETTERS).contains(""), "letters: the empty input");
        assertTrue(inputs(LETTERS).stream().anyMatch(d -> d.length() == 4 && d.matches("[79]+")),
                "letters: the largest answer, four four-letter keys");
        assertTrue(inputs(LETTERS).stream().anyMatch(d -> d.chars().distinct().count() < d.length()),
                "letters: a repeated digit");
        Set<String> ns = new TreeSet<>(inputs(PARENTHESES));
        assertEquals(Set.of("1", "2", "3", "4", "5", "6", "7", "8"), ns, "parentheses: every n from 1 to 8");
        assertTrue(inputs(PALINDROMES).contains("a".repeat(16)), "palindromes: 16 equal letters");
        assertTrue(inputs(PALINDROMES).stream().anyMatch(s -> s.length() == 1), "palindromes: one letter");
        List<String> ips = inputs(IP);
        assertTrue(ips.stream().anyMatch(s -> s.length() > 12), "ip: longer than 12 digits");
        assertTrue(ips.stream().anyMatch(s -> s.length() == 20), "ip: the longest input");
        assertTrue(ips.stream().anyMatch(s -> s.length() == 1), "ip: the shortest input");
        boolean fitsButNone = false;
        for (String name : names(IP)) {
            JsonNode root = read(IP, name);
            int length = root.get("input").get("s").textValue().length();
            fitsButNone |= length >= 4 && length <= 12 && root.get("expected").isEmpty();
        }
        assertTrue(fitsButNone, "ip: a length that could fit but has no address");
    }

    // ---- file helpers ----------------------------------------------------------------------

    /** Every test's single input, as text (an int as its decimal digits). */
    private static List<String> inputs(String problem) throws IOException {
        List<String> out = new ArrayList<>();
        for (String name : names(problem)) {
            out.add(read(problem, name).get("input").get(PARAMETER.get(problem)).asText());
        }
        return out;
    }
}
