package dev.practicejudge.learn;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.present.CapturedOutputNote;
import dev.practicejudge.present.LabelledBlock;
import dev.practicejudge.present.Shape;
import dev.practicejudge.present.Styles;
import dev.practicejudge.present.TerminalDrawing;
import dev.practicejudge.problem.Limits;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.run.Timing;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Prints a run for a person at a terminal, a block at a time as it becomes known: the input, the
 * output drawn (boards as boards), the time, what the solution printed, and last the result (how
 * it failed, or whether the output is correct). Colours come from {@link Styles}, so a pipe or a
 * test gets plain text.
 */
public final class RunReport {

    /** Longest captured output shown per stream, as {@code test}'s console report cuts it. */
    static final int MAX_CAPTURE_CHARS = CapturedOutputNote.TERMINAL_MAX_CHARS;

    private static final String INDENT = "  ";

    private final PrintWriter out;
    private final Styles styles;
    /** The solution's output, once {@link #result} has it, for {@link #check} to set beside the reference's. */
    private JsonNode output;

    public RunReport(PrintWriter out, Styles styles) {
        this.out = Objects.requireNonNull(out, "out");
        this.styles = Objects.requireNonNull(styles, "styles");
    }

    /** The problem and the file that runs. */
    public void header(Problem problem, String shownSolution) {
        String title = problem.spec().title();
        out.println(styles.bold(problem.id()) + (title.equals(problem.id()) ? "" : " (" + title + ")") + "  "
                + shownSolution);
        out.flush();
    }

    /**
     * The input, each argument drawn as its parameter's type says (a tree as a tree); a design
     * problem's as its calls, numbered.
     *
     * @param from where a default input was taken from, or null for the learner's own
     */
    public void input(Problem problem, CustomInput input, String from) {
        List<String> lines = TerminalDrawing.arguments(input.input(), problem.spec().method(), true, styles);
        if (from != null) {
            lines.add(styles.faint("(the input of " + from + "; give your own with --input)"));
        }
        block("input", lines);
        out.flush();
    }

    /** The output, the time and what was printed; then, for a run that failed, how. */
    public void result(Problem problem, CustomInput input, RunResult result) {
        if (result instanceof RunResult.NotCompiled notCompiled) {
            status(Verdict.CE, Verdict.CE.description());
            block("", List.of(notCompiled.failure().report().split("\n", -1)));
            out.flush();
            return;
        }
        RunResult.Finished finished = (RunResult.Finished) result;
        output = finished.value().orElse(null);
        finished.value().ifPresent(value -> block("output", output(problem, input, value)));
        if (finished.timing() != Timing.NONE) {
            field("time", time(finished.timing(), problem.spec().limits()));
        }
        captured("stdout", finished.output().stdout(), finished.output().stdoutDropped());
        captured("stderr", finished.output().stderr(), finished.output().stderrDropped());
        finished.failure().ifPresent(verdict -> status(verdict, verdict.description() + ": "
                + finished.reason().orElse("")));
        out.flush();
    }

    /** Whether the output is right, and when it is not, the reference's output beside the reason. */
    public void check(Problem problem, CustomInput input, RunCheck check) {
        if (check instanceof RunCheck.Correct correct) {
            field("result", styles.green("correct") + " (checked against " + correct.reference() + " with "
                    + correct.how() + ")");
        } else if (check instanceof RunCheck.NotCorrect wrong) {
            field("result", styles.red("not correct") + ": " + wrong.reason());
            if (problem.spec().comparison().expectedIsTheAnswer()) {
                List<String> expected = new ArrayList<>();
                expected.add(styles.faint(wrong.reference() + " returned:"));
                // A design problem's: each call that returns a value, the reference's output beside yours.
                List<String> calls = TerminalDrawing.calls(input.input(), problem.spec().method(),
                        output == null ? List.of(new TerminalDrawing.Column("reference", wrong.expected()))
                                : List.of(new TerminalDrawing.Column("reference", wrong.expected()),
                                        new TerminalDrawing.Column("yours", output)), true, styles);
                expected.addAll(calls != null && !calls.isEmpty() ? calls
                        : drawn(wrong.expected(), problem, givens(problem, input)));
                block("reference", expected);
            } else {
                // As test shows no stored answer of such a problem: the reference's is one of many, no
                // yardstick for the learner's; the checker's reason says what is wrong.
                block("", List.of(styles.faint("(checked against " + wrong.reference() + " with " + wrong.how()
                        + ", which accepts any valid answer)")));
            }
        } else if (check instanceof RunCheck.Unchecked unchecked) {
            field("result", "returned; not checked: " + unchecked.why());
        } else if (check instanceof RunCheck.ReferenceFailed failed) {
            field("result", "returned; not checked: the reference " + failed.reference() + " failed on this input ("
                    + failed.what() + "),\nso the input may be outside the problem's constraints (see problems/"
                    + problem.id() + "/statement.md)");
        } else {
            RunCheck.JudgeError error = (RunCheck.JudgeError) check;
            status(Verdict.JE, "judge error, not a fault of your solution: " + error.message());
        }
        out.flush();
    }

    /**
     * The output: a design problem's as the calls that return a value, each with what it returned
     * (the numbers are those of the input's calls); any other drawn as {@link #drawn}.
     */
    private List<String> output(Problem problem, CustomInput input, JsonNode value) {
        List<String> calls = TerminalDrawing.calls(input.input(), problem.spec().method(),
                List.of(new TerminalDrawing.Column("", value)), true, styles);
        return calls != null && !calls.isEmpty() ? calls : drawn(value, problem, givens(problem, input));
    }

    /**
     * An output drawn as the problem's output type says, its caption ("2 boards", a tree's
     * level-order list) first, the boards numbered as the checker counts them.
     */
    private List<String> drawn(JsonNode value, Problem problem, JsonNode givens) {
        return TerminalDrawing.draw(value, Shape.outputType(problem.spec().method()), givens, true, styles)
                .captionAndLines();
    }

    /** For an in-place method, the argument it changes, so a grid's given cells can be set apart. */
    private static JsonNode givens(Problem problem, CustomInput input) {
        MethodSignature method = problem.spec().method();
        int index = method.outputParameterIndex();
        return index < 0 ? null : input.arguments().get(index);
    }

    private void status(Verdict verdict, String text) {
        field("result", styles.verdict(verdict, verdict.name().length()) + "  " + text);
    }

    private void captured(String label, String text, long dropped) {
        if (CapturedOutputNote.any(text, dropped)) {
            field(label, CapturedOutputNote.text(text, dropped, MAX_CAPTURE_CHARS));
        }
    }

    private void field(String label, String value) {
        block(label, List.of(value.split("\n", -1)));
    }

    private void block(String label, List<String> lines) {
        LabelledBlock.lines(INDENT, label, lines).forEach(out::println);
    }

    /** The time judged (CPU), then the wall time where it differs by more than noise, and the limit. */
    private static String time(Timing timing, Limits limits) {
        String wall = timing.wallDiffers() ? "wall " + Timing.format(timing.wallMs()) + " ms, " : "";
        // Under a debugger there is no limit.
        String limit = limits.hasTimeLimit() ? "limit " + limits.timeMs() + " ms" : "no limit: run under a debugger";
        return Timing.format(timing.judgedMs()) + " ms" + (timing.cpuMs() != null ? " of CPU time" : "") + " ("
                + wall + limit + ")";
    }
}
