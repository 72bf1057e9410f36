package dev.practicejudge.validate;

import dev.practicejudge.api.CheckResult;
import dev.practicejudge.check.CheckerFailure;
import dev.practicejudge.check.OutputComparator;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.judge.Judge;
import dev.practicejudge.judge.JudgeListener;
import dev.practicejudge.judge.LoadedProblem;
import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.problem.InputConstraints;
import dev.practicejudge.problem.Limits;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.Submission;
import dev.practicejudge.problem.TestCase;
import dev.practicejudge.problem.Topics;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.run.SubmissionRunner;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.function.Consumer;

/**
 * Checks a problem package the way Kattis problemtools' verifyproblem does: the spec and every
 * test load; every expected output passes the problem's own comparison; the package's own
 * proofs agree with every expected output ({@link ProofStep}); every accepted submission is AC
 * on every test; every other submission gets exactly the verdict its folder names; the time
 * limit leaves the declared multiple over the slowest accepted test; and the accepted submissions
 * agree on inputs made by the package's own generator ({@link RandomCrossCheck}); every test's
 * input, and every generated one, keeps the constraints the package declares; and it carries
 * hints and an editorial in the format, whose java blocks compile ({@link HintsAndEditorialStep}).
 */
public final class ProblemValidator {

    /** The line a failing submission pins its message with: {@link Submission#EXPECTED_MESSAGE_TAG}. */
    static final String EXPECTED_MESSAGE_TAG = Submission.EXPECTED_MESSAGE_TAG;

    /** How much of a failing submission's message a validation line quotes. */
    private static final int MESSAGE_CHARS = 200;

    private final Workspace workspace;
    private final SolutionCompiler compiler;
    private final Judge judge;
    private final ProofStep proofs;
    private final RandomCrossCheck crossCheck;
    private final HintsAndEditorialStep guides;

    public ProblemValidator(Workspace workspace, SolutionCompiler compiler, SubmissionRunner runner) {
        this.workspace = workspace;
        this.compiler = compiler;
        this.judge = new Judge(compiler, runner);
        this.proofs = new ProofStep(judge, workspace::display);
        this.crossCheck = new RandomCrossCheck(compiler, workspace::display);
        this.guides = new HintsAndEditorialStep(workspace.loader(), compiler, workspace::display);
    }

    /**
     * Validates one package, reporting each finding as soon as it is known.
     *
     * @return true when nothing failed (warnings allowed)
     */
    public boolean validate(String id, Consumer<Finding> report) {
        List<Finding> failures = new ArrayList<>();
        Consumer<Finding> sink = finding -> {
            if (finding.level() == Finding.Level.FAIL) {
                failures.add(finding);
            }
            report.accept(finding);
        };
        LoadedProblem loaded;
        try {
            loaded = LoadedProblem.load(workspace, id, compiler);
        } catch (ProblemFormatException e) {
            sink.accept(Finding.fail(e.getMessage()));
            return false;
        }
        Problem problem = loaded.problem();
        OutputComparator comparator = loaded.comparator();
        String mode = problem.spec().comparison().mode()
                + problem.spec().comparison().checker().map(c -> " (" + c + " compiles)").orElse("");
        sink.accept(Finding.ok("spec: " + problem.spec().method().declaration() + ", comparison " + mode));
        int tests = problem.tests().size();
        sink.accept(Finding.ok("tests: " + tests + (tests == 1 ? " file parses and matches" : " files parse and match")
                + " the signature"));
        checkTopic(problem, sink);
        checkConstraints(problem, sink);
        checkChallengeTier(problem, sink);
        guides.check(problem, sink);
        checkExpectedOutputs(problem, comparator, sink);
        proofs.check(problem, comparator, sink);
        // The cross-check's inputs are made first, so each accepted submission runs them in the worker
        // that judged it; its finding still comes after the submissions'.
        RandomCrossCheck.Prepared generated = crossCheck.prepare(problem);
        checkSubmissions(problem, comparator, generated, sink);
        generated.report(comparator, sink);
        return failures.isEmpty();
    }

    /** A topic from the canon, which {@code list} groups by; another is allowed, but is more often a typo. */
    private static void checkTopic(Problem problem, Consumer<Finding> sink) {
        Optional<String> topic = problem.spec().topic();
        if (topic.isEmpty()) {
            sink.accept(Finding.warn("topic: none; name the canon's topic in problem.json's \"topic\" so list "
                    + "groups the problem with its kind (one of: " + String.join(", ", Topics.CANON) + ")"));
        } else if (!Topics.isCanon(topic.get())) {
            sink.accept(Finding.warn("topic: \"" + topic.get() + "\" is not one of the canon's (" + String.join(", ",
                    Topics.CANON) + "); list puts it after them"));
        }
    }

