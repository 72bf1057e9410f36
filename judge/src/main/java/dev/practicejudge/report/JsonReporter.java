package dev.practicejudge.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.compile.CompileDiagnostic;
import dev.practicejudge.json.Json;
import dev.practicejudge.judge.JudgeListener;
import dev.practicejudge.judge.OwnTestResult;
import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.ReferenceTimes;
import dev.practicejudge.judge.RunSummary;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.problem.MisplacedSolution;
import dev.practicejudge.run.Timing;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

/**
 * Writes the machine-readable report ({@code --json FILE}) when the run ends. Its shape is a
 * contract (see the guide): {@code problems[].id, verdict, passed, total, tests[].name, verdict,
 * timeMs, message}; the other fields are additions. In a partial run ({@code "partial": true}) a
 * problem's verdict and passed count cover the tests judged, total stays the problem's test count, and
 * points are 0 (not awarded). {@code misplaced} lists the solution files that were not judged because
 * they are not quite where the judge reads them, each with its fix; a problem not attempted carries
 * its own under {@code notAttempted[].misplaced} (null when it has none). A problem's
 * {@code ownTests} holds the learner's own tests ({@code solutions/ID/tests/}), each marked
 * {@code "own": true}; they are never in its {@code tests}, {@code passed}, {@code total},
 * {@code verdict} or {@code points}. A test's value or text over {@link #MAX_VALUE_CHARS} characters
 * ({@code input}, {@code expected}, {@code actual} as compact JSON; {@code message}, {@code diff},
 * {@code stdout}, {@code stderr}) becomes a string of its start and {@code "... (N more characters)"},
 * as on the console, and the test's {@code cut} names it: {@code {"actual": {"chars": N, "kept":
 * 10000, "json": true}}}; {@code "cut": null} on a failing test with nothing cut.
 *
 * <p>Times: a test's {@code timeMs} is its wall time and {@code cpuMs} the solution's CPU time
 * (null where it could not be measured); the time limit applies to {@code cpuMs} (to
 * {@code timeMs} when it is null), with a wall-clock backstop. A problem's (and its challenge
 * tier's) {@code timeMs} and {@code cpuMs} are the sums over its tests ({@code cpuMs} counting a
 * test without a CPU time by its wall time). A test stopped at a limit has {@code "stopped": true},
 * {@code stoppedBy} ({@code "cpu"}, or {@code "wall"} for the backstop), {@code limitMs} (that
 * limit: the CPU time limit or the backstop) and {@code machineBusy}: true when the backstop stopped a solution still under its CPU
 * limit because the machine was too busy, a TLE that says nothing about the solution.
 *
 * <p>With {@code test --vs-reference}, and only then, each test (in {@code tests} and the challenge
 * tier's) adds {@code referenceTimeMs}, {@code referenceCpuMs} and {@code reference}: the wall and
 * CPU time of the accepted reference fastest on it (by CPU time, the time judged) and its name,
 * all null when no reference passed it; and each problem adds {@code versusReference}:
 * {@code reference}, {@code ratio}, {@code slowestTest}, {@code slowestRatio}, {@code measure}
 * ({@code "cpu"} or {@code "wall"}: the time the ratios compare), {@code tests}, {@code learnerMs} and
 * {@code referenceMs} (the sums compared), {@code why} (when there is no ratio) and {@code notes}; it
 * is null for a problem none of whose tests ran. The rule is {@link ReferenceTimes}'.
 */
public final class JsonReporter implements JudgeListener {

    private final Path file;
    private final boolean referenceTimes;
    private final Map<String, ReferenceTimes> timesByProblem = new HashMap<>();

    public JsonReporter(Path file) {
        this(file, false);
    }

    /** @param referenceTimes whether the run times the references ({@code --vs-reference}), which adds their fields */
    public JsonReporter(Path file, boolean referenceTimes) {
        this.file = file;
        this.referenceTimes = referenceTimes;
    }

    @Override
    public void referenceTimes(String problemId, ReferenceTimes times) {
        timesByProblem.put(problemId, times);
    }

