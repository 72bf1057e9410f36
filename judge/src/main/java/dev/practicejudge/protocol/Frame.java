package dev.practicejudge.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One message between the judge and its worker JVM. The judge sends {@link Init}, {@link Run} and
 * {@link Exit}; the worker sends {@link Hello}, {@link Progress} and {@link Result}. The records hold values and
 * check them as they are built ({@link IllegalArgumentException} naming what is wrong);
 * {@link FrameCodec} alone knows how each is spelled on the wire.
 */
public sealed interface Frame {

    /**
     * The worker's first frame.
     *
     * @param token the token the judge wrote to the worker's standard input
     * @param pid the worker JVM's process id, or -1 when it did not say
     */
    record Hello(String token, long pid) implements Frame {
        public Hello {
            Objects.requireNonNull(token, "token");
        }
    }

    /**
     * The solution and how to call it; sent once, before the first {@link Run}.
     *
     * @param classes the compiled classes by binary name (the arrays are not copied: no one changes them)
     * @param className the class to instantiate
     * @param method the method to call
     * @param parameterTypes the erasures of its parameter types as {@code Class.getTypeName} spells them
     * @param outputParameter the parameter an in-place method fills, or -1 when the output is the returned value
     * @param outputLimitBytes the most bytes the output may take as JSON
     * @param captureLimitBytes how much of each of {@code System.out} and {@code System.err} is kept per test
     * @param timeLimitMs the test's limit on the solution's CPU time: once it is passed the worker asks
     *     to be stopped ({@link Progress#stop}) and says where the solution is ({@link Progress#stack});
     *     0 for none
     * @param wallLimitMs the backstop: how long an attempt may take in real time, loading included,
     *     before the worker asks to be stopped whatever CPU it used, if the solution is waiting (sleeps,
     *     blocks) or its call has not begun; 0 for none
     * @param busyWallLimitMs how long an attempt whose solution is still running under its CPU limit
     *     may take in real time before the worker gives up on a machine too busy to judge it; at least
     *     {@code wallLimitMs}
     */
    record Init(Map<String, byte[]> classes, String className, String method, List<String> parameterTypes,
                int outputParameter, long outputLimitBytes, int captureLimitBytes, long timeLimitMs,
                long wallLimitMs, long busyWallLimitMs, CallPlan plan)
            implements Frame {
        public Init {
            Objects.requireNonNull(plan, "plan");
            classes = Map.copyOf(classes);
            Objects.requireNonNull(className, "className");
            Objects.requireNonNull(method, "method");
            parameterTypes = List.copyOf(parameterTypes);
            if (outputParameter < -1 || outputParameter >= parameterTypes.size()) {
                throw new IllegalArgumentException("outputParameter " + outputParameter + " for "
                        + parameterTypes.size() + " parameters");
            }
            requireAtLeast("outputLimitBytes", outputLimitBytes, 0);
            requireAtLeast("captureLimitBytes", captureLimitBytes, 0);
            requireAtLeast("timeLimitMs", timeLimitMs, 0);
            requireAtLeast("wallLimitMs", wallLimitMs, 0);
            requireAtLeast("busyWallLimitMs", busyWallLimitMs, wallLimitMs);
        }

        /** With a backstop that does not wait longer for a solution still running. */
        public Init(Map<String, byte[]> classes, String className, String method, List<String> parameterTypes,
                    int outputParameter, long outputLimitBytes, int captureLimitBytes, long timeLimitMs,
                    long wallLimitMs, CallPlan plan) {
            this(classes, className, method, parameterTypes, outputParameter, outputLimitBytes, captureLimitBytes,
                    timeLimitMs, wallLimitMs, wallLimitMs, plan);
        }

        /** With a CPU limit and no wall-clock backstop in the worker. */
        public Init(Map<String, byte[]> classes, String className, String method, List<String> parameterTypes,
                    int outputParameter, long outputLimitBytes, int captureLimitBytes, long timeLimitMs,
                    CallPlan plan) {
            this(classes, className, method, parameterTypes, outputParameter, outputLimitBytes, captureLimitBytes,
                    timeLimitMs, 0, plan);
        }

        /** Without a time limit: the worker never says where a solution is. */
        public Init(Map<String, byte[]> classes, String className, String method, List<String> parameterTypes,
                    int outputParameter, long outputLimitBytes, int captureLimitBytes) {
            this(classes, className, method, parameterTypes, outputParameter, outputLimitBytes, captureLimitBytes, 0,
                    0, CallPlan.PLAIN);
        }

        public Init(Map<String, byte[]> classes, String className, String method, List<String> parameterTypes,
                    int outputParameter, long outputLimitBytes, int captureLimitBytes, long timeLimitMs) {
            this(classes, className, method, parameterTypes, outputParameter, outputLimitBytes, captureLimitBytes,
                    timeLimitMs, 0, CallPlan.PLAIN);
        }
    }