    /**
     * Every test's input within the constraints {@code problem.json} declares, as Kattis's input
     * validators check: a test outside the statement (an {@code n} of 50 where it says
     * {@code n <= 45}) is a failure naming the test and the constraint, challenge tier included.
     */
    private void checkConstraints(Problem problem, Consumer<Finding> sink) {
        InputConstraints constraints = problem.spec().constraints();
        if (constraints.isEmpty()) {
            sink.accept(Finding.warn("constraints: none declared; declare the statement's in problem.json's "
                    + "\"constraints\" so every test input is checked against them"));
            return;
        }
        boolean all = true;
        for (TestCase test : problem.tests()) {
            Optional<String> outside = constraints.violation(problem.spec().method(), problem.input(test));
            if (outside.isPresent()) {
                sink.accept(Finding.fail(workspace.display(test.file()) + ": the input is outside the constraints: "
                        + outside.get()));
                all = false;
            }
        }
        if (all) {
            sink.accept(Finding.ok("constraints: every test input keeps them ("
                    + String.join(", ", constraints.byParameter().keySet()) + ")"));
        }
    }

    /**
     * The challenge tier's shape: after every required test in name order (reports list it last, and
     * {@code --only 3} must mean the third test in every listing), never a sample (the statement's
     * examples are what every solution must pass), and never the whole problem (the verdict needs
     * required tests). Whether the tier can be solved is checked with the accepted submissions.
     */
    private void checkChallengeTier(Problem problem, Consumer<Finding> sink) {
        List<TestCase> challenge = problem.tests().stream().filter(TestCase::challenge).toList();
        if (challenge.isEmpty()) {
            return;
        }
        boolean good = true;
        if (challenge.size() == problem.tests().size()) {
            sink.accept(Finding.fail("every test is in the challenge tier: the verdict comes from the required tests, "
                    + "so at least one test must not say \"challenge\": true"));
            good = false;
        }
        int firstChallenge = problem.tests().indexOf(challenge.get(0));
        for (TestCase test : problem.tests().subList(firstChallenge, problem.tests().size())) {
            if (!test.challenge()) {
                sink.accept(Finding.fail(workspace.display(test.file()) + ": a required test named after the "
                        + "challenge test " + challenge.get(0).name() + ": rename the files so every challenge test "
                        + "comes after the required ones (reports list the tier last)"));
                good = false;
            }
        }
        for (TestCase test : challenge) {
            if (test.sample()) {
                sink.accept(Finding.fail(workspace.display(test.file()) + ": a sample in the challenge tier: "
                        + "samples are the statement's examples, which every solution must pass"));
                good = false;
            }
        }
        if (good) {
            sink.accept(Finding.ok("challenge tier: " + challenge.size() + " of " + problem.tests().size()
                    + " tests (" + challenge.get(0).name() + " on), after the required ones"));
        }
    }

    /** Every stored answer must pass the comparison it will be judged by, or no solution can. */
    private void checkExpectedOutputs(Problem problem, OutputComparator comparator, Consumer<Finding> sink) {
        int passed = 0;
        for (TestCase test : problem.tests()) {
            CheckResult result;
            try {
                result = comparator.compare(problem.input(test), test.expected(), test.expected());
            } catch (CheckerFailure e) {
                sink.accept(Finding.fail(workspace.display(test.file()) + ": " + e.getMessage()));
                continue;
            }
            if (result.isAccepted()) {
                passed++;
            } else {
                sink.accept(Finding.fail(workspace.display(test.file()) + ": the expected output fails its own "
                        + "comparison: " + result.reason()));
            }
        }
        if (passed == problem.tests().size()) {
            sink.accept(Finding.ok(passed == 1 ? "expected output: it passes its own comparison"
                    : "expected outputs: all " + passed + " pass their own comparison"));
        }
    }

