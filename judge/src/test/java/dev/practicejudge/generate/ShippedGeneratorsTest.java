package dev.practicejudge.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.json.Json;
import dev.practicejudge.problem.InputBinding;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.ProblemLoader;
import dev.practicejudge.problem.TestCase;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every shipped generator keeps its contract, in this process and without a worker: its
 * {@code invalid} accepts every input of the package's own tests and every input it makes, what it
 * makes fits the signature, one seed always makes the same input, and inputs that break a stated
 * constraint are rejected with a reason (the shrinker relies on that to stay within the statement).
 *
 * <p>It starts no process and measures no time, so it runs beside the rest of the suite
 * ({@code CONCURRENT}; see judge/pom.xml).
 */
@Execution(ExecutionMode.CONCURRENT)
class ShippedGeneratorsTest {

    private static final Path PROBLEMS = TestRepository.ROOT.resolve("problems");
    private static final SolutionCompiler COMPILER = new SolutionCompiler();
    /** Inputs made per size: more than validate's cross-check, since nothing runs them here. */
    private static final int PER_SIZE = 12;
    private static final Map<String, Loaded> LOADED = new ConcurrentHashMap<>();

    static Stream<String> packagesWithAGenerator() throws IOException {
        try (Stream<Path> folders = Files.list(PROBLEMS)) {
            return folders.filter(f -> Files.isRegularFile(f.resolve("problem.json")))
                    .filter(f -> declaresAGenerator(f.resolve("problem.json")))
                    .map(f -> f.getFileName().toString()).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("packagesWithAGenerator")
    void generatorAcceptsEveryShippedTestsInput(String id) {
        Problem problem = load(id);
        Generator generator = generator(problem);

        for (TestCase test : problem.tests()) {
            assertNull(generator.invalid(problem.input(test)), () -> id + "/tests/" + test.name() + ".json");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("packagesWithAGenerator")
    void everyGeneratedInputIsValidFitsTheSignatureAndComesBackFromItsSeed(String id) throws InputBinding.Mismatch {
        Problem problem = load(id);
        Generator generator = generator(problem);

        for (int size = 1; size <= generator.maxSize(); size++) {
            for (int seed = 0; seed < PER_SIZE; seed++) {
                ObjectNode input = generator.generate(size, new Random(seed));
                String where = id + " size " + size + ", seed " + seed + ": " + Json.compact(input);
                assertNull(generator.invalid(input), where);
                InputBinding.bind(input, problem.spec().method());
                assertEquals(input, generator.generate(size, new Random(seed)), where + " is not reproducible");
            }
        }
    }

    static Stream<Arguments> inputsOutsideTheConstraints() {
        return Stream.of(
                Arguments.of("combinations", "{\"n\": 5, \"k\": 6}", "k = 6 is outside 1..n"),
                Arguments.of("combinations", "{\"n\": 21, \"k\": 1}", "n = 21 is outside 1..20"),
                Arguments.of("combination-sum", "{\"candidates\": [3, 3], \"target\": 6}", "appears twice"),
                Arguments.of("combination-sum", "{\"candidates\": [1, 2], \"target\": 3}", "not a whole number in 2..40"),
                Arguments.of("combination-sum", "{\"candidates\": [2, 3], \"target\": 41}", "outside 1..40"),
                Arguments.of("combination-sum", "{\"candidates\": [2,3,4,5,6,7,8,9,10,11], \"target\": 40}",
                        "the statement promises fewer than 150"),
                Arguments.of("letter-combinations-of-a-phone-number", "{\"digits\": \"21\"}", "'1'"),
                Arguments.of("letter-combinations-of-a-phone-number", "{\"digits\": \"23456\"}", "more than 4"),
                Arguments.of("graph-coloring", "{\"n\": 3, \"edges\": [[0,1],[1,0]], \"m\": 2}", "listed twice"),
                Arguments.of("graph-coloring", "{\"n\": 2, \"edges\": [[0,0]], \"m\": 1}", "not two different vertices"),
                Arguments.of("graph-coloring", "{\"n\": 2, \"edges\": [], \"m\": 5}", "m = 5 is outside 1..4"),
                Arguments.of("knights-tour", "{\"m\": 3, \"n\": 3, \"r\": 0, \"c\": 0}", "no tour of the 3 x 3 board"),
                Arguments.of("knights-tour", "{\"m\": 5, \"n\": 5, \"r\": 0, \"c\": 1}", "starts at (0, 1)"),
                Arguments.of("knights-tour", "{\"m\": 3, \"n\": 4, \"r\": 3, \"c\": 0}", "is not a cell"),
                Arguments.of("latin-square", "{\"square\": [[1,1],[0,0]]}", "given twice"),
                Arguments.of("latin-square", "{\"square\": [[1,0],[0,2]]}", "cannot be completed"),
                Arguments.of("latin-square", "{\"square\": [[3]]}", "not a whole number in 0..1"),
                Arguments.of("implement-trie-prefix-tree",
                        "{\"operations\": [\"insert\"], \"arguments\": [[\"a\"]]}", "the first call must be the constructor"),
                Arguments.of("implement-trie-prefix-tree",
                        "{\"operations\": [\"Trie\", \"insert\"], \"arguments\": [[], [\"\"]]}", "a word of 0 letters"),
                Arguments.of("implement-trie-prefix-tree",
                        "{\"operations\": [\"Trie\", \"search\"], \"arguments\": [[], [\"Ab\"]]}", "other than a to z"),
                Arguments.of("lowest-common-ancestor-of-a-binary-tree", "{\"root\": [1,2,2], \"p\": 1, \"q\": 2}",
                        "appears twice"),
                Arguments.of("lowest-common-ancestor-of-a-binary-tree", "{\"root\": [1,2], \"p\": 2, \"q\": 2}",
                        "the same node"),
                Arguments.of("lowest-common-ancestor-of-a-binary-tree", "{\"root\": [1,2], \"p\": 1, \"q\": 3}",
                        "must both be nodes of the tree"),
                Arguments.of("lowest-common-ancestor-of-a-binary-tree", "{\"root\": [1,null,null,2], \"p\": 1, \"q\": 2}",
                        "entry 3 (2) has no parent"),
                Arguments.of("lowest-common-ancestor-of-a-binary-tree", "{\"root\": [1], \"p\": 1, \"q\": 1}",
                        "outside 2..10^5"),
                Arguments.of("n-queens", "{\"n\": 10}", "n = 10 is outside 1..9"),
                Arguments.of("n-queens-ii", "{\"n\": 0}", "n = 0 is outside 1..9"),
                Arguments.of("generate-parentheses", "{\"n\": 9}", "n = 9 is outside 1..8"));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @MethodSource("inputsOutsideTheConstraints")
    void inputOutsideTheStatementsConstraintsIsRejectedWithItsReason(String id, String input, String reason)
            throws IOException {
        Generator generator = generator(load(id));

        String why = generator.invalid(Json.MAPPER.readTree(input));

        assertNotNull(why, () -> id + " accepted " + input);
        assertTrue(why.contains(reason), () -> id + ": \"" + why + "\" should contain \"" + reason + "\"");
    }

    private static Problem load(String id) {
        return loaded(id).problem();
    }

    private static Generator generator(Problem problem) {
        return loaded(problem.id()).generator();
    }

    /** Each package loaded and its generator compiled once for the whole class: the cases share them. */
    private static Loaded loaded(String id) {
        return LOADED.computeIfAbsent(id, key -> {
            try {
                Problem problem = new ProblemLoader(TestRepository.ROOT).load(PROBLEMS.resolve(key));
                Generator generator = Generators.forProblem(problem, COMPILER,
                        path -> TestRepository.ROOT.relativize(path).toString())
                        .orElseThrow(() -> new AssertionError(key + " declares no generator"));
                return new Loaded(problem, generator);
            } catch (ProblemFormatException e) {
                throw new AssertionError(e.getMessage(), e);
            }
        });
    }

    private record Loaded(Problem problem, Generator generator) {
    }

    /** Read from the spec's own text: loading every package (some with 10^5-node trees) would cost seconds. */
    private static boolean declaresAGenerator(Path spec) {
        try {
            return Json.MAPPER.readTree(Files.readString(spec)).has("generator");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
