package dev.practicejudge.validate;

import dev.practicejudge.api.CheckResult;
import dev.practicejudge.check.Comparators;
import dev.practicejudge.check.OutputComparator;
import dev.practicejudge.judge.Judge;
import dev.practicejudge.judge.JudgeListener;
import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.problem.ComparisonSpec;
import dev.practicejudge.problem.Limits;
import dev.practicejudge.problem.Problem;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * The proof step of {@code validate}: runs a package's own proofs of its expected outputs.
 *
 * <p>A proof is a {@code class Solution} (a design problem's class) in {@code problems/<id>/proof/*.java}, written apart from
 * the accepted submissions (a brute force that enumerates instead of searching cleverly). It runs
 * in a worker on every test, as a submission does, with a generous time limit, and must agree with
 * the stored expected output both ways under the problem's own comparison: its answer passes
 * against the expected output, and the expected output passes with its answer in the expected
 * one's place. The second way matters for checkers, which accept any valid answer and use the
 * expected output only for what it implies (that a colouring exists, how many boards there are).
 * What a comparison cannot see, such as "this puzzle has exactly one solution" or "this input keeps
 * the statement's constraints", a proof checks itself and throws when it does not hold, so the
 * test fails with its message (RE). A checker's spec that declares its stored outputs the answer
 * has the proof's answer held to them exactly, up to the order the spec ignores.
 *
 * <p>Proofs use only the JDK, as a learner's solution does, so they do not depend on the judge.
 */
public final class ProofStep {

    /** The folder of a package that holds its proofs. */
    public static final String FOLDER = "proof";

    /** A proof may take at least this long per test, in milliseconds. */
    static final int MIN_TIME_MS = 10_000;

    /** ...or this many times the problem's own time limit, when that is more (at most 60 s). */
    static final int TIME_FACTOR = 10;

    private final Judge judge;
    private final Function<Path, String> display;

    /**
     * @param display how findings name a file (relative to the repository when inside it)
     */
    public ProofStep(Judge judge, Function<Path, String> display) {
        this.judge = Objects.requireNonNull(judge, "judge");
        this.display = Objects.requireNonNull(display, "display");
    }

    /**
     * Runs every proof of the package on every test and reports one finding per proof that agrees,
     * one per test a proof disagrees on, and a warning when the package has no proof.
     *
     * @param comparator the problem's comparison, as {@code validate} built it
     * @return true when no proof disagreed (a package without a proof passes, with the warning)
     */
    public boolean check(Problem problem, OutputComparator comparator, Consumer<Finding> sink) {
        List<Path> proofs;
        try {
            proofs = proofs(problem.directory());
        } catch (IOException e) {
            sink.accept(Finding.fail("cannot list the proofs in " + FOLDER + "/: " + e.getMessage()));
            return false;
        }
        if (proofs.isEmpty()) {
            sink.accept(Finding.warn("no proof of the expected outputs: add " + FOLDER + "/BruteForce.java, a class "
                    + problem.spec().method().className() + " written apart from the accepted submissions (a brute force), which validate runs on "
                    + "every test and holds to the expected outputs (see docs/problem-format.md)"));
            return true;
        }
        Problem generous = withLimits(problem, proofLimits(problem.spec().limits()));
        OutputComparator bothWays = bothWays(answerClaimed(problem.spec().comparison(), comparator));
        boolean agreed = true;
        for (Path proof : proofs) {
            String name = FOLDER + "/" + problem.directory().resolve(FOLDER).relativize(proof);
            ProblemResult result = judge.judge(generous, bothWays, proof, display.apply(proof), new JudgeListener() { });
            agreed &= report(name, result, sink);
        }
        return agreed;
    }

    /** The package's proofs: each {@code *.java} file in its {@code proof/} folder, by name. */
    static List<Path> proofs(Path problemDirectory) throws IOException {
        Path folder = problemDirectory.resolve(FOLDER);
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> Files.isRegularFile(f) && f.getFileName().toString().endsWith(".java"))
                    .sorted().toList();
        }
    }

    /** The problem's limits with the time raised for a brute force; memory and output stay. */
    static Limits proofLimits(Limits limits) {
        int timeMs = Math.min(60_000, Math.max(MIN_TIME_MS, TIME_FACTOR * limits.timeMs()));
        return new Limits(timeMs, limits.memoryMb(), limits.outputKb(), limits.timeMultiplier(),
                limits.safetyMargin());
    }

    /**
     * The comparison applied both ways: the proof's answer against the expected output, as a
     * submission is judged, then the expected output against the proof's answer.
     */
    static OutputComparator bothWays(OutputComparator comparator) {
        return (input, expected, actual) -> {
            CheckResult forward = comparator.compare(input, expected, actual);
            if (!forward.isAccepted()) {
                return forward;
            }
            CheckResult backward = comparator.compare(input, actual, expected);
            return backward.isAccepted() ? backward
                    : CheckResult.rejected("the expected output fails when the proof's answer takes its place: "
                            + backward.reason());
        };
    }

    /**
     * For a checker whose spec declares its stored outputs the answer ({@code "expected":
     * "the-answer"}), the checker and then equality with the stored output, up to the order the
     * spec ignores: reports diff a wrong answer against the stored output only on that claim, so a
     * proof proves it rather than taking it on trust. Any other comparison as it is.
     */
    static OutputComparator answerClaimed(ComparisonSpec spec, OutputComparator comparator) {
        if (!spec.mode().equals(ComparisonSpec.CHECKER) || !spec.expectedIsTheAnswer()) {
            return comparator;
        }
        OutputComparator same = Comparators.forSpec(spec.unorderedLevels().isEmpty() ? ComparisonSpec.exact()
                : new ComparisonSpec(ComparisonSpec.UNORDERED, spec.unorderedLevels()));
        return (input, expected, actual) -> {
            CheckResult checked = comparator.compare(input, expected, actual);
            if (!checked.isAccepted()) {
                return checked;
            }
            CheckResult equal = same.compare(input, expected, actual);
            return equal.isAccepted() ? equal
                    : CheckResult.rejected("the checker accepts the proof's answer, but it is not the stored one, "
                            + "which the spec says is the answer (\"expected\": \"the-answer\"; say "
                            + "\"one-valid-answer\" if there are others): " + equal.reason());
        };
    }

    private static boolean report(String name, ProblemResult result, Consumer<Finding> sink) {
        if (result.verdict() == Verdict.CE || result.tests().isEmpty()) {
            sink.accept(Finding.fail(name + ": the proof did not run (" + result.verdict() + ")"
                    + (result.message() == null ? "" : ":\n" + result.message())));
            return false;
        }
        boolean agreed = true;
        for (TestResult test : result.tests()) {
            if (test.passed()) {
                continue;
            }
            agreed = false;
            String what = test.verdict() == Verdict.WA ? "disagrees with the expected output" : test.verdict().name();
            sink.accept(Finding.fail(name + ": " + test.name() + ": " + what + ": " + summary(test.message())));
        }
        if (agreed) {
            TestResult slowest = result.tests().stream()
                    .max((a, b) -> Double.compare(a.timing().judgedMs(), b.timing().judgedMs())).orElseThrow();
            int n = result.tests().size();
            sink.accept(Finding.ok(name + ": agrees with " + (n == 1 ? "the one expected output" : "all " + n
                    + " expected outputs") + String.format(Locale.ROOT, ", slowest %.1f ms (%s)",
                    slowest.timing().judgedMs(), slowest.name())));
        }
        return agreed;
    }

    /** A failure's message on one line: its first lines joined, cut at 300 characters. */
    private static String summary(String message) {
        if (message == null || message.isBlank()) {
            return "(no message)";
        }
        String line = String.join(" ", message.strip().lines().map(String::strip).filter(l -> !l.isEmpty())
                .limit(4).toList());
        return line.length() > 300 ? line.substring(0, 297) + "..." : line;
    }

    private static Problem withLimits(Problem problem, Limits limits) {
        return new Problem(problem.id(), problem.directory(), problem.spec().withLimits(limits), problem.tests());
    }
}
