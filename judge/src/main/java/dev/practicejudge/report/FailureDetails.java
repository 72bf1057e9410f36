package dev.practicejudge.report;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.check.Feedback;
import dev.practicejudge.json.Json;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.present.CapturedOutputNote;
import dev.practicejudge.present.LabelledBlock;
import dev.practicejudge.present.Shape;
import dev.practicejudge.present.Styles;
import dev.practicejudge.present.TerminalDrawing;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.TypeRef;
import dev.practicejudge.run.CapturedOutput;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * What the console prints under a test that did not pass, each block labelled and indented under
 * the test's line: the input, the expected and actual outputs (drawn when they are boards, grids,
 * trees or lists), the reason, the diff and what the solution printed. {@link ConsoleReporter}
 * decides when a test gets them; this class only says how they look.
 */
final class FailureDetails {

    /** Longest rendering of one value (input, expected, actual) before it is cut. */
    static final int MAX_VALUE_CHARS = 600;
    /** Longest captured output shown under a failure. */
    static final int MAX_CAPTURE_CHARS = CapturedOutputNote.TERMINAL_MAX_CHARS;

    private final PrintWriter out;
    private final Styles styles;

    FailureDetails(PrintWriter out, Styles styles) {
        this.out = out;
        this.styles = styles;
    }

    /** A failing test's input, expected and actual outputs, reason, diff (when {@code diff}) and captured output. */
    void print(String indent, TestResult result, boolean diff) {
        Shape.CharGrid givens = Shape.givens(result.input(), result.expected());
        JsonNode given = givens == null ? null : givens.grid();
        MethodSignature method = result.method();
        Feedback feedback = result.feedback();
        List<String> calls = TerminalDrawing.calls(result.input(), method, columns(result), false, styles);
        if (calls != null) {
            // A design problem: its calls numbered, each beside its expected and actual outputs.
            lines(indent, "calls", calls);
        } else {
            List<String> arguments = TerminalDrawing.arguments(result.input(), method, true, styles);
            if (arguments.size() > result.input().size()) {
                // An argument takes several lines (a board, a tree): one per argument, as run shows them.
                lines(indent, "input", arguments);
            } else {
                field(indent, "input", input(result.input(), method));
            }
            TypeRef output = Shape.outputType(method);
            if (result.showsExpected()) {
                value(indent, "expected", result.expected(), output, given,
                        feedback == null ? null : feedback.expected());
            }
            if (feedback != null || result.actual() != null) {
                value(indent, "actual", result.actual(), output, given, feedback == null ? null : feedback.actual());
            }
        }
        if (result.message() != null) {
            lines(indent, "why", result.message());
        }
        if (diff && result.feedback() != null && result.feedback().diff() != null) {
            lines(indent, "diff", result.feedback().diff());
        }
        captured(indent, result.output());
    }

    /**
     * An expected or actual value: drawn when it is a board, a grid, a tree or a linked list, else the judge's rendering
     * of it for a wrong answer ({@code rendered}, already cut to a number of lines) or, without
     * one, its JSON on one line.
     */
    void value(String indent, String label, JsonNode value, TypeRef type, JsonNode givens, String rendered) {
        if (value != null && TerminalDrawing.drawsAsPicture(value, type)) {
            lines(indent, label, TerminalDrawing.draw(value, type, givens, true, styles).captionAndLines());
        } else if (rendered != null) {
            lines(indent, label, rendered);
        } else if (value != null) {
            field(indent, label, Json.compact(value));
        }
    }

    void field(String indent, String label, String value) {
        lines(indent, label, truncate(value, MAX_VALUE_CHARS));
    }

    void lines(String indent, String label, String value) {
        LabelledBlock.lines(indent, label, value).forEach(out::println);
    }

    void lines(String indent, String label, List<String> value) {
        LabelledBlock.lines(indent, label, value).forEach(out::println);
    }

    void captured(String indent, CapturedOutput output) {
        // Cut to its own, larger limit with notes of what was dropped: not field(), which would cut the notes.
        if (CapturedOutputNote.any(output.stdout(), output.stdoutDropped())) {
            lines(indent, "stdout", CapturedOutputNote.text(output.stdout(), output.stdoutDropped(), MAX_CAPTURE_CHARS));
        }
        if (CapturedOutputNote.any(output.stderr(), output.stderrDropped())) {
            lines(indent, "stderr", CapturedOutputNote.text(output.stderr(), output.stderrDropped(), MAX_CAPTURE_CHARS));
        }
    }

    /**
     * The outputs a design problem's calls are shown beside: the expected ones where reports show
     * them, and the actual ones where there are some.
     */
    private static List<TerminalDrawing.Column> columns(TestResult result) {
        List<TerminalDrawing.Column> columns = new ArrayList<>();
        if (result.showsExpected()) {
            columns.add(new TerminalDrawing.Column("expected", result.expected()));
        }
        if (result.actual() != null) {
            columns.add(new TerminalDrawing.Column("actual", result.actual()));
        }
        return columns;
    }

    /** The arguments as {@code n = 4, board = [...]}, each as JSON. */
    static String input(JsonNode input) {
        return input(input, null);
    }

    /** The arguments as {@code n = 4, board = [...]}, a linked list as {@code head = 1 -> 2 -> null}. */
    static String input(JsonNode input, MethodSignature method) {
        StringBuilder text = new StringBuilder();
        // A list whose cycle the input builds is drawn with it (LeetCode's head and pos).
        input = dev.practicejudge.problem.InputBinding.shown(input, method);
        for (Iterator<Map.Entry<String, JsonNode>> it = input.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> argument = it.next();
            text.append(argument.getKey()).append(" = ")
                    .append(TerminalDrawing.inline(argument.getValue(), Shape.inputType(method, argument.getKey())));
            if (it.hasNext()) {
                text.append(", ");
            }
        }
        return text.toString();
    }

    static String truncate(String text, int max) {
        return text.length() <= max ? text
                : text.substring(0, max) + "... (" + (text.length() - max) + " more characters)";
    }
}
