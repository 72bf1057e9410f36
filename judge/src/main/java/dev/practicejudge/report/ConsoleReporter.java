package dev.practicejudge.report;

import dev.practicejudge.judge.JudgeListener;
import dev.practicejudge.judge.OwnTestResult;
import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.ReferenceTimes;
import dev.practicejudge.judge.RunSummary;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.present.Shape;
import dev.practicejudge.present.Styles;
import dev.practicejudge.present.TerminalDrawing;
import dev.practicejudge.problem.MisplacedSolution;
import dev.practicejudge.run.Timing;
import java.io.PrintWriter;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Prints a judge run for a person at a terminal: a line per test as it finishes, the input,
 * expected and actual output and the reason under each failure, a line per problem, and a
 * summary when more than one problem was judged. Boards and grids are drawn as {@code show} and
 * {@code run} draw them ({@link TerminalDrawing}); other values are shown as JSON.
 */
public final class ConsoleReporter implements JudgeListener {

    /**
     * Failures per problem shown in full; later ones get their reason only, since a wall of
     * near-identical failures hides the one worth reading (LeetCode shows just the first).
     */
    static final int DETAILED_FAILURES = 2;

    /** How the run's end sums up its problems. */
    enum Summary {
        /** A line per problem when there were several ({@code --verbose}, and every command but {@code test}). */
        TABLE_FOR_SEVERAL,
        /** A line per problem, even for one: all {@code --quiet} prints of the problems. */
        TABLE,
        /**
         * How many were accepted, and which were not: each already has its line above; and a failure
         * shows no diff, which for a list in any order repeats the reason's missing and unexpected
         * elements ({@link ShortConsole}; {@code --verbose} has it).
         */
        COUNT
    }

    private final PrintWriter out;
    private final Styles styles;
    private final FailureDetails details;
    private final Summary summaryForm;
    private static final int MIN_NAME_WIDTH = 8;
    private int nameWidth = MIN_NAME_WIDTH;
    private boolean belowResolutionShown;
    private int failuresShown;
    private boolean challengeHeadingShown;
    private boolean ownHeadingShown;
    private int ownFailuresShown;
    private int ownNameWidth = MIN_NAME_WIDTH;
    /** The references' times for the problem being reported ({@code test --vs-reference}), or null. */
    private ReferenceTimes referenceTimes;
    /** How many problems of the run were reported from the verdict cache, not judged now. */
    private final Set<String> remembered = new HashSet<>();
    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm", Locale.ROOT)
            .withZone(ZoneId.systemDefault());
    private int referenceTimeWidth;

    public ConsoleReporter(PrintWriter out) {
        this(out, Styles.plain());
    }

    public ConsoleReporter(PrintWriter out, Styles styles) {
        this(out, styles, Summary.TABLE_FOR_SEVERAL);
    }

    ConsoleReporter(PrintWriter out, Styles styles, Summary summaryForm) {
        this.out = out;
        this.styles = styles;
        this.details = new FailureDetails(out, styles);
        this.summaryForm = summaryForm;
    }

    @Override
    public void problemStarted(String problemId, String title, int testCount, String solution) {
        failuresShown = 0;
        challengeHeadingShown = false;
        ownHeadingShown = false;
        ownFailuresShown = 0;
        referenceTimes = null;
        out.println();
        out.println(styles.bold(problemId) + (title.equals(problemId) ? "" : " (" + title + ")")
                + (solution == null ? "" : "  " + styles.faint(solution)));
        out.flush();
    }

    /** Says under the heading that the result below is an earlier run's, and how to judge it now. */
    @Override
    public void resultRemembered(String problemId, Instant judgedAt) {
        countRemembered(problemId);
        out.println("  " + styles.faint("remembered: accepted at " + WHEN.format(judgedAt)
                + ", and the solution, the problem and the judge are unchanged since (--rerun judges it again)"));
    }

    /** Counts a problem as remembered for the run's end, without a line of its own ({@link ShortConsole}'s has it). */
    void countRemembered(String problemId) {
        remembered.add(problemId);
    }