    /**
     * Run one test (on the wire, a {@code test} frame).
     *
     * @param index the test's position, echoed in its {@link Result}
     * @param arguments the method's arguments as JSON, in parameter order (a JSON null is a {@code NullNode})
     * @param runs how many times to call the method on these arguments: 1 for a test; more for
     *     {@code profile}, which times a solution warmed up on its input. The runs share one freshly
     *     loaded class (the JIT's work carries from run to run), each on a new instance with freshly
     *     converted arguments; the result is the last run's, or the first that did not return, and
     *     every run's times come back as {@link Result#samples}.
     */
    record Run(int index, List<JsonNode> arguments, int runs) implements Frame {
        public Run {
            requireAtLeast("index", index, 0);
            arguments = List.copyOf(arguments);
            requireAtLeast("runs", runs, 1);
        }

        /** One run: a test. */
        public Run(int index, List<JsonNode> arguments) {
            this(index, arguments, 1);
        }
    }

    /**
     * What one {@link Run} did, with what the solution printed meanwhile.
     *
     * @param threadsLeftRunning threads the solution started that were still alive after the call
     * @param stdoutDropped bytes printed to {@code System.out} beyond the capture limit, not kept
     */
    record Result(int index, Outcome outcome, int threadsLeftRunning, String stdout, long stdoutDropped,
                  String stderr, long stderrDropped, List<Sample> samples) implements Frame {

        /** A result without samples: the answer to a {@link Run} of one run. */
        public Result(int index, Outcome outcome, int threadsLeftRunning, String stdout, long stdoutDropped,
                      String stderr, long stderrDropped) {
            this(index, outcome, threadsLeftRunning, stdout, stdoutDropped, stderr, stderrDropped, List.of());
        }

        /**
         * One run's times, for a {@link Run} of several runs.
         *
         * @param allocatedBytes what the solution's thread allocated during the call, or -1 when the
         *     JVM cannot tell
         */
        public record Sample(long wallNanos, long cpuNanos, long allocatedBytes) {
            public Sample {
                requireAtLeast("wallNanos", wallNanos, 0);
                requireAtLeast("cpuNanos", cpuNanos, -1);
                requireAtLeast("allocatedBytes", allocatedBytes, -1);
            }
        }

        public Result {
            samples = List.copyOf(samples);
            requireAtLeast("index", index, 0);
            Objects.requireNonNull(outcome, "outcome");
            requireAtLeast("threadsLeftRunning", threadsLeftRunning, 0);
            Objects.requireNonNull(stdout, "stdout");
            Objects.requireNonNull(stderr, "stderr");
            requireAtLeast("stdoutDropped", stdoutDropped, 0);
            requireAtLeast("stderrDropped", stderrDropped, 0);
        }

        /** How a test ended, as the worker saw it; its wire name is the result's {@code status}. */
        public enum Status {
            /** The method returned; the output is {@link Outcome#value}. */
            RETURNED("returned"),
            /** The solution threw {@link Outcome#exception}. */
            THREW("threw"),
            /** The output as JSON was over {@link Outcome#limitBytes}. */
            OUTPUT_TOO_LARGE("outputTooLarge"),
            /** The output could not be turned into JSON, for {@link Outcome#reason}. */
            UNSERIALISABLE("unserialisable"),
            /**
             * The output is not a value the problem's type can hold, for {@link Outcome#reason}: a
             * returned list with a cycle, a node that is not the input's own. A wrong answer.
             */
            INVALID_OUTPUT("invalidOutput"),
            /** The worker could not load, build or call the solution, for {@link Outcome#reason}; the judge's fault. */
            SETUP_FAILED("setupFailed");

            private final String wireName;

            Status(String wireName) {
                this.wireName = wireName;
            }

            public String wireName() {
                return wireName;
            }

            /** The status of a wire name, or {@code null} for a name no status has. */
            public static Status ofWireName(String name) {
                for (Status status : values()) {
                    if (status.wireName.equals(name)) {
                        return status;
                    }
                }
                return null;
            }
        }

        /**
         * The status and what goes with it: a value only for {@code RETURNED}, an exception only for
         * {@code THREW}, a reason only for {@code UNSERIALISABLE}, {@code INVALID_OUTPUT} and {@code SETUP_FAILED}, a limit
         * only for {@code OUTPUT_TOO_LARGE} (0 otherwise). Build it with the factories.
         *
         * @param wallNanos the call's wall-clock time (0 when it was never called)
         * @param cpuNanos the calling thread's CPU time, or -1 when unknown
         */
        public record Outcome(Status status, long wallNanos, long cpuNanos, JsonNode value, Thrown exception,
                              String reason, long limitBytes, List<Repeated> repeated) {
            public Outcome {
                Objects.requireNonNull(status, "status");
                repeated = List.copyOf(repeated);
                if (!repeated.isEmpty() && status != Status.RETURNED) {
                    throw new IllegalArgumentException("status " + status.wireName() + " with repeated");
                }
                requireAtLeast("wallNanos", wallNanos, 0);
                requireAtLeast("cpuNanos", cpuNanos, -1);
                requireAtLeast("limitBytes", limitBytes, 0);
                requireIf(status == Status.RETURNED, value, "value", status);
                requireIf(status == Status.THREW, exception, "exception", status);
                requireIf(status == Status.UNSERIALISABLE || status == Status.SETUP_FAILED
                        || status == Status.INVALID_OUTPUT, reason, "reason", status);
            }

            /** Without repeated objects: every status but a returned list's. */
            public Outcome(Status status, long wallNanos, long cpuNanos, JsonNode value, Thrown exception,
                           String reason, long limitBytes) {
                this(status, wallNanos, cpuNanos, value, exception, reason, limitBytes, List.of());
            }

            /** The same outcome, saying which objects the returned list holds more than once. */
            public Outcome withRepeated(List<Repeated> repeated) {
                return new Outcome(status, wallNanos, cpuNanos, value, exception, reason, limitBytes, repeated);
            }

            public static Outcome returned(JsonNode value, long wallNanos, long cpuNanos) {
                return new Outcome(Status.RETURNED, wallNanos, cpuNanos, value, null, null, 0);
            }

            public static Outcome threw(Thrown exception, long wallNanos, long cpuNanos) {
                return new Outcome(Status.THREW, wallNanos, cpuNanos, null, exception, null, 0);
            }

            public static Outcome outputTooLarge(long limitBytes, long wallNanos, long cpuNanos) {
                return new Outcome(Status.OUTPUT_TOO_LARGE, wallNanos, cpuNanos, null, null, null, limitBytes);
            }

            public static Outcome unserialisable(String reason, long wallNanos, long cpuNanos) {
                return new Outcome(Status.UNSERIALISABLE, wallNanos, cpuNanos, null, null, reason, 0);
            }

            public static Outcome invalidOutput(String reason, long wallNanos, long cpuNanos) {
                return new Outcome(Status.INVALID_OUTPUT, wallNanos, cpuNanos, null, null, reason, 0);
            }

            /** Nothing was timed: the failure came before the call. */
            public static Outcome setupFailed(String reason) {
                return new Outcome(Status.SETUP_FAILED, 0, -1, null, null, reason, 0);
            }

            private static void requireIf(boolean wanted, Object component, String name, Status status) {
                if (wanted && component == null) {
                    throw new IllegalArgumentException("status " + status.wireName() + " without " + name);
                }
                if (!wanted && component != null) {
                    throw new IllegalArgumentException("status " + status.wireName() + " with " + name);
                }
            }
        }

        /**
         * One object that a returned list (or array) holds at more than one position: the same object,
         * not equal ones, which JSON cannot show. A list added to the answer and then changed (the
         * backtracking {@code path} added without a copy) is the usual cause.
         *
         * @param times how many positions hold it, at least 2
         * @param positions the first of them, from 0, at most {@link #MAX_POSITIONS}
         */
        public record Repeated(int times, List<Integer> positions) {
            /** The most positions one carries. */
            public static final int MAX_POSITIONS = 5;
            /** The most repeated objects a result carries. */
            public static final int MAX_OBJECTS = 3;

            public Repeated {
                positions = List.copyOf(positions);
                requireAtLeast("times", times, 2);
                if (positions.size() < 2 || positions.size() > Math.min(times, MAX_POSITIONS)) {
                    throw new IllegalArgumentException("positions " + positions.size() + " for " + times + " times");
                }
                for (int position : positions) {
                    requireAtLeast("position", position, 0);
                }
            }
        }

        /**
         * An exception the solution threw, as the worker reduced it.
         *
         * @param message its message (cut to a size that fits a frame), or {@code null}
         * @param frames the frames in the solution's own classes, and notes in parentheses on repeated ones
         * @param omittedFrames the solution's frames left out of {@code frames}
         * @param cause the cause's {@code toString}, or {@code null}
         */
        /**
         * @param during for a design problem, the call it was thrown in ({@code call 3: get(2)}); else null
         * @param recursion for a stack overflow, the calls that repeat in it; else null
         */
        public record Thrown(String className, String message, List<String> frames, int omittedFrames,
                             boolean stackOverflow, String cause, String during, Recursion recursion) {
            public Thrown {
                Objects.requireNonNull(className, "className");
                frames = List.copyOf(frames);
                requireAtLeast("omittedFrames", omittedFrames, 0);
            }

            public Thrown(String className, String message, List<String> frames, int omittedFrames,
                          boolean stackOverflow, String cause, String during) {
                this(className, message, frames, omittedFrames, stackOverflow, cause, during, null);
            }

            public Thrown(String className, String message, List<String> frames, int omittedFrames,
                          boolean stackOverflow, String cause) {
                this(className, message, frames, omittedFrames, stackOverflow, cause, null, null);
            }
        }

        /**
         * The calls a stack overflow's stack repeats, in the solution's own frames: one for a method
         * that calls itself, two for {@code a} calling {@code b} calling {@code a}.
         *
         * @param cycle the repeating calls in the order they call each other, the first one first
         * @param frames how many of the stack's frames repeat them
         * @param deeper whether the stack trace was cut short (the JVM keeps its innermost frames
         *     only), so {@code frames} is a lower bound
         */
        public record Recursion(List<Call> cycle, int frames, boolean deeper) {
            /** The most calls a cycle names, and the most lines a call lists. */
            public static final int MAX_CALLS = 6;

            public Recursion {
                cycle = List.copyOf(cycle);
                if (cycle.isEmpty() || cycle.size() > MAX_CALLS) {
                    throw new IllegalArgumentException("cycle of " + cycle.size() + " calls, not 1 to " + MAX_CALLS);
                }
                requireAtLeast("frames", frames, cycle.size());
            }

            /**
             * A method of the cycle, and the lines in it that make the next call.
             *
             * @param file the source file's name, or {@code null} when the class does not say
             * @param lines the lines, in increasing order; empty when unknown
             */
            public record Call(String method, String file, List<Integer> lines) {
                public Call {
                    Objects.requireNonNull(method, "method");
                    lines = List.copyOf(lines);
                    if (lines.size() > MAX_CALLS) {
                        throw new IllegalArgumentException(lines.size() + " lines, over " + MAX_CALLS);
                    }
                }
            }
        }
    }

