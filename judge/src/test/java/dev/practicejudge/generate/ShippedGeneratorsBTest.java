package dev.practicejudge.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.json.Json;
import dev.practicejudge.learn.CustomInput;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.ProblemLoader;
import dev.practicejudge.problem.TestCase;
import dev.practicejudge.testing.TestRepository;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The random input generators of nine shipped packages (path-sum-ii, permutations,
 * restore-ip-addresses, reverse-linked-list, serialize-and-deserialize-binary-tree, sudoku-solver,
 * unique-binary-search-trees-ii, word-search, word-search-ii), compiled and created as the judge
 * does it ({@link Generators#forProblem}), without any worker JVM: every size from 1 to the
 * generator's largest, under a few seeds, makes an input that its own {@code invalid} accepts,
 * that binds to the method as {@code run --input} binds it, and that the same seed makes again;
 * every shipped test's input is valid; hand-made inputs outside the statement's constraints are
 * not; and the inputs reach the statement's bounds and the edges worth testing.
 */
class ShippedGeneratorsBTest {

    private static final List<String> IDS = List.of("path-sum-ii", "permutations", "restore-ip-addresses",
            "reverse-linked-list", "serialize-and-deserialize-binary-tree", "sudoku-solver",
            "unique-binary-search-trees-ii", "word-search", "word-search-ii");
    private static final long[] SEEDS = {1, 2, 3};
    private static final SolutionCompiler COMPILER = new SolutionCompiler();
    private static final Map<String, Problem> PROBLEMS = new HashMap<>();
    private static final Map<String, Generator> GENERATORS = new HashMap<>();

    static Stream<String> ids() {
        return IDS.stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ids")
    void everyGeneratedInputKeepsTheConstraintsBindsToTheSignatureAndComesBackFromItsSeed(String id) throws Exception {
        Problem problem = problem(id);
        Generator generator = generator(id);
        assertTrue(generator.maxSize() >= 1, id);
        for (long seed : SEEDS) {
            for (int size = 1; size <= generator.maxSize(); size++) {
                ObjectNode input = generator.generate(size, random(seed, size));
                String at = id + ", seed " + seed + ", size " + size + ": ";
                assertNotNull(input, at + "no input");
                String why = generator.invalid(input);
                assertNull(why, () -> at + why + " in " + abbreviated(input));
                assertEquals(input, generator.generate(size, random(seed, size)), at + "the same seed made another input");
                try {
                    CustomInput.parse(input.toString(), "generated", problem.spec().method());
                } catch (CustomInput.Invalid e) {
                    fail(at + "the input does not bind to the method: " + e.getMessage());
                }
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ids")
    void everyShippedTestInputKeepsTheConstraints(String id) throws Exception {
        Problem problem = problem(id);
        Generator generator = generator(id);
        for (TestCase test : problem.tests()) {
            String why = generator.invalid(problem.input(test));
            assertNull(why, () -> id + "/" + test.name() + ": " + why);
        }
    }

    static Stream<Arguments> illegalInputs() {
        String zeros5001 = "[" + "0,".repeat(5000) + "0]";
        String zeros10001 = "[" + "0,".repeat(10_000) + "0]";
        String words30001 = "[" + "\"a\",".repeat(30_000) + "\"b\"]";
        String ws = "[[\"A\",\"B\"],[\"C\",\"D\"]]";
        return Stream.of(
                Arguments.of("path-sum-ii", "{\"root\": [1,2], \"targetSum\": 1001}", "targetSum = 1001 is outside"),
                Arguments.of("path-sum-ii", "{\"root\": [1,-1001], \"targetSum\": 0}", "-1001 is outside"),
                Arguments.of("path-sum-ii", "{\"root\": " + zeros5001 + ", \"targetSum\": 0}", "more than 5000 nodes"),
                Arguments.of("path-sum-ii", "{\"root\": [1,null,null,2], \"targetSum\": 0}", "no parent"),
                Arguments.of("path-sum-ii", "{\"root\": [null], \"targetSum\": 0}", "root is null"),
                Arguments.of("path-sum-ii", "{\"root\": [1]}", "missing targetSum"),
                Arguments.of("permutations", "{\"nums\": []}", "0 numbers"),
                Arguments.of("permutations", "{\"nums\": [1,2,3,4,5,6,7]}", "7 numbers"),
                Arguments.of("permutations", "{\"nums\": [3,1,3]}", "repeats"),
                Arguments.of("permutations", "{\"nums\": [0,11]}", "11 is outside"),
                Arguments.of("permutations", "{\"nums\": [1], \"k\": 2}", "unknown parameter k"),
                Arguments.of("restore-ip-addresses", "{\"s\": \"\"}", "0 characters"),
                Arguments.of("restore-ip-addresses", "{\"s\": \"" + "1".repeat(21) + "\"}", "21 characters"),
                Arguments.of("restore-ip-addresses", "{\"s\": \"1.1.1.1\"}", "not a digit"),
                Arguments.of("reverse-linked-list", "{\"head\": " + "[" + "0,".repeat(5000) + "0]" + "}", "5001 nodes"),
                Arguments.of("reverse-linked-list", "{\"head\": [1,-5001]}", "-5001 is outside"),
                Arguments.of("reverse-linked-list", "{\"head\": [1,null]}", "not a whole number"),
                Arguments.of("serialize-and-deserialize-binary-tree", "{\"root\": " + zeros10001 + "}", "more than 10000"),
                Arguments.of("serialize-and-deserialize-binary-tree", "{\"root\": [1000,1001]}", "1001 is outside"),
                Arguments.of("serialize-and-deserialize-binary-tree", "{\"root\": [1,null,2,null,null,3]}", "no parent"),
                Arguments.of("sudoku-solver", "{\"board\": " + board(".".repeat(81)) + "}", "more than one solution"),
                Arguments.of("sudoku-solver", "{\"board\": " + board("12345678." + "........9" + ".".repeat(63)) + "}",
                        "no solution"),
                Arguments.of("sudoku-solver", "{\"board\": " + board("5...5" + ".".repeat(76)) + "}", "clashes"),
                Arguments.of("sudoku-solver", "{\"board\": " + board("0" + ".".repeat(80)) + "}", "holds \"0\""),
                Arguments.of("sudoku-solver", "{\"board\": [[\".\"]]}", "9 rows"),
                Arguments.of("unique-binary-search-trees-ii", "{\"n\": 0}", "outside 1..8"),
                Arguments.of("unique-binary-search-trees-ii", "{\"n\": 9}", "outside 1..8"),
                Arguments.of("word-search", "{\"board\": [[\"A\"],[\"B\"],[\"C\"],[\"D\"],[\"E\"],[\"F\"],[\"G\"]], "
                        + "\"word\": \"A\"}", "1 to 6 rows"),
                Arguments.of("word-search", "{\"board\": [[\"A\",\"B\"],[\"C\"]], \"word\": \"A\"}", "equally long"),
                Arguments.of("word-search", "{\"board\": [[\"A\",\"1\"]], \"word\": \"A\"}", "not one English letter"),
                Arguments.of("word-search", "{\"board\": " + ws + ", \"word\": \"\"}", "0 letters"),
                Arguments.of("word-search", "{\"board\": " + ws + ", \"word\": \"" + "A".repeat(16) + "\"}", "16 letters"),
                Arguments.of("word-search", "{\"board\": " + ws + ", \"word\": \"AB-\"}", "not an English letter"),
                Arguments.of("word-search-ii", "{\"board\": [[\"a\",\"B\"]], \"words\": [\"a\"]}", "not one lowercase letter"),
                Arguments.of("word-search-ii", "{\"board\": [[" + "\"a\",".repeat(12) + "\"a\"]], \"words\": [\"a\"]}",
                        "1 to 12 cells"),
                Arguments.of("word-search-ii", "{\"board\": [[\"a\"]], \"words\": [\"ab\",\"b\",\"ab\"]}", "repeats"),
                Arguments.of("word-search-ii", "{\"board\": [[\"a\"]], \"words\": [\"abcdefghijk\"]}", "11 letters"),
                Arguments.of("word-search-ii", "{\"board\": [[\"a\"]], \"words\": []}", "1 to 30000 words"),
                Arguments.of("word-search-ii", "{\"board\": [[\"a\"]], \"words\": " + words30001 + "}", "1 to 30000 words"),
                Arguments.of("word-search-ii", "{\"board\": [[\"a\"]], \"words\": [\"aA\"]}", "not a lowercase letter"));
    }

    @ParameterizedTest(name = "{0}: {2}")
    @MethodSource("illegalInputs")
    void inputsOutsideTheStatementsConstraintsAreRejectedWithTheReason(String id, String json, String reason)
            throws Exception {
        String why = generator(id).invalid(Json.MAPPER.readTree(json));
        assertNotNull(why, () -> id + " accepted " + abbreviated(json));
        assertTrue(why.contains(reason), () -> id + ": expected a reason with \"" + reason + "\", got: " + why);
    }

    static Stream<Arguments> edges() {
        return Stream.of(
                Arguments.of("path-sum-ii", "the empty tree", edge(in -> in.get("root").isEmpty())),
                Arguments.of("path-sum-ii", "5000 nodes", edge(in -> nodes(in.get("root")) == 5000)),
                Arguments.of("path-sum-ii", "a target at an extreme", edge(in -> Math.abs(in.get("targetSum").intValue()) == 1000)),
                Arguments.of("path-sum-ii", "a value at an extreme", edge(in -> contains(in.get("root"), -1000))),
                Arguments.of("permutations", "six numbers with both extremes",
                        edge(in -> in.get("nums").size() == 6 && contains(in.get("nums"), -10) && contains(in.get("nums"), 10))),
                Arguments.of("permutations", "one number", edge(in -> in.get("nums").size() == 1)),
                Arguments.of("restore-ip-addresses", "20 digits", edge(in -> in.get("s").textValue().length() == 20)),
                Arguments.of("restore-ip-addresses", "an address with 255", edge(in -> in.get("s").textValue().contains("255"))),
                Arguments.of("restore-ip-addresses", "leading zeros", edge(in -> in.get("s").textValue().contains("00"))),
                Arguments.of("reverse-linked-list", "the empty list", edge(in -> in.get("head").isEmpty())),
                Arguments.of("reverse-linked-list", "5000 nodes", edge(in -> in.get("head").size() == 5000)),
                Arguments.of("serialize-and-deserialize-binary-tree", "the empty tree", edge(in -> in.get("root").isEmpty())),
                Arguments.of("serialize-and-deserialize-binary-tree", "10^4 nodes", edge(in -> nodes(in.get("root")) == 10_000)),
                Arguments.of("serialize-and-deserialize-binary-tree", "1000 and -1000",
                        edge(in -> contains(in.get("root"), 1000) && contains(in.get("root"), -1000))),
                Arguments.of("unique-binary-search-trees-ii", "n = 8", edge(in -> in.get("n").intValue() == 8)),
                Arguments.of("word-search", "a 6 x 6 board and a 15-letter word",
                        edge(in -> in.get("board").size() == 6 && in.get("board").get(0).size() == 6
                                && in.get("word").textValue().length() == 15)),
                Arguments.of("word-search", "a one-cell board", edge(in -> in.get("board").size() * in.get("board").get(0).size() == 1)),
                Arguments.of("word-search", "a word longer than the board has cells",
                        edge(in -> in.get("word").textValue().length() > in.get("board").size() * in.get("board").get(0).size())),
                Arguments.of("word-search-ii", "a 12 x 12 board and 30000 words",
                        edge(in -> in.get("board").size() == 12 && in.get("board").get(0).size() == 12
                                && in.get("words").size() == 30_000)),
                Arguments.of("word-search-ii", "a 10-letter word", edge(in -> hasLength(in.get("words"), 10))));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("edges")
    void generatorsReachTheStatementsBoundsAndEdges(String id, String edge, Predicate<JsonNode> seen) throws Exception {
        Generator generator = generator(id);
        for (long seed = 1; seed <= 40; seed++) {
            for (int size : new int[] {1, 2, generator.maxSize()}) {
                if (seen.test(generator.generate(size, random(seed, size)))) {
                    return;
                }
            }
        }
        fail(id + ": no generated input has " + edge);
    }

    @Test
    void sudokuPuzzlesHaveExactlyAsManyEmptyCellsAsTheSize() throws Exception {
        Generator generator = generator("sudoku-solver");
        for (int size = 1; size <= generator.maxSize(); size++) {
            JsonNode board = generator.generate(size, random(7, size)).get("board");
            int empty = 0;
            for (JsonNode row : board) {
                for (JsonNode cell : row) {
                    empty += cell.textValue().equals(".") ? 1 : 0;
                }
            }
            assertEquals(size, empty, "size " + size);
        }
    }

    // ---- helpers ------------------------------------------------------------------------------

    /** The seed and size mixed, so that every size gets inputs of its own under each seed. */
    private static Random random(long seed, int size) {
        return new Random(seed * 1_000_003L + size);
    }

    private static synchronized Problem problem(String id) throws ProblemFormatException {
        Problem problem = PROBLEMS.get(id);
        if (problem == null) {
            problem = new ProblemLoader(TestRepository.ROOT).load(TestRepository.ROOT.resolve("problems").resolve(id));
            PROBLEMS.put(id, problem);
        }
        return problem;
    }

    private static synchronized Generator generator(String id) throws ProblemFormatException {
        Generator generator = GENERATORS.get(id);
        if (generator == null) {
            generator = Generators.forProblem(problem(id), COMPILER, path -> TestRepository.ROOT.relativize(path).toString())
                    .orElseThrow(() -> new AssertionError(id + " declares no generator"));
            GENERATORS.put(id, generator);
        }
        return generator;
    }

    private static Predicate<JsonNode> edge(Predicate<JsonNode> predicate) {
        return predicate;
    }

    private static int nodes(JsonNode tree) {
        int count = 0;
        for (JsonNode entry : tree) {
            count += entry.isNull() ? 0 : 1;
        }
        return count;
    }

    private static boolean contains(JsonNode array, int value) {
        for (JsonNode entry : array) {
            if (entry.isInt() && entry.intValue() == value) {
                return true;
            }
        }
        return false;
    }

    private static boolean hasLength(JsonNode words, int length) {
        for (JsonNode word : words) {
            if (word.textValue().length() == length) {
                return true;
            }
        }
        return false;
    }

    /** A board as JSON from 81 characters in reading order. */
    private static String board(String cells) {
        List<String> rows = new ArrayList<>();
        for (int r = 0; r < 9; r++) {
            List<String> row = new ArrayList<>();
            for (int c = 0; c < 9; c++) {
                row.add("\"" + cells.charAt(r * 9 + c) + "\"");
            }
            rows.add("[" + String.join(",", row) + "]");
        }
        return "[" + String.join(",", rows) + "]";
    }

    private static String abbreviated(Object value) {
        String text = String.valueOf(value);
        return text.length() <= 300 ? text : text.substring(0, 300) + "...";
    }
}
