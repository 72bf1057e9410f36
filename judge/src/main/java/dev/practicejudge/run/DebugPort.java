package dev.practicejudge.run;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.util.concurrent.TimeUnit;
import java.util.function.IntConsumer;

/**
 * The port a debugger attaches to, on the loopback address only, for a worker started with a
 * JDWP agent ({@code ./judgew debug}).
 *
 * <p>The judge holds the port itself and relays one debugger's bytes to the worker's agent, which
 * listens on a port of its own (also loopback). Relaying is what lets the judge see a debugger
 * come and go: the JDWP agent would silently wait for the next debugger after one detaches,
 * with the solution running on, unlimited; here a debugger that detaches before the worker is
 * done ends the worker, and with it the run. It also means a port already taken is found before
 * any JVM starts, and the agent is never reachable from another machine.
 */
public final class DebugPort implements AutoCloseable {

    /**
     * The port a debugger attaches to by default: the one IntelliJ IDEA and VS Code suggest for a
     * remote JVM, and the one the checked-in configurations (.idea/, .vscode/) name.
     */
    public static final int DEFAULT_PORT = 5005;

    /** How long the relay tries to reach the worker's agent once a debugger has connected. */
    private static final long AGENT_CONNECT_MILLIS = 10_000;

    private final ServerSocket listening;
    private final IntConsumer onWaiting;
    private volatile boolean attached;
    private volatile boolean debuggerLeftFirst;
    private volatile boolean closed;

    private DebugPort(ServerSocket listening, IntConsumer onWaiting) {
        this.listening = listening;
        this.onWaiting = onWaiting;
    }