    /**
     * What a test that is still running has printed so far, and, once it has passed a limit, that
     * it must be stopped and where the solving thread is. The worker sends one now and then (never
     * after the test's {@link Result}), so that what the solution printed survives the worker being
     * killed or dying; each carries everything kept so far, so only the latest counts.
     *
     * @param stack where the solution's thread was when time ran out, or {@code null} when it is not
     *     past a limit (or was in none of the solution's own code)
     * @param stop the limit the test has passed, which the judge answers by killing the worker (the
     *     worker cannot stop a thread); {@code null} while the test is within its limits
     */
    record Progress(int index, String stdout, long stdoutDropped, String stderr, long stderrDropped, Stack stack,
                    Stop stop)
            implements Frame {
        public Progress {
            requireAtLeast("index", index, 0);
            Objects.requireNonNull(stdout, "stdout");
            Objects.requireNonNull(stderr, "stderr");
            requireAtLeast("stdoutDropped", stdoutDropped, 0);
            requireAtLeast("stderrDropped", stderrDropped, 0);
        }

        /** Output so far, within the limits. */
        public Progress(int index, String stdout, long stdoutDropped, String stderr, long stderrDropped, Stack stack) {
            this(index, stdout, stdoutDropped, stderr, stderrDropped, stack, null);
        }

        /**
         * A limit the test has passed.
         *
         * @param limit which one: the solution's CPU time, the CPU time spent before the call, or the
         *     wall-clock backstop
         * @param cpuNanos the solution's CPU time so far: since its call began when {@code called},
         *     else the solving thread's since the attempt began (loading); -1 where the JVM cannot say
         * @param called whether the solution's call had begun (else the class was still loading or
         *     initialising, or the arguments being converted)
         * @param waiting whether every thread of the solution was waiting (sleeping, blocked, joining)
         *     rather than running or ready to run
         */
        public record Stop(Limit limit, long cpuNanos, boolean called, boolean waiting) {
            public Stop {
                Objects.requireNonNull(limit, "limit");
                requireAtLeast("cpuNanos", cpuNanos, -1);
            }

            /**
             * The limits a worker watches: the time limit on the call's CPU time; the same limit on
             * the CPU time spent before the call (loading the class, its static initialisers,
             * converting the arguments), which the judge does not charge but cannot let run
             * forever; and the wall-clock backstop.
             */
            public enum Limit { CPU, LOADING_CPU, WALL }
        }

        /**
         * The solving thread's stack, reduced to the solution's own frames.
         *
         * @param depth how many of the thread's frames are the solution's
         * @param deeper whether the stack was sampled only in part, so {@code depth} is a lower bound
         * @param places the innermost of the solution's frames, then its nearest callers in other
         *     methods, innermost first, ending with the outermost frame when there is room
         */
        public record Stack(int depth, boolean deeper, List<Place> places) {
            /** The most places a stack carries. */
            public static final int MAX_PLACES = 5;

            public Stack {
                places = List.copyOf(places);
                if (places.isEmpty() || places.size() > MAX_PLACES) {
                    throw new IllegalArgumentException("places " + places.size() + " not 1 to " + MAX_PLACES);
                }
                requireAtLeast("depth", depth, places.size());
            }
        }

        /**
         * One frame: a method, and where in the source it was.
         *
         * @param file the source file's name, or {@code null} when the class does not say
         * @param line the line, or a negative number when unknown
         */
        public record Place(String method, String file, int line) {
            public Place {
                Objects.requireNonNull(method, "method");
            }
        }
    }

    /** End: the worker exits. */
    record Exit() implements Frame {
    }

    private static void requireAtLeast(String name, long value, long least) {
        if (value < least) {
            throw new IllegalArgumentException(name + " " + value + " below " + least);
        }
    }
}
