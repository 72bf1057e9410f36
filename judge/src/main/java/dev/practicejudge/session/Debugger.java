package dev.practicejudge.session;

import dev.practicejudge.run.DebugPort;
import dev.practicejudge.run.WorkerCommand;
import java.io.IOException;
import java.util.function.IntConsumer;

/**
 * A port on localhost where a debugger attaches to the worker that runs the learner's solution
 * ({@code debug}, {@code run --debug}): it makes the debugged worker's command, and says whether
 * the debugger left before the worker ended. Closing it stops listening.
 */
public final class Debugger implements AutoCloseable {

    /** The port debuggers attach to unless {@code --port} says otherwise. */
    public static final int DEFAULT_PORT = DebugPort.DEFAULT_PORT;

    private final DebugPort port;

    private Debugger(DebugPort port) {
        this.port = port;
    }

    /**
     * Binds {@code port} on the loopback address.
     *
     * @param waiting told the port once a worker waits for a debugger, to say where to attach
     * @throws Refused when {@code port} is no port number, or cannot be had (another program or
     *     debug session holds it)
     */
    public static Debugger listen(int port, IntConsumer waiting) throws Refused {
        if (port < 1 || port > 65535) {
            throw new Refused("--port " + port + ": a port is a number from 1 to 65535, e.g. --port " + DEFAULT_PORT);
        }
        try {
            return new Debugger(DebugPort.open(port, waiting));
        } catch (IOException e) {
            throw new Refused("cannot listen for a debugger on localhost:" + port + " (" + e.getMessage() + "): "
                    + "another program or debug session may hold it; choose another port, e.g. --port "
                    + (port == DEFAULT_PORT ? DEFAULT_PORT + 1 : DEFAULT_PORT) + ", and attach there");
        }
    }

    /** {@code worker}'s command for a worker that waits for the debugger on this port. */
    public WorkerCommand debugged(WorkerCommand worker) {
        return worker.debuggedThrough(port);
    }

    /**
     * Whether the debugger detached while the worker was still running, so the judge stopped the
     * worker: a worker that then died has no verdict.
     */
    public boolean leftFirst() {
        return port.debuggerLeftFirst();
    }

    @Override
    public void close() {
        port.close();
    }
}
