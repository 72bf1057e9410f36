package dev.practicejudge.bench;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.CheckResult;
import dev.practicejudge.check.Comparators;
import dev.practicejudge.check.OutputComparator;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.json.Json;
import dev.practicejudge.problem.ComparisonSpec;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * How comparison scales with the size of the output: every board for n = 11, 12, 13 (2,680,
 * 14,200 and 73,712 boards), compared with the expected list in the opposite order, by the
 * n-queens problem's own checker (compiled and wrapped by {@link Comparators#forProblem}, as the
 * judge does) and by the built-in unordered comparison (level 0: boards in any order).
 *
 * <p>Run with {@code -prof gc}: gc.alloc.rate.norm is the bytes allocated per comparison, summed
 * over all threads (the checker runs on the judge's checker thread, not the caller's).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class ComparisonScaleBenchmark {

    @Param({"11", "12", "13"})
    public int n;

    @Param({"checker", "unordered"})
    public String comparison;

    private OutputComparator comparator;
    private ObjectNode input;
    private ArrayNode expected;
    private ArrayNode actual;

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        List<List<String>> boards = NQueensBoards.solve(n);
        expected = NQueensBoards.json(boards, false);
        actual = NQueensBoards.json(boards, true);
        input = Json.MAPPER.createObjectNode().put("n", n);
        if (comparison.equals("checker")) {
            Path root = Repository.root();
            Problem problem = new ProblemLoader(root).load(root.resolve("problems").resolve("n-queens"));
            comparator = Comparators.forProblem(problem, new SolutionCompiler(), Path::toString);
        } else {
            comparator = Comparators.forSpec(new ComparisonSpec(ComparisonSpec.UNORDERED, Set.of(0)));
        }
        CheckResult check = comparator.compare(input, expected, actual);
        if (!check.isAccepted()) {
            throw new IllegalStateException("the " + comparison + " comparison rejected all " + boards.size()
                    + " boards for n = " + n + ": " + check.reason());
        }
    }

    @Benchmark
    public CheckResult compare() {
        return comparator.compare(input, expected, actual);
    }
}