    @Override
    public void testsPlanned(String problemId, List<String> testNames) {
        // One width for the whole problem, so a long name late in the list does not shift the column.
        nameWidth = testNames.stream().mapToInt(String::length).max().orElse(0);
        nameWidth = Math.max(MIN_NAME_WIDTH, nameWidth);
    }

    /** Keeps the references' times to set beside each test's, their column as wide as the widest. */
    @Override
    public void referenceTimes(String problemId, ReferenceTimes times) {
        referenceTimes = times;
        referenceTimeWidth = times.fastest().values().stream()
                .mapToInt(t -> timeText(t.timing().judgedMs()).length()).max().orElse(0);
    }

    @Override
    public void testFinished(String problemId, TestResult result) {
        nameWidth = Math.max(nameWidth, result.name().length());
        if (result.challenge() && !challengeHeadingShown) {
            challengeHeadingShown = true;
            out.println("  " + styles.faint("challenge tier: " + ChallengeTier.ABOUT));
        }
        out.printf(Locale.ROOT, "  %-" + nameWidth + "s  %s  %8s ms%s%s%n", result.name(),
                styles.verdict(result.verdict(), 3), result.stopped() ? ">" + result.stoppedOverLimitMs()
                        : time(result.timing().judgedMs()), referenceTime(result.name()), wallNote(result));
        if (!result.passed() && failuresShown++ >= DETAILED_FAILURES) {
            if (result.message() != null) {
                details.field(" ".repeat(nameWidth + 4), "why", result.message().lines().findFirst().orElse(""));
            }
        } else if (!result.passed()) {
            details.print(" ".repeat(nameWidth + 4), result, summaryForm != Summary.COUNT);
        }
        out.flush();
    }

    @Override
    public void ownTestsPlanned(String problemId, List<String> testNames) {
        ownNameWidth = Math.max(MIN_NAME_WIDTH, testNames.stream().mapToInt(String::length).max().orElse(0));
    }

    /**
     * One of the learner's own tests, under a heading before the first: marked {@code own} on its
     * line, and explained as a package test is when it fails, is not judged or does not read.
     */
    @Override
    public void ownTestFinished(String problemId, OwnTestResult result) {
        if (!ownHeadingShown) {
            ownHeadingShown = true;
            out.println("  " + styles.faint(OwnTestsWording.heading(result)));
        }
        int width = Math.max(ownNameWidth, result.name().length());
        String indent = " ".repeat(width + 8);
        String name = String.format(Locale.ROOT, "  own %-" + width + "s  ", result.name());
        if (result instanceof OwnTestResult.Judged judged) {
            TestResult test = judged.result();
            out.printf(Locale.ROOT, "%s%s  %8s ms%s%s%n", name, styles.verdict(test.verdict(), 3),
                    test.stopped() ? ">" + test.stoppedOverLimitMs() : time(test.timing().judgedMs()), wallNote(test),
                    judged.reference().map(r -> styles.faint("  expected from the reference " + r)).orElse(""));
            if (!test.passed() && ownFailuresShown++ >= DETAILED_FAILURES) {
                if (test.message() != null) {
                    details.field(indent, "why", test.message().lines().findFirst().orElse(""));
                }
            } else if (!test.passed()) {
                details.print(indent, test, summaryForm != Summary.COUNT);
            }
        } else if (result instanceof OwnTestResult.Unchecked unchecked) {
            out.printf(Locale.ROOT, "%s%-3s  %8s ms  not judged%n", name, OwnTestsWording.NOT_JUDGED,
                    time(unchecked.timing().judgedMs()));
            details.field(indent, "input", FailureDetails.input(unchecked.input(), unchecked.method()));
            details.value(indent, "output", unchecked.actual(), Shape.outputType(unchecked.method()), null, null);
            details.lines(indent, "why", unchecked.why());
            details.captured(indent, unchecked.output());
        } else if (result instanceof OwnTestResult.Unreadable unreadable) {
            out.printf(Locale.ROOT, "%s%-3s  not read: the file is not a test the judge can run%n", name,
                    OwnTestsWording.NOT_READ);
            details.lines(indent, "why", unreadable.message());
        }
        out.flush();
    }

