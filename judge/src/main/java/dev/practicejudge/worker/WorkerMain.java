package dev.practicejudge.worker;

import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.compile.ClassBytesLoader;
import dev.practicejudge.json.Json;
import dev.practicejudge.protocol.CallPlan;
import dev.practicejudge.protocol.CappedOutputStream;
import dev.practicejudge.protocol.Frame;
import dev.practicejudge.protocol.Frame.Result.Outcome;
import dev.practicejudge.protocol.FrameCodec;
import dev.practicejudge.protocol.Frames;
import dev.practicejudge.protocol.ProtocolException;
import dev.practicejudge.protocol.RawJson;
import dev.practicejudge.provided.ProvidedTypes;
import java.io.BufferedReader;
import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
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
 * method call only. The judge enforces time limits by killing this process; an
 * OutOfMemoryError ends it through {@code -XX:+ExitOnOutOfMemoryError}.
 */
public final class WorkerMain {

    /**
     * Deep but legitimate recursion must work (about two million small frames fit), while an
     * endless one must still end in a StackOverflowError well within a time limit: unwinding a
     * 256 MB stack takes seconds, 32 MB a few tenths of one.
     */
    static final long SOLUTION_STACK_BYTES = 32L << 20;
    static final int MAX_FRAMES_SHOWN = 12;
    /**
     * Set (true) on the worker of judgew's training run, which records the classes a worker loads
     * for its start-up archive: the worker then also loads Jackson's data binding, which it
     * otherwise builds only for the problems that need it.
     */
    public static final String TRAINING_PROPERTY = "practicejudge.worker.training";
    static final int MAX_INBOUND_FRAME = 256 << 20;
    static final int MAX_MESSAGE_CHARS = 4096;

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
                    outcome.cpuNanos()), result.threadsLeftRunning(), result.stdout(), result.stdoutDropped(),
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
     * own, and its watchdog sending progress while it runs.
     *
     * @param watchdog watches the test, sending progress frames; null for none
     * @param solutionThread runs the solution; null for a new thread of its own
     * @param echoOut also receives what the solution prints to {@code System.out}; null for none
     * @param echoErr also receives what the solution prints to {@code System.err}; null for none
     */
    static Ran runTest(Frame.Init init, Frame.Run run, Watchdog watchdog, SolutionThread solutionThread,
                       OutputStream echoOut, OutputStream echoErr) {
        int index = run.index();
        CappedOutputStream stdout = new CappedOutputStream(init.captureLimitBytes());
        CappedOutputStream stderr = new CappedOutputStream(init.captureLimitBytes());
        System.setOut(new PrintStream(echoOut == null ? stdout : new Tee(stdout, echoOut), true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(echoErr == null ? stderr : new Tee(stderr, echoErr), true, StandardCharsets.UTF_8));
        // Runs after the first (profile's) share one class, so the JIT's work carries over.
        ClassBytesLoader shared = run.runs() > 1 && solutionThread != null
                ? new ClassBytesLoader(init.classes(), ClassLoader.getPlatformClassLoader()) : null;
        Attempt attempt = new Attempt(init, run.arguments(), shared);
        // Threads the solution starts join the thread's group, so the worker can tell when any outlive the test.
        ThreadGroup group = solutionThread != null ? null : new ThreadGroup("solution-" + index);
        Thread thread = solutionThread != null ? solutionThread.thread()
                : new Thread(group, attempt, "solution", SOLUTION_STACK_BYTES);
        if (solutionThread != null) {
            solutionThread.start(attempt);
        } else {
            thread.start();
        }
        if (watchdog != null) {
            watchdog.watch(index, thread, init.classes(), init.timeLimitMs(), stdout, stderr);
        }
        boolean interrupted = false;
        List<Frame.Result.Sample> samples = new ArrayList<>();
        if (solutionThread != null) {
            solutionThread.await();
            interrupted = Thread.interrupted();
            // Profile's further runs: each on a new instance with fresh arguments, until one does not
            // return or a solution thread is left running (it could be the next run's).
            while (shared != null && !interrupted) {
                if (attempt.outcome == null || attempt.outcome.status() != Frame.Result.Status.RETURNED) {
                    break;
                }
                samples.add(new Frame.Result.Sample(attempt.outcome.wallNanos(), attempt.outcome.cpuNanos(),
                        attempt.allocated));
                if (samples.size() == run.runs() || solutionThread.othersRunning() > 0) {
                    break;
                }
                attempt = new Attempt(init, run.arguments(), shared);
                solutionThread.start(attempt);
                solutionThread.await();
                interrupted = Thread.interrupted();
            }
        }
        while (solutionThread == null) {
            try {
                thread.join();
                break;
            } catch (InterruptedException e) {
                interrupted = true;
            }
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
        int threadsLeftRunning = solutionThread != null ? solutionThread.othersRunning() : group.activeCount();
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

    /** One call of the solution's method, run on its own big-stack thread. */
    private static final class Attempt implements Runnable {
        private final Frame.Init init;
        private final List<JsonNode> arguments;
        /** For a design problem, the index of the call under way: named if it throws. */
        private int current;
        /** Set by the solution's thread; read after it is joined. */
        private Outcome outcome;

        /** The solution's own exception, when it threw one; set and read as {@link #outcome} is. */
        private Throwable thrown;

        /** Bytes the solution's thread allocated during the call, or -1; set and read as {@link #outcome} is. */
        private long allocated = -1;

        /** The loader of a {@link Frame.Run}'s runs after the first, which share its class; null for a fresh one. */
        private final ClassBytesLoader sharedLoader;

        Attempt(Frame.Init init, List<JsonNode> arguments, ClassBytesLoader sharedLoader) {
            this.init = init;
            this.arguments = arguments;
            this.sharedLoader = sharedLoader;
        }

        @Override
        public void run() {
            try {
                if (init.plan().design() != null) {
                    runDesign(init.plan().design());
                } else {
                    runMethod();
                }
            } catch (RuntimeException e) {
                // Reading the output failed in the judge's own code: say how rather than "no result".
                outcome = Outcome.setupFailed("reading the output failed: " + e);
            }
        }

        private void runMethod() {
            Method method;
            Object instance;
            int parameterCount = init.parameterTypes().size();
            Object[] values = new Object[parameterCount];
            // For a method that must return one of an argument's nodes: that argument's nodes.
            java.util.Set<Object> inputNodes = null;
            try {
                // Loading, initialising and constructing happen before the clock starts.
                Class<?> type = load();
                method = findMethod(type);
                Constructor<?> constructor = type.getDeclaredConstructor();
                constructor.setAccessible(true);
                for (int i = 0; i < parameterCount; i++) {
                    if (init.plan().nodeOf(i) < 0) {
                        values[i] = convert(arguments.get(i), method.getGenericParameterTypes()[i]);
                    }
                }
                // Bound nodes are found in their tree once it is built: the very node, not a copy.
                for (int i = 0; i < parameterCount; i++) {
                    int tree = init.plan().nodeOf(i);
                    if (tree >= 0) {
                        values[i] = nodeKind(method.getParameterTypes()[i]).find(values[tree], arguments.get(i).asInt());
                    }
                }
                if (init.plan().returnsNodeOf() >= 0) {
                    int tree = init.plan().returnsNodeOf();
                    inputNodes = nodeKind(method.getParameterTypes()[tree]).nodes(values[tree]);
                }
                instance = Modifier.isStatic(method.getModifiers()) ? null : constructor.newInstance();
            } catch (InvocationTargetException e) {
                // The constructor threw.
                threw(e.getCause(), 0, 0);
                return;
            } catch (ExceptionInInitializerError e) {
                threw(e.getCause() == null ? e : e.getCause(), 0, 0);
                return;
            } catch (ReflectiveOperationException e) {
                outcome = Outcome.setupFailed(e.toString());
                return;
            } catch (RuntimeException e) {
                // Converting arguments the judge already checked: a failure here is the judge's.
                outcome = Outcome.setupFailed(e.toString());
                return;
            } catch (Error e) {
                // A static initialiser's Error (StackOverflowError, NoClassDefFoundError...) is not
                // wrapped in ExceptionInInitializerError; it is the solution's.
                threw(e, 0, 0);
                return;
            }
            ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
            long allocatedBefore = allocatedBytes(cpu);
            long cpuStart = cpu.getCurrentThreadCpuTime();
            long wallStart = System.nanoTime();
            Object returned;
            try {
                returned = method.invoke(instance, values);
                long allocatedAfter = allocatedBytes(cpu);
                allocated = allocatedBefore < 0 || allocatedAfter < 0 ? -1 : allocatedAfter - allocatedBefore;
            } catch (InvocationTargetException e) {
                threw(e.getCause(), System.nanoTime() - wallStart, cpu.getCurrentThreadCpuTime() - cpuStart);
                return;
            } catch (IllegalAccessException e) {
                outcome = Outcome.setupFailed(e.toString());
                return;
            }
            long wall = System.nanoTime() - wallStart;
            long cpuTime = cpu.getCurrentThreadCpuTime() - cpuStart;
            Object output = init.outputParameter() >= 0 ? values[init.outputParameter()] : returned;
            if (inputNodes != null) {
                outcome = nodeOfInput(output, inputNodes, wall, cpuTime);
                return;
            }
            output = emptyIfNullNode(output, init.outputParameter() >= 0
                    ? method.getParameterTypes()[init.outputParameter()] : method.getReturnType());
            outcome = serialise(output, init.outputLimitBytes(), wall, cpuTime);
        }

        /** A returned node that must be one of an argument's own: its value, or why it is not one. */
        private Outcome nodeOfInput(Object node, java.util.Set<Object> inputNodes, long wall, long cpuTime) {
            if (node == null) {
                return Outcome.returned(NullNode.getInstance(), wall, cpuTime);
            }
            NodeModule.NodeKind kind = nodeKind(node.getClass());
            int value = kind.value(node);
            if (!inputNodes.contains(node)) {
                String tree = init.plan().returnsNodeOf() < 0 ? "the input" : "the input tree";
                return Outcome.invalidOutput("returned a " + kind.name() + " with value " + value + " that is not a node of "
                        + tree + ": return the tree's own node (a new " + kind.name() + "(" + value + ") is a copy, "
                        + "not the node)", wall, cpuTime);
            }
            return Outcome.returned(IntNode.valueOf(value), wall, cpuTime);
        }

        /**
         * A design problem: the class constructed and called in the test's order, every call on the
         * clock (LeetCode times the whole sequence); or, for a codec, the round trip through two
         * objects of the class, an encoder and a decoder.
         */
        private void runDesign(CallPlan.Design design) {
            long wallStart = 0;
            long cpuStart = 0;
            ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
            // The codec's step under way, or null for a sequence of calls, where it is call current.
            String during = null;
            try {
                Class<?> type = load();
                if (design.roundTrip()) {
                    // Two objects of one class, as LeetCode's driver makes them: a static field is shared,
                    // so a codec LeetCode accepts is accepted here (see docs/problem-format.md, "Codecs").
                    Method encode = findMethod(type, design.methods().get(0));
                    Method decode = findMethod(type, design.methods().get(1));
                    Object[] values = new Object[encode.getParameterCount()];
                    for (int i = 0; i < values.length; i++) {
                        values[i] = convert(arguments.get(i), encode.getGenericParameterTypes()[i]);
                    }
                    Constructor<?> constructor = type.getDeclaredConstructor();
                    constructor.setAccessible(true);
                    cpuStart = cpu.getCurrentThreadCpuTime();
                    wallStart = System.nanoTime();
                    during = "the encoder, " + encode.getName() + "(the input)";
                    Object encoded = encode.invoke(constructor.newInstance(), values);
                    during = "the decoder, " + decode.getName() + "(what " + encode.getName() + " returned)";
                    Object decoded = decode.invoke(constructor.newInstance(), encoded);
                    long wall = System.nanoTime() - wallStart;
                    outcome = serialise(emptyIfNullNode(decoded, decode.getReturnType()), init.outputLimitBytes(), wall,
                            cpu.getCurrentThreadCpuTime() - cpuStart);
                    return;
                }
                JsonNode operations = arguments.get(0);
                JsonNode calls = arguments.get(1);
                int count = operations.size();
                // Every call's method and arguments are ready before the clock starts.
                Constructor<?> constructor = findConstructor(type, design.constructorTypes());
                java.util.Map<String, Method> byName = new java.util.HashMap<>();
                for (CallPlan.Method wanted : design.methods()) {
                    byName.put(wanted.name(), findMethod(type, wanted));
                }
                Method[] methods = new Method[count];
                Object[][] values = new Object[count][];
                values[0] = convertAll(calls.get(0), constructor.getGenericParameterTypes());
                for (int i = 1; i < count; i++) {
                    methods[i] = byName.get(operations.get(i).asText());
                    if (methods[i] == null) {
                        throw new IllegalStateException("no method " + operations.get(i) + " in the plan");
                    }
                    values[i] = convertAll(calls.get(i), methods[i].getGenericParameterTypes());
                }
                // Each output becomes JSON right after its call, as LeetCode prints it then (a returned
                // object the class later changes must not show its later state), off the clock.
                com.fasterxml.jackson.databind.node.ArrayNode outputs = JsonNodeFactory.instance.arrayNode();
                long budget = init.outputLimitBytes();
                long wall = 0;
                cpuStart = cpu.getCurrentThreadCpuTime();
                wallStart = System.nanoTime();
                Object instance = constructor.newInstance(values[0]);
                wall += System.nanoTime() - wallStart;
                outputs.addNull();
                for (current = 1; current < count; current++) {
                    long callStart = System.nanoTime();
                    Object result = methods[current].invoke(instance, values[current]);
                    wall += System.nanoTime() - callStart;
                    if (methods[current].getReturnType() == void.class) {
                        outputs.addNull();
                        budget -= 5;
                        continue;
                    }
                    CallOutput output = callOutput(emptyIfNullNode(result, methods[current].getReturnType()),
                            Math.max(0, budget));
                    if (output.failure() != null) {
                        outcome = withTime(output.failure(), call(operations, calls, current), wall,
                                cpu.getCurrentThreadCpuTime() - cpuStart);
                        return;
                    }
                    budget -= output.bytes();
                    outputs.add(output.value());
                }
                if (budget < 0) {
                    outcome = Outcome.outputTooLarge(init.outputLimitBytes(), wall, cpu.getCurrentThreadCpuTime() - cpuStart);
                    return;
                }
                outcome = Outcome.returned(outputs, wall, cpu.getCurrentThreadCpuTime() - cpuStart);
            } catch (InvocationTargetException e) {
                long wall = wallStart == 0 ? 0 : System.nanoTime() - wallStart;
                long cpuTime = wallStart == 0 ? 0 : cpu.getCurrentThreadCpuTime() - cpuStart;
                threw(e.getCause(), wall, cpuTime, during != null ? during
                        : call(arguments.get(0), arguments.get(1), current));
            } catch (ExceptionInInitializerError e) {
                threw(e.getCause() == null ? e : e.getCause(), 0, 0);
            } catch (ReflectiveOperationException | RuntimeException e) {
                outcome = Outcome.setupFailed(e.toString());
            } catch (Error e) {
                threw(e, 0, 0);
            }
        }

        /** One call's output as JSON and about the bytes it takes; or, when it cannot be one, why. */
        private record CallOutput(JsonNode value, long bytes, Outcome failure) {
        }

        /**
         * One call's output as JSON: plain values directly, anything else through the serialiser
         * within what is left of the output limit.
         */
        private CallOutput callOutput(Object result, long left) {
            JsonNode direct = null;
            if (result == null) {
                direct = NullNode.getInstance();
            } else if (result instanceof Integer || result instanceof Short || result instanceof Byte) {
                direct = IntNode.valueOf(((Number) result).intValue());
            } else if (result instanceof Long value) {
                direct = com.fasterxml.jackson.databind.node.LongNode.valueOf(value);
            } else if (result instanceof Boolean value) {
                direct = com.fasterxml.jackson.databind.node.BooleanNode.valueOf(value);
            } else if (result instanceof String value && value.length() < 64) {
                direct = com.fasterxml.jackson.databind.node.TextNode.valueOf(value);
            }
            if (direct != null) {
                return new CallOutput(direct, direct.isTextual() ? direct.asText().length() + 3 : 12, null);
            }
            LimitedBuffer buffer = new LimitedBuffer(left);
            Outcome written = serialise(result, buffer, left, 0, -1);
            return written.status() == Frame.Result.Status.RETURNED
                    ? new CallOutput(written.value(), buffer.size(), null) : new CallOutput(null, 0, written);
        }

        /** A failed call's output outcome, with the whole sequence's times and the call named. */
        private Outcome withTime(Outcome failed, String call, long wall, long cpuTime) {
            return switch (failed.status()) {
                case OUTPUT_TOO_LARGE -> Outcome.outputTooLarge(init.outputLimitBytes(), wall, cpuTime);
                case INVALID_OUTPUT -> Outcome.invalidOutput(call + ": " + failed.reason(), wall, cpuTime);
                default -> Outcome.unserialisable(call + ": " + failed.reason(), wall, cpuTime);
            };
        }

        /** What this thread has allocated so far, or -1 when the JVM does not say (not HotSpot). */
        private static long allocatedBytes(ThreadMXBean threads) {
            return threads instanceof com.sun.management.ThreadMXBean hotspot ? hotspot.getCurrentThreadAllocatedBytes()
                    : -1;
        }

        private Class<?> load() throws ClassNotFoundException {
            // The platform loader as parent: the solution's names resolve to its own classes and the
            // JDK's, never to the judge's or Jackson's by accident. Not a security boundary.
            return Class.forName(init.className(), true, sharedLoader != null ? sharedLoader
                    : new ClassBytesLoader(init.classes(), ClassLoader.getPlatformClassLoader()));
        }

        private Object[] convertAll(JsonNode values, java.lang.reflect.Type[] types) {
            Object[] converted = new Object[types.length];
            for (int i = 0; i < types.length; i++) {
                converted[i] = convert(values.get(i), types[i]);
            }
            return converted;
        }

        /** A call as a learner reads it in a message: {@code call 7: get(2)}. */
        private static String call(JsonNode operations, JsonNode calls, int index) {
            // Counted from 1, as the diff counts the outputs; the constructor is call 1.
            StringBuilder text = new StringBuilder("call ").append(index + 1).append(": ")
                    .append(operations.get(index).asText()).append('(');
            JsonNode values = calls.get(index);
            for (int i = 0; i < values.size(); i++) {
                text.append(i == 0 ? "" : ", ").append(capped(Json.compact(values.get(i))));
            }
            return text.append(')').toString();
        }

        private Constructor<?> findConstructor(Class<?> type, List<String> erasures) throws NoSuchMethodException {
            for (Constructor<?> candidate : type.getDeclaredConstructors()) {
                if (Arrays.stream(candidate.getParameterTypes()).map(Class::getTypeName).toList().equals(erasures)) {
                    candidate.setAccessible(true);
                    return candidate;
                }
            }
            throw new NoSuchMethodException(type.getName() + erasures);
        }

        /** The method, declared in the class or inherited from a class of the learner's (the compiler allowed both). */
        private Method findMethod(Class<?> type, CallPlan.Method wanted) throws NoSuchMethodException {
            for (Class<?> owner = type; owner != null && owner != Object.class; owner = owner.getSuperclass()) {
                for (Method candidate : owner.getDeclaredMethods()) {
                    if (candidate.getName().equals(wanted.name()) && !candidate.isBridge()
                            && erasures(candidate).equals(wanted.parameterTypes())) {
                        candidate.setAccessible(true);
                        return candidate;
                    }
                }
            }
            throw new NoSuchMethodException(type.getName() + "." + wanted.name() + wanted.parameterTypes());
        }

        /** The method the judge's signature check accepted: same name and the same erased parameter types. */
        private Method findMethod(Class<?> type) throws NoSuchMethodException {
            for (Method candidate : type.getDeclaredMethods()) {
                if (candidate.getName().equals(init.method()) && erasures(candidate).equals(init.parameterTypes())) {
                    candidate.setAccessible(true);
                    return candidate;
                }
            }
            throw new NoSuchMethodException(init.className() + "." + init.method() + init.parameterTypes());
        }

        private static List<String> erasures(Method method) {
            return Arrays.stream(method.getParameterTypes()).map(Class::getTypeName).toList();
        }

        private void threw(Throwable thrown, long wallNanos, long cpuNanos) {
            threw(thrown, wallNanos, cpuNanos, null);
        }

        private void threw(Throwable thrown, long wallNanos, long cpuNanos, String during) {
            this.thrown = thrown;
            List<String> frames = new ArrayList<>();
            int userFrames = 0;
            String previous = null;
            int repeats = 0;
            for (StackTraceElement element : thrown.getStackTrace()) {
                // Only the learner's own frames explain anything; JDK and harness frames are noise.
                if (!init.classes().containsKey(element.getClassName())) {
                    continue;
                }
                String frame = element.toString();
                if (frame.equals(previous)) {
                    // Endless recursion repeats one frame a thousand times; say so once.
                    repeats++;
                    continue;
                }
                if (repeats > 0 && userFrames <= MAX_FRAMES_SHOWN) {
                    frames.add("(the line above repeated " + repeats + " more times)");
                }
                repeats = 0;
                previous = frame;
                if (userFrames < MAX_FRAMES_SHOWN) {
                    frames.add(frame);
                }
                userFrames++;
            }
            if (repeats > 0 && userFrames <= MAX_FRAMES_SHOWN) {
                frames.add("(the line above repeated " + repeats + " more times)");
            }
            String cause = thrown.getCause() != null && thrown.getCause() != thrown
                    ? capped(thrown.getCause().toString()) : null;
            outcome = Outcome.threw(new Frame.Result.Thrown(thrown.getClass().getName(), capped(thrown.getMessage()),
                    frames, Math.max(0, userFrames - MAX_FRAMES_SHOWN), thrown instanceof StackOverflowError, cause,
                    during), wallNanos, cpuNanos);
        }
    }

    /** A JSON argument as the solution's parameter type, LeetCode's nodes included. */
    static Object convert(JsonNode value, java.lang.reflect.Type type) {
        Object quick = QuickBinding.convert(value, type);
        if (quick != QuickBinding.NOT_MINE) {
            return quick;
        }
        return mapper().convertValue(value, mapper().getTypeFactory().constructType(type));
    }

    /** A null tree or list is LeetCode's {@code []}, as in the test files; Jackson would write {@code null}. */
    static Object emptyIfNullNode(Object value, Class<?> declared) {
        return value == null && NodeModule.NodeKind.of(declared) != null ? List.of() : value;
    }

    static NodeModule.NodeKind nodeKind(Class<?> type) {
        NodeModule.NodeKind kind = NodeModule.NodeKind.of(type);
        if (kind == null) {
            throw new IllegalStateException(type.getName() + " is not a provided type " + ProvidedTypes.names());
        }
        return kind;
    }

    /**
     * The output as JSON, or why it cannot be: larger than the limit, not a tree or list (a
     * cycle), or not JSON at all.
     */
    static Outcome serialise(Object output, long limitBytes, long wall, long cpuTime) {
        return serialise(output, new LimitedBuffer(limitBytes), limitBytes, wall, cpuTime, true);
    }

    private static Outcome serialise(Object output, LimitedBuffer buffer, long limitBytes, long wall, long cpuTime) {
        return serialise(output, buffer, limitBytes, wall, cpuTime, false);
    }

    /**
     * @param raw the value as the bytes written ({@link RawJson}), which the result frame copies in
     *     as they are: an answer of megabytes is then never read back into a tree in the worker
     */
    private static Outcome serialise(Object output, LimitedBuffer buffer, long limitBytes, long wall, long cpuTime,
                                     boolean raw) {
        try {
            byte[] quick = raw ? QuickWriter.write(output, limitBytes) : null;
            if (quick != null) {
                return Outcome.returned(RawJson.of(quick), wall, cpuTime);
            }
            mapper().writeValue(buffer, output);
            byte[] bytes = buffer.bytes();
            if (raw) {
                return Outcome.returned(RawJson.of(bytes), wall, cpuTime);
            }
            // The quick reader's tree is Jackson's, smaller; it leaves decimals and the like to Jackson.
            JsonNode tree = dev.practicejudge.json.TreeReader.read(bytes);
            return Outcome.returned(tree != null ? tree : mapper().readTree(bytes), wall, cpuTime);
        } catch (IOException | RuntimeException e) {
            // Jackson may wrap the buffer's own exception, so ask the buffer what happened.
            if (buffer.limitReached()) {
                return Outcome.outputTooLarge(limitBytes, wall, cpuTime);
            }
            for (Throwable cause = e; cause != null; cause = cause.getCause()) {
                if (cause instanceof NodeModule.InvalidOutput invalid) {
                    return Outcome.invalidOutput(invalid.getMessage(), wall, cpuTime);
                }
            }
            return Outcome.unserialisable(String.valueOf(e.getMessage()), wall, cpuTime);
        }
    }

    /** An exception message cut to a size that fits any frame; a solution may throw a huge one. */
    static String capped(String message) {
        if (message == null || message.length() <= MAX_MESSAGE_CHARS) {
            return message;
        }
        return message.substring(0, MAX_MESSAGE_CHARS) + "... (" + (message.length() - MAX_MESSAGE_CHARS)
                + " more characters)";
    }

    /** Collects serialised output and stops the serialiser as soon as it exceeds the limit. */
    private static final class LimitedBuffer extends OutputStream {
        private final long limit;
        private final java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        private boolean limitReached;

        LimitedBuffer(long limit) {
            this.limit = limit;
        }

        @Override
        public void write(int b) throws LimitReached {
            ensureRoom(1);
            bytes.write(b);
        }

        @Override
        public void write(byte[] b, int offset, int length) throws LimitReached {
            ensureRoom(length);
            bytes.write(b, offset, length);
        }

        private void ensureRoom(int more) throws LimitReached {
            if (bytes.size() + (long) more > limit) {
                limitReached = true;
                throw new LimitReached();
            }
        }

        byte[] bytes() {
            return bytes.toByteArray();
        }

        int size() {
            return bytes.size();
        }

        boolean limitReached() {
            return limitReached;
        }

        static final class LimitReached extends IOException {
            private static final long serialVersionUID = 1L;
        }
    }
}
