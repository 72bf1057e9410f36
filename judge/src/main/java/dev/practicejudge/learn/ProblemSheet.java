package dev.practicejudge.learn;

import dev.practicejudge.present.LabelledBlock;
import dev.practicejudge.present.Shape;
import dev.practicejudge.present.StatementRenderer;
import dev.practicejudge.present.Styles;
import dev.practicejudge.present.TerminalDrawing;
import dev.practicejudge.problem.ComparisonSpec;
import dev.practicejudge.problem.Design;
import dev.practicejudge.problem.Editorial;
import dev.practicejudge.problem.Limits;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.Parameter;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.ProblemSpec;
import dev.practicejudge.problem.TestCase;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.provided.ValueForm;
import dev.practicejudge.text.Utf8;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A problem as {@code show} prints it, as lines: its statement, how it is judged (the method to
 * write, the limits, how outputs are compared, its tests, hints and editorial, the learner's file)
 * and its first tests as samples, drawn: boards as boards, grids as grids.
 */
public final class ProblemSheet {

    /** The statement's file in a problem package. */
    public static final String STATEMENT_FILE = "statement.md";
    /** How many tests are shown as samples when the problem marks none. */
    public static final int DEFAULT_SAMPLES = 2;
    /** Where a sample's labels start, as in {@code test}'s and {@code run}'s reports. */
    private static final String SAMPLE_INDENT = "  ";
    /** A drawn board starts under its value, a little further in. */
    private static final String DRAWING_INDENT = "  ";
    /** How a sample output that is one valid answer among many is introduced. */
    static final String ONE_VALID_ANSWER = "one valid answer";

    private final Workspace workspace;
    private final Styles styles;

    public ProblemSheet(Workspace workspace, Styles styles) {
        this.workspace = workspace;
        this.styles = styles;
    }

    /** The problem's statement file (it may not exist: the sheet then shows the title and says so). */
    public static Path statement(Problem problem) {
        return problem.directory().resolve(STATEMENT_FILE);
    }

    /**
     * The sheet's lines, in order, to be printed each on its own line.
     *
     * @param samples how many tests to show as samples (0 or more), or null for the default: the
     *     tests the problem marks as samples, or its first {@value #DEFAULT_SAMPLES} when it marks none
     * @throws IOException when the statement exists but cannot be read
     */
    public List<String> lines(Problem problem, Integer samples) throws IOException {
        return lines(problem, samples, false);
    }

    /**
     * The sheet as a mock interview shows it: the samples only, and a word that the other tests run
     * when the solution is submitted (not how to show them).
     */
    public List<String> interviewLines(Problem problem) throws IOException {
        return lines(problem, null, true);
    }

    /**
     * The tests a problem shows and runs as samples: those it marks as samples, in test order, or its
     * first {@value #DEFAULT_SAMPLES} when it marks none.
     */
    public static List<TestCase> samples(List<TestCase> tests) {
        return samplesToShow(tests, null);
    }

    private List<String> lines(Problem problem, Integer samples, boolean interview) throws IOException {
        List<String> out = new ArrayList<>();
        String id = problem.id();
        Path statement = statement(problem);
        try {
            out.addAll(new StatementRenderer(styles).render(Utf8.read(statement)));
        } catch (NoSuchFileException e) {
            out.add(styles.bold(problem.spec().title()));
            out.add("=".repeat(problem.spec().title().length()));
            out.add(styles.faint("(this problem has no " + workspace.display(statement) + ")"));
        }

        out.add("");
        heading("Judging", styles, out);
        judging(problem, interview, out);

        List<TestCase> shownTests = samplesToShow(problem.tests(), samples);
        if (!shownTests.isEmpty()) {
            int shown = shownTests.size();
            out.add("");
            heading(shown == 1 ? "Sample" : "Samples", styles, out);
            boolean allMarked = shownTests.stream().allMatch(TestCase::sample);
            out.add(styles.faint((allMarked ? "The " + (shown == 1 ? "sample test" : shown + " sample tests")
                    : "The first " + (shown == 1 ? "test" : shown + " tests")) + " of "
                    + problem.tests().size() + (interview && shown < problem.tests().size()
                    ? "; the others run when you submit."
                    : shown < problem.tests().size() ? "; ./judgew show " + id + " --samples " + problem.tests().size()
                    + " shows them all." : ".")));
            for (TestCase test : shownTests) {
                out.add("");
                sample(problem, test, styles, out);
            }
        }
        return out;
    }

    /**
     * The tests to show: by default the ones marked as samples (in test order), or the first few
     * when none is marked; with {@code --samples N}, the first N tests with the samples first.
     */
    private static List<TestCase> samplesToShow(List<TestCase> tests, Integer samples) {
        List<TestCase> ordered = new ArrayList<>(tests.stream().filter(TestCase::sample).toList());
        long marked = ordered.size();
        tests.stream().filter(t -> !t.sample()).forEach(ordered::add);
        int count = samples != null ? samples : marked > 0 ? (int) marked : DEFAULT_SAMPLES;
        return ordered.subList(0, Math.min(count, ordered.size()));
    }

    private static void heading(String text, Styles styles, List<String> out) {
        out.add(styles.bold(text));
        out.add("-".repeat(text.length()));
    }

    /** The "Judging" section; in an interview without the hints and the file, which its introduction covers. */
    private void judging(Problem problem, boolean interview, List<String> out) {
        ProblemSpec spec = problem.spec();
        MethodSignature method = spec.method();
        Limits limits = spec.limits();
        if (method.design().isPresent()) {
            // A design problem's file declares the class itself, constructor and methods, as on LeetCode.
            Design design = method.design().get();
            out.add("write       " + design.skeleton().replace("\n        ", "\n                ")
                    .replace("\n    }", "\n            }"));
            out.add("called      " + (design.roundTrip()
                    ? (design.oneObject()
                            ? "as a round trip through one " + design.className() + ": its " + design.methods().get(1).name()
                                    + " gets what its " + design.methods().get(0).name() + " returned"
                            : "as a round trip: a new " + design.className() + "()'s " + design.methods().get(1).name()
                                    + " gets what another's " + design.methods().get(0).name() + " returned")
                            + "; the result must equal the input"
                    : "in the order a test lists: the first operation constructs the class, each later one calls a "
                            + "method; every output is compared, null for void calls"));
        } else {
            out.add("method      " + method.declaration() + "   (in class Solution)");
            shownForms(method).ifPresent(line -> out.add("shown as    " + line));
        }
        method.returnsNodeOf().ifPresent(name -> out.add(
                "output      return a node of " + name + " itself, not a copy; it is shown as its value"));
        method.mutatedParameter().ifPresent(name -> out.add(
                "output      " + name + " as your method leaves it: change it in place, return nothing"));
        out.add("limits      " + limits.timeMs() + " ms of CPU time per test, " + limits.memoryMb() + " MB of memory");
        out.add("comparison  " + comparison(problem));
        StringBuilder about = new StringBuilder(spec.difficulty());
        spec.topic().ifPresent(topic -> about.append("; topic: ").append(topic));
        if (!spec.tags().isEmpty()) {
            about.append("; tags: ").append(String.join(", ", spec.tags()));
        }
        spec.source().ifPresent(source -> {
            List<String> parts = new ArrayList<>();
            if (source.name() != null) {
                parts.add(source.name() + (source.number() == null ? "" : " " + source.number()));
            }
            if (source.url() != null) {
                parts.add(source.url());
            }
            if (!parts.isEmpty()) {
                about.append("; from ").append(String.join(", ", parts));
            }
        });
        out.add("about       " + about);
        long challenge = problem.tests().stream().filter(TestCase::challenge).count();
        if (challenge == 0) {
            out.add("tests       " + problem.tests().size());
        } else {
            String firstChallenge = problem.tests().stream().filter(TestCase::challenge).findFirst().orElseThrow().name();
            out.add("tests       " + (problem.tests().size() - challenge) + " required, which decide the verdict and "
                    + "the points");
            out.add("challenge   " + challenge + " more tests (" + firstChallenge + " on), harder than "
                    + spec.source().map(s -> s.name() == null ? "the source's" : s.name() + "'s").orElse("the source's")
                    + " own: run once the required tests pass, scored on their own, never changing the verdict");
        }
        if (interview) {
            return;
        }
        guides(problem, workspace, out);
        Path solution = workspace.solutionFile(problem.id());
        out.add("your file   " + (Files.isRegularFile(solution)
                ? workspace.display(solution) + "; judge it with ./judgew test " + problem.id()
                : "none yet; ./judgew new " + problem.id() + " writes " + workspace.display(solution)
                        + " to start from"));
    }

    /**
     * That the problem has hints, how many the learner has seen, and where its editorial is; nothing
     * for a package without them, a note for one whose hints do not load ({@code hint} says why).
     */
    private static void guides(Problem problem, Workspace workspace, List<String> out) {
        String id = problem.id();
        try {
            workspace.loader().loadHints(problem.directory()).ifPresent(hints -> {
                int seen = Math.min(new HintsSeen(workspace.root()).of(id), hints.count());
                out.add("hints       " + hints.count() + " hints" + (seen == 0 ? "" : " (" + seen + " seen)")
                        + ": ./judgew hint " + id + (Files.isRegularFile(problem.directory().resolve(Editorial.FILE))
                        ? "; the editorial once you are accepted: ./judgew editorial " + id : ""));
            });
        } catch (ProblemFormatException e) {
            out.add("hints       cannot be read: " + e.getMessage());
        }
    }

    /** How outputs are judged, in words, e.g. "any order of boards, checked by checker/NQueensChecker.java". */
    static String comparison(Problem problem) {
        ComparisonSpec comparison = problem.spec().comparison();
        Set<Integer> levels = comparison.unorderedLevels();
        String noun = TerminalDrawing.elementNoun(problem);
        String order = levels.equals(Set.of(0)) ? "any order of " + noun
                : levels.isEmpty() ? ""
                : "any order within " + levels.stream().sorted().map(ProblemSheet::level)
                        .collect(Collectors.joining(" and "));
        return switch (comparison.mode()) {
            case ComparisonSpec.EXACT -> "exact: your output must equal the expected one";
            case ComparisonSpec.UNORDERED -> order + "; otherwise exact";
            case ComparisonSpec.FLOAT -> "numbers within " + number(comparison.absoluteTolerance()) + " (absolute) or "
                    + number(comparison.relativeTolerance()) + " (relative) of the expected ones";
            case ComparisonSpec.CHECKER -> (order.isEmpty() ? "" : order + ", ") + "checked by "
                    + comparison.checker().orElse("its checker")
                    + (!comparison.expectedIsTheAnswer() ? " (any valid answer is accepted; a sample shows one)"
                            : order.isEmpty() ? " (any correct answer is accepted)" : "");
            default -> comparison.mode();
        };
    }

    private static String level(int level) {
        return switch (level) {
            case 0 -> "the outer list";
            case 1 -> "the lists inside it";
            default -> "the lists at depth " + level;
        };
    }

    private static String number(double value) {
        return BigDecimal.valueOf(value).stripTrailingZeros().toString();
    }

    private static void sample(Problem problem, TestCase test, Styles styles, List<String> out) {
        MethodSignature method = problem.spec().method();
        out.add(styles.bold(test.name()));
        // A design problem's calls, numbered, each with the output it should give.
        List<String> calls = TerminalDrawing.calls(problem.input(test), method,
                List.of(new TerminalDrawing.Column("", test.expected())), false, styles);
        List<String> input = calls == null ? new ArrayList<>() : new ArrayList<>(calls);
        for (int i = 0; i < method.parameters().size() && calls == null; i++) {
            String name = method.parameters().get(i).name();
            TerminalDrawing.Drawing drawing = TerminalDrawing.draw(test.arguments().get(i),
                    Shape.inputType(method, name), null, false, styles);
            if (drawing.singleLine()) {
                input.add(name + " = " + drawing.lines().get(0));
            } else if (drawing.captionIsValue()) {
                input.add(name + " = " + drawing.caption());
                drawing.lines().forEach(line -> input.add(DRAWING_INDENT + line));
            } else {
                input.add(name + " =" + (drawing.caption().isEmpty() ? "" : " " + drawing.caption() + ":"));
                drawing.lines().forEach(line -> input.add(DRAWING_INDENT + line));
            }
        }
        if (method.parameters().isEmpty()) {
            input.add("(none)");
        }
        int changed = method.outputParameterIndex();
        TerminalDrawing.Drawing drawing = TerminalDrawing.draw(test.expected(), Shape.outputType(method),
                changed < 0 ? null : test.arguments().get(changed), false, styles);
        String caption = drawing.caption();
        if (!caption.isEmpty()) {
            caption += (problem.spec().comparison().unorderedLevels().contains(0) && test.expected().size() > 1
                    ? ", in any order:" : ":");
        }
        String prefix = method.mutatedParameter().map(name -> name + " afterwards").orElse("");
        // One valid answer of many is not "the expected" output: it says so, under a label of its own.
        boolean theAnswer = problem.spec().comparison().expectedIsTheAnswer();
        if (!theAnswer) {
            prefix = ONE_VALID_ANSWER + (prefix.isEmpty() ? "" : ", " + prefix);
        }
        List<String> expected = new ArrayList<>();
        if (drawing.singleLine()) {
            expected.add((prefix.isEmpty() ? "" : prefix + (theAnswer ? " = " : ": ")) + drawing.lines().get(0));
        } else if (drawing.captionIsValue()) {
            expected.add((prefix.isEmpty() ? "" : prefix + (theAnswer ? " = " : ": ")) + drawing.caption());
            drawing.lines().forEach(line -> expected.add(DRAWING_INDENT + line));
        } else {
            expected.add(prefix.isEmpty() ? caption : prefix + (caption.isEmpty() ? ":" : ", " + caption));
            drawing.lines().forEach(line -> expected.add(DRAWING_INDENT + line));
        }
        LabelledBlock.lines(SAMPLE_INDENT, "input", input).forEach(out::add);
        LabelledBlock.lines(SAMPLE_INDENT, theAnswer ? "expected" : "output", expected).forEach(out::add);
    }

    /**
     * Which values tests and drawings show in a form of their own, and how: "n and the result: 32
     * binary digits, ... (your method gets and returns the int)".
     */
    private static Optional<String> shownForms(MethodSignature method) {
        List<String> names = new ArrayList<>();
        ValueForm form = null;
        for (Parameter parameter : method.parameters()) {
            if (parameter.type().form().isPresent()) {
                names.add(parameter.name());
                form = parameter.type().form().get();
            }
        }
        if (method.outputType().form().isPresent()) {
            names.add("the result");
            form = method.outputType().form().get();
        }
        if (form == null) {
            return Optional.empty();
        }
        return Optional.of(String.join(" and ", names) + ": " + form.looksLike() + " (your method gets"
                + (method.outputType().form().isPresent() ? " and returns " : " ") + "the " + form.javaType() + ")");
    }
}
