package dev.practicejudge.worker;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.compile.ClassBytesLoader;
import dev.practicejudge.json.Json;
import dev.practicejudge.protocol.CappedOutputStream;
import dev.practicejudge.protocol.Frame;
import dev.practicejudge.protocol.Frame.Result.Outcome;
import dev.practicejudge.protocol.FrameCodec;
import dev.practicejudge.protocol.Frames;
import dev.practicejudge.protocol.ProtocolException;
import dev.practicejudge.protocol.RawJson;
import java.io.BufferedReader;
import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The worker JVM's entry point: the only place where a learner's code runs.
 *
 * <p>It connects back to the judge on the Unix socket named by its one argument, proves itself with
 * the token the judge wrote to its standard input, receives the compiled classes, then runs one
 * test per {@link Frame.Run} and answers each with one {@link Frame.Result}, sent after any
 * {@link Frame.Progress} its {@link Watchdog} sent for that test. It never sees expected
 * outputs. Each test gets a freshly loaded {@code Solution} class (so static state cannot leak
 * between tests), a new instance, and runs on a thread with a large stack that is kept between
 * tests and put back as it was after each ({@link SolutionThread}), and the clock covers the
 * method call only. Its {@link Watchdog} watches the solution's CPU time and each attempt's wall
 * time, and asks the judge to stop the test when either passes its limit; the judge does so by
 * killing this process. An OutOfMemoryError ends it through {@code -XX:+ExitOnOutOfMemoryError}.
 */
public final class WorkerMain {

    /**
     * Deep but legitimate recursion must work (about two million small frames fit), while an
     * endless one must still end in a StackOverflowError well within a time limit: unwinding a
     * 256 MB stack takes seconds, 32 MB a few tenths of one.
     */
    static final long SOLUTION_STACK_BYTES = 32L << 20;
    /**
     * Set (true) on the worker of judgew's training run, which records the classes a worker loads
     * for its start-up archive: the worker then also loads Jackson's data binding, which it
     * otherwise builds only for the problems that need it.
     */
    public static final String TRAINING_PROPERTY = "practicejudge.worker.training";
    static final int MAX_INBOUND_FRAME = 256 << 20;

    /**
     * The judge's strict JSON settings, plus LeetCode's TreeNode and ListNode forms; built on first
     * use, which most problems never make: their arguments and answers take the quick paths
     * ({@link QuickBinding}, {@link QuickWriter}), and building a mapper is about a tenth of a
     * second of a worker's start.
     */
    static ObjectMapper mapper() {
        return Mapper.INSTANCE;
    }

    private static final class Mapper {
        static final ObjectMapper INSTANCE = Json.MAPPER.copy().registerModule(new NodeModule());
    }

    private final DataInputStream in;
    private final SocketChannel out;
    /** The solution and how to call it; null until the judge sends it. */
    private Frame.Init init;
    /** Watches every test in turn; started with the first. */
    private Watchdog watchdog;
    /** Runs every test's solution in turn (replaced now and then); started with the first. */
    private SolutionThread solutionThread;

