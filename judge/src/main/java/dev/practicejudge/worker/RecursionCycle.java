package dev.practicejudge.worker;

import dev.practicejudge.protocol.Frame.Result.Recursion;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;

/**
 * Finds the calls a stack overflow repeats: the shortest cycle of methods (one method that calls
 * itself, or {@code a} calling {@code b} calling {@code a}) that covers most of the solution's
 * frames in the stack trace, with the lines each call is made from.
 *
 * <p>Methods, not lines, make the cycle: a depth-first search that never marks a cell calls
 * itself from four lines in no fixed order, and is still one method recursing. The JVM keeps
 * only a stack trace's innermost frames (1,024 by default), so a trace that ends in the
 * solution's own code was cut short, and the count is a lower bound.
 */
final class RecursionCycle {

    /** A trace this long or longer may have been cut short: the JVM's default depth. */
    static final int TRACE_DEPTH_KEPT = 1024;
    /** How far in from the innermost frame a cycle may start: an overflow may strike in a helper. */
    private static final int MAX_LEAD = 8;
    /** A cycle must repeat at least this often to be called one. */
    private static final int MIN_ROUNDS = 3;
    private static final int MAX_NAME_CHARS = 200;

    private RecursionCycle() {
    }

    /**
     * The repeating calls of {@code trace}, or null when no cycle covers most of the solution's frames.
     *
     * @param own whether a class is one of the solution's
     */
    static Recursion of(StackTraceElement[] trace, Predicate<String> own) {
        List<StackTraceElement> frames = new ArrayList<>();
        for (StackTraceElement element : trace) {
            if (own.test(element.getClassName())) {
                frames.add(element);
            }
        }
        boolean cutShort = trace.length >= TRACE_DEPTH_KEPT
                || trace.length > 0 && own.test(trace[trace.length - 1].getClassName());
        int bestCovered = 0;
        int bestPeriod = 0;
        int bestStart = 0;
        for (int period = 1; period <= Recursion.MAX_CALLS; period++) {
            for (int start = 0; start <= MAX_LEAD && start + period < frames.size(); start++) {
                int end = start;
                while (end + period < frames.size() && sameMethod(frames.get(end), frames.get(end + period))) {
                    end++;
                }
                int covered = end - start + period;
                if (covered > bestCovered) {
                    bestCovered = covered;
                    bestPeriod = period;
                    bestStart = start;
                }
            }
        }
        if (bestPeriod == 0 || bestCovered < MIN_ROUNDS * bestPeriod || bestCovered * 2 < frames.size()) {
            return null;
        }
        List<Recursion.Call> cycle = new ArrayList<>();
        for (int i = 0; i < bestPeriod; i++) {
            Set<Integer> lines = new TreeSet<>();
            for (int at = bestStart + i; at < bestStart + bestCovered; at += bestPeriod) {
                if (frames.get(at).getLineNumber() >= 0 && lines.size() < Recursion.MAX_CALLS) {
                    lines.add(frames.get(at).getLineNumber());
                }
            }
            StackTraceElement frame = frames.get(bestStart + i);
            cycle.add(new Recursion.Call(cut(frame.getMethodName()),
                    frame.getFileName() == null ? null : cut(frame.getFileName()), List.copyOf(lines)));
        }
        return new Recursion(callOrder(cycle, bestStart, bestStart + bestCovered - 1, cutShort), bestCovered, cutShort);
    }

    /**
     * The cycle as the calls follow each other, outermost first. The trace lists the innermost
     * frame first, so its order is reversed; the cycle starts with the first call made when the
     * trace goes back that far, else with the call highest in the source.
     *
     * @param innermostFirst the calls in trace order, the one at {@code start} first
     * @param last the index in the solution's frames of the cycle's outermost frame
     */
    private static List<Recursion.Call> callOrder(List<Recursion.Call> innermostFirst, int start, int last,
                                                  boolean cutShort) {
        int period = innermostFirst.size();
        List<Recursion.Call> calls = new ArrayList<>(innermostFirst);
        Collections.reverse(calls);
        int first = 0;
        if (!cutShort) {
            // The outermost frame is innermostFirst's (last - start) % period, reversed to the other end.
            first = period - 1 - (last - start) % period;
        } else {
            for (int i = 1; i < period; i++) {
                if (firstLine(calls.get(i)) < firstLine(calls.get(first))) {
                    first = i;
                }
            }
        }
        List<Recursion.Call> rotated = new ArrayList<>(calls.subList(first, period));
        rotated.addAll(calls.subList(0, first));
        return rotated;
    }

    private static int firstLine(Recursion.Call call) {
        return call.lines().isEmpty() ? Integer.MAX_VALUE : call.lines().get(0);
    }

    private static boolean sameMethod(StackTraceElement a, StackTraceElement b) {
        return a.getClassName().equals(b.getClassName()) && a.getMethodName().equals(b.getMethodName());
    }

    private static String cut(String name) {
        return name.length() <= MAX_NAME_CHARS ? name : name.substring(0, MAX_NAME_CHARS) + "...";
    }
}
