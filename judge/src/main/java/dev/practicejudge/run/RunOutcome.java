package dev.practicejudge.run;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.check.Aliasing;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * What happened when the worker ran one test, before anything is compared: the facts the judge
 * turns into a verdict. Closed, so every consumer handles every case.
 */
public sealed interface RunOutcome {

    Timing timing();

    /**
     * What the solution printed; for a worker that was killed or died, what it had sent by then
     * (its last progress report), and nothing when it died before saying.
     */
    default CapturedOutput output() {
        return CapturedOutput.NONE;
    }

    /** Where the solution was when its time limit ran out, or {@code null} when it was not still running then. */
    default Stuck stuck() {
        return null;
    }

    /**
     * The method returned (or, for an in-place method, finished); {@code value} is the output as JSON.
     *
     * @param repeated the objects the returned list holds at more than one position, which its JSON
     *     cannot show (the worker saw them); none for most outputs
     */
    record Returned(JsonNode value, Timing timing, CapturedOutput output, Stuck stuck,
                    List<Aliasing.Repeated> repeated) implements RunOutcome {
        public Returned {
            Objects.requireNonNull(value, "value");
            repeated = List.copyOf(repeated);
        }

        public Returned(JsonNode value, Timing timing, CapturedOutput output, Stuck stuck) {
            this(value, timing, output, stuck, List.of());
        }

        public Returned(JsonNode value, Timing timing, CapturedOutput output) {
            this(value, timing, output, null);
        }
    }

    /** The solution threw. */
    record Threw(ThrownException exception, Timing timing, CapturedOutput output, Stuck stuck) implements RunOutcome {
        public Threw(ThrownException exception, Timing timing, CapturedOutput output) {
            this(exception, timing, output, null);
        }
    }

    /** The output, as JSON, was larger than the limit. */
    record OutputTooLarge(long limitBytes, Timing timing, CapturedOutput output, Stuck stuck) implements RunOutcome {
        public OutputTooLarge(long limitBytes, Timing timing, CapturedOutput output) {
            this(limitBytes, timing, output, null);
        }
    }

    /**
     * A limit passed and the worker was killed: {@code timing} holds the real time until then and
     * the CPU time the solution had used (for {@link Why#NO_ANSWER}, the whole worker's).
     */
    record TimedOut(Timing timing, CapturedOutput output, Stuck stuck, Why why) implements RunOutcome {
        public TimedOut {
            Objects.requireNonNull(output, "output");
            Objects.requireNonNull(why, "why");
        }

        /** Which limit stopped the test, and what the solution was doing then. */
        public enum Why {
            /** The solution's CPU time passed the time limit: the verdict the limit is for. */
            CPU_LIMIT,
            /** The wall-clock backstop passed while every thread of the solution waited (sleep, a lock, a join). */
            WAITING,
            /**
             * The wall-clock backstop passed while the solution was running but still under its CPU
             * limit (before the call, the loading's): the machine was too busy to give it the time,
             * and the verdict says nothing about the solution.
             */
            MACHINE_BUSY,
            /**
             * Before the call began, loading the class (its static initialisers) or converting the
             * arguments used more CPU time than the time limit: it never ended.
             */
            BEFORE_CALL,
            /** The worker said nothing by the judge's own deadline, past the backstop it watches itself. */
            NO_ANSWER;

            /** Whether the wall clock, not the CPU time, stopped the test. */
            public boolean wall() {
                return this != CPU_LIMIT && this != BEFORE_CALL;
            }

            /** How reports name it: {@code "cpu"}, {@code "wall"}. */
            public String limit() {
                return wall() ? "wall" : "cpu";
            }
        }
    }

    /**
     * The method returned something its output type cannot hold (a list with a cycle, a tree with
     * a shared node, a copy where the input's own node was asked for); {@code reason} says what.
     */
    record InvalidOutput(String reason, Timing timing, CapturedOutput output) implements RunOutcome {
        public InvalidOutput {
            Objects.requireNonNull(reason, "reason");
        }
    }

    /** The heap limit was exhausted (the worker exited on OutOfMemoryError). */
    record OutOfMemory(Timing timing, CapturedOutput output) implements RunOutcome {
        public OutOfMemory {
            Objects.requireNonNull(output, "output");
        }
    }

    /** The worker ended or misbehaved without a result: an exit from the solution, a crash, a broken frame. */
    record Crashed(String reason, Timing timing, CapturedOutput output) implements RunOutcome {
    }

    /** The judge's own machinery failed (the worker could not start, the classes could not be set up). */
    record HarnessFailed(String reason) implements RunOutcome {
        @Override
        public Timing timing() {
            return Timing.NONE;
        }
    }

    /**
     * Where the solving thread was when the time limit ran out, in the learner's own frames.
     *
     * @param depth how many of the thread's frames were the solution's
     * @param deeper whether only part of the stack was sampled, so {@code depth} is a lower bound
     * @param places the innermost frame first, then its nearest callers in other methods
     */
    record Stuck(int depth, boolean deeper, List<Place> places) {
        public Stuck {
            places = List.copyOf(places);
            if (places.isEmpty()) {
                throw new IllegalArgumentException("no places");
            }
        }