    private WorkerMain(DataInputStream in, SocketChannel out) {
        this.in = in;
        this.out = out;
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            System.err.println("usage: WorkerMain SOCKET_PATH (the judge starts this; it is not for people)");
            System.exit(2);
        }
        String token = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8)).readLine();
        // The solution reads no input; it must not read the token either.
        System.setIn(new ByteArrayInputStream(new byte[0]));
        // If the solution calls System.exit, the shutdown hooks still run: take its processes along.
        Runtime.getRuntime().addShutdownHook(new Thread(WorkerMain::killChildren, "kill-children"));
        SocketChannel channel = SocketChannel.open(UnixDomainSocketAddress.of(args[0]));
        DataInputStream in = new DataInputStream(new BufferedInputStream(Channels.newInputStream(channel)));
        Frames.write(channel, new Frame.Hello(token, ProcessHandle.current().pid()));
        warmUp();
        if (Boolean.getBoolean(TRAINING_PROPERTY)) {
            loadDataBinding();
        }
        int status = 0;
        try {
            new WorkerMain(in, channel).serve();
        } catch (Throwable t) {
            status = 3;
            t.printStackTrace();
        }
        // Processes the solution started go first; then halt rather than exit, so a thread the
        // solution left running cannot keep the JVM alive.
        killChildren();
        Runtime.getRuntime().halt(status);
    }

    /**
     * Loads what a test's round trip uses, so the first test does not: the quick conversions of the
     * usual argument and result types and the frame classes. Jackson's data binding is left alone:
     * most problems never need it, and a problem that does builds it on the first test (outside the
     * solution's clock). It runs while the judge is still compiling the solution.
     */
    private static void warmUp() {
        try {
            JsonNode numbers = dev.practicejudge.json.TreeReader.read("[[1,2],[3,4]]");
            JsonNode grid = dev.practicejudge.json.TreeReader.read("[[\"1\",\".\"],[\".\",\"2\"]]");
            QuickBinding.convert(numbers, int[][].class);
            QuickBinding.convert(grid, char[][].class);
            QuickBinding.convert(numbers.get(0).get(0), int.class);
            QuickWriter.write(List.of(List.of(1, 2), List.of("Q")), 1 << 20);
            // The frame classes a test's round trip uses, so the first test does not load them.
            FrameCodec.decode(FrameCodec.encode(new Frame.Run(0, List.of())));
            // What a watchdog needs to say where a solution is stuck: loaded under load, it could
            // take long enough to miss the judge's deadline.
            FrameCodec.encode(new Frame.Progress(0, "", 0, "", 0, new Frame.Progress.Stack(1, false,
                    List.of(new Frame.Progress.Place("m", null, -1)))));
            ManagementFactory.getThreadMXBean().getThreadInfo(Thread.currentThread().getId(), 8);
            dev.practicejudge.json.TreeWriter.write(FrameCodec.encode(new Frame.Result(0, Outcome.threw(
                    new Frame.Result.Thrown("E", null, List.of(), 0, false, null), 0, 0), 0, "", 0, "", 0)));
        } catch (IOException | RuntimeException e) {
            // Only an optimisation: the first test pays instead.
        }
    }

    /** Converts and writes values of the usual types with the mapper, so its classes are loaded (see TRAINING_PROPERTY). */
    private static void loadDataBinding() {
        try {
            com.fasterxml.jackson.databind.type.TypeFactory types = mapper().getTypeFactory();
            JsonNode numbers = mapper().readTree("[[1,2],[3,4]]");
            Object[] values = {
                mapper().convertValue(numbers, types.constructType(int[][].class)),
                mapper().convertValue(mapper().readTree("[[\"1\",\".\"],[\".\",\"2\"]]"), types.constructType(char[][].class)),
                mapper().convertValue(numbers, types.constructCollectionType(List.class,
                        types.constructCollectionType(List.class, Integer.class))),
                mapper().convertValue(mapper().readTree("[\"a\"]"), types.constructCollectionType(List.class,
                        String.class)),
                "ab", true, 1L, 1.5};
            for (Object value : values) {
                mapper().readTree(mapper().writeValueAsBytes(value));
            }
        } catch (IOException | RuntimeException e) {
            // Only an optimisation: the archive is made without them.
        }
    }

    private static void killChildren() {
        ProcessHandle.current().descendants().forEach(ProcessHandle::destroyForcibly);
    }

    private void serve() throws IOException {
        ObjectNode node;
        while ((node = Frames.read(in, MAX_INBOUND_FRAME)) != null) {
            Frame frame = FrameCodec.decode(node);
            if (frame instanceof Frame.Init received) {
                init = received;
            } else if (frame instanceof Frame.Run run && init != null) {
                if (watchdog == null) {
                    watchdog = new Watchdog(this::send);
                    watchdog.start();
                }
                if (solutionThread == null || solutionThread.spent()) {
                    if (solutionThread != null) {
                        solutionThread.exit();
                    }
                    solutionThread = new SolutionThread(SOLUTION_STACK_BYTES);
                }
                send(runTest(init, run, watchdog, solutionThread, null, null).result());
            } else if (frame instanceof Frame.Exit) {
                return;
            } else {
                throw new ProtocolException("unexpected frame \"" + FrameCodec.typeName(frame) + "\""
                        + (init == null ? " before init" : ""));
            }
        }
    }

    /** Sends a frame; the test's watchdog sends too, and frames must not interleave. */
    private void send(Frame frame) throws IOException {
        synchronized (out) {
            Frames.write(out, frame);
        }
    }

    /**
     * Runs one test on a new big-stack thread of this JVM, as the worker JVM runs each test, but
     * without a socket, a watchdog or any limit: for a debugger, which must stop in the learner's
     * code in the JVM it is attached to. Nothing enforces the time limit (a breakpoint pause is not
     * slowness), the heap is this JVM's, the solution runs with this JVM's permissions, and a
     * {@code System.exit} in it ends this JVM. What the solution prints is captured as the worker
     * captures it and also passed on to this JVM's {@code System.out} and {@code System.err},
     * which are put back before this returns. Not thread-safe: {@code System.out} is global.
     *
     * @param init the solution and how to call it; its time limit is not enforced
     */
    public static Ran runInThisJvm(Frame.Init init, Frame.Run run) {
        PrintStream out = System.out;
        PrintStream err = System.err;
        try {
            Ran ran = runTest(init, run, null, null, out, err);
            Frame.Result result = ran.result();
            Outcome outcome = result.outcome();
            if (outcome.status() != Frame.Result.Status.RETURNED) {
                return ran;
            }
            // No frame here: the caller gets the value itself, not the bytes the wire would carry.
            JsonNode value;
            try {
                value = RawJson.tree(outcome.value());
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            return new Ran(new Frame.Result(result.index(), Outcome.returned(value, outcome.wallNanos(),
                    outcome.cpuNanos()).withRepeated(outcome.repeated()), result.threadsLeftRunning(), result.stdout(), result.stdoutDropped(),
                    result.stderr(), result.stderrDropped(), result.samples()), ran.thrown());
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
    }

    /**
     * What one test run in this JVM did: the worker's result frame for it, and the solution's own
     * exception when it threw one (which the frame holds only reduced to text), for a stack trace
     * that links into the learner's source.
     */
    public record Ran(Frame.Result result, Optional<Throwable> thrown) {
        public Ran {
            Objects.requireNonNull(result, "result");
            Objects.requireNonNull(thrown, "thrown");
        }
    }

    /**
     * One test, as the worker runs it: the solution's output captured, the call on a thread of its
     * own, and its watchdog enforcing the limits and sending progress while it runs.
     *
     * @param watchdog watches the test, enforcing its limits and sending progress frames; null for none
     * @param solutionThread runs the solution; null for a new thread of its own, ended after the test
     * @param echoOut also receives what the solution prints to {@code System.out}; null for none
     * @param echoErr also receives what the solution prints to {@code System.err}; null for none
     */
    static Ran runTest(Frame.Init init, Frame.Run run, Watchdog watchdog, SolutionThread solutionThread,
                       OutputStream echoOut, OutputStream echoErr) {
        SolutionThread solving = solutionThread != null ? solutionThread : new SolutionThread(SOLUTION_STACK_BYTES);
        try {
            return runTest(init, run, watchdog, solving, echoOut, echoErr, solutionThread != null);
        } finally {
            if (solutionThread == null) {
                solving.exit();
            }
        }
    }

    private static Ran runTest(Frame.Init init, Frame.Run run, Watchdog watchdog, SolutionThread solving,
                               OutputStream echoOut, OutputStream echoErr, boolean inWorker) {
        int index = run.index();
        CappedOutputStream stdout = new CappedOutputStream(init.captureLimitBytes());
        CappedOutputStream stderr = new CappedOutputStream(init.captureLimitBytes());
        System.setOut(new PrintStream(echoOut == null ? stdout : new Tee(stdout, echoOut), true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(echoErr == null ? stderr : new Tee(stderr, echoErr), true, StandardCharsets.UTF_8));
        // Runs after the first (profile's) share one class, so the JIT's work carries over.
        ClassBytesLoader shared = run.runs() > 1 && inWorker
                ? new ClassBytesLoader(init.classes(), ClassLoader.getPlatformClassLoader()) : null;
        Thread thread = solving.thread();
        Attempt attempt = Attempt.of(init, run.arguments(), shared, thread);
        solving.start(attempt);
        if (watchdog != null) {
            watchdog.watch(index, thread, attempt.clock, init.classes(), init.timeLimitMs(), init.wallLimitMs(),
                    init.busyWallLimitMs(), stdout, stderr);
        }
        List<Frame.Result.Sample> samples = new ArrayList<>();
        solving.await();
        boolean interrupted = Thread.interrupted();
        // Profile's further runs: each on a new instance with fresh arguments, until one does not
        // return or a solution thread is left running (it could be the next run's).
        while (shared != null && !interrupted) {
            if (attempt.outcome == null || attempt.outcome.status() != Frame.Result.Status.RETURNED) {
                break;
            }
            samples.add(new Frame.Result.Sample(attempt.outcome.wallNanos(), attempt.outcome.cpuNanos(),
                    attempt.allocated));
            if (samples.size() == run.runs() || solving.othersRunning() > 0) {
                break;
            }
            attempt = Attempt.of(init, run.arguments(), shared, thread);
            if (watchdog != null) {
                watchdog.nextAttempt(attempt.clock);
            }
            solving.start(attempt);
            solving.await();
            interrupted = Thread.interrupted();
        }
        // No progress frame may follow the result.
        if (watchdog != null) {
            watchdog.finish();
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        System.out.flush();
        System.err.flush();
        Outcome outcome = attempt.outcome == null ? Outcome.setupFailed("the test thread ended without a result")
                : attempt.outcome;
        // A thread still running could print into, or exit during, a later test and be blamed on
        // it; the judge then starts a fresh worker for the next test.
        int threadsLeftRunning = solving.othersRunning();
        return new Ran(new Frame.Result(index, outcome, threadsLeftRunning, stdout.text(), stdout.dropped(),
                stderr.text(), stderr.dropped(), samples), Optional.ofNullable(attempt.thrown));
    }

    /** Writes to the capture and passes everything on to another stream too. */
    private static final class Tee extends OutputStream {
        private final OutputStream capture;
        private final OutputStream echo;

        Tee(OutputStream capture, OutputStream echo) {
            this.capture = capture;
            this.echo = echo;
        }

        @Override
        public void write(int b) throws IOException {
            capture.write(b);
            echo.write(b);
        }

        @Override
        public void write(byte[] b, int offset, int length) throws IOException {
            capture.write(b, offset, length);
            echo.write(b, offset, length);
        }

        @Override
        public void flush() throws IOException {
            capture.flush();
            echo.flush();
        }
    }
}
