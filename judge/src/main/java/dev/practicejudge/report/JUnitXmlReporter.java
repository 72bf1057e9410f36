package dev.practicejudge.report;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.judge.JudgeListener;
import dev.practicejudge.judge.OwnTestResult;
import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.RunSummary;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.problem.MisplacedSolution;
import dev.practicejudge.run.CapturedOutput;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * Writes the JUnit XML report ({@code --junit FILE}) when the run ends, in the Ant/Surefire
 * dialect that Jenkins, GitLab and the GitHub test-report actions read.
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
 * {@code challenge tier} case.
 *
 * <p>The learner's own tests ({@code solutions/ID/tests/}) are in the problem's suite under
 * {@code classname="<id>.own"}, with an {@code ownTests} property summing them up; one that does
 * not pass (or was not judged, or not read) is {@code <skipped>} with the reason, for the same
 * reason: they never fail the problem.
 *
 * <p>Solutions can print anything, so every string is stripped of the characters XML 1.0 cannot
 * hold before it is written; escaping is left to the JDK's XML writer.
 */
public final class JUnitXmlReporter implements JudgeListener {

    /** The root's name, which CI tools show as the name of the whole report. */
    static final String REPORT_NAME = "practice-judge";
    /** Longest rendering of one value (input, expected, actual) in a failure's text. */
    static final int MAX_VALUE_CHARS = 4000;
    /** Longest {@code message} attribute; CI tools show it on one line. */
    static final int MAX_MESSAGE_CHARS = 500;
    /** The suite of near misses that belong to no problem not attempted (of an unknown problem, say). */
    static final String MISPLACED_SUITE = "misplaced-solutions";

