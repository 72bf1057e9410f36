package dev.practicejudge.stress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.Parameter;
import dev.practicejudge.problem.TypeRef;
import dev.practicejudge.run.CapturedOutput;
import dev.practicejudge.run.Timing;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

/**
 * The shrinker on its own, with trial functions written here in place of two workers: a judge
 * error is never a counterexample, a large input shrinks to its minimum well within the cap, and
 * the cap holds to within one candidate.
 */
class ShrinkerTest {

    private static final MethodSignature REVERSE = new MethodSignature("reverseList",
            List.of(new Parameter("head", TypeRef.parse("ListNode"))), TypeRef.parse("ListNode"), Optional.empty());

    /** Calls every input valid. */
    private static final Generator ANY = new Generator() {
        @Override
        public ObjectNode generate(int size, Random random) {
            throw new UnsupportedOperationException();
        }

        @Override
        public String invalid(JsonNode input) {
            return null;
        }
    };

    @Test
    void aJudgeErrorIsNeverKeptAsTheCounterexample() {
        ObjectNode input = list(6);
        // The learner's solution is wrong only on the whole input; every smaller one its worker fails to start on.
        Function<ObjectNode, Trial> trials = candidate -> candidate.equals(input) ? failed(Verdict.WA, candidate)
                : failed(Verdict.JE, candidate);

        Shrinker.Shrunk shrunk = new Shrinker(REVERSE, ANY, trials, System::nanoTime)
                .shrink(input, failed(Verdict.WA, input).result(), Duration.ofSeconds(10));

        assertEquals(Verdict.WA, shrunk.result().verdict());
        assertEquals(input, shrunk.input(), "no JE candidate replaces the WA: " + shrunk.input());
        assertEquals(0, shrunk.steps());
        assertFalse(shrunk.timeUp());
    }

    @Test
    void aJudgeErrorIsNotTakenAsAnotherVerdictEither() {
        ObjectNode input = list(6);
        // Smaller inputs: JE, except five nodes, on which the solution throws (RE): that is the verdict to take.
        Function<ObjectNode, Trial> trials = candidate -> {
            return candidate.equals(input) ? failed(Verdict.WA, candidate)
                    : candidate.get("head").size() == 5 ? failed(Verdict.RE, candidate)
                    : failed(Verdict.JE, candidate);
        };

        Shrinker.Shrunk shrunk = new Shrinker(REVERSE, ANY, trials, System::nanoTime)
                .shrink(input, failed(Verdict.WA, input).result(), Duration.ofSeconds(10));

        assertEquals(Verdict.RE, shrunk.result().verdict(), shrunk::toString);
        assertEquals("[0,0,0,0,0]", shrunk.input().get("head").toString());
    }

    @Test
    void aLargeListShrinksToItsMinimumWellWithinTheCap() {
        ObjectNode input = list(3665);
        // Wrong whenever the list has more than 2000 nodes, whatever their values.
        Function<ObjectNode, Trial> trials = candidate -> candidate.get("head").size() > 2000
                ? failed(Verdict.WA, candidate) : new Trial.Passed(result(Verdict.AC, candidate));

        // A clock that moves 0.1 ms each time it is read: the cap is then a matter of steps, not of
        // how busy the machine is (time is measured by benchmarks, never by tests).
        java.util.concurrent.atomic.AtomicLong ticks = new java.util.concurrent.atomic.AtomicLong();
        Shrinker.Shrunk shrunk = new Shrinker(REVERSE, ANY, trials, () -> ticks.addAndGet(100_000))
                .shrink(input, failed(Verdict.WA, input).result(), Duration.ofSeconds(10));

        assertEquals(2001, shrunk.input().get("head").size(), "the fewest nodes that still fail");
        assertFalse(shrunk.timeUp(), "a fixed point, not the cap");
        // About 6,000 runs (delta debugging's passes, then each value to 0): linear, where building
        // every deletion of every step made 20,000 copies of the whole list per step.
        assertTrue(shrunk.runs() < 10_000, shrunk.runs() + " runs");
        for (JsonNode value : shrunk.input().get("head")) {
            assertEquals(0, value.asInt(), "the values shrink too: " + value);
        }
    }

    @Test
    void theCapHoldsToWithinOneCandidate() {
        ObjectNode input = list(3665);
        AtomicLong clock = new AtomicLong();
        long perTrial = Duration.ofMillis(30).toNanos();
        Function<ObjectNode, Trial> trials = candidate -> {
            clock.addAndGet(perTrial); // each run of both solutions takes 30 ms on this clock
            return candidate.get("head").size() > 2000 ? failed(Verdict.WA, candidate)
                    : new Trial.Passed(result(Verdict.AC, candidate));
        };
        Duration cap = Duration.ofSeconds(1);

        Shrinker.Shrunk shrunk = new Shrinker(REVERSE, ANY, trials, clock::get)
                .shrink(input, failed(Verdict.WA, input).result(), cap);

        assertTrue(shrunk.timeUp());
        assertTrue(shrunk.nanos() <= cap.toNanos() + perTrial, "stopped after " + shrunk.nanos() / 1e9 + " s");
        assertTrue(shrunk.input().get("head").size() < 3665, "kept what it had shrunk by then");
    }

    @Test
    void aHugeCapDoesNotOverflow() {
        ObjectNode input = list(6);
        Function<ObjectNode, Trial> trials = candidate -> candidate.get("head").size() >= 2
                ? failed(Verdict.WA, candidate) : new Trial.Passed(result(Verdict.AC, candidate));

        Shrinker.Shrunk shrunk = new Shrinker(REVERSE, ANY, trials, () -> Long.MAX_VALUE - 5)
                .shrink(input, failed(Verdict.WA, input).result(), Budget.NO_TIME_LIMIT);

        assertFalse(shrunk.timeUp());
        assertEquals("[0,0]", shrunk.input().get("head").toString());
    }

    /** A list of n nodes, values 1 to n. */
    private static ObjectNode list(int n) {
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        ArrayNode head = input.putArray("head");
        for (int i = 1; i <= n; i++) {
            head.add(i);
        }
        return input;
    }

    private static Trial.Failed failed(Verdict verdict, ObjectNode input) {
        return new Trial.Failed(result(verdict, input));
    }

    private static TestResult result(Verdict verdict, ObjectNode input) {
        return new TestResult(Duel.TEST_NAME, verdict, new Timing(0.1, 0.1), verdict == Verdict.JE ? "worker did not start"
                : null, input, JsonNodeFactory.instance.arrayNode(), null, CapturedOutput.NONE, null, null);
    }
}
