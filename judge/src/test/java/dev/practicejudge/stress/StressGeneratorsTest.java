package dev.practicejudge.stress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.generate.Generators;
import dev.practicejudge.problem.InputBinding;
import dev.practicejudge.problem.InputSize;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemLoader;
import dev.practicejudge.problem.TestCase;
import dev.practicejudge.testing.TestRepository;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The generators of the five problems {@code stress} was first written for: each accepts every
 * shipped test's input (its {@code invalid} is what the shrinker trusts), makes only inputs it
 * accepts and the method can take, makes the same input from the same random numbers, and makes
 * bigger inputs at bigger sizes. No worker runs: generators run in the judge's own process.
 */
class StressGeneratorsTest {

    private static final int SEEDS = 40;

    @ParameterizedTest
    @ValueSource(strings = {"subsets", "palindrome-partitioning", "validate-binary-search-tree", "merge-k-sorted-lists",
            "lru-cache"})
    void everyShippedInputIsValidAndEveryGeneratedOneIsValidReproducibleAndGrows(String id) throws Exception {
        Problem problem = new ProblemLoader(TestRepository.ROOT).load(TestRepository.ROOT.resolve("problems").resolve(id));
        Generator generator = Generators.forProblem(problem, new SolutionCompiler(), Path::toString).orElseThrow();

        for (TestCase test : problem.tests()) {
            assertNull(generator.invalid(problem.input(test)), () -> id + " rejects its own test " + test.name());
        }
        long smallest = 0;
        long largest = 0;
        for (int size = 1; size <= generator.maxSize(); size++) {
            for (int seed = 0; seed < SEEDS; seed++) {
                ObjectNode input = generator.generate(size, new Random(seed));
                String why = generator.invalid(input);
                assertNull(why, () -> id + " made an input it rejects (" + why + "): " + input);
                InputBinding.bind(input, problem.spec().method());
                assertEquals(input, generator.generate(size, new Random(seed)), "the same random numbers, the same input");
                long measured = InputSize.of(input, problem.spec().method());
                smallest += size == 1 ? measured : 0;
                largest += size == generator.maxSize() ? measured : 0;
            }
        }
        assertTrue(largest > 2 * smallest, id + ": inputs grow with the size (" + smallest + " at size 1, " + largest
                + " at the largest, over " + SEEDS + " seeds)");
    }
}
