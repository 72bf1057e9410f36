package dev.practicejudge.bench;

import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.api.CheckResult;
import dev.practicejudge.check.Comparators;
import dev.practicejudge.check.OutputComparator;
import dev.practicejudge.compile.ClassBytesLoader;
import dev.practicejudge.compile.CompilationResult;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.json.Json;
import dev.practicejudge.judge.RunFailure;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.problem.Limits;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemLoader;
import dev.practicejudge.problem.TestCase;
import dev.practicejudge.protocol.Frame;
import dev.practicejudge.protocol.FrameCodec;
import dev.practicejudge.protocol.Frames;
import dev.practicejudge.run.CapturedOutput;
import dev.practicejudge.run.RunOutcome;
import dev.practicejudge.run.Timing;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.nio.channels.Channels;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
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
 * The judge's own work for one test, outside the solution's clock: the path a result takes from
 * the value the solution's method returned to a verdict, on a real test of a shipped problem.
 *
 * <ul>
 *   <li>{@link #workerSide}: what the worker does after the clock stops (WorkerMain): the value
 *       to JSON bytes, read back as a tree, the result frame built and framed ({@link Frames#write}).</li>
 *   <li>{@link #judgeSide}: what the judge does with the frame (WorkerSession, ResultFrames, Judge):
 *       {@link Frames#read}, {@link FrameCodec#decode}, the outcome, {@link RunFailure#of}, and the comparison with the
 *       problem's own comparator from {@link Comparators#forProblem} (the n-queens or Sudoku checker).</li>
 *   <li>{@link #solutionCall}: the baseline, the accepted reference submission's own call on the
 *       same input (what the judge's clock measures).</li>
 * </ul>
 *
 * Not included: the bytes crossing the Unix socket between the two processes and the hand-off
 * between the judge's reader thread and its main thread (frames go through memory here), the
 * console and report output, loading a fresh Solution class per test.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SampleTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class ResultPathBenchmark {

    /** The worker's and the judge's caps are far above these outputs; the value only has to be big enough. */
    private static final int MAX_FRAME_BYTES = 64 << 20;
    private static final long WALL_NANOS = 1_234_567;
    private static final long CPU_NANOS = 1_200_000;

    /** problem id / test name. */
    @Param({"n-queens/08-n8", "sudoku-solver/01-leetcode-example"})
    public String test;

    private Problem problem;
    private TestCase testCase;
    private OutputComparator comparator;
    private Limits limits;
    /** What the solution's method produced (its return value, or the parameter it fills in place). */
    private Object returned;
    /** The result frame exactly as the worker writes it for this test. */
    private byte[] frame;

    private Object solution;
    private Method method;
    private Object[] arguments;
    private int outputParameter;

    @Setup(Level.Trial)
    public void setUp() throws Exception {
        String[] parts = test.split("/", 2);
        Path root = Repository.root();
        Path directory = root.resolve("problems").resolve(parts[0]);
        problem = new ProblemLoader(root).load(directory);
        testCase = problem.tests().stream().filter(t -> t.name().equals(parts[1])).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no test " + test));
        SolutionCompiler compiler = new SolutionCompiler();
        comparator = Comparators.forProblem(problem, compiler, Path::toString);
        limits = problem.spec().limits();
        MethodSignature signature = problem.spec().method();
        JavaType outputType = signature.outputType().toJavaType(Json.MAPPER.getTypeFactory());
        returned = Json.convert(testCase.expected(), outputType);
        ByteArrayOutputStream wire = new ByteArrayOutputStream();
        writeResultFrame(wire);
        frame = wire.toByteArray();
        if (judgeSide() != Verdict.AC) {
            throw new IllegalStateException("the expected output of " + test + " is not accepted");
        }
        setUpSolution(compiler, directory, signature);
    }

    /** The first accepted reference submission, compiled by the judge's compiler and loaded as the worker loads it. */
    private void setUpSolution(SolutionCompiler compiler, Path directory, MethodSignature signature) throws Exception {
        Path accepted;
        try (Stream<Path> files = Files.list(directory.resolve("submissions").resolve("accepted"))) {
            accepted = files.filter(f -> f.toString().endsWith(".java")).sorted().findFirst().orElseThrow();
        }
        CompilationResult compiled = compiler.compile(accepted, accepted.toString(), signature);
        if (!(compiled instanceof CompilationResult.Compiled classes)) {
            throw new IllegalStateException(accepted + " does not compile: " + ((CompilationResult.Failed) compiled).report());
        }
        Class<?> type = Class.forName(SolutionCompiler.SOLUTION_CLASS, true,
                new ClassBytesLoader(classes.classes(), ClassLoader.getPlatformClassLoader()));
        for (Method candidate : type.getDeclaredMethods()) {
            if (candidate.getName().equals(signature.name())
                    && candidate.getParameterCount() == signature.parameters().size()) {
                method = candidate;
            }
        }
        method.setAccessible(true);
        Constructor<?> constructor = type.getDeclaredConstructor();
        constructor.setAccessible(true);
        solution = constructor.newInstance();
        List<JsonNode> values = testCase.arguments();
        arguments = new Object[values.size()];
        for (int i = 0; i < values.size(); i++) {
            arguments[i] = Json.convert(values.get(i),
                    Json.MAPPER.getTypeFactory().constructType(method.getGenericParameterTypes()[i]));
        }
        outputParameter = signature.outputParameterIndex();
    }

    private void writeResultFrame(ByteArrayOutputStream wire) throws IOException {
        // WorkerMain.Attempt.run, after the clock stops (its LimitedBuffer is a capped ByteArrayOutputStream).
        ByteArrayOutputStream buffer = new ByteArrayOutputStream();
        Json.MAPPER.writeValue(buffer, returned);
        Frame.Result.Outcome outcome = Frame.Result.Outcome.returned(Json.MAPPER.readTree(buffer.toByteArray()),
                WALL_NANOS, CPU_NANOS);
        // WorkerMain.runTest, then Frames.write to the socket.
        Frames.write(Channels.newChannel(wire), new Frame.Result(7, outcome, 0, "", 0, "", 0));
    }

    @Benchmark
    public int workerSide() throws IOException {
        ByteArrayOutputStream wire = new ByteArrayOutputStream();
        writeResultFrame(wire);
        return wire.size();
    }

    @Benchmark
    public Verdict judgeSide() throws IOException {
        // WorkerSession's reader thread and its decoding, then ResultFrames.toOutcome.
        Frame.Result result = (Frame.Result) FrameCodec.decode(
                Frames.read(new DataInputStream(new ByteArrayInputStream(frame)), MAX_FRAME_BYTES));
        Timing timing = new Timing(result.outcome().wallNanos() / 1e6, result.outcome().cpuNanos() / 1e6);
        CapturedOutput output = new CapturedOutput(result.stdout(), result.stdoutDropped(), result.stderr(),
                result.stderrDropped());
        JsonNode value = result.outcome().value();
        RunOutcome outcome = new RunOutcome.Returned(value, timing, output);
        // Judge.decide.
        Optional<RunFailure> failure = RunFailure.of(outcome, limits);
        if (failure.isPresent()) {
            return failure.get().verdict();
        }
        CheckResult check = comparator.compare(problem.input(testCase), testCase.expected(), value);
        return check.isAccepted() ? Verdict.AC : Verdict.WA;
    }

    @Benchmark
    public Object solutionCall() throws Exception {
        Object[] call = arguments.clone();
        if (outputParameter >= 0) {
            // An in-place method (Sudoku) gets a fresh copy of its board each time.
            call[outputParameter] = copy(arguments[outputParameter]);
        }
        Object value = method.invoke(solution, call);
        return outputParameter >= 0 ? call[outputParameter] : value;
    }

    private static Object copy(Object value) {
        if (value instanceof char[][] grid) {
            char[][] copy = new char[grid.length][];
            for (int i = 0; i < grid.length; i++) {
                copy[i] = grid[i].clone();
            }
            return copy;
        }
        throw new IllegalArgumentException("no copy for " + value.getClass());
    }
}