    @Override
    public void runFinished(RunSummary summary) {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Json.MAPPER.writerWithDefaultPrettyPrinter().writeValue(file.toFile(),
                    referenceTimes ? toJson(summary, timesByProblem) : toJson(summary));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the JSON report to " + file + ": " + e.getMessage(), e);
        }
    }

    /** The report as a JSON tree. */
    public static ObjectNode toJson(RunSummary summary) {
        return toJson(summary, null);
    }

    /**
     * The report as a JSON tree, with the references' times of {@code test --vs-reference}.
     *
     * @param times by problem id, the references' times; null for a run that did not time them (no
     *     field about them is written then), and a problem without an entry has {@code "versusReference": null}
     */
    public static ObjectNode toJson(RunSummary summary, Map<String, ReferenceTimes> times) {
        ObjectNode root = Json.MAPPER.createObjectNode();
        ArrayNode problems = root.putArray("problems");
        for (ProblemResult result : summary.results()) {
            ObjectNode problem = problems.addObject();
            ReferenceTimes references = times == null ? null : times.get(result.id());
            problem.put("id", result.id());
            problem.put("title", result.title());
            problem.put("solution", result.solution());
            problem.put("verdict", result.verdict().name());
            problem.put("passed", result.passedTests());
            problem.put("total", result.totalTests());
            problem.put("timeMs", round(result.totalTimeMs()));
            problem.put("cpuMs", round(result.totalJudgedMs()));
            problem.put("points", round(result.points()));
            problem.put("maxPoints", result.maxPoints());
            problem.put("message", result.message());
            // A partial run (--only, --fail-fast): verdict and passed cover the judged tests only, total is
            // still every test of the problem, selected how many --only chose, and points are not awarded.
            problem.put("partial", result.partial());
            problem.put("selected", result.selectedTests());
            // The challenge tier (tests harder than the source's own): counted and listed here, never in
            // passed, total, tests, verdict or points. Null for a problem without one.
            if (result.hasChallenge()) {
                ObjectNode challenge = problem.putObject("challenge");
                challenge.put("total", result.challengeTests());
                challenge.put("judged", result.challengeResults().size());
                challenge.put("passed", result.challengePassed());
                challenge.put("timeMs", round(result.challengeTimeMs()));
                challenge.put("cpuMs", round(result.challengeJudgedMs()));
                challenge.put("notRun", result.challengeNotRunReason());
                ArrayNode challengeTests = challenge.putArray("tests");
                result.challengeResults().forEach(test -> writeTest(challengeTests.addObject(), test, times, references));
            } else {
                problem.putNull("challenge");
            }
            if (!result.diagnostics().isEmpty()) {
                ArrayNode diagnostics = problem.putArray("diagnostics");
                for (CompileDiagnostic d : result.diagnostics()) {
                    diagnostics.addObject().put("file", d.file()).put("line", d.line()).put("column", d.column())
                            .put("message", d.message());
                }
            }
            // The required tests not run after one ran out of time (without --all): named, with why; the
            // verdict and points are those a run of them all gives. Null when every test due ran.
            if (result.skipped().isEmpty()) {
                problem.putNull("notRun");
            } else {
                ObjectNode notRun = problem.putObject("notRun");
                result.skipped().forEach(notRun.putArray("tests")::add);
                notRun.put("reason", SkippedTests.reason(result));
            }
            ArrayNode tests = problem.putArray("tests");
            // Only the tests that decide the verdict: a consumer may derive the verdict from them (GUIDE).
            result.requiredResults().forEach(test -> writeTest(tests.addObject(), test, times, references));
            if (times != null) {
                problem.set("versusReference", references == null ? null : versus(references));
            }
            // The learner's own tests (solutions/ID/tests/): counted and listed here, never in passed,
            // total, tests, verdict or points. Null when the problem has none, or they did not run.
            if (result.ownTests().isEmpty()) {
                problem.putNull("ownTests");
            } else {
                ObjectNode own = problem.putObject("ownTests");
                own.put("total", result.ownTests().size());
                own.put("judged", result.ownJudged());
                own.put("passed", result.ownPassed());
                ArrayNode ownTests = own.putArray("tests");
                result.ownTests().forEach(test -> writeOwnTest(ownTests.addObject(), test));
            }
        }
        ArrayNode notAttempted = root.putArray("notAttempted");
        summary.notAttempted().forEach(n -> notAttempted.addObject().put("id", n.id()).put("title", n.title())
                .put("maxPoints", n.maxPoints())
                .set("misplaced", n.misplaced().map(JsonReporter::misplaced).orElse(null)));
        ArrayNode misplaced = root.putArray("misplaced");
        summary.misplaced().forEach(m -> misplaced.add(misplaced(m)));
        root.put("partial", summary.partial());
        root.put("points", round(summary.points()));
        root.put("maxPoints", summary.maxPoints());
        return root;
    }

    /**
     * A solution file not judged because it is not quite where the judge reads it: {@code problem}
     * (null when unknown), {@code kind}, {@code file} and the {@code others} found, {@code message},
     * and {@code fix} and {@code alternative}, commands to paste (null when there is none).
     */
    private static ObjectNode misplaced(MisplacedSolution m) {
        ObjectNode node = Json.MAPPER.createObjectNode();
        node.put("problem", m.problemId().orElse(null));
        node.put("kind", m.kind().code());
        node.put("file", m.file());
        ArrayNode others = node.putArray("others");
        m.others().forEach(others::add);
        node.put("message", m.message());
        node.put("fix", m.fix().orElse(null));
        node.put("alternative", m.alternative().orElse(null));
        return node;
    }

    /**
     * The solution against the fastest reference: its name and the overall ratio, the slowest test
     * against it and that test's ratio, the sums they come from, and why there is no ratio (each null
     * when there is none), and the notes about references that went wrong.
     */
    private static ObjectNode versus(ReferenceTimes times) {
        ObjectNode node = Json.MAPPER.createObjectNode();
        ReferenceTimes.Overall overall = times.overall();
        String reference = null;
        Double ratio = null;
        String slowestTest = null;
        Double slowestRatio = null;
        String measure = null;
        Integer tests = null;
        Double learnerMs = null;
        Double referenceMs = null;
        String why = null;
        if (overall instanceof ReferenceTimes.Overall.Ratio r) {
            reference = r.reference();
            ratio = round(r.ratio());
            slowestTest = r.slowest().map(ReferenceTimes.Slowest::test).orElse(null);
            slowestRatio = r.slowest().map(s -> round(s.ratio())).orElse(null);
            measure = measure(r.measure());
            tests = r.tests();
            learnerMs = round(r.learnerMs());
            referenceMs = round(r.referenceMs());
        } else if (overall instanceof ReferenceTimes.Overall.UnderResolution u) {
            reference = u.reference();
            measure = measure(u.measure());
            tests = u.tests();
            learnerMs = round(u.learnerMs());
            referenceMs = round(u.referenceMs());
            why = "under " + Timing.USEFUL_RESOLUTION_MS + " ms of " + u.measure().words()
                    + " in all on one side, too fast to compare";
        } else if (overall instanceof ReferenceTimes.Overall.NotCompared n) {
            why = n.why();
        }
        node.put("reference", reference);
        node.put("ratio", ratio);
        node.put("slowestTest", slowestTest);
        node.put("slowestRatio", slowestRatio);
        node.put("measure", measure);
        node.put("tests", tests);
        node.put("learnerMs", learnerMs);
        node.put("referenceMs", referenceMs);
        node.put("why", why);
        ArrayNode notes = node.putArray("notes");
        times.notes().forEach(notes::add);
        return node;
    }

    /**
     * One test's result, and with the references' times ({@code times} not null) the fastest
     * reference's time on it and its name, null when none passed it (or none ran for the problem).
     */
    private static void writeTest(ObjectNode t, TestResult test, Map<String, ReferenceTimes> times,
                                  ReferenceTimes references) {
        writeTest(t, test);
        if (times == null) {
            return;
        }
        ReferenceTimes.TestTime fastest = references == null ? null : references.fastest().get(test.name());
        t.put("referenceTimeMs", fastest == null ? null : round(fastest.timing().wallMs()));
        t.put("referenceCpuMs", fastest == null || fastest.timing().cpuMs() == null ? null
                : round(fastest.timing().cpuMs()));
        t.put("reference", fastest == null ? null : fastest.reference());
    }

    private static String measure(ReferenceTimes.Measure measure) {
        return measure == ReferenceTimes.Measure.CPU ? "cpu" : "wall";
    }

    /**
     * Longest a test's value (its compact JSON) or text is in the report. Longer ones are cut as the
     * console cuts them, to a string of their first characters and {@code "... (N more characters)"},
     * and the test's {@code cut} names each with its whole length: a 6 MB answer stays out of a
     * report meant to be read.
     */
    static final int MAX_VALUE_CHARS = 10_000;

    /** One test's result: its verdict, times and message, and for a failure the values and output. */
    private static void writeTest(ObjectNode t, TestResult test) {
        ObjectNode cut = Json.MAPPER.createObjectNode();
        writeTest(t, test, cut);
        if (!test.passed() || !cut.isEmpty()) {
            t.set("cut", cut.isEmpty() ? null : cut);
        }
    }

    private static void writeTest(ObjectNode t, TestResult test, ObjectNode cut) {
        t.put("name", test.name());
        t.put("verdict", test.verdict().name());
        t.put("timeMs", round(test.timing().wallMs()));
        if (test.timing().cpuMs() == null) {
            t.putNull("cpuMs");
        } else {
            t.put("cpuMs", round(test.timing().cpuMs()));
        }
        if (test.stopped()) {
            // timeMs is then the time until the judge stopped the test, not a measurement.
            t.put("stopped", true);
            t.put("limitMs", test.stoppedOverLimitMs());
            t.put("stoppedBy", test.stoppedBy() == null ? null : test.stoppedBy().limit());
            t.put("machineBusy", test.machineBusy());
        }
        text(t, cut, "message", test.message());
        if (!test.passed()) {
            value(t, cut, "input", test.input());
            // Null for a learner's own test whose verdict (a crash, a time-out) needed no expected output.
            value(t, cut, "expected", test.expected().isMissingNode() ? null : test.expected());
            // What "expected" is: "the-answer", or "one-valid-answer" when the checker accepts others.
            t.put("expectedIs", test.expectedIs().spelling());
            value(t, cut, "actual", test.actual());
            text(t, cut, "diff", test.feedback() == null ? null : test.feedback().diff());
            text(t, cut, "stdout", test.output().stdout());
            text(t, cut, "stderr", test.output().stderr());
        }
    }

    /** A JSON value, or, when its compact JSON is over {@link #MAX_VALUE_CHARS}, the start of it with a note. */
    private static void value(ObjectNode t, ObjectNode cut, String field, JsonNode value) {
        if (value == null) {
            t.set(field, null);
            return;
        }
        CuttingWriter writer = new CuttingWriter(MAX_VALUE_CHARS);
        try {
            Json.MAPPER.writeValue(writer, value);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (writer.length <= MAX_VALUE_CHARS) {
            t.set(field, value);
            return;
        }
        t.put(field, writer.kept + "... (" + (writer.length - MAX_VALUE_CHARS) + " more characters)");
        cut.putObject(field).put("chars", writer.length).put("kept", MAX_VALUE_CHARS).put("json", true);
    }

    /** A text, or, when it is over {@link #MAX_VALUE_CHARS}, the start of it with a note, as the console cuts. */
    private static void text(ObjectNode t, ObjectNode cut, String field, String text) {
        if (text == null || text.length() <= MAX_VALUE_CHARS) {
            t.put(field, text);
            return;
        }
        t.put(field, FailureDetails.truncate(text, MAX_VALUE_CHARS));
        cut.putObject(field).put("chars", text.length()).put("kept", MAX_VALUE_CHARS).put("json", false);
    }

    /** Keeps the first characters written and counts the rest, so a huge value is never held as text. */
    private static final class CuttingWriter extends Writer {
        private final int keep;
        private final StringBuilder kept = new StringBuilder();
        private long length;

        CuttingWriter(int keep) {
            this.keep = keep;
        }

        @Override
        public void write(char[] chars, int offset, int count) {
            if (kept.length() < keep) {
                kept.append(chars, offset, Math.min(count, keep - kept.length()));
            }
            length += count;
        }

        @Override
        public void write(String text, int offset, int count) {
            if (kept.length() < keep) {
                kept.append(text, offset, offset + Math.min(count, keep - kept.length()));
            }
            length += count;
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }

    /**
     * One of the learner's own tests: {@code own: true}, its {@code file}, and {@code judged}; a
     * judged one as a package test is written, with {@code expectedFrom} ({@code "file"} or
     * {@code "reference"}, null when its verdict needed none) and the {@code reference}; one not
     * judged or not read has a null {@code verdict} and its reason as {@code message}.
     */
    private static void writeOwnTest(ObjectNode t, OwnTestResult test) {
        if (test instanceof OwnTestResult.Judged judged) {
            writeTest(t, judged.result());
            t.put("own", true);
            t.put("file", test.file());
            t.put("judged", true);
            t.put("expectedFrom", judged.reference().isPresent() ? "reference"
                    : judged.result().expected().isMissingNode() ? null : "file");
            t.put("reference", judged.reference().orElse(null));
            return;
        }
        t.put("name", test.name());
        t.putNull("verdict");
        t.put("own", true);
        t.put("file", test.file());
        t.put("judged", false);
        if (test instanceof OwnTestResult.Unchecked unchecked) {
            ObjectNode cut = Json.MAPPER.createObjectNode();
            t.put("timeMs", round(unchecked.timing().wallMs()));
            text(t, cut, "message", unchecked.why());
            value(t, cut, "input", unchecked.input());
            value(t, cut, "actual", unchecked.actual());
            text(t, cut, "stdout", unchecked.output().stdout());
            text(t, cut, "stderr", unchecked.output().stderr());
            t.set("cut", cut.isEmpty() ? null : cut);
        } else if (test instanceof OwnTestResult.Unreadable unreadable) {
            t.put("read", false);
            t.put("message", unreadable.message());
        }
    }

    private static double round(double ms) {
        return Math.round(ms * 1000) / 1000.0;
    }
}
