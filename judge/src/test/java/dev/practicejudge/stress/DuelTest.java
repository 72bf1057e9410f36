package dev.practicejudge.stress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.check.Comparators;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.json.Json;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemLoader;
import dev.practicejudge.run.CapturedOutput;
import dev.practicejudge.run.RunOutcome;
import dev.practicejudge.run.Timing;
import dev.practicejudge.testing.TestRepository;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The duel's memory of the reference: a repeated recent input does not run the reference again,
 * and only the latest {@link Duel#REMEMBERED} inputs are kept, so a long search does not hold every
 * output it saw. Solvers written here stand in for worker JVMs.
 */
class DuelTest {

    @Test
    void theReferenceRunsOncePerRecentInputAndAgainOnlyForOnesForgotten() throws Exception {
        Problem problem = new ProblemLoader(TestRepository.ROOT).load(
                TestRepository.ROOT.resolve("problems/validate-binary-search-tree"));
        AtomicInteger learnerRuns = new AtomicInteger();
        AtomicInteger referenceRuns = new AtomicInteger();
        Duel.Solver learner = test -> {
            learnerRuns.incrementAndGet();
            return new RunOutcome.Returned(BooleanNode.TRUE, new Timing(0.1, 0.1), CapturedOutput.NONE);
        };
        Duel.Solver reference = test -> {
            referenceRuns.incrementAndGet();
            return new RunOutcome.Returned(BooleanNode.TRUE, new Timing(0.1, 0.1), CapturedOutput.NONE);
        };
        try (Duel duel = new Duel(problem, Comparators.forProblem(problem, new SolutionCompiler(), Path::toString),
                learner, reference)) {
            assertInstanceOf(Trial.Passed.class, duel.run(tree(0)));
            assertInstanceOf(Trial.Passed.class, duel.run(tree(0)));
            assertEquals(2, learnerRuns.get(), "the learner's solution runs every time");
            assertEquals(1, referenceRuns.get(), "the reference's output for a recent input is remembered");

            for (int i = 1; i <= Duel.REMEMBERED; i++) {
                duel.run(tree(i));
            }
            assertEquals(1 + Duel.REMEMBERED, referenceRuns.get());
            duel.run(tree(Duel.REMEMBERED));
            assertEquals(1 + Duel.REMEMBERED, referenceRuns.get(), "the latest input is still remembered");
            duel.run(tree(0));
            assertEquals(2 + Duel.REMEMBERED, referenceRuns.get(), "the oldest input was forgotten and runs again");
        }
    }

    private static ObjectNode tree(int value) throws Exception {
        return (ObjectNode) Json.MAPPER.readTree("{\"root\": [" + value + "]}");
    }
}