    /** Ant's and Surefire's timestamp: local time to the second, without a zone. */
    private static final DateTimeFormatter TIMESTAMP = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss",
            Locale.ROOT);
    private static final String INDENT = "  ";
    /** Appended to a problem's id for the class name of its challenge tier's test cases. */
    static final String CHALLENGE_CLASS = ".challenge";
    /** Appended to a problem's id for the class name of the learner's own test cases. */
    static final String OWN_CLASS = ".own";

    private final Path file;
    private final Clock clock;
    /** When each problem started being judged, for its suite's timestamp; by problem id. */
    private final Map<String, LocalDateTime> started = new HashMap<>();

    public JUnitXmlReporter(Path file) {
        this(file, Clock.systemDefaultZone());
    }

    /** @param clock gives the suites' timestamps, read in the clock's zone */
    public JUnitXmlReporter(Path file, Clock clock) {
        this.file = Objects.requireNonNull(file, "file");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    @Override
    public void problemStarted(String problemId, String title, int testCount, String solution) {
        started.put(problemId, LocalDateTime.now(clock));
    }

    @Override
    public void runFinished(RunSummary summary) {
        LocalDateTime finished = LocalDateTime.now(clock);
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
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            try (OutputStream out = Files.newOutputStream(file)) {
                write(suites, out);
            }
        } catch (IOException e) {
            throw cannotWrite(e);
        } catch (XMLStreamException e) {
            // The JDK's writer reports a failed write to the stream as an XMLStreamException.
            throw cannotWrite(e.getCause() instanceof IOException io ? io : new IOException(e.getMessage(), e));
        }
    }

    private UncheckedIOException cannotWrite(IOException e) {
        return new UncheckedIOException("cannot write the JUnit XML report to " + file + ": " + e.getMessage(), e);
    }

    private static void write(List<Suite> suites, OutputStream stream) throws XMLStreamException {
        // The JDK's own writer, not whichever StAX implementation happens to be on the class path.
        XMLStreamWriter xml = XMLOutputFactory.newDefaultFactory().createXMLStreamWriter(stream, "UTF-8");
        xml.writeStartDocument("UTF-8", "1.0");
        newline(xml, 0);
        xml.writeStartElement("testsuites");
        attribute(xml, "name", REPORT_NAME);
        attribute(xml, "tests", suites.stream().mapToInt(Suite::tests).sum());
        attribute(xml, "failures", suites.stream().mapToInt(Suite::failures).sum());
        attribute(xml, "errors", suites.stream().mapToInt(Suite::errors).sum());
        attribute(xml, "skipped", suites.stream().mapToInt(Suite::skipped).sum());
        attribute(xml, "time", seconds(suites.stream().mapToDouble(Suite::timeMs).sum()));
        for (Suite suite : suites) {
            suite.write(xml);
        }
        newline(xml, 0);
        xml.writeEndElement();
        newline(xml, 0);
        xml.writeEndDocument();
        xml.flush();
        xml.close();
    }

    /**
     * One {@code <testsuite>}: a problem's properties and test cases, counted as JUnit counts them.
     *
     * @param properties name to value, in order; written as {@code <property>} elements
     */
    private record Suite(String name, LocalDateTime timestamp, Map<String, String> properties, List<Case> cases) {

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

        void write(XMLStreamWriter xml) throws XMLStreamException {
            newline(xml, 1);
            xml.writeStartElement("testsuite");
            attribute(xml, "name", name);
            attribute(xml, "tests", tests());
            attribute(xml, "failures", failures());
            attribute(xml, "errors", errors());
            attribute(xml, "skipped", skipped());
            attribute(xml, "time", seconds(timeMs()));
            attribute(xml, "timestamp", TIMESTAMP.format(timestamp));
            newline(xml, 2);
            xml.writeStartElement("properties");
            for (Map.Entry<String, String> property : properties.entrySet()) {
                newline(xml, 3);
                xml.writeEmptyElement("property");
                attribute(xml, "name", property.getKey());
                attribute(xml, "value", property.getValue());
            }
            newline(xml, 2);
            xml.writeEndElement();
            for (Case c : cases) {
                c.write(xml);
            }
            newline(xml, 1);
            xml.writeEndElement();
        }
    }

    /** How a test case ended, in JUnit's terms. */
    private enum Outcome { PASSED, FAILURE, ERROR, SKIPPED }

    /**
     * One {@code <testcase>}.
     *
     * @param type the verdict code for a failure or an error, else null
     * @param message the one-line {@code message} attribute, or null for none
     * @param text the failure's or error's element text, or null for none
     */
    private record Case(String classname, String name, double timeMs, Outcome outcome, String type, String message,
                        String text, CapturedOutput output) {

        /** @param classname the problem's id, or its challenge tier's class name */
        static Case of(String classname, TestResult test) {
            if (test.passed()) {
                return new Case(classname, test.name(), test.timing().wallMs(), Outcome.PASSED, null, null, null,
                        CapturedOutput.NONE);
            }
            // JUnit's "error" is a fault of the harness rather than of the code under test: our JE.
            Outcome outcome = test.verdict() == Verdict.JE ? Outcome.ERROR : Outcome.FAILURE;
            String reason = test.message() != null ? test.message() : test.verdict().description();
            return new Case(classname, test.name(), test.timing().wallMs(), outcome, test.verdict().name(),
                    firstLine(reason), details(test, reason), test.output());
        }

        /** A test of the challenge tier: one not solved is skipped with its reason, since it never fails the problem. */
        static Case challenge(String problemId, TestResult test) {
            if (test.passed() || test.verdict() == Verdict.JE) {
                return of(problemId + CHALLENGE_CLASS, test);
            }
            String reason = test.message() != null ? test.message() : test.verdict().description();
            return new Case(problemId + CHALLENGE_CLASS, test.name(), test.timing().wallMs(), Outcome.SKIPPED,
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
                return new Case(classname, test.name(), result.timing().wallMs(), Outcome.SKIPPED, null,
                        firstLine("your own test, which does not count against the problem: " + result.verdict()
                                + ": " + reason), null, result.output());
            }
            if (test instanceof OwnTestResult.Unchecked unchecked) {
                return new Case(classname, test.name(), unchecked.timing().wallMs(), Outcome.SKIPPED, null,
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

        void write(XMLStreamWriter xml) throws XMLStreamException {
            newline(xml, 2);
            boolean empty = outcome == Outcome.PASSED;
            if (empty) {
                xml.writeEmptyElement("testcase");
            } else {
                xml.writeStartElement("testcase");
            }
            attribute(xml, "classname", classname);
            attribute(xml, "name", name);
            attribute(xml, "time", seconds(timeMs));
            if (empty) {
                return;
            }
            newline(xml, 3);
            if (outcome == Outcome.SKIPPED) {
                xml.writeEmptyElement("skipped");
                attribute(xml, "message", message);
            } else {
                xml.writeStartElement(outcome == Outcome.ERROR ? "error" : "failure");
                attribute(xml, "type", type);
                attribute(xml, "message", message);
                xml.writeCharacters(clean(text));
                xml.writeEndElement();
            }
            captured(xml, "system-out", output.stdout(), output.stdoutDropped());
            captured(xml, "system-err", output.stderr(), output.stderrDropped());
            newline(xml, 2);
            xml.writeEndElement();
        }

        private static void captured(XMLStreamWriter xml, String element, String text, long dropped)
                throws XMLStreamException {
            if (text.isEmpty() && dropped == 0) {
                return;
            }
            newline(xml, 3);
            xml.writeStartElement(element);
            xml.writeCharacters(clean(text));
            if (dropped > 0) {
                xml.writeCharacters((text.endsWith("\n") || text.isEmpty() ? "" : "\n")
                        + "[" + dropped + " more bytes were printed and dropped]\n");
            }
            xml.writeEndElement();
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

    /** Seconds with millisecond precision and a point, never an exponent: what every reader parses. */
    static String seconds(double ms) {
        return String.format(Locale.ROOT, "%.3f", ms / 1000);
    }

    /**
     * The text without the characters XML 1.0 cannot hold (most C0 controls, unpaired surrogates,
     * U+FFFE and U+FFFF); a writer would put them out verbatim and leave the file unreadable.
     */
    static String clean(String text) {
        StringBuilder kept = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean pair = Character.isHighSurrogate(c) && i + 1 < text.length()
                    && Character.isLowSurrogate(text.charAt(i + 1));
            boolean allowed = pair || c == '\t' || c == '\n' || c == '\r'
                    || (c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD);
            if (!allowed && kept == null) {
                kept = new StringBuilder(text.length()).append(text, 0, i);
            } else if (allowed && kept != null) {
                kept.append(c);
            }
            if (pair) {
                if (kept != null) {
                    kept.append(text.charAt(i + 1));
                }
                i++;
            }
        }
        return kept == null ? text : kept.toString();
    }

    private static void attribute(XMLStreamWriter xml, String name, String value) throws XMLStreamException {
        if (value != null) {
            xml.writeAttribute(name, clean(value));
        }
    }

    private static void attribute(XMLStreamWriter xml, String name, int value) throws XMLStreamException {
        xml.writeAttribute(name, String.valueOf(value));
    }

    /** Indentation between elements only, never inside one with text, where it would change the text. */
    private static void newline(XMLStreamWriter xml, int depth) throws XMLStreamException {
        xml.writeCharacters("\n" + INDENT.repeat(depth));
    }
}
