package dev.practicejudge.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.problem.Limits;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.protocol.CappedOutputStream;
import dev.practicejudge.protocol.CallPlan;
import dev.practicejudge.protocol.Frame;
import dev.practicejudge.protocol.FrameCodec;
import dev.practicejudge.protocol.Frames;
import dev.practicejudge.protocol.ProtocolException;
import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.Channels;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * One live worker JVM, seen from the judge: started, handed the compiled classes, asked to run
 * tests one at a time, and always ended, its whole process tree with it.
 *
 * <p>The worker talks on a Unix socket of its own in a private temporary folder (also its working
 * directory), never on its stdout. Its first frame must carry a random token the judge gave it on
 * standard input. Frames are read on a thread of their own into a queue, so every wait here has a
 * deadline. Not thread-safe: one test at a time.
 */
final class WorkerSession implements AutoCloseable {

    /** Output the worker's JVM itself prints (crash reports, OOM notices) is kept up to this much. */
    private static final int PROCESS_OUTPUT_CAP = 16 * 1024;
    private static final Duration EXIT_WAIT = Duration.ofSeconds(2);
    private static final Object END_OF_STREAM = new Object();

    /**
     * The only variables the worker inherits. Anything else could steer it (JAVA_TOOL_OPTIONS and
     * _JAVA_OPTIONS override the heap limit) or point the solution at the expected outputs
     * (PRACTICE_JUDGE_ROOT).
     */
    private static final List<String> INHERITED_VARIABLES = List.of("PATH", "LANG", "LC_ALL", "LC_CTYPE", "TZ",
            "SYSTEMROOT");

    private final Process process;
    private final Path directory;
    private final ServerSocketChannel server;
    private final SocketChannel channel;
    private final BlockingQueue<Object> inbox = new LinkedBlockingQueue<>();
    /**
     * The answer expected from the test being run, set before its frame is sent, for the frame
     * reader to recognise in the result ({@link Frames#read(java.io.DataInputStream, int, java.util.function.Supplier)}); null
     * when there is none. Only a hint: whatever it holds, the frame read is the same value.
     */
    private volatile JsonNode likelyValue;

    /** The method's values shown in a form of their own, converted for the worker and back. */
    private ShownForms forms = ShownForms.NONE;
    private final CappedOutputStream processStdout = new CappedOutputStream(PROCESS_OUTPUT_CAP);
    private final CappedOutputStream processStderr = new CappedOutputStream(PROCESS_OUTPUT_CAP);
    private final int maxFrameBytes;
    private final long exitGraceMillis;
    /** Whether the process started is a launcher (the sandbox's) with the worker JVM below it. */
    private final boolean jvmIsAChild;
    private final List<Thread> drains = new java.util.ArrayList<>();
    private boolean closed;

    private WorkerSession(Process process, Path directory, ServerSocketChannel server, SocketChannel channel,
                          int maxFrameBytes, long exitGraceMillis, boolean jvmIsAChild) {
        this.exitGraceMillis = exitGraceMillis;
        this.jvmIsAChild = jvmIsAChild;
        this.process = process;
        this.directory = directory;
        this.server = server;
        this.channel = channel;
        this.maxFrameBytes = maxFrameBytes;
    }

    /**
     * Starts a worker, waits until it has connected and proved itself, and hands it the classes.
     *
     * @throws WorkerStartException when it does not start or does not connect in time
     */
    static WorkerSession start(WorkerCommand command, Map<String, byte[]> classes, MethodSignature method,
                               Limits limits, int captureLimitBytes, Duration startTimeout)
            throws WorkerStartException {
        WorkerSession session = launch(command, limits, captureLimitBytes, startTimeout);
        session.load(classes, method, limits, captureLimitBytes);
        return session;
    }