    /**
     * Binds {@code port} on the loopback address.
     *
     * @param onWaiting told the port once a worker waits for a debugger, to say where to attach
     * @throws IOException when the port cannot be had (another program, or another debug session, holds it)
     */
    public static DebugPort open(int port, IntConsumer onWaiting) throws IOException {
        ServerSocket listening = new ServerSocket();
        try {
            listening.setReuseAddress(true);
            listening.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 1);
        } catch (IOException e) {
            listening.close();
            throw e;
        }
        return new DebugPort(listening, onWaiting);
    }

    /** The port debuggers attach to. */
    public int port() {
        return listening.getLocalPort();
    }

    /** Whether a debugger has attached. */
    public boolean attached() {
        return attached;
    }

    /**
     * Whether a debugger detached while the worker was still running, so the judge stopped the
     * worker: a test whose worker then died has no verdict. A worker that ends by itself (its test
     * done, a {@code System.exit}) never sets it.
     */
    public boolean debuggerLeftFirst() {
        return debuggerLeftFirst;
    }

    /**
     * A free loopback port for a worker's JDWP agent. Another program could take it before the
     * worker does (a short window); the worker then fails to start and says so.
     */
    int reserveAgentPort() throws IOException {
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return probe.getLocalPort();
        }
    }

    /** The JVM option that starts a worker suspended, its agent listening on {@code agentPort}. */
    static String agentOption(int agentPort) {
        // quiet=y: the agent's "Listening for transport" line would land in the worker's own output.
        return "-agentlib:jdwp=transport=dt_socket,server=y,suspend=y,quiet=y,address="
                + InetAddress.getLoopbackAddress().getHostAddress() + ":" + agentPort;
    }

    /**
     * Relays debuggers to a started worker's agent, on a thread of its own, until the worker ends.
     * A debugger that disconnects while the worker runs kills the worker's whole process tree.
     */
    void relay(int agentPort, ProcessHandle worker) {
        Thread thread = new Thread(() -> serve(agentPort, worker), "debug-relay-" + worker.pid());
        thread.setDaemon(true);
        thread.start();
        onWaiting.accept(port());
    }

    private void serve(int agentPort, ProcessHandle worker) {
        while (!closed && worker.isAlive()) {
            try (Socket debugger = listening.accept()) {
                if (!handshakeFrom(debugger)) {
                    continue; // no debugger (a port check, a browser): the worker waits for the next
                }
                try (Socket agent = connect(agentPort, worker)) {
                    if (agent == null) {
                        if (worker.isAlive()) {
                            // An agent that never listens leaves a worker no debugger can reach: end it,
                            // and the judge reports that the worker never connected.
                            ProcessTree.kill(worker);
                        }
                        return;
                    }
                    attached = true;
                    agent.getOutputStream().write(HANDSHAKE);
                    relayUntilOneSideEnds(debugger, agent);
                }
                // The connection ended. When the worker ends (its test done, or a System.exit), its agent
                // closes the connection as the JVM goes: give it a moment to be gone. A worker still
                // running after that lost its debugger (a disconnect, or a polite detach, after which
                // the agent resumes every thread): unwatched and without a time limit, it must not go on.
                if (!exitsSoon(worker)) {
                    debuggerLeftFirst = true;
                    ProcessTree.kill(worker);
                }
                return;
            } catch (IOException e) {
                if (closed) {
                    return;
                }
                // One failed connection: wait for the next.
            }
        }
    }

    /** What a JDWP debugger sends first, and the agent answers with (the JDWP specification's handshake). */
    private static final byte[] HANDSHAKE = "JDWP-Handshake".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    /** How long a connection has to say it is a debugger. */
    private static final int HANDSHAKE_MILLIS = 10_000;
    /** How long a worker whose debugger connection closed has to end by itself. */
    private static final long EXIT_GRACE_MILLIS = 2_000;

    /** Whether the connection opens with JDWP's handshake; it is consumed, and sent on to the agent. */
    private static boolean handshakeFrom(Socket connection) throws IOException {
        connection.setSoTimeout(HANDSHAKE_MILLIS);
        byte[] received;
        try {
            received = connection.getInputStream().readNBytes(HANDSHAKE.length);
        } catch (java.net.SocketTimeoutException e) {
            return false;
        }
        connection.setSoTimeout(0);
        return java.util.Arrays.equals(received, HANDSHAKE);
    }

    private static boolean exitsSoon(ProcessHandle worker) {
        try {
            worker.onExit().get(EXIT_GRACE_MILLIS, TimeUnit.MILLISECONDS);
            return true;
        } catch (java.util.concurrent.TimeoutException e) {
            return false;
        } catch (java.util.concurrent.ExecutionException e) {
            return !worker.isAlive();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return !worker.isAlive();
        }
    }

    /** The worker's agent, tried until it listens, the worker ends, or ten seconds pass; null if not reached. */
    private static Socket connect(int agentPort, ProcessHandle worker) throws IOException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(AGENT_CONNECT_MILLIS);
        while (true) {
            try {
                return new Socket(InetAddress.getLoopbackAddress(), agentPort);
            } catch (SocketException e) {
                if (!worker.isAlive() || System.nanoTime() > deadline) {
                    return null;
                }
                try {
                    Thread.sleep(20);
                } catch (InterruptedException interrupted) {
                    Thread.currentThread().interrupt();
                    return null;
                }
            }
        }
    }

    /** Copies bytes both ways until one side closes, then closes both. */
    private static void relayUntilOneSideEnds(Socket debugger, Socket agent) {
        Thread toAgent = new Thread(() -> copy(debugger, agent), "debug-relay-to-agent");
        toAgent.setDaemon(true);
        toAgent.start();
        copy(agent, debugger);
    }

    /** Copies {@code from} into {@code to} until either ends, then closes both, which ends the other direction. */
    private static void copy(Socket from, Socket to) {
        try {
            InputStream in = from.getInputStream();
            OutputStream out = to.getOutputStream();
            byte[] buffer = new byte[8192];
            int n;
            while ((n = in.read(buffer)) >= 0) {
                out.write(buffer, 0, n);
                out.flush();
            }
        } catch (IOException e) {
            // One side is gone.
        } finally {
            close(from);
            close(to);
        }
    }

    private static void close(Socket socket) {
        try {
            socket.close();
        } catch (IOException e) {
            // Already closed by the other direction.
        }
    }

    /** Stops listening; a relay under way ends with its worker. */
    @Override
    public void close() {
        closed = true;
        try {
            listening.close();
        } catch (IOException e) {
            // Nothing more to release.
        }
    }
}