    private void checkSubmissions(Problem problem, OutputComparator comparator, RandomCrossCheck.Prepared generated,
                                  Consumer<Finding> sink) {
        List<String> unknown = new ArrayList<>();
        List<Submission> submissions;
        try {
            submissions = Submission.find(problem.directory().resolve(Submission.SUBMISSIONS_DIR), unknown);
        } catch (IOException e) {
            sink.accept(Finding.fail("cannot list the submissions: " + e.getMessage()));
            return;
        }
        for (String folder : unknown) {
            sink.accept(Finding.fail("submissions/" + folder + "/ is not a verdict folder (use one of "
                    + String.join(", ", new TreeSet<>(Submission.FOLDERS.keySet())) + ")"));
        }
        if (submissions.stream().noneMatch(Submission::isAccepted)) {
            sink.accept(Finding.fail("no accepted submission: add a correct " + problem.spec().method().className()
                    + " under submissions/accepted/ "
                    + "(it proves the tests can be passed, and sets the bar for the time limit)"));
        }
        TestResult slowest = null;
        String slowestName = null;
        // The fastest accepted time on each challenge test, by name: the tier must be solvable in time.
        Map<String, TestResult> fastestOnChallenge = new LinkedHashMap<>();
        for (Submission submission : submissions) {
            boolean accepted = submission.isAccepted();
            ProblemResult result = accepted
                    ? judge.judge(problem, comparator, submission.file(), workspace.display(submission.file()),
                            new JudgeListener() { }, generated.afterTests(submission.name()))
                    : judge.judge(problem, comparator, submission.file(), workspace.display(submission.file()),
                            new JudgeListener() { }, true);
            if (result.verdict().name().equals(submission.expectedVerdict())) {
                if (accepted) {
                    // The time limit's margin is kept on the required tests, the ones that decide the verdict.
                    List<TestResult> required = result.requiredResults();
                    TestResult ownSlowest = required.stream()
                            .max((a, b) -> Double.compare(a.timing().judgedMs(), b.timing().judgedMs())).orElseThrow();
                    if (slowest == null || ownSlowest.timing().judgedMs() > slowest.timing().judgedMs()) {
                        slowest = ownSlowest;
                        slowestName = submission.name();
                    }
 
                    for (TestResult test : result.challengeResults()) {
                        TestResult best = fastestOnChallenge.get(test.name());
                        if (test.passed() && (best == null || test.timing().judgedMs() < best.timing().judgedMs())) {
                            fastestOnChallenge.put(test.name(), test);
                        }
                    }
                    String tests = required.size() == 1 ? "its one" : "all " + required.size();
                    sink.accept(Finding.ok(submission.name() + ": AC on " + tests
                            + (result.hasChallenge() ? " required tests" : required.size() == 1 ? " test" : " tests")
                            + ", slowest " + ms(ownSlowest.timing().judgedMs()) + " (" + ownSlowest.name() + ")"
                            + (result.hasChallenge() ? "; challenge tier " + result.challengePassed() + "/"
                            + result.challengeTests() + " solved" : "")));
                } else {
                    TestResult first = firstFailure(result);
                    Optional<String> pinned = expectedMessage(submission.file());
                    String message = first == null || first.message() == null ? "" : first.message();
                    // Whitespace collapsed on both sides: a pin is one line, a message may put an element on the next.
                    if (pinned.isPresent() && !collapse(message).contains(collapse(pinned.get()))) {
                        sink.accept(Finding.fail(submission.name() + ": " + result.verdict() + " as its folder says, "
                                + "but its message does not say \"" + pinned.get() + "\" (its "
                                + EXPECTED_MESSAGE_TAG + " line)" + (first == null ? "" : "; on " + first.name()
                                + " it says" + whatLearnerSees(first))));
                    } else {
                        sink.accept(Finding.ok(submission.name() + ": " + result.verdict() + " as its folder says"
                                + (first == null ? "" : ", first on " + first.name() + whatLearnerSees(first))));
                    }
                    if (pinned.isEmpty() && result.verdict() == Verdict.WA) {
                        sink.accept(Finding.warn(submission.name() + " has no " + EXPECTED_MESSAGE_TAG + " line: "
                                + "add one with the words its feedback must contain, so a change that makes the "
                                + "message less helpful is caught"));
                    }
                }
            } else {
                sink.accept(Finding.fail(submission.name() + ": expected " + submission.expectedVerdict() + ", got "
                        + result.verdict() + describeFailure(result)));
            }
        }
        if (slowest != null) {
            checkTimeLimit(problem.spec().limits(), slowest, slowestName, sink);
            checkChallengeSolvable(problem, fastestOnChallenge, sink);
        }
    }