    @Override
    public void problemFinished(ProblemResult result) {
        if (result.verdict() == Verdict.CE) {
            // No test ran, so there is no time to show (and no "<0.1 ms" footnote to explain one).
            out.println(indentAll(result.message(), "  "));
            out.printf(Locale.ROOT, "  %s  %s: no test ran (%d %s%s)%n", styles.verdict(Verdict.CE, 0),
                    Verdict.CE.description(), result.totalTests(), result.totalTests() == 1 ? "test" : "tests",
                    result.hasChallenge() ? ", and " + result.challengeTests() + " in the challenge tier" : "");
            out.flush();
            return;
        } else if (result.verdict() == Verdict.JE && result.tests().isEmpty()) {
            out.println("  " + styles.verdict(Verdict.JE, 0) + "  judge error: " + result.message());
            out.flush();
            return;
        }
        if (result.partial() && result.requiredResults().isEmpty()) {
            // --only chose challenge tests alone: nothing to say about the verdict.
            out.printf(Locale.ROOT, "  no required test chosen (partial run: %d in all; judge every test for the verdict)%n",
                    result.totalTests());
            challengeLine(result);
            ownLine(result);
            referenceLines();
            out.flush();
            return;
        }
        if (result.partial()) {
            // Some tests were not judged: a failure is real, but passing them all is not the problem's AC.
            out.printf(Locale.ROOT, "  %s%s, %s ms%n", result.accepted() ? ""
                    : styles.verdict(result.verdict(), 0) + "  " + result.verdict().description() + ": ",
                    partialCount(result), time(result.totalJudgedMs()));
            challengeLine(result);
            ownLine(result);
            referenceLines();
            out.flush();
            return;
        }
        out.printf(Locale.ROOT, "  %s  %s: %d/%d tests passed, %s ms%n", styles.verdict(result.verdict(), 0),
                result.verdict().description(), result.passedTests(), result.totalTests(), time(result.totalJudgedMs()));
        skippedLine(result);
        challengeLine(result);
        ownLine(result);
        referenceLines();
        out.flush();
    }

    /**
     * Beside a test's time, the fastest reference's on the same test and its name, e.g.
     * {@code "  (ref 0.3 ms, accepted/Bitmask.java)"}; empty without {@code --vs-reference}.
     */
    private String referenceTime(String test) {
        if (referenceTimes == null) {
            return "";
        }
        ReferenceTimes.TestTime fastest = referenceTimes.fastest().get(test);
        if (fastest == null) {
            return styles.faint("  (no reference passed it)");
        }
        return styles.faint(String.format(Locale.ROOT, "  (ref %" + referenceTimeWidth + "s ms, %s)",
                time(fastest.timing().judgedMs()), fastest.reference()));
    }

    /**
     * The solution against the fastest reference, on one line under the verdict, and a note for each
     * reference that went wrong ({@code --vs-reference}). The rule is {@link ReferenceTimes}'.
     */
    /**
     * The lines {@link #referenceLines} prints under a problem's verdict, for {@code times}: under
     * {@link ShortConsole}'s one line for an accepted problem, whose events are not replayed.
     */
    void referenceSummary(ReferenceTimes times) {
        ReferenceTimes before = referenceTimes;
        referenceTimes = times;
        referenceLines();
        referenceTimes = before;
    }

