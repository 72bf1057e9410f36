package dev.practicejudge.report;

import dev.practicejudge.json.Json;
import dev.practicejudge.present.Styles;
import dev.practicejudge.problem.InputSize;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.stress.Budget;
import dev.practicejudge.stress.Counterexample;
import dev.practicejudge.stress.StressJson;
import dev.practicejudge.stress.StressOutcome;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Prints a stress run for a person at a terminal: the problem and solution as {@code test} heads
 * them, what ran against what with which seed, then the smallest counterexample drawn exactly as
 * {@code test} draws a failing test (by a {@link ConsoleReporter}), and one line that says how it
 * was found and how to find it again; or, when none was found, how much was tried, with the
 * reminder that this proves nothing. Also writes the run as JSON ({@code --json}), for a program.
 */
public final class StressReport {

    private final PrintWriter out;
    private final Styles styles;
    private final ConsoleReporter console;

    public StressReport(PrintWriter out, Styles styles) {
        this.out = Objects.requireNonNull(out, "out");
        this.styles = Objects.requireNonNull(styles, "styles");
        this.console = new ConsoleReporter(out, styles);
    }

    /**
     * The heading: "subsets (Subsets)  solutions/subsets/Solution.java", then the run's terms.
     *
     * @param reference the reference's name, e.g. "accepted/Cascading.java"
     */
    public void header(Problem problem, String shownSolution, String reference, Budget budget) {
        console.problemStarted(problem.id(), problem.spec().title(), 1, shownSolution);
        console.testsPlanned(problem.id(), List.of(Counterexample.TEST_NAME));
        String cases = budget.maxRuns() + " " + (budget.maxRuns() == 1 ? "case" : "cases");
        out.println("  " + styles.faint(String.format(Locale.ROOT, "stress: against %s on generated inputs, seed %d, "
                + "for %s", reference, budget.seed(), !budget.timeLimited() ? cases
                        : seconds(budget.searchTime().toNanos()) + " s" + (budget.maxRuns() > 0 ? " or " + cases : ""))));
        out.flush();
    }

    /** The outcome: the counterexample and how to reproduce it, or what was tried. */
    public void outcome(Problem problem, StressOutcome outcome, String reproduce) {
        if (outcome instanceof StressOutcome.NoneFound none) {
            out.println("  " + noneFound(none));
        } else if (outcome instanceof StressOutcome.Found found) {
            Counterexample c = found.counterexample();
            console.testFinished(problem.id(), c.result());
            out.println("  " + summary(c, reproduce));
            if (c.shrinkTimeUp()) {
                out.println("  " + styles.faint("shrinking stopped at its time limit: a smaller input may exist"));
            }
        }
        out.flush();
    }

    /**
     * Writes the run as the {@code --json} file holds it ({@link StressJson}, pretty-printed).
     *
     * @param reference the reference's name, e.g. "accepted/Cascading.java"
     */
    public static void writeJson(Path file, Problem problem, String shownSolution, String reference, long seed,
                                 StressOutcome outcome) throws IOException {
        Json.MAPPER.writerWithDefaultPrettyPrinter().writeValue(file.toFile(),
                StressJson.of(problem, shownSolution, reference, seed, outcome));
    }

    /** "no difference in 812 cases up to size 10 in 10.0 s (not a proof that the solution is right)". */
    static String noneFound(StressOutcome.NoneFound none) {
        return String.format(Locale.ROOT, "no difference in %d %s up to size %d in %s s (not a proof that the solution is "
                + "right)", none.cases(), none.cases() == 1 ? "case" : "cases", none.largestSize(), seconds(none.nanos()));
    }

    /** "found after 37 cases (sizes up to 5) in 0.8 s; shrunk from 12 values to 3 in 9 steps; reproduce: ...". */
    static String summary(Counterexample c, String reproduce) {
        return String.format(Locale.ROOT, "found after %d %s (sizes up to %d) in %s s; shrunk from %s to %s in %d %s "
                        + "(%s s); reproduce: %s", c.caseNumber(), c.caseNumber() == 1 ? "case" : "cases",
                c.largestSize(), seconds(c.searchNanos()), InputSize.describe(c.originalSize(), c.sizeUnit()),
                InputSize.describe(c.size(), c.sizeUnit()), c.shrinkSteps(), c.shrinkSteps() == 1 ? "step" : "steps",
                seconds(c.shrinkNanos()), reproduce);
    }

    static String seconds(long nanos) {
        return String.format(Locale.ROOT, "%.1f", nanos / 1e9);
    }
}