    /**
     * Every challenge test must be solved by some accepted submission, or the tier asks for the
     * impossible; and the fastest one should solve it with the time limit's margin, or whether a
     * solution as good as the reference solves it would be luck.
     */
    private static void checkChallengeSolvable(Problem problem, Map<String, TestResult> fastest,
                                               Consumer<Finding> sink) {
        List<TestCase> challenge = problem.tests().stream().filter(TestCase::challenge).toList();
        if (challenge.isEmpty()) {
            return;
        }
        Limits limits = problem.spec().limits();
        boolean good = true;
        for (TestCase test : challenge) {
            TestResult best = fastest.get(test.name());
            if (best == null) {
                sink.accept(Finding.fail("challenge test " + test.name() + ": no accepted submission solves it; add one "
                        + "that does, so the tier is known to be possible within the limits"));
                good = false;
            } else if (best.timing().judgedMs() * limits.timeMultiplier() > limits.timeMs()) {
                sink.accept(Finding.warn("challenge test " + test.name() + ": the fastest accepted submission takes "
                        + ms(best.timing().judgedMs()) + ", and the time limit of " + limits.timeMs() + " ms is less than "
                        + fmt(limits.timeMultiplier()) + " x that: a solution as fast may or may not solve it"));
                good = false;
            }
        }
        if (good) {
            TestResult slowest = fastest.values().stream()
                    .max((a, b) -> Double.compare(a.timing().judgedMs(), b.timing().judgedMs())).orElseThrow();
            sink.accept(Finding.ok("challenge tier: an accepted submission solves every test, with the time limit "
                    + "at least " + fmt(limits.timeMultiplier()) + " x its time (the slowest: " + slowest.name() + ", "
                    + ms(slowest.timing().judgedMs()) + ")"));
        }
    }

    /** The limit must cover the slowest accepted test times the multiplier; within the margin, warn. */
    private static void checkTimeLimit(Limits limits, TestResult slowest, String name, Consumer<Finding> sink) {
        double slowestMs = slowest.timing().judgedMs();
        double needed = slowestMs * limits.timeMultiplier();
        String basis = fmt(limits.timeMultiplier()) + " x the slowest accepted test (" + name + " on "
                + slowest.name() + ": " + ms(slowestMs) + ")";
        if (limits.timeMs() < needed) {
            sink.accept(Finding.fail("time limit " + limits.timeMs() + " ms is below " + basis + " = " + ms(needed)
                    + ": raise limits.timeMs to at least " + (int) Math.ceil(needed)
                    + ", or make the accepted submission faster"));
            return;
        }
        double comfortable = needed * limits.safetyMargin();
        if (limits.timeMs() < comfortable) {
            sink.accept(Finding.warn("time limit " + limits.timeMs() + " ms is at least " + basis + ", but within the "
                    + "safety margin of " + fmt(limits.safetyMargin()) + " (" + ms(comfortable) + "): on a slower "
                    + "machine an accepted solution could flip to TLE"));
            return;
        }
        sink.accept(Finding.ok("time limit " + limits.timeMs() + " ms >= " + basis + ", with the safety margin"));
    }

    /**
     * The start of the message a learner would read for this failure, so an author sees
     * whether it teaches (a missed case, an invalid board, a duplicate) and not just that it fails.
     */
    private static String whatLearnerSees(TestResult failure) {
        if (failure.message() == null || failure.message().isBlank()) {
            return "";
        }
        // Its first lines joined: a comparator often says what is missing or extra on the second.
        StringBuilder joined = new StringBuilder();
        failure.message().strip().lines().map(String::strip).filter(l -> !l.isEmpty()).limit(3).forEach(l -> {
            if (!joined.isEmpty()) {
                joined.append(joined.charAt(joined.length() - 1) == ':' ? " " : "; ");
            }
            joined.append(l);
        });
        String line = joined.toString();
        return ": " + (line.length() > MESSAGE_CHARS ? line.substring(0, MESSAGE_CHARS - 3) + "..." : line);
    }

    private static String collapse(String text) {
        return text.replaceAll("\\s+", " ").strip();
    }

    /** The text a submission's {@value #EXPECTED_MESSAGE_TAG} line pins, if it has one. */
    static Optional<String> expectedMessage(Path source) {
        return Submission.expectedMessage(source);
    }

    private static TestResult firstFailure(ProblemResult result) {
        return result.tests().stream().filter(t -> !t.passed()).findFirst().orElse(null);
    }

    private static String describeFailure(ProblemResult result) {
        if (result.verdict() == Verdict.CE || result.verdict() == Verdict.JE && result.tests().isEmpty()) {
            return ":\n" + result.message();
        }
        if (result.accepted() && !result.challengeResults().isEmpty()) {
            // It fails only where failing does not change the verdict: move it, or make a required test catch it.
            TestResult first = firstFailure(result);
            return " on every required test" + (first == null ? ""
                    : "; it fails only in the challenge tier (" + first.verdict() + " first on " + first.name()
                    + "), which does not change the verdict");
        }
        TestResult first = firstFailure(result);
        if (first == null) {
            return " on every test";
        }
        String message = first.message() == null ? "" : ": " + first.message().lines().findFirst().orElse("");
        return " on " + first.name() + message;
    }

    private static String ms(double ms) {
        return String.format(Locale.ROOT, "%.1f ms", ms);
    }

    private static String fmt(double value) {
        return String.format(Locale.ROOT, "%.1fx", value).replace("x", "");
    }
}