    private void referenceLines() {
        if (referenceTimes == null) {
            return;
        }
        String label = "  vs reference  ";
        ReferenceTimes.Overall overall = referenceTimes.overall();
        if (overall instanceof ReferenceTimes.Overall.Ratio ratio) {
            out.println(label + ratio(ratio.ratio()) + " the fastest reference overall in "
                    + ratio.measure().words() + " (" + ratio.reference() + "; "
                    + time(ratio.learnerMs()) + " ms against " + time(ratio.referenceMs()) + " ms on the "
                    + tests(ratio.tests()) + " both passed); " + ratio.slowest()
                    .map(s -> "slowest against it on " + s.test() + " (" + ratio(s.ratio()) + ")")
                    .orElse("no test took " + Timing.USEFUL_RESOLUTION_MS + " ms or more on both sides, so none is "
                            + "named the slowest"));
        } else if (overall instanceof ReferenceTimes.Overall.UnderResolution under) {
            out.println(label + "no ratio: under " + Timing.USEFUL_RESOLUTION_MS + " ms of "
                    + under.measure().words() + " in all on one side (yours "
                    + time(under.learnerMs()) + " ms, " + under.reference() + " " + time(under.referenceMs())
                    + " ms on the " + tests(under.tests()) + " both passed), too fast to compare");
        } else if (overall instanceof ReferenceTimes.Overall.NotCompared not) {
            out.println(label + "no ratio: " + not.why());
        }
        String indent = " ".repeat(label.length());
        referenceTimes.notes().forEach(note -> out.println(indent + styles.faint("note: " + note)));
    }

    /** "the 9 tests" reads "the 1 test" for one. */
    private static String tests(int count) {
        return count + (count == 1 ? " test" : " tests");
    }

    /** A ratio as the summary prints it: {@code 12x}, {@code 3.1x}, {@code 0.45x}. */
    static String ratio(double ratio) {
        String digits = ratio >= 9.95 ? "%.0f" : ratio >= 0.995 ? "%.1f" : "%.2f";
        return String.format(Locale.ROOT, digits, ratio) + "x";
    }

    /**
     * The tests a time limit made not worth running, under the verdict they would not change:
     * how many, after which test, and how to run them.
     */
    private void skippedLine(ProblemResult result) {
        int count = result.skipped().size();
        if (count == 0) {
            return;
        }
        out.println("  not run    " + count + (count == 1 ? " later test" : " later tests") + " no smaller than "
                + SkippedTests.outOfTime(result) + ", which ran out of time: " + (count == 1 ? "it" : "each")
                + " would cost a time limit to fail the same way" + styles.faint(" (./judgew test " + result.id()
                + " --all runs " + (count == 1 ? "it" : "them") + ")"));
    }

    /** The learner's own tests' score, under the verdict they do not change. */
    private void ownLine(ProblemResult result) {
        String summary = OwnTestsWording.summary(result);
        if (summary != null) {
            out.println("  own tests  " + summary + styles.faint("; yours, they never change the verdict"));
        }
    }

    /** The challenge tier's own score, under the verdict it does not change. */
    private void challengeLine(ProblemResult result) {
        String summary = ChallengeTier.summary(result);
        if (summary == null) {
            return;
        }
        boolean ran = result.challengeNotRunReason() == null;
        out.println("  challenge  " + (ChallengeTier.allSolved(result) ? styles.green(summary) : summary)
                + (ran ? ", " + time(result.challengeJudgedMs()) + " ms" : "")
                + (ran ? styles.faint("; it does not change the verdict") : ""));
    }

    /**
     * How many of the judged tests passed, saying that the run was partial and why, e.g. "8/8
     * selected tests passed (partial run: 9 tests in all; judge every test for the verdict)".
     */
    static String partialCount(ProblemResult result) {
        String all = result.totalTests() + (result.totalTests() == 1 ? " test" : " tests") + " in all";
        if (result.selected()) {
            return result.passedTests() + "/" + result.requiredResults().size() + " selected tests passed (partial run: " + all
                    + (result.accepted() ? "; judge every test for the verdict)" : ")");
        }
        return result.passedTests() + "/" + result.requiredResults().size() + " tests run passed (partial run: --fail-fast "
                + "stopped at the first failure; " + all + ")";
    }

