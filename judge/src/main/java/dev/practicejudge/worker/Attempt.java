package dev.practicejudge.worker;

import static dev.practicejudge.worker.WorkerMain.mapper;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.compile.ClassBytesLoader;
import dev.practicejudge.protocol.Frame;
import dev.practicejudge.protocol.Frame.Result.Outcome;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * One test's call of the solution, run on its own big-stack thread, with what every kind of call
 * shares: loading the class, converting an argument, an exception reduced to the learner's frames.
 * The call itself is a {@link MethodCall} or a {@link DesignCall}; both write their output with
 * {@link OutputWriter}.
 */
abstract class Attempt implements Runnable {

    static final int MAX_FRAMES_SHOWN = 12;
    static final int MAX_MESSAGE_CHARS = 4096;

    final Frame.Init init;
    final List<JsonNode> arguments;
    /** Set by the solution's thread; read after it is joined. */
    Outcome outcome;

    /** The solution's own exception, when it threw one; set and read as {@link #outcome} is. */
    Throwable thrown;

    /** Bytes the solution's thread allocated during the call, or -1; set and read as {@link #outcome} is. */
    long allocated = -1;

    /** The loader of a {@link Frame.Run}'s runs after the first, which share its class; null for a fresh one. */
    private final ClassBytesLoader sharedLoader;

    /** The attempt's clocks: the call starts the judged one, and the watchdog reads them while it runs. */
    final SolutionClock clock;

    Attempt(Frame.Init init, List<JsonNode> arguments, ClassBytesLoader sharedLoader, SolutionClock clock) {
        this.init = init;
        this.arguments = arguments;
        this.sharedLoader = sharedLoader;
        this.clock = clock;
    }

    /**
     * The attempt the plan asks for: a design class driven through its calls, or the solution's
     * method called; it will run on {@code thread}, whose clock starts now.
     */
    static Attempt of(Frame.Init init, List<JsonNode> arguments, ClassBytesLoader sharedLoader, Thread thread) {
        SolutionClock clock = new SolutionClock(thread);
        return init.plan().design() != null ? new DesignCall(init, arguments, sharedLoader, clock)
                : new MethodCall(init, arguments, sharedLoader, clock);
    }

    @Override
    public void run() {
        try {
            callSolution();
        } catch (RuntimeException e) {
            // Reading the output failed in the judge's own code: say how rather than "no result".
            outcome = Outcome.setupFailed("reading the output failed: " + e);
        } finally {
            clock.end();
        }
    }

    /** Loads, calls and times the solution; sets {@link #outcome}. */
    abstract void callSolution();

    /** What this thread has allocated so far, or -1 when the JVM does not say (not HotSpot). */
    static long allocatedBytes(ThreadMXBean threads) {
        return threads instanceof com.sun.management.ThreadMXBean hotspot ? hotspot.getCurrentThreadAllocatedBytes()
                : -1;
    }

    Class<?> load() throws ClassNotFoundException {
        // The platform loader as parent: the solution's names resolve to its own classes and the
        // JDK's, never to the judge's or Jackson's by accident. Not a security boundary.
        return Class.forName(init.className(), true, sharedLoader != null ? sharedLoader
                : new ClassBytesLoader(init.classes(), ClassLoader.getPlatformClassLoader()));
    }

    static List<String> erasures(Method method) {
        return Arrays.stream(method.getParameterTypes()).map(Class::getTypeName).toList();
    }

    void threw(Throwable thrown, long wallNanos, long cpuNanos) {
        threw(thrown, wallNanos, cpuNanos, null);
    }

    void threw(Throwable thrown, long wallNanos, long cpuNanos, String during) {
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
        boolean overflow = thrown instanceof StackOverflowError;
        Frame.Result.Recursion recursion = overflow
                ? RecursionCycle.of(thrown.getStackTrace(), init.classes()::containsKey) : null;
        outcome = Outcome.threw(new Frame.Result.Thrown(thrown.getClass().getName(), capped(thrown.getMessage()),
                frames, Math.max(0, userFrames - MAX_FRAMES_SHOWN), overflow, cause, during, recursion),
                wallNanos, cpuNanos);
    }

    /** A JSON argument as the solution's parameter type, LeetCode's nodes included. */
    static Object convert(JsonNode value, java.lang.reflect.Type type) {
        Object quick = QuickBinding.convert(value, type);
        if (quick != QuickBinding.NOT_MINE) {
            return quick;
        }
        return mapper().convertValue(value, mapper().getTypeFactory().constructType(type));
    }

    /** An exception message cut to a size that fits any frame; a solution may throw a huge one. */
    static String capped(String message) {
        if (message == null || message.length() <= MAX_MESSAGE_CHARS) {
            return message;
        }
        return message.substring(0, MAX_MESSAGE_CHARS) + "... (" + (message.length() - MAX_MESSAGE_CHARS)
                + " more characters)";
    }
}
