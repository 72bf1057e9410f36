package dev.practicejudge.report;

import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.RunSummary;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.run.SandboxStatus;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The class roll-up ({@code judgew class}): a row per student repository, judged on the same
 * problems with this repository's judge and packages; {@link ClassReport} writes it as a console
 * table, CSV, JSON and an HTML page.
 *
 * @param problems the problems judged, in column order
 * @param maxPoints what the problems are worth together, as the Classroom grading counts them
 * @param sandbox whether the students' solutions ran in the sandbox, or why not
 */
public record ClassTable(List<String> problems, int maxPoints, SandboxStatus sandbox, List<Row> rows) {

    /** What a cell shows for a problem without a solution to judge. */
    public static final String NO_SOLUTION = "-";

    public ClassTable {
        problems = List.copyOf(problems);
        Objects.requireNonNull(sandbox, "sandbox");
        rows = List.copyOf(rows);
    }

    /**
     * One student.
     *
     * @param student the student's name: the folder's, without the prefix every folder of the class shares
     * @param folder the repository's folder, as given on the command line or found in one
     * @param points the points earned; empty when the folder could not be judged at all ({@code note} says why)
     * @param cells one per problem of the table, in its order
     * @param firstFailure the first test not passed, as {@code problem: test (verdict)}, or why a problem
     *     has no test results ({@code problem: does not compile: ...}); empty when nothing judged failed
     * @param note what the row is short of: no solutions, not a repository; empty for a row judged as usual
     */
    public record Row(String student, String folder, Optional<Double> points, List<Cell> cells,
                      Optional<String> firstFailure, Optional<String> note) {
        public Row {
            Objects.requireNonNull(student, "student");
            Objects.requireNonNull(folder, "folder");
            Objects.requireNonNull(points, "points");
            cells = List.copyOf(cells);
            Objects.requireNonNull(firstFailure, "firstFailure");
            Objects.requireNonNull(note, "note");
        }

        /** Whether every problem of the table was accepted. */
        public boolean allAccepted() {
            return !cells.isEmpty() && cells.stream().allMatch(c -> c.verdict().equals(Verdict.AC.name()));
        }
    }

    /**
     * One problem of one student.
     *
     * @param verdict the verdict code ({@code AC}, {@code WA}, ... {@code CE}), or {@link #NO_SOLUTION}
     * @param detail what the code does not say: the first test failed, the compiler's first error, why
     *     there was nothing to judge; empty for AC
     */
    public record Cell(String problem, String verdict, String detail) {
        public Cell {
            Objects.requireNonNull(problem, "problem");
            Objects.requireNonNull(verdict, "verdict");
            Objects.requireNonNull(detail, "detail");
        }
    }

    /** The row of a student repository judged: {@code summary} is its run over the table's problems. */
    public static Row judged(String student, String folder, List<String> problems, RunSummary summary) {
        List<Cell> cells = new ArrayList<>();
        Optional<String> firstFailure = Optional.empty();
        for (String id : problems) {
            Optional<ProblemResult> result = summary.results().stream().filter(r -> r.id().equals(id)).findFirst();
            if (result.isEmpty()) {
                String why = summary.notAttempted().stream().filter(n -> n.id().equals(id)).findFirst()
                        .flatMap(RunSummary.NotAttempted::misplaced).map(m -> "not judged: " + m.oneLine())
                        .orElse("no solutions/" + id + "/Solution.java");
                cells.add(new Cell(id, NO_SOLUTION, why));
                continue;
            }
            String detail = failure(result.get());
            cells.add(new Cell(id, result.get().verdict().name(), detail));
            if (firstFailure.isEmpty() && !detail.isEmpty()) {
                firstFailure = Optional.of(id + ": " + detail);
            }
        }
        Optional<String> note = Optional.empty();
        if (summary.results().isEmpty()) {
            note = Optional.of("no solutions" + summary.misplaced().stream().findFirst()
                    .map(m -> " (not judged: " + m.oneLine() + ")").orElse(""));
        }
        return new Row(student, folder, Optional.of(summary.points()), cells, firstFailure, note);
    }

    /** The row of a folder that could not be judged at all, and why. */
    public static Row notJudged(String student, String folder, List<String> problems, String why) {
        List<Cell> cells = problems.stream().map(id -> new Cell(id, NO_SOLUTION, why)).toList();
        return new Row(student, folder, Optional.empty(), cells, Optional.empty(), Optional.of(why));
    }

    /** What went wrong with a problem, in a line: its first failed test, or why it has no test results; empty for AC. */
    private static String failure(ProblemResult result) {
        if (result.verdict() == Verdict.CE) {
            return "does not compile" + (result.diagnostics().isEmpty() ? ""
                    : ": " + firstLine(result.diagnostics().get(0).message()));
        }
        for (TestResult test : result.requiredResults()) {
            if (!test.passed()) {
                return test.name() + " (" + test.verdict().name() + ")";
            }
        }
        if (!result.accepted()) {
            return result.verdict().name() + ": " + (result.message() == null ? result.verdict().description()
                    : firstLine(result.message()));
        }
        return "";
    }

    private static String firstLine(String text) {
        return text.lines().findFirst().orElse("").strip();
    }
}