    @Override
    public void runFinished(RunSummary summary) {
        if (belowResolutionShown) {
            out.println();
            out.println(styles.faint("<0.1 ms: faster than the clock can time one call usefully (tens of "
                    + "microseconds of noise), so no digits are shown."));
        }
        List<ProblemResult> results = summary.results();
        if (!remembered.isEmpty()) {
            out.println();
            out.println(styles.faint(remembered.size() == 1 && results.size() == 1
                    ? "Not judged now: the result above is remembered from an earlier run (./judgew test --rerun judges it again)."
                    : remembered.size() + " of " + results.size() + " results remembered from earlier runs, not judged now "
                    + "(./judgew test --rerun judges every problem again)."));
        }
        if (summaryForm == Summary.COUNT && results.size() >= 2) {
            List<String> notAccepted = results.stream().filter(r -> !r.accepted() || r.partial())
                    .map(ProblemResult::id).toList();
            out.println();
            out.println("Summary: " + (results.size() - notAccepted.size()) + " of " + results.size()
                    + " problems accepted" + (notAccepted.isEmpty() ? "" : "; not accepted: " + String.join(", ", notAccepted)));
            misplaced(summary.misplaced());
            out.println(summary.pointsLine());
            out.flush();
            return;
        }
        if (results.size() < 2 && summaryForm != Summary.TABLE) {
            misplaced(summary.misplaced());
            out.println();
            out.println(summary.pointsLine());
            out.flush();
            return;
        }
        int width = results.stream().mapToInt(r -> r.id().length()).max().orElse(8);
        long accepted = results.stream().filter(ProblemResult::accepted).count();
        out.println();
        out.println("Summary: " + accepted + " of " + results.size() + " problems accepted");
        for (ProblemResult result : results) {
            String challenge = ChallengeTier.summary(result);
            String own = OwnTestsWording.summary(result);
            out.printf(Locale.ROOT, "  %-" + width + "s  %s  %d/%d%s%s%s%s%n", result.id(),
                    result.partial() && result.accepted() ? "-- " : styles.verdict(result.verdict(), 3),
                    result.passedTests(), result.partial() ? result.requiredResults().size() : result.totalTests(),
                    result.partial() ? " (partial run: " + result.totalTests() + " tests in all)" : "",
                    challenge == null ? "" : "  challenge " + challenge,
                    own == null ? "" : "  own tests " + own,
                    remembered.contains(result.id()) ? "  " + styles.faint("(remembered)") : "");
        }
        misplaced(summary.misplaced());
        out.println(summary.pointsLine());
        out.flush();
    }

    /**
     * The solution files that were not judged because they are not quite where the judge reads
     * them, each with the command that fixes it: last, beside the points, where a learner who
     * wonders why a problem earned nothing looks.
     */
    private void misplaced(List<MisplacedSolution> misplaced) {
        if (misplaced.isEmpty()) {
            return;
        }
        out.println();
        out.println(styles.bold("Not judged: " + (misplaced.size() == 1 ? "a solution file is"
                : misplaced.size() + " solution files are") + " not where the judge reads them")
                + " (the judge never moves your files; run the fix from the repository root)");
        for (MisplacedSolution m : misplaced) {
            out.println("  " + m.problemId().map(id -> styles.bold(id) + ": ").orElse("") + m.message());
            m.fix().ifPresent(f -> out.println("    fix: " + f));
            m.alternative().ifPresent(a -> out.println("    or, without moving it: " + a));
        }
    }

    private static String indentAll(String text, String indent) {
        return indent + text.replace("\n", "\n" + indent);
    }

    /**
     * The wall time, at the end of a test's line (after the reference's time, whose column it would
     * shift), where it differs from the CPU time shown by more than noise (the solution waited, used
     * several threads, or a busy machine held it back); nothing for a stopped test, whose reason
     * says how long it ran.
     */
    private String wallNote(TestResult test) {
        return test.stopped() || !test.timing().wallDiffers() ? ""
                : styles.faint(" (wall " + Timing.format(test.timing().wallMs()) + " ms)");
    }

    /** A test's time, or "<0.1" when it is below what the clock measures usefully (noted once at the end). */
    String time(double ms) {
        if (Timing.belowResolution(ms)) {
            belowResolutionShown = true;
        }
        return timeText(ms);
    }

    /** {@link #time} without noting that a time below the resolution was shown. */
    private static String timeText(double ms) {
        return Timing.belowResolution(ms) ? "<" + Timing.USEFUL_RESOLUTION_MS : String.format(Locale.ROOT, "%.1f", ms);
    }
}