        /** E.g. "stuck in `search` at Solution.java:14, 5,000 frames deep, called from `totalNQueens` at Solution.java:5". */
        public String describe() {
            StringBuilder text = new StringBuilder("stuck in ").append(places.get(0));
            if (depth > 1) {
                text.append(String.format(Locale.ROOT, ", %s%,d frames deep", deeper ? "over " : "", depth));
            }
            for (int i = 1; i < places.size(); i++) {
                text.append(i == 1 ? ", called from " : ", from ").append(places.get(i));
            }
            return text.toString();
        }

        /** A method and where in the source it was; {@code file} may be null and {@code line} negative (unknown). */
        public record Place(String method, String file, int line) {
            public Place {
                Objects.requireNonNull(method, "method");
            }

            @Override
            public String toString() {
                return "`" + method + "` at " + (file == null ? "an unknown file" : file) + (line >= 0 ? ":" + line : "");
            }
        }
    }

    /**
     * The calls a stack overflow repeats, as the worker found them in its stack trace.
     *
     * @param cycle the calls in the order they call each other, the first one first
     * @param frames how many frames repeat them; a lower bound when {@code deeper}
     * @param deeper whether the stack trace was cut short, as the JVM keeps only its innermost frames
     */
    record Recursion(List<Call> cycle, int frames, boolean deeper) {
        public Recursion {
            cycle = List.copyOf(cycle);
            if (cycle.isEmpty()) {
                throw new IllegalArgumentException("no calls");
            }
        }

        /**
         * E.g. "recursion in `dfs` at Solution.java:12 never ends, or goes deeper than a 32 MB stack
         * allows: over 1,024 frames of the same call"; a cycle of several methods is named in the
         * order they call each other: "recursion `isEven` (Solution.java:4) -> `isOdd`
         * (Solution.java:9) -> `isEven` never ends...".
         */
        public String describe() {
            StringBuilder text = new StringBuilder("recursion ");
            if (cycle.size() == 1) {
                text.append("in `").append(cycle.get(0).method()).append("` at ").append(cycle.get(0).where());
            } else {
                for (Call call : cycle) {
                    text.append('`').append(call.method()).append("` (").append(call.where()).append(") -> ");
                }
                text.append('`').append(cycle.get(0).method()).append('`');
            }
            text.append(" never ends, or goes deeper than a 32 MB stack allows: ")
                    .append(String.format(Locale.ROOT, "%s%,d frames of the same ", deeper ? "over " : "", frames))
                    .append(cycle.size() == 1 ? "call" : cycle.size() + " calls");
            return text.toString();
        }

        /** A method of the cycle and the lines it makes the next call from; {@code file} may be null. */
        public record Call(String method, String file, List<Integer> lines) {
            public Call {
                Objects.requireNonNull(method, "method");
                lines = List.copyOf(lines);
            }

            /** "Solution.java:12", or "Solution.java:12, 13 and 14" for a call made from several lines. */
            String where() {
                StringBuilder text = new StringBuilder(file == null ? "an unknown file" : file);
                for (int i = 0; i < lines.size(); i++) {
                    text.append(i == 0 ? ":" : i == lines.size() - 1 ? " and " : ", ").append(lines.get(i));
                }
                return text.toString();
            }
        }
    }

    /**
     * An exception the solution threw, reduced to what helps: its class, message and the frames in
     * the learner's own classes.
     */
    /** @param recursion for a stack overflow, the calls that repeat in it, or null when none was found */
    record ThrownException(String className, String message, List<String> frames, int omittedFrames,
                           boolean stackOverflow, String cause, String during, Recursion recursion) {
        public ThrownException {
            Objects.requireNonNull(className, "className");
            frames = List.copyOf(frames);
        }

        public ThrownException(String className, String message, List<String> frames, int omittedFrames,
                               boolean stackOverflow, String cause, String during) {
            this(className, message, frames, omittedFrames, stackOverflow, cause, during, null);
        }

        public ThrownException(String className, String message, List<String> frames, int omittedFrames,
                               boolean stackOverflow, String cause) {
            this(className, message, frames, omittedFrames, stackOverflow, cause, null, null);
        }

        /**
         * The exception as a learner reads it: class, message, and the frames in their own code; a
         * stack overflow's repeating calls instead of its frames, which only repeat them.
         */
        public String describe() {
            StringBuilder text = new StringBuilder();
            boolean located = stackOverflow && recursion != null;
            if (located) {
                text.append("stack overflow (java.lang.StackOverflowError): ").append(recursion.describe());
            } else if (stackOverflow) {
                text.append("stack overflow (java.lang.StackOverflowError): the recursion never ended, or went deeper "
                        + "than a 32 MB stack allows");
            } else {
                text.append(className);
                if (message != null) {
                    text.append(": ").append(message);
                }
            }
            for (String frame : located ? List.<String>of() : frames) {
                // The worker writes notes such as "(the line above repeated 1023 more times)" in parentheses.
                text.append(frame.startsWith("(") ? "\n       " : "\n    at ").append(frame);
            }
            if (omittedFrames > 0 && !located) {
                text.append("\n    ... ").append(omittedFrames).append(" more frames in your code");
            }
            if (cause != null) {
                text.append("\nCaused by: ").append(cause);
            }
            if (during != null) {
                text.append("\nin ").append(during);
            }
            return text.toString();
        }
    }
}