    /**
     * Starts a worker and waits until it has connected and proved itself; it then waits for
     * {@link #load}. Starting is most of a worker's cost, so the judge may do it while it compiles.
     *
     * @throws WorkerStartException when it does not start or does not connect in time
     */
    static WorkerSession launch(WorkerCommand command, Limits limits, int captureLimitBytes, Duration startTimeout)
            throws WorkerStartException {
        Path directory = null;
        ServerSocketChannel server = null;
        Process process = null;
        // Workers alive right now are registered, so that a judge stopped by Ctrl-C or a signal still
        // takes them down; once it is stopping, no worker starts (see LiveWorkers).
        LiveWorkers.Admission admission = null;
        try {
            admission = LiveWorkers.ALL.admit();
            directory = admission.newFolder();
            Path socket = directory.resolve(WorkerFolders.SOCKET_NAME);
            server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
            server.bind(UnixDomainSocketAddress.of(socket));
            server.configureBlocking(false);
            int agentPort = command.debugger().isPresent() ? command.debugger().get().reserveAgentPort() : -1;
            ProcessBuilder builder = new ProcessBuilder(command.command(limits.memoryMb(), socket, directory, agentPort))
                    .directory(directory.toFile());
            Map<String, String> environment = builder.environment();
            environment.keySet().retainAll(INHERITED_VARIABLES);
            process = builder.start();
            admission.started(directory, process);
            admission.close();
            if (agentPort >= 0) {
                // Suspended until a debugger attaches: the connection below waits for as long as that takes.
                command.debugger().get().relay(agentPort, process.toHandle());
            }
            String token = HexFormat.of().formatHex(randomBytes());
            try (OutputStream stdin = process.getOutputStream()) {
                stdin.write((token + "\n").getBytes(StandardCharsets.US_ASCII));
            }
            SocketChannel channel = accept(server, process, startTimeout);
            int maxFrame = (int) Math.min(Integer.MAX_VALUE - 64,
                    limits.outputKb() * 1024L + 4L * captureLimitBytes + 1024 * 1024);
            long grace = command.startup().exitGraceMillis();
            WorkerSession session = new WorkerSession(process, directory, server, channel, maxFrame, grace,
                    command.sandbox() != Sandbox.NONE);
            session.startPumps();
            Object hello = session.inbox.poll(startTimeout.toMillis(), TimeUnit.MILLISECONDS);
            if (!introduces(hello, token)) {
                session.close();
                throw new WorkerStartException("the worker did not introduce itself" + session.processOutputNote());
            }
            return session;
        } catch (IOException e) {
            cleanUp(process, server, directory);
            throw new WorkerStartException("could not start the worker JVM: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            cleanUp(process, server, directory);
            throw new WorkerStartException("interrupted while starting the worker");
        } catch (WorkerStartException | RuntimeException e) {
            // Any failure, an unexpected one included, leaves no process, socket or folder behind.
            cleanUp(process, server, directory);
            throw e;
        } finally {
            if (admission != null) {
                admission.close();
            }
        }
    }

    /** Hands a launched worker the solution's classes and what to call. */
    void load(Map<String, byte[]> classes, MethodSignature method, Limits limits, int captureLimitBytes)
            throws WorkerStartException {
        forms = ShownForms.of(method);
        try {
            send(initFrame(classes, method, limits, captureLimitBytes));
        } catch (IOException e) {
            close();
            throw new WorkerStartException("the worker stopped listening before it got the solution: "
                    + e.getMessage() + processOutputNote());
        }
    }

    /** Whether the first thing the worker sent is a well-formed hello with the token. */
    private static boolean introduces(Object message, String token) {
        try {
            return message instanceof ObjectNode node && FrameCodec.decode(node) instanceof Frame.Hello hello
                    && hello.token().equals(token);
        } catch (ProtocolException e) {
            return false;
        }
    }

    private static final SecureRandom RANDOM = new SecureRandom();

    private static byte[] randomBytes() {
        byte[] bytes = new byte[16];
        RANDOM.nextBytes(bytes);
        return bytes;
    }

    private static SocketChannel accept(ServerSocketChannel server, Process process, Duration timeout)
            throws IOException, WorkerStartException {
        long deadline = System.nanoTime() + timeout.toNanos();
        try (Selector selector = Selector.open()) {
            server.register(selector, SelectionKey.OP_ACCEPT);
            while (System.nanoTime() < deadline) {
                selector.select(50);
                SocketChannel channel = server.accept();
                if (channel != null) {
                    channel.configureBlocking(true);
                    return channel;
                }
                if (!process.isAlive()) {
                    throw new WorkerStartException("the worker JVM exited with status " + process.exitValue()
                            + " before it connected: " + new String(process.getErrorStream().readAllBytes(),
                            StandardCharsets.UTF_8).strip());
                }
            }
        }
        throw new WorkerStartException("the worker JVM did not connect within " + timeout.toSeconds() + " s");
    }

    private static Frame.Init initFrame(Map<String, byte[]> classes, MethodSignature method, Limits limits,
                                        int captureLimitBytes) {
        return new Frame.Init(classes, method.className(), method.name(),
                method.parameters().stream().map(p -> p.type().erasure()).toList(), method.outputParameterIndex(),
                limits.outputKb() * 1024L, captureLimitBytes, limits.hasTimeLimit() ? limits.timeMs() : 0,
                limits.hasTimeLimit() ? limits.wallMs() : 0, limits.hasTimeLimit() ? limits.busyWallMs() : 0,
                plan(method));
    }

    /** What the worker needs to know beyond the method's name and parameter types. */
    static CallPlan plan(MethodSignature method) {
        List<Integer> nodeOf = method.parameters().stream()
                .map(p -> p.nodeOf().map(method::indexOf).orElse(-1)).toList();
        int returnsNodeOf = method.returnsNodeOf().map(method::indexOf).orElse(-1);
        CallPlan.Design design = method.design().map(d -> new CallPlan.Design(d.roundTrip(),
                d.constructor().stream().map(p -> p.type().erasure()).toList(),
                d.methods().stream().map(m -> new CallPlan.Method(m.name(),
                        m.parameters().stream().map(p -> p.type().erasure()).toList(), m.returnType().isVoid())).toList(),
                d.oneObject()))
                .orElse(null);
        if (design == null && returnsNodeOf < 0 && nodeOf.stream().allMatch(i -> i < 0)) {
            return CallPlan.PLAIN;
        }
        return new CallPlan(nodeOf, returnsNodeOf, design);
    }

    private void startPumps() throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(Channels.newInputStream(channel)));
        Thread reader = new Thread(() -> {
            try {
                ObjectNode frame;
                while ((frame = Frames.read(in, maxFrameBytes, () -> likelyValue)) != null) {
                    inbox.add(frame);
                }
                inbox.add(END_OF_STREAM);
            } catch (IOException e) {
                inbox.add(e);
            }
        }, "worker-frames-" + process.pid());
        reader.setDaemon(true);
        reader.start();
        drain(process.getInputStream(), processStdout, "stdout");
        drain(process.getErrorStream(), processStderr, "stderr");
    }

    /** Reads the worker's own stdout or stderr so it can never block on a full pipe. */
    private void drain(InputStream stream, OutputStream sink, String name) {
        Thread thread = new Thread(() -> {
            try (stream) {
                stream.transferTo(sink);
            } catch (IOException e) {
                // The worker is gone; what it printed so far is kept.
            }
        }, "worker-" + name + "-" + process.pid());
        thread.setDaemon(true);
        thread.start();
        drains.add(thread);
    }

    private void send(Frame frame) throws IOException {
        Frames.write(channel, frame);
    }

    /**
     * Runs one test. After anything but {@link RunOutcome.Returned}, {@link RunOutcome.Threw} or
     * {@link RunOutcome.OutputTooLarge}, and after a test that left threads running, the worker is
     * gone and this session is closed ({@link #isOpen()} says so).
     *
     * @param deadline how long to wait for the result before killing the worker
     */
    RunOutcome run(int index, List<JsonNode> arguments, Duration deadline) {
        return run(index, arguments, null, deadline);
    }

    /**
     * {@link #run(int, List, Duration)} of a test whose answer is probably {@code expected}: an
     * answer written exactly as it is comes back as that node, without a copy read from the text.
     *
     * @param expected the test's expected answer; null or a missing node when there is none
     */
    RunOutcome run(int index, List<JsonNode> arguments, JsonNode expected, Duration deadline) {
        likelyValue = expected == null || expected.isMissingNode() ? null : expected;
        try {
            return exchange(new Frame.Run(index, forms.toWorker(arguments)), deadline).outcome();
        } finally {
            likelyValue = null;
        }
    }

    /**
     * Runs the method {@code runs} times on one input, for {@code profile}: the outcome as
     * {@link #run} gives it (the last run's, or the first that did not return), and each run that
     * returned, in order. The deadline is for all the runs together.
     */
    Measured measure(int index, List<JsonNode> arguments, int runs, Duration deadline) {
        return exchange(new Frame.Run(index, forms.toWorker(arguments), runs), deadline);
    }

    private Measured exchange(Frame.Run test, Duration deadline) {
        int index = test.index();
        long cpuBefore = processCpuNanos();
        long start = System.nanoTime();
        try {
            send(test);
        } catch (IOException e) {
            return none(died(start, cpuBefore, "the worker stopped listening: " + e.getMessage(), CapturedOutput.NONE));
        }
        long deadlineAt = start + deadline.toNanos();
        // The latest progress frame's output (each holds all kept so far) and the one stack sent.
        CapturedOutput soFar = CapturedOutput.NONE;
        RunOutcome.Stuck stuck = null;
        Frame.Result result;
        while (true) {
            Object message;
            try {
                message = inbox.poll(Math.max(0, deadlineAt - System.nanoTime()), TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                close();
                return none(new RunOutcome.HarnessFailed("interrupted"));
            }
            if (message == null) {
                // Not a word from the worker by the judge's own deadline, past the backstop the
                // worker watches itself: only the whole process's CPU time is known.
                long cpuAfter = processCpuNanos();
                long elapsed = System.nanoTime() - start;
                kill();
                return none(new RunOutcome.TimedOut(Timing.ofNanos(elapsed, cpuBefore < 0 || cpuAfter < 0 ? -1
                        : cpuAfter - cpuBefore), soFar, stuck, RunOutcome.TimedOut.Why.NO_ANSWER));
            }
            if (message == END_OF_STREAM) {
                return none(died(start, cpuBefore, null, soFar));
            }
            if (message instanceof IOException e) {
                return none(died(start, cpuBefore, "the worker broke the judge's protocol: " + e.getMessage(), soFar));
            }
            Frame frame;
            try {
                frame = FrameCodec.decode((ObjectNode) message);
            } catch (ProtocolException e) {
                return none(died(start, cpuBefore, "the worker sent " + e.getMessage(), soFar));
            }
            if (frame instanceof Frame.Progress progress && progress.index() == index) {
                soFar = ResultFrames.output(progress);
                if (progress.stack() != null) {
                    stuck = ResultFrames.stuck(progress.stack());
                }
                if (progress.stop() != null) {
                    // The test passed a limit the worker watches: it cannot stop the solution's
                    // thread, so the worker goes.
                    long elapsed = System.nanoTime() - start;
                    kill();
                    return none(ResultFrames.stopped(progress.stop(), elapsed, soFar, stuck));
                }
                continue;
            }
            if (!(frame instanceof Frame.Result received) || received.index() != index) {
                int stray = frame instanceof Frame.Result r ? r.index() : frame instanceof Frame.Progress p ? p.index() : -1;
                return none(died(start, cpuBefore, "the worker broke the judge's protocol: unexpected frame \""
                        + FrameCodec.typeName(frame) + "\"" + (stray >= 0
                        ? " for test " + stray + " during test " + index : ""), soFar));
            }
            result = received;
            break;
        }
        RunOutcome outcome = forms.fromWorker(ResultFrames.toOutcome(result, stuck));
        if (result.threadsLeftRunning() > 0 || !(outcome instanceof RunOutcome.Returned
                || outcome instanceof RunOutcome.Threw || outcome instanceof RunOutcome.OutputTooLarge
                || outcome instanceof RunOutcome.InvalidOutput)) {
            // Threads the solution left running would carry into the next test, and a worker that
            // could not set a test up is suspect: the next test gets a fresh worker.
            close();
        }
        return new Measured(outcome, result.samples());
    }

    private static Measured none(RunOutcome outcome) {
        return new Measured(outcome, List.of());
    }

    /** The worker ended or broke the protocol: find out why, then make sure it is gone. */
    private RunOutcome died(long start, long cpuBefore, String protocolProblem, CapturedOutput soFar) {
        long elapsed = System.nanoTime() - start;
        long cpu = processCpuNanos();
        Timing timing = Timing.ofNanos(elapsed, cpu < 0 || cpuBefore < 0 ? -1 : cpu - cpuBefore);
        if (protocolProblem != null) {
            // A worker that broke the protocol may still be running: no reason to wait for it.
            kill();
            return new RunOutcome.Crashed(protocolProblem, timing, soFar);
        }
        boolean exited;
        try {
            exited = process.waitFor(EXIT_WAIT.toMillis(), TimeUnit.MILLISECONDS);
            // What the JVM printed as it died (an OutOfMemoryError notice) may still be in the pipes.
            for (Thread drain : drains) {
                drain.join(EXIT_WAIT.toMillis());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            exited = false;
        }
        kill();
        String jvmSaid = processStdout.text() + processStderr.text();
        if (exited && jvmSaid.contains("java.lang.OutOfMemoryError")) {
            return new RunOutcome.OutOfMemory(timing, soFar);
        }
        String status = exited ? "status " + process.exitValue() : "an unknown status";
        return new RunOutcome.Crashed("the solution exited the JVM (" + status + ") before the test finished"
                + processOutputNote(), timing, soFar);
    }

    private String processOutputNote() {
        String said = (processStdout.text() + processStderr.text()).strip();
        if (said.isEmpty()) {
            return "";
        }
        return "; the worker printed: " + (said.length() > 500 ? said.substring(0, 500) + "..." : said);
    }

    /**
     * CPU time of the worker so far, or -1 where the OS does not say. In a sandbox the process
     * started is the launcher and the JVM its child, so the descendants are summed too (listing
     * them reads every process's status, so only then).
     */
    private long processCpuNanos() {
        long own = process.info().totalCpuDuration().map(Duration::toNanos).orElse(-1L);
        if (own < 0 || !jvmIsAChild) {
            return own;
        }
        return own + process.descendants().mapToLong(p -> p.info().totalCpuDuration().map(Duration::toNanos).orElse(0L))
                .sum();
    }

    boolean isOpen() {
        return !closed;
    }

    /** Ends the worker at once: no exit frame, no grace. */
    private void kill() {
        if (closed) {
            return;
        }
        closed = true;
        release();
    }

    /** Asks the worker to exit, then kills whatever of its process tree is left and deletes its folder. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        if (process.isAlive()) {
            try {
                send(new Frame.Exit());
                // No need to wait for a polite exit: the whole tree is killed next anyway, and
                // every millisecond here is one the learner waits for the summary. Only a worker
                // recording its classes (judgew's training run) gets time to finish writing them.
                process.waitFor(exitGraceMillis, TimeUnit.MILLISECONDS);
            } catch (IOException e) {
                // It is not listening; it will be killed below.
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        release();
    }

    private void release() {
        try {
            channel.close();
        } catch (IOException e) {
            // Closing is best effort; the process is killed regardless.
        }
        cleanUp(process, server, directory);
    }

    private static void cleanUp(Process process, ServerSocketChannel server, Path directory) {
        if (process != null) {
            ProcessTree.kill(process.toHandle());
        }
        if (server != null) {
            try {
                server.close();
            } catch (IOException e) {
                // Nothing more to do for a socket that will not close.
            }
        }
        if (directory != null) {
            deleteRecursively(directory);
            LiveWorkers.ALL.forget(directory);
        }
    }

    /** Deletes a folder and what is in it, as far as it can; never throws. */
    static void deleteRecursively(Path directory) {
        try (Stream<Path> paths = Files.walk(directory)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> {
                try {
                    Files.deleteIfExists(path);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (IOException | UncheckedIOException e) {
            // A leftover temporary folder is harmless; the OS cleans its temp directory.
        }
    }

    /** The worker could not be started; a judge error, not the solution's fault. */
    static final class WorkerStartException extends Exception {
        private static final long serialVersionUID = 1L;

        WorkerStartException(String message) {
            super(message);
        }
    }
}
