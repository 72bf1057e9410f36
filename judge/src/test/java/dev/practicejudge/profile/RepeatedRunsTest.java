package dev.practicejudge.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import dev.practicejudge.compile.CompilationResult;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.problem.Limits;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.Parameter;
import dev.practicejudge.problem.TestCase;
import dev.practicejudge.problem.TypeRef;
import dev.practicejudge.protocol.Frame;
import dev.practicejudge.run.Measured;
import dev.practicejudge.run.RunOutcome;
import dev.practicejudge.run.SubmissionRunner;
import dev.practicejudge.run.WorkerCommand;
import dev.practicejudge.testing.EndToEnd;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The worker's repeated runs, which profile's warm-up rests on: the runs of one frame share one
 * freshly loaded class (so the JIT's work carries over), each run has a new instance, the next
 * frame loads the class afresh, and a run that throws ends the frame with its outcome.
 */
@EndToEnd
class RepeatedRunsTest {

    private static final MethodSignature METHOD = new MethodSignature("count",
            List.of(new Parameter("n", TypeRef.parse("int"))), TypeRef.parse("int"), Optional.empty());

    /** Returns how many times its class has been called, and its instance how many times it has; throws at n = 0 on the third. */
    private static final String COUNTING = """
            class Solution {
                static int calls;
                int mine;
                public int count(int n) {
                    calls++;
                    mine++;
                    if (n == 0 && calls == 3) throw new IllegalStateException("third call");
                    return calls * 100 + mine;
                }
            }
            """;

    @TempDir
    Path folder;

    @Test
    void theRunsOfOneFrameShareAClassAndEachHasANewInstance() throws IOException {
        try (SubmissionRunner.Session session = session()) {
            Measured five = session.measure(test(7), 5, Duration.ofSeconds(30));
            assertEquals(5, five.samples().size());
            assertEquals(IntNode.valueOf(501), ((RunOutcome.Returned) five.outcome()).value());
            for (Frame.Result.Sample sample : five.samples()) {
                assertTrue(sample.wallNanos() >= 0 && sample.cpuNanos() >= -1, sample.toString());
            }
        }
    }

    @Test
    void theNextFrameLoadsTheClassAfresh() throws IOException {
        try (SubmissionRunner.Session session = session()) {
            session.measure(test(7), 4, Duration.ofSeconds(30));
            Measured again = session.measure(test(7), 2, Duration.ofSeconds(30));
            assertEquals(IntNode.valueOf(201), ((RunOutcome.Returned) again.outcome()).value());
        }
    }

    @Test
    void aRunThatThrowsEndsTheFrameWithItsOutcomeAndTheRunsBeforeIt() throws IOException {
        try (SubmissionRunner.Session session = session()) {
            Measured measured = session.measure(test(0), 10, Duration.ofSeconds(30));
            RunOutcome.Threw threw = assertInstanceOf(RunOutcome.Threw.class, measured.outcome());
            assertEquals("third call", threw.exception().message());
            assertEquals(2, measured.samples().size());
        }
    }

    @Test
    void oneRunIsATestAsEver() throws IOException {
        try (SubmissionRunner.Session session = session()) {
            Measured one = session.measure(test(7), 1, Duration.ofSeconds(30));
            assertEquals(IntNode.valueOf(101), ((RunOutcome.Returned) one.outcome()).value());
            assertEquals(0, one.samples().size(), "a single run sends no samples: its timing is the outcome's");
        }
    }

    private SubmissionRunner.Session session() throws IOException {
        Path source = folder.resolve("Solution.java");
        Files.writeString(source, COUNTING);
        CompilationResult compiled = new SolutionCompiler().compile(source, "Solution.java", METHOD);
        Map<String, byte[]> classes = assertInstanceOf(CompilationResult.Compiled.class, compiled).classes();
        return new SubmissionRunner(WorkerCommand.current()).session(classes, METHOD, Limits.defaults());
    }

    private static TestCase test(int n) {
        return new TestCase("t", Path.of("t"), List.of(IntNode.valueOf(n)), MissingNode.getInstance(), false,
                Optional.empty());
    }
}
