package dev.practicejudge.problem;

import static dev.practicejudge.problem.ShippedTestFiles.fieldNames;
import static dev.practicejudge.problem.ShippedTestFiles.names;
import static dev.practicejudge.problem.ShippedTestFiles.read;
import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
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
 * Proves the expected answers shipped for four string-building backtracking problems without
 * trusting any submission: Letter Combinations of a Phone Number (17), Generate Parentheses (22),
 * Palindrome Partitioning (131) and Restore IP Addresses (93). Each answer is recomputed here by
 * brute force that does not backtrack at all (a mixed-radix counter over the keys' letters,
 * filtering all 2^(2n) bracket strings, all 2^(n-1) ways to cut a string, every triple of cut
 * positions) and compared with the stored one up to the order of the outer list, which these
 * problems declare unordered. The inputs are checked against each statement's constraints, the
 * statement's examples against the tests marked as samples, and every answer against the output
 * limit. The files were generated once by a script that is not kept, so this test is what keeps
 * them honest.
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

    /** The keypad, written out once as digit followed by its letters. */
    private static final String KEYPAD = "2abc3def4ghi5jkl6mno7pqrs8tuv9wxyz";

    /** Catalan numbers C(0)..C(8): how many balanced strings n pairs make. */
    private static final int[] CATALAN = {1, 1, 2, 5, 14, 42, 132, 429, 1430};

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

    // ---- constraints and the brute-force answers, per problem ------------------------------

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("testFiles")
    void expectedIsExactlyTheBruteForceAnswer(String problem, String name) throws IOException {
        JsonNode root = read(problem, name);
        JsonNode input = root.get("input").get(PARAMETER.get(problem));
        JsonNode expected = root.get("expected");
        assertTrue(expected.isArray(), name + ": expected is a list");
        List<Object> stored = new ArrayList<>();
        for (JsonNode element : expected) {
            stored.add(switch (problem) {
                case PALINDROMES -> stringList(element, name);
                default -> text(element, name);
            });
        }
        List<?> brute = switch (problem) {
            case LETTERS -> {
                String digits = text(input, name);
                assertTrue(digits.length() <= 4 && digits.matches("[2-9]*"), name + ": constraints on digits");
                yield letterCombinations(digits);
            }
            case PARENTHESES -> {
                assertTrue(input.isInt(), name + ": n is an integer");
                int n = input.intValue();
                assertTrue(n >= 1 && n <= 8, name + ": 1 <= n <= 8");
                List<String> all = balancedStrings(n);
                assertEquals(CATALAN[n], all.size(), name + ": Catalan number");
                yield all;
            }
            case PALINDROMES -> {
                String s = text(input, name);
                assertTrue(s.length() >= 1 && s.length() <= 16 && s.matches("[a-z]+"), name + ": constraints on s");
                List<List<String>> all = palindromePartitions(s);
                if (s.chars().distinct().count() == 1) {
                    assertEquals(1 << (s.length() - 1), all.size(), name + ": one letter repeated, every cut works");
                }
                yield all;
            }
            case IP -> {
                String s = text(input, name);
                assertTrue(s.length() >= 1 && s.length() <= 20 && s.matches("[0-9]+"), name + ": constraints on s");
                yield ipAddresses(s);
            }
            default -> throw new AssertionError(problem);
        };
        assertEquals(stored.size(), new HashSet<>(stored).size(), name + ": no element twice");
        assertEquals(brute.size(), stored.size(), name + ": number of elements");
        assertEquals(new HashSet<>(brute), new HashSet<>(stored), name + ": elements");
    }

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
        assertTrue(ips.stream().anyMatch(s -> s.length() <= 12 && s.length() >= 4 && ipAddresses(s).isEmpty()),
                "ip: a length that could fit but has no address");
    }

    @Test
    void bruteForcesAgreeWithHandWorkedCases() {
        assertEquals(List.of(), letterCombinations(""));
        assertEquals(Set.of("p", "q", "r", "s"), new HashSet<>(letterCombinations("7")));
        assertEquals(256, letterCombinations("9797").size());
        assertEquals(Set.of("((()))", "(()())", "(())()", "()(())", "()()()"), new HashSet<>(balancedStrings(3)));
        assertEquals(Set.of(List.of("a", "a", "b"), List.of("aa", "b")), new HashSet<>(palindromePartitions("aab")));
        assertEquals(1 << 3, palindromePartitions("aaaa").size());
        assertEquals(Set.of("0.10.0.10", "0.100.1.0"), new HashSet<>(ipAddresses("010010")));
        assertEquals(List.of(), ipAddresses("256256256256"));
        assertEquals(List.of("0.0.0.0"), ipAddresses("0000"));
        assertFalse(validPart("01"));
        assertFalse(validPart("256"));
        assertTrue(validPart("0") && validPart("255") && validPart("100"));
    }

    // ---- independent oracles ---------------------------------------------------------------

    /** Every word, by counting through the letter indices like an odometer with one wheel per digit. */
    static List<String> letterCombinations(String digits) {
        List<String> words = new ArrayList<>();
        if (digits.isEmpty()) {
            return words;
        }
        Map<Character, String> keys = new HashMap<>();
        Matcher m = Pattern.compile("([2-9])([a-z]+)").matcher(KEYPAD);
        while (m.find()) {
            keys.put(m.group(1).charAt(0), m.group(2));
        }
        int[] wheel = new int[digits.length()];
        while (true) {
            StringBuilder word = new StringBuilder();
            for (int i = 0; i < wheel.length; i++) {
                word.append(keys.get(digits.charAt(i)).charAt(wheel[i]));
            }
            words.add(word.toString());
            int i = wheel.length - 1;
            while (i >= 0 && wheel[i] == keys.get(digits.charAt(i)).length() - 1) {
                wheel[i--] = 0;
            }
            if (i < 0) {
                return words;
            }
            wheel[i]++;
        }
    }

    /** Every string of 2n brackets (bit set = ')'), kept when the running balance never dips and ends at 0. */
    static List<String> balancedStrings(int n) {
        List<String> out = new ArrayList<>();
        for (int mask = 0; mask < 1 << (2 * n); mask++) {
            StringBuilder s = new StringBuilder();
            int balance = 0;
            boolean ok = true;
            for (int i = 0; i < 2 * n; i++) {
                boolean close = (mask >> i & 1) == 1;
                s.append(close ? ')' : '(');
                balance += close ? -1 : 1;
                ok &= balance >= 0;
            }
            if (ok && balance == 0) {
                out.add(s.toString());
            }
        }
        return out;
    }

    /** Every way to cut s (bit i set = a cut after letter i), kept when every piece equals its reverse. */
    static List<List<String>> palindromePartitions(String s) {
        List<List<String>> out = new ArrayList<>();
        int gaps = s.length() - 1;
        for (int mask = 0; mask < 1 << gaps; mask++) {
            List<String> pieces = new ArrayList<>();
            int start = 0;
            for (int i = 0; i <= gaps; i++) {
                if (i == gaps || (mask >> i & 1) == 1) {
                    pieces.add(s.substring(start, i + 1));
                    start = i + 1;
                }
            }
            if (pieces.stream().allMatch(p -> new StringBuilder(p).reverse().toString().equals(p))) {
                out.add(List.copyOf(pieces));
            }
        }
        return out;
    }

    /** Every triple of cut positions 0 < i < j < k < n, kept when all four parts are valid. */
    static List<String> ipAddresses(String s) {
        List<String> out = new ArrayList<>();
        int n = s.length();
        for (int i = 1; i < n; i++) {
            for (int j = i + 1; j < n; j++) {
                for (int k = j + 1; k < n; k++) {
                    String[] parts = {s.substring(0, i), s.substring(i, j), s.substring(j, k), s.substring(k)};
                    if (Stream.of(parts).allMatch(ShippedStringProblemsDataTest::validPart)) {
                        out.add(String.join(".", parts));
                    }
                }
            }
        }
        return out;
    }

    /** "0", or one to three digits without a leading zero whose value is at most 255. */
    static boolean validPart(String part) {
        return part.matches("0|[1-9][0-9]{0,2}") && Integer.parseInt(part) <= 255;
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

    private static String text(JsonNode node, String where) {
        assertTrue(node.isTextual(), () -> where + ": expected a string, got " + node);
        return node.textValue();
    }

    private static List<String> stringList(JsonNode node, String where) {
        assertTrue(node.isArray(), () -> where + ": expected a list of strings, got " + node);
        List<String> out = new ArrayList<>();
        node.forEach(e -> out.add(text(e, where)));
        return out;
    }

}
