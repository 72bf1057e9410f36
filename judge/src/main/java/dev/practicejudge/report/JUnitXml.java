package dev.practicejudge.report;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.judge.OwnTestResult;
import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.RunSummary;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.problem.MisplacedSolution;
import dev.practicejudge.run.CapturedOutput;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The JUnit XML report ({@code --junit FILE}) as data: the suites and test cases a run maps to, in
 * the Ant/Surefire dialect that Jenkins, GitLab and the GitHub test-report actions read.
 * {@link JUnitXmlWriter} turns it into bytes.
 *
 * <p>The mapping: a {@code <testsuites name="practice-judge">} root with the run's totals; one
 * {@code <testsuite>} per judged problem (named by its id, with title, verdict, points and
 * maxPoints as properties) holding a {@code <testcase classname="<id>">} per test. A WA, TLE,
 * MLE, RE or OLE test carries a {@code <failure type="<verdict>">}, a JE test an
 * {@code <error type="JE">}; the element's text holds the reason, the input, the outputs and the
 * diff, and the test's captured stdout and stderr go to {@code <system-out>}/{@code <system-err>}.
 * A problem that did not compile has one {@code compile} test case failing with type CE, a
 * package that did not load one {@code load} test case in error with type JE, and a problem
 * not attempted yet one {@code not attempted} test case that is skipped, whose message, when a
 * solution file was found not quite where the judge reads it, says so with the fix (and a
 * {@code misplaced} property names the file); near misses of no problem not attempted are skipped
 * cases of a {@value #MISPLACED_SUITE} suite. Times are in seconds.
 *
 * <p>A problem's challenge tier (tests harder than the source's own, which never change its
 * verdict) has its test cases in the same suite under {@code classname="<id>.challenge"}; one not
 * solved is {@code <skipped>} with the reason, not a failure, so a CI that fails on JUnit failures
 * fails on the verdict alone. A tier that did not run after required tests is one skipped
 * {@code challenge tier} case. A required test not run after one ran out of time is a skipped case
 * with the reason ({@link ProblemResult#skipped}): the problem's failure is the TLE's.
 *
 * <p>The learner's own tests ({@code solutions/ID/tests/}) are in the problem's suite under
 * {@code classname="<id>.own"}, with an {@code ownTests} property summing them up; one that does
 * not pass (or was not judged, or not read) is {@code <skipped>} with the reason, for the same
 * reason: they never fail the problem.
 */
record JUnitXml(List<Suite> suites) {

    /** The root's name, which CI tools show as the name of the whole report. */
    static final String REPORT_NAME = "practice-judge";
    /** Longest rendering of one value (input, expected, actual) in a failure's text. */
    static final int MAX_VALUE_CHARS = 4000;
    /** Longest {@code message} attribute; CI tools show it on one line. */
    static final int MAX_MESSAGE_CHARS = 500;
    /** The suite of near misses that belong to no problem not attempted (of an unknown problem, say). */
    static final String MISPLACED_SUITE = "misplaced-solutions";
    /** Appended to a problem's id for the class name of its challenge tier's test cases. */
    static final String CHALLENGE_CLASS = ".challenge";
    /** Appended to a problem's id for the class name of the learner's own test cases. */
    static final String OWN_CLASS = ".own";

    /** Indents a multi-line value under its label in a failure's text. */
    private static final String INDENT = "  ";

    JUnitXml {
        suites = List.copyOf(suites);
    }

    /**
     * The report of a finished run.
     *
     * @param started when each problem started being judged, by id: its suite's timestamp
     * @param finished when the run finished: the timestamp of a suite with no start (not attempted, say)
     */
    static JUnitXml of(RunSummary summary, Map<String, LocalDateTime> started, LocalDateTime finished) {
        List<Suite> suites = new ArrayList<>();
        for (ProblemResult result : summary.results()) {
            suites.add(Suite.of(result, started.getOrDefault(result.id(), finished)));
        }
        for (RunSummary.NotAttempted problem : summary.notAttempted()) {
            suites.add(Suite.notAttempted(problem, finished));
        }
        List<MisplacedSolution> elsewhere = summary.misplaced().stream()
                .filter(m -> summary.notAttempted().stream().noneMatch(n -> n.misplaced().filter(m::equals).isPresent()))
                .toList();
        if (!elsewhere.isEmpty()) {
            suites.add(Suite.misplaced(elsewhere, finished));
        }
        return new JUnitXml(suites);
    }

    /**
     * One {@code <testsuite>}: a problem's properties and test cases, counted as JUnit counts them.
     *
     * @param properties name to value, in order; written as {@code <property>} elements
     */
    record Suite(String name, LocalDateTime timestamp, Map<String, String> properties, List<Case> cases) {

        static Suite of(ProblemResult result, LocalDateTime timestamp) {
            Map<String, String> properties = new LinkedHashMap<>();
            properties.put("title", result.title());
            properties.put("verdict", result.verdict().name());
            properties.put("points", RunSummary.number(result.points()));
            properties.put("maxPoints", String.valueOf(result.maxPoints()));
            properties.put("passed", String.valueOf(result.passedTests()));
            properties.put("total", String.valueOf(result.totalTests()));
            if (result.partial()) {
                // Not every test was judged (--only, --fail-fast): the verdict is the judged tests' and earns no points.
                properties.put("partial", "true");
                properties.put("judged", String.valueOf(result.requiredResults().size()));
            }
            String challenge = ChallengeTier.summary(result);
            if (challenge != null) {
                properties.put("challenge", challenge);
            }
            String own = OwnTestsWording.summary(result);
            if (own != null) {
                properties.put("ownTests", own);
            }
            if (result.solution() != null) {
                properties.put("solution", result.solution());
            }
            List<Case> cases = new ArrayList<>();
            if (result.tests().isEmpty() && result.verdict() == Verdict.CE) {
                cases.add(Case.problemLevel(result.id(), "compile", Verdict.CE, result.message()));
            } else if (result.tests().isEmpty() && result.verdict() == Verdict.JE) {
                cases.add(Case.problemLevel(result.id(), "load", Verdict.JE, result.message()));
            } else {
                result.requiredResults().forEach(test -> cases.add(Case.of(result.id(), test)));
                String notRun = result.skipped().isEmpty() ? null : SkippedTests.reason(result);
                result.skipped().forEach(name -> cases.add(new Case(result.id(), name, 0, Outcome.SKIPPED, null,
                        notRun, null, CapturedOutput.NONE)));
                result.challengeResults().forEach(test -> cases.add(Case.challenge(result.id(), test)));
            }
            result.ownTests().forEach(test -> cases.add(Case.own(result.id(), test)));
            // Only beside required tests that ran: a problem that never reached its tests is one case, as before.
            if (result.challengeNotRunReason() != null && !result.tests().isEmpty()) {
                cases.add(new Case(result.id() + CHALLENGE_CLASS, "challenge tier", 0, Outcome.SKIPPED, null,
                        result.challengeTests() + " challenge tests not run: " + result.challengeNotRunReason(), null,
                        CapturedOutput.NONE));
            }
            return new Suite(result.id(), timestamp, properties, cases);
        }

        static Suite notAttempted(RunSummary.NotAttempted problem, LocalDateTime timestamp) {
            Map<String, String> properties = new LinkedHashMap<>();
            properties.put("title", problem.title());
            properties.put("points", "0");
            properties.put("maxPoints", String.valueOf(problem.maxPoints()));
            problem.misplaced().ifPresent(m -> properties.put("misplaced", m.file()));
            String why = problem.misplaced().map(MisplacedSolution::oneLine).orElse("no solution yet");
            return new Suite(problem.id(), timestamp, properties,
                    List.of(new Case(problem.id(), "not attempted", 0, Outcome.SKIPPED, null, why, null,
                            CapturedOutput.NONE)));
        }

        /** The near misses that belong to no problem listed as not attempted: a skipped case each, named by its file. */
        static Suite misplaced(List<MisplacedSolution> misplaced, LocalDateTime timestamp) {
            List<Case> cases = misplaced.stream().map(m -> new Case(MISPLACED_SUITE, m.file(), 0, Outcome.SKIPPED, null,
                    m.oneLine(), null, CapturedOutput.NONE)).toList();
            return new Suite(MISPLACED_SUITE, timestamp, Map.of(), cases);
        }

        int tests() {
            return cases.size();
        }

        int failures() {
            return count(Outcome.FAILURE);
        }

        int errors() {
            return count(Outcome.ERROR);
        }

        int skipped() {
            return count(Outcome.SKIPPED);
        }

        double timeMs() {
            return cases.stream().mapToDouble(Case::timeMs).sum();
        }

        private int count(Outcome outcome) {
            return (int) cases.stream().filter(c -> c.outcome() == outcome).count();
        }
    }

    /** How a test case ended, in JUnit's terms. */
    enum Outcome { PASSED, FAILURE, ERROR, SKIPPED }

    /**
     * One {@code <testcase>}.
     *
     * @param type the verdict code for a failure or an error, else null
     * @param message the one-line {@code message} attribute, or null for none
     * @param text the failure's or error's element text, or null for none
     */
    record Case(String classname, String name, double timeMs, Outcome outcome, String type, String message,
                        String text, CapturedOutput output) {

        /** @param classname the problem's id, or its challenge tier's class name */
        static Case of(String classname, TestResult test) {
            if (test.passed()) {
                return new Case(classname, test.name(), test.timing().judgedMs(), Outcome.PASSED, null, null, null,
                        CapturedOutput.NONE);
            }
            // JUnit's "error" is a fault of the harness rather than of the code under test: our JE.
            Outcome outcome = test.verdict() == Verdict.JE ? Outcome.ERROR : Outcome.FAILURE;
            String reason = test.message() != null ? test.message() : test.verdict().description();
            return new Case(classname, test.name(), test.timing().judgedMs(), outcome, test.verdict().name(),
                    firstLine(reason), details(test, reason), test.output());
        }

        /** A test of the challenge tier: one not solved is skipped with its reason, since it never fails the problem. */
        static Case challenge(String problemId, TestResult test) {
            if (test.passed() || test.verdict() == Verdict.JE) {
                return of(problemId + CHALLENGE_CLASS, test);
            }
            String reason = test.message() != null ? test.message() : test.verdict().description();
            return new Case(problemId + CHALLENGE_CLASS, test.name(), test.timing().judgedMs(), Outcome.SKIPPED,
                    null, firstLine("challenge not solved, which does not count against the problem: "
                    + test.verdict() + ": " + reason), null, test.output());
        }

        /**
         * One of the learner's own tests, under {@code classname="<id>.own"}: one that passed passes;
         * any other is skipped with its reason, since it never fails the problem.
         */
        static Case own(String problemId, OwnTestResult test) {
            String classname = problemId + OWN_CLASS;
            if (test.passed()) {
                return of(classname, ((OwnTestResult.Judged) test).result());
            }
            if (test instanceof OwnTestResult.Judged judged) {
                TestResult result = judged.result();
                String reason = result.message() != null ? result.message() : result.verdict().description();
                return new Case(classname, test.name(), result.timing().judgedMs(), Outcome.SKIPPED, null,
                        firstLine("your own test, which does not count against the problem: " + result.verdict()
                                + ": " + reason), null, result.output());
            }
            if (test instanceof OwnTestResult.Unchecked unchecked) {
                return new Case(classname, test.name(), unchecked.timing().judgedMs(), Outcome.SKIPPED, null,
                        firstLine("your own test, " + unchecked.why()), null, unchecked.output());
            }
            return new Case(classname, test.name(), 0, Outcome.SKIPPED, null,
                    firstLine("your own test, not read: " + ((OwnTestResult.Unreadable) test).message()), null,
                    CapturedOutput.NONE);
        }

        /** The single test case standing for a problem that never reached its tests. */
        static Case problemLevel(String problemId, String name, Verdict verdict, String report) {
            String text = report != null ? report : verdict.description();
            return new Case(problemId, name, 0, verdict == Verdict.JE ? Outcome.ERROR : Outcome.FAILURE,
                    verdict.name(), firstLine(text), text, CapturedOutput.NONE);
        }
    }

    /** A failing test's full story: the reason, then the input, the outputs and the diff. */
    private static String details(TestResult test, String reason) {
        StringBuilder text = new StringBuilder(reason).append("\n\n");
        block(text, "input", input(test.input()));
        if (test.feedback() != null) {
            // Already rendered and cut to a number of lines by the judge; one valid answer of many
            // has no rendering, as it is not the expected output.
            if (test.showsExpected()) {
                block(text, "expected", test.feedback().expected());
            }
            block(text, "actual", test.feedback().actual());
            if (test.feedback().diff() != null) {
                block(text, "diff", test.feedback().diff());
            }
        } else {
            if (test.showsExpected()) {
                block(text, "expected", cut(Json.compact(test.expected())));
            }
            if (test.actual() != null) {
                block(text, "actual", cut(Json.compact(test.actual())));
            }
        }
        return text.toString();
    }

    /** {@code label: value} for one line; a label line and the value indented under it for more. */
    private static void block(StringBuilder text, String label, String value) {
        if (value.contains("\n")) {
            text.append(label).append(":\n").append(INDENT).append(value.replace("\n", "\n" + INDENT)).append('\n');
        } else {
            text.append(label).append(": ").append(value).append('\n');
        }
    }

    /** The arguments as {@code n = 4, board = [...]}. */
    private static String input(JsonNode input) {
        return cut(input.properties().stream()
                .map(argument -> argument.getKey() + " = " + Json.compact(argument.getValue()))
                .collect(Collectors.joining(", ")));
    }

    private static String cut(String text) {
        if (text.length() <= MAX_VALUE_CHARS) {
            return text;
        }
        return text.substring(0, MAX_VALUE_CHARS) + "... (" + (text.length() - MAX_VALUE_CHARS) + " more characters)";
    }

    static String firstLine(String text) {
        String line = text.lines().filter(l -> !l.isBlank()).findFirst().orElse("").strip();
        return line.length() <= MAX_MESSAGE_CHARS ? line : line.substring(0, MAX_MESSAGE_CHARS) + "...";
    }
}
