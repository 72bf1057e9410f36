package dev.practicejudge.present;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.problem.Design;
import dev.practicejudge.problem.MethodSignature;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A design problem's test as the calls it makes, for the drawings: LeetCode's two lists,
 * {@code "operations": ["LRUCache","put","get"]} and {@code "arguments": [[2],[1,1],[1]]}, read as
 * {@code LRUCache(2)}, {@code put(1, 1)}, {@code get(1)}, numbered from 1 (the constructor is call
 * 1), as the judge's messages count them. Each output list (expected, actual) has one value per
 * call; the constructor's and a {@code void} method's are {@code null} and shown as nothing.
 */
final class DesignCallsView {

    /** A call's text is cut beyond this many characters. */
    static final int MAX_CALL_CHARS = 40;
    /** An output's text is cut beyond this many characters. */
    static final int MAX_OUTPUT_CHARS = 24;
    /** Calls shown from the start when the ones shown skip ahead to the first difference. */
    static final int HEAD = 10;
    /** Calls shown after the first difference when the ones shown skip ahead to it. */
    static final int AFTER = 4;

    /**
     * One call.
     *
     * @param number its number, from 1
     * @param text how it reads, e.g. {@code put(1, 1)}, cut at {@link #MAX_CALL_CHARS}
     * @param returnsValue whether it returns something: not the constructor, not a {@code void} method
     */
    record Call(int number, String text, boolean returnsValue) {
    }

    /** A run of calls shown, by index from 0, to {@code end} exclusive. */
    record Window(int start, int end) {
    }

    private DesignCallsView() {
    }

    /**
     * The calls of {@code input}, or empty when {@code method} is no design problem called in
     * sequence (a codec's round trip takes an ordinary input) or the input is not two lists of one
     * length, which is then shown as it is.
     */
    static Optional<List<Call>> of(MethodSignature method, JsonNode input) {
        if (method == null || method.design().isEmpty() || method.design().get().roundTrip() || input == null) {
            return Optional.empty();
        }
        Design design = method.design().get();
        JsonNode operations = input.get(Design.OPERATIONS);
        JsonNode arguments = input.get(Design.ARGUMENTS);
        if (operations == null || arguments == null || !operations.isArray() || !arguments.isArray()
                || operations.size() != arguments.size()) {
            return Optional.empty();
        }
        List<Call> calls = new ArrayList<>();
        for (int i = 0; i < operations.size(); i++) {
            String name = operations.get(i).isTextual() ? operations.get(i).asText() : Json.compact(operations.get(i));
            JsonNode args = arguments.get(i);
            StringBuilder text = new StringBuilder(name).append('(');
            if (args.isArray()) {
                for (int a = 0; a < args.size(); a++) {
                    text.append(a == 0 ? "" : ", ").append(Json.compact(args.get(a)));
                }
            } else {
                text.append(Json.compact(args));
            }
            text.append(')');
            boolean returnsValue = i > 0 && design.method(name).map(m -> !m.returnType().isVoid()).orElse(true);
            calls.add(new Call(i + 1, cut(text.toString(), MAX_CALL_CHARS), returnsValue));
        }
        return Optional.of(calls);
    }

    /** What a call's output reads as: nothing for the null of a call that returns nothing, else its JSON, cut. */
    static String output(Call call, JsonNode outputs) {
        if (outputs == null || !outputs.isArray() || call.number() > outputs.size()) {
            return "";
        }
        JsonNode value = outputs.get(call.number() - 1);
        return value.isNull() && !call.returnsValue() ? "" : cut(Json.compact(value), MAX_OUTPUT_CHARS);
    }

    /** The index of the first call whose outputs differ, or -1 when they agree (or one is not known). */
    static int firstDifference(List<Call> calls, JsonNode expected, JsonNode actual) {
        if (expected == null || actual == null || !expected.isArray() || !actual.isArray()) {
            return -1;
        }
        for (int i = 0; i < calls.size(); i++) {
            JsonNode e = i < expected.size() ? expected.get(i) : null;
            JsonNode a = i < actual.size() ? actual.get(i) : null;
            if (e == null ? a != null : !e.equals(a)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * Which of {@code count} rows are shown, at most about {@code max}: all, or the first {@code max};
     * when the row to see ({@code focus}, -1 for none) lies beyond those, the first {@link #HEAD}
     * and then the rows that lead up to it and a few after it.
     */
    static List<Window> windows(int count, int focus, int max) {
        if (count <= max) {
            return List.of(new Window(0, count));
        }
        if (focus < max - AFTER) {
            return List.of(new Window(0, max));
        }
        int end = Math.min(count, focus + AFTER + 1);
        int start = Math.max(HEAD, end - (max - HEAD));
        return List.of(new Window(0, HEAD), new Window(start, end));
    }

    /** A note when {@code outputs} is not one value per call, e.g. "(actual: 9 values for 10 calls)"; else empty. */
    static String lengthNote(String what, JsonNode outputs, int calls) {
        if (outputs == null || !outputs.isArray()) {
            return outputs == null ? "" : "(" + what + " is " + cut(Json.compact(outputs), 60) + ", not one value per call)";
        }
        return outputs.size() == calls ? ""
                : "(" + what + ": " + outputs.size() + (outputs.size() == 1 ? " value" : " values") + " for "
                        + calls + (calls == 1 ? " call)" : " calls)");
    }

    static String cut(String text, int max) {
        return text.length() <= max ? text : text.substring(0, max - 3) + "...";
    }
}
