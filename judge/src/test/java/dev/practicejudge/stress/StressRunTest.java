package dev.practicejudge.stress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import dev.practicejudge.api.Generator;
import dev.practicejudge.check.Comparators;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.generate.Generators;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemLoader;
import dev.practicejudge.run.CapturedOutput;
import dev.practicejudge.run.RunOutcome;
import dev.practicejudge.run.Timing;
import dev.practicejudge.testing.TestRepository;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The search and the shrinker together, on Validate Binary Search Tree with its real generator and
 * comparison, and with two solvers written here in place of worker JVMs: the right check, and one
 * that compares each node with its parent only (the classic mistake). No worker runs.
 */
class StressRunTest {

    private Problem problem;
    private Generator generator;

    @BeforeEach
    void load() throws Exception {
        problem = new ProblemLoader(TestRepository.ROOT).load(
                TestRepository.ROOT.resolve("problems/validate-binary-search-tree"));
        generator = Generators.forProblem(problem, new SolutionCompiler(), Path::toString).orElseThrow();
    }

    @Test
    void aParentOnlyCheckIsFoundAndShrunkToThreeNodes() throws Exception {
        StressOutcome outcome = run(StressRunTest::parentOnly, StressRunTest::bst, 0);

        Counterexample found = assertInstanceOf(StressOutcome.Found.class, outcome).counterexample();
        assertEquals(Verdict.WA, found.result().verdict());
        assertEquals(3, found.size(), "three nodes: a grandchild on the wrong side of the root: " + found.input());
        assertEquals("false", found.result().expected().toString());
        assertTrue(found.originalSize() >= found.size());
        assertTrue(found.shrinkSteps() >= 0 && !found.shrinkTimeUp());
    }

    @Test
    void aRightSolutionRunsTheCasesAskedForAndFindsNothing() throws Exception {
        StressOutcome outcome = run(StressRunTest::bst, StressRunTest::bst, 300);

        StressOutcome.NoneFound none = assertInstanceOf(StressOutcome.NoneFound.class, outcome);
        assertEquals(300, none.cases());
        assertEquals(generator.maxSize(), none.largestSize());
    }

    @Test
    void aReferenceThatFailsIsThePackagesFaultNamingTheInput() throws Exception {
        StressOutcome outcome = run(StressRunTest::bst, tree -> {
            throw new IllegalStateException("the reference is broken");
        }, 0);

        StressOutcome.Broken broken = assertInstanceOf(StressOutcome.Broken.class, outcome);
        assertTrue(broken.reason().startsWith("the reference failed on a generated input (RE"), broken::reason);
        assertTrue(broken.input() != null && broken.input().has("root"));
    }

    private StressOutcome run(Predicate<List<Long>> learner, Predicate<List<Long>> reference, int runs) throws Exception {
        try (Duel duel = new Duel(problem, Comparators.forProblem(problem, new SolutionCompiler(), Path::toString),
                solver(learner), solver(reference))) {
            return new StressRun(problem, generator, duel, System::nanoTime)
                    .run(new Budget(1, Duration.ofSeconds(20), runs, Integer.MAX_VALUE, Duration.ofSeconds(20)));
        }
    }

    /** A solver answering from a check of the level-order tree, as a worker would report it. */
    private static Duel.Solver solver(Predicate<List<Long>> check) {
        return test -> {
            List<Long> levels = new ArrayList<>();
            for (JsonNode entry : test.arguments().get(0)) {
                levels.add(entry.isNull() ? null : entry.asLong());
            }
            try {
                return new RunOutcome.Returned(BooleanNode.valueOf(check.test(levels)), new Timing(0.1, 0.1),
                        CapturedOutput.NONE);
            } catch (RuntimeException e) {
                return new RunOutcome.Crashed("RE: " + e.getMessage(), new Timing(0.1, 0.1), CapturedOutput.NONE);
            }
        };
    }

    /** The children's positions in a level-order list, by node position; -1 where there is none. */
    private static int[][] children(List<Long> levels) {
        int[][] children = new int[levels.size()][] ;
        int next = 1;
        for (int i = 0; i < levels.size(); i++) {
            if (levels.get(i) == null) {
                continue;
            }
            int left = next < levels.size() && levels.get(next) != null ? next : -1;
            int right = next + 1 < levels.size() && levels.get(next + 1) != null ? next + 1 : -1;
            children[i] = new int[] {left, right};
            next += 2;
        }
        return children;
    }

    private static boolean bst(List<Long> levels) {
        return within(levels, children(levels), 0, Long.MIN_VALUE, Long.MAX_VALUE);
    }

    private static boolean within(List<Long> levels, int[][] children, int node, long low, long high) {
        if (node < 0) {
            return true;
        }
        long value = levels.get(node);
        return value > low && value < high && within(levels, children, children[node][0], low, value)
                && within(levels, children, children[node][1], value, high);
    }

    private static boolean parentOnly(List<Long> levels) {
        int[][] children = children(levels);
        for (int i = 0; i < levels.size(); i++) {
            if (children[i] == null) {
                continue;
            }
            if (children[i][0] >= 0 && levels.get(children[i][0]) >= levels.get(i)) {
                return false;
            }
            if (children[i][1] >= 0 && levels.get(children[i][1]) <= levels.get(i)) {
                return false;
            }
        }
        return true;
    }
}
