package dev.practicejudge.stress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import java.util.function.LongSupplier;
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

    @Test
    void runsAloneRunExactlyThatManyCasesHoweverLongTheyTake() throws Exception {
        long[] clock = {0};
        StressOutcome outcome = run(solver(StressRunTest::bst), solver(StressRunTest::bst), () -> clock[0] += 3_600_000_000_000L,
                new Budget(1, Budget.NO_TIME_LIMIT, 300, Integer.MAX_VALUE, Duration.ofSeconds(20)));

        assertEquals(300, assertInstanceOf(StressOutcome.NoneFound.class, outcome).cases(), "an hour a case, all 300 run");
    }

    @Test
    void aHugeSearchTimeDoesNotOverflowIntoThePast() throws Exception {
        StressOutcome outcome = run(solver(StressRunTest::bst), solver(StressRunTest::bst), System::nanoTime,
                new Budget(1, Duration.ofSeconds(9_200_000_000L), 50, Integer.MAX_VALUE, Duration.ofSeconds(20)));

        assertEquals(50, assertInstanceOf(StressOutcome.NoneFound.class, outcome).cases());
    }

    @Test
    void aLearnerRunTheJudgeCouldNotStartIsTheJudgesFailureAndItsJsonSaysSo() throws Exception {
        Duel.Solver notStarted = test -> new RunOutcome.HarnessFailed("worker did not start");
        StressOutcome outcome = run(notStarted, solver(StressRunTest::bst), System::nanoTime,
                new Budget(1, Duration.ofSeconds(20), 0, Integer.MAX_VALUE, Duration.ofSeconds(20)));

        StressOutcome.Broken broken = assertInstanceOf(StressOutcome.Broken.class, outcome);
        assertEquals(StressOutcome.Fault.JUDGE, broken.fault());
        assertTrue(broken.reason().startsWith("the judge could not run or judge your solution: "), broken::reason);
        JsonNode json = StressJson.of(problem, "Solution.java", "accepted/InorderStack.java", 1, outcome);
        assertEquals(broken.reason(), json.get("error").asText());
        assertEquals("judge", json.get("errorBy").asText());
        assertFalse(json.get("found").asBoolean());
        assertEquals(broken.input(), json.get("input"));
    }

    @Test
    void aReportWithoutAnErrorHasItsErrorFieldsNull() {
        JsonNode json = StressJson.of(problem, "Solution.java", "accepted/InorderStack.java", 1,
                new StressOutcome.NoneFound(3, 2, 1_000_000));

        assertTrue(json.get("error").isNull() && json.get("errorBy").isNull(), json::toString);
    }

    private StressOutcome run(Predicate<List<Long>> learner, Predicate<List<Long>> reference, int runs) throws Exception {
        return run(solver(learner), solver(reference), System::nanoTime,
                new Budget(1, Duration.ofSeconds(20), runs, Integer.MAX_VALUE, Duration.ofSeconds(20)));
    }

    private StressOutcome run(Duel.Solver learner, Duel.Solver reference, LongSupplier clock, Budget budget)
            throws Exception {
        try (Duel duel = new Duel(problem, Comparators.forProblem(problem, new SolutionCompiler(), Path::toString),
                learner, reference)) {
            return new StressRun(problem, generator, duel, clock).run(budget);
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
