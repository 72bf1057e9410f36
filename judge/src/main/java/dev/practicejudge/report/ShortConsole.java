package dev.practicejudge.report;

import dev.practicejudge.judge.ForwardingListener;
import dev.practicejudge.judge.JudgeEvent;
import dev.practicejudge.judge.OwnTestResult;
import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.present.Styles;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The console report a learner gets by default: an accepted problem on one line (id, verdict,
 * tests, time, and the challenge tier's and own tests' scores beside), and a problem that was not
 * accepted with its first failure in full and one line naming the others, as LeetCode shows the
 * first failing case. {@code --verbose} gives {@link ConsoleReporter}'s every line instead, and
 * {@code --quiet} ({@link Verbosity#QUIET}) only the summary.
 *
 * <p>A problem's events are held until it finishes, since whether it takes one line depends on
 * its verdict; what is printed then is {@link ConsoleReporter}'s own rendering of the events kept.
 */
final class ShortConsole extends ForwardingListener {

    /** How wide the problem column of the one-line results is; a longer id pushes its own line out. */
    private static final int ID_WIDTH = 20;
    /** How many of the failures after the first are named on the line that counts them. */
    private static final int NAMED_FAILURES = 3;

    private final PrintWriter out;
    private final Styles styles;
    private final boolean quiet;
    private final ConsoleReporter full;
    private final List<JudgeEvent> problem = new ArrayList<>();
    /** Whether what was printed last needs a blank line before a one-line result: the notes before the run, or a failure. */
    private boolean blockBefore = true;

    ShortConsole(PrintWriter out, Styles styles, boolean quiet) {
        this.out = out;
        this.styles = styles;
        this.quiet = quiet;
        this.full = new ConsoleReporter(out, styles,
                quiet ? ConsoleReporter.Summary.TABLE : ConsoleReporter.Summary.COUNT);
    }

    @Override
    protected void forward(JudgeEvent event) {
        if (event instanceof JudgeEvent.RunFinished) {
            event.deliverTo(full);
        } else if (event instanceof JudgeEvent.ResultRemembered remembered) {
            problem.add(event);
            full.countRemembered(remembered.problemId());
        } else if (event instanceof JudgeEvent.ProblemFinished finished) {
            problem.add(event);
            if (!quiet) {
                print(finished.result());
            }
            problem.clear();
        } else {
            problem.add(event);
        }
    }

    private void print(ProblemResult result) {
        if (result.partial()) {
            // The learner chose the tests (--only) or asked to stop at a failure: they get every line.
            replay();
            blockBefore = true;
            return;
        }
        if (result.accepted() && result.ownTests().stream().allMatch(t -> t instanceof OwnTestResult.Judged j
                && j.result().passed())) {
            if (blockBefore) {
                out.println();
                blockBefore = false;
            }
            out.println(oneLine(result));
            // Asked for with --vs-reference: the comparison's summary, under the line it is about.
            problem.stream().filter(e -> e instanceof JudgeEvent.ReferenceTimesMeasured)
                    .map(e -> ((JudgeEvent.ReferenceTimesMeasured) e).times()).forEach(full::referenceSummary);
            out.flush();
            return;
        }
        List<TestResult> failures = result.requiredResults().stream().filter(t -> !t.passed()).toList();
        TestResult first = failures.isEmpty() ? null : failures.get(0);
        TestResult last = failures.isEmpty() ? null : failures.get(failures.size() - 1);
        for (JudgeEvent event : problem) {
            if (event instanceof JudgeEvent.TestFinished test) {
                // The first failure in full; after the last, one line for those between (the passing
                // tests and the challenge tier's are counted under the verdict instead).
                if (test.result() == first) {
                    event.deliverTo(full);
                }
                if (test.result() == last) {
                    others(result.id(), failures);
                }
            } else if (event instanceof JudgeEvent.OwnTestFinished own) {
                if (!own.result().passed()) {
                    event.deliverTo(full);
                }
            } else if (!(event instanceof JudgeEvent.ResultRemembered)) {
                event.deliverTo(full);
            }
        }
        blockBefore = true;
    }

    /** Delivers every event of the problem to the full console, in their order. */
    private void replay() {
        problem.forEach(event -> event.deliverTo(full));
    }

    /** After the first failure, the others named on one line, and the flag that shows each. */
    private void others(String id, List<TestResult> failures) {
        if (failures.size() < 2) {
            return;
        }
        List<TestResult> rest = failures.subList(1, failures.size());
        List<String> named = rest.stream().limit(NAMED_FAILURES)
                .map(t -> t.name() + " " + t.verdict()).toList();
        int more = rest.size() - named.size();
        out.println("  " + rest.size() + " more " + (rest.size() == 1 ? "test" : "tests") + " failed: "
                + String.join(", ", named) + (more > 0 ? " and " + more + " more" : "")
                + styles.faint(" (./judgew test " + id + " --verbose shows each)"));
    }

    /** E.g. {@code two-sum               AC   13/13   3.2 ms  challenge 7/7 solved  (remembered)}. */
    private String oneLine(ProblemResult result) {
        String challenge = ChallengeTier.summary(result);
        String own = OwnTestsWording.summary(result);
        boolean remembered = problem.stream().anyMatch(e -> e instanceof JudgeEvent.ResultRemembered);
        return String.format(Locale.ROOT, "%-" + ID_WIDTH + "s  %s  %5s  %6s ms%s%s%s", result.id(),
                styles.verdict(result.verdict(), 3), result.passedTests() + "/" + result.totalTests(),
                full.time(result.totalJudgedMs()),
                challenge == null ? "" : "  challenge " + challenge,
                own == null ? "" : "  own tests " + own,
                remembered ? "  " + styles.faint("(remembered)") : "");
    }
}
