package dev.practicejudge.classroom;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.compile.CompileDiagnostic;
import dev.practicejudge.json.Json;
import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.RunSummary;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.judge.Verdict;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

/**
 * A run as a GitHub Classroom grader's {@code result} output: base64 of
 * {@code {"version": 1, "status", "max_score", "tests": [...]}}, the shape that
 * classroom-resources/autograding-io-grader and autograding-command-grader set and
 * autograding-grading-reporter reads ({@code src/main.js}: {@code <ID>_RESULTS} decoded from
 * base64 and parsed as JSON).
 *
 * <p>A test entry per required test of each judged problem, named {@code <id>: <test>}; one entry
 * for a problem that did not compile, could not be judged, or was not attempted. Every entry has the
 * io-grader's keys: {@code name}, {@code status} ({@code pass}, {@code fail} or {@code error}),
 * {@code score}, {@code message}, {@code test_code} (the command that reruns it), {@code filename},
 * {@code line_no} (the reporter prints {@code - line N} when it is not 0) and
 * {@code execution_time} ({@code "0.0017s"}). The reporter's notices add the entries' scores (see
 * {@link PointShares}), so they sum exactly to the points the judge prints.
 */
public final class GraderResult {

    /**
     * The longest encoded result written in full. The reporter receives it in an environment
     * variable, and Linux refuses to start a process with one longer than 128 KiB; past this the
     * messages are shortened (see {@link #encoded}).
     */
    static final int MAX_ENCODED_CHARS = 100_000;
    /** A message's length at most, in full detail; the job summary and the reports have the rest. */
    static final int MAX_MESSAGE_CHARS = 240;
    /** A message's length at most when the result must be shortened. */
    static final int SHORT_MESSAGE_CHARS = 80;

    private GraderResult() {
    }

    /** What one entry says, before its score is known. */
    private record Entry(String name, String status, boolean earns, String message, String testCode, String filename,
                         long lineNo, double seconds, boolean firstFailure) {
    }

    /** The base64 text for {@code result=}, shortened when in full it would be too long for the reporter. */
    public static String encoded(RunSummary summary) {
        for (Detail detail : Detail.values()) {
            String encoded = encode(json(summary, detail));
            if (encoded.length() <= MAX_ENCODED_CHARS || detail == Detail.LEAST) {
                return encoded;
            }
        }
        throw new AssertionError("unreachable");
    }

    /** How much each entry says: everything, or less when the result would not fit the reporter. */
    enum Detail {
        FULL, SHORT, LEAST
    }

    static String encode(ObjectNode result) {
        return Base64.getEncoder().encodeToString(result.toString().getBytes(StandardCharsets.UTF_8));
    }

    /** The result's JSON, in full detail. */
    public static ObjectNode json(RunSummary summary) {
        return json(summary, Detail.FULL);
    }

    static ObjectNode json(RunSummary summary, Detail detail) {
        List<Entry> entries = new ArrayList<>();
        List<PointShares.Problem> problems = new ArrayList<>();
        for (ProblemResult result : summary.results()) {
            List<Entry> own = entries(result);
            entries.addAll(own);
            problems.add(new PointShares.Problem(result.points(), own.stream().map(Entry::earns).toList()));
        }
        for (RunSummary.NotAttempted problem : summary.notAttempted()) {
            entries.add(notAttempted(problem));
            problems.add(new PointShares.Problem(0, List.of(false)));
        }
        List<Double> scores = PointShares.of(problems, PointShares.rounded(summary.points()));

        ObjectNode root = Json.MAPPER.createObjectNode();
        root.put("version", 1);
        root.put("status", entries.stream().anyMatch(e -> e.status().equals("error")) ? "error"
                : entries.stream().allMatch(e -> e.status().equals("pass")) ? "pass" : "fail");
        root.put("max_score", summary.maxPoints());
        ArrayNode tests = root.putArray("tests");
        for (int i = 0; i < entries.size(); i++) {
            Entry entry = entries.get(i);
            boolean full = detail == Detail.FULL || entry.firstFailure();
            ObjectNode test = tests.addObject();
            test.put("name", entry.name());
            test.put("status", entry.status());
            String message = detail == Detail.LEAST && !entry.firstFailure() ? null : entry.message();
            test.put("message", cut(message, detail == Detail.FULL ? MAX_MESSAGE_CHARS : SHORT_MESSAGE_CHARS));
            test.put("test_code", full ? entry.testCode() : "");
            test.put("filename", full ? entry.filename() : "");
            test.put("line_no", entry.lineNo());
            test.put("execution_time", seconds(entry.seconds()));
            // Last, as autograding-io-grader writes it (src/main.js); the reporter reads keys by name.
            number(test, "score", scores.get(i));
        }
        return root;
    }

    private static List<Entry> entries(ProblemResult result) {
        String id = result.id();
        String file = result.solution() == null ? "" : result.solution();
        List<TestResult> tests = result.requiredResults();
        if (result.verdict() == Verdict.CE || tests.isEmpty()) {
            boolean compile = result.verdict() == Verdict.CE;
            CompileDiagnostic first = result.diagnostics().isEmpty() ? null : result.diagnostics().get(0);
            String why = first != null ? first.message()
                    : result.message() == null ? result.verdict().description() : firstLine(result.message());
            return List.of(new Entry(id + ": " + (compile ? "compile error" : "judge error"),
                    result.verdict() == Verdict.JE ? "error" : "fail", false,
                    result.verdict() + ": " + why + (compile && result.diagnostics().size() > 1
                            ? " (and " + (result.diagnostics().size() - 1) + " more errors)" : ""),
                    "./judgew test " + id, first != null ? first.file() : file, first != null ? Math.max(0, first.line()) : 0,
                    0, true));
        }
        List<Entry> entries = new ArrayList<>();
        boolean failureSeen = false;
        for (TestResult test : tests) {
            boolean passed = test.passed();
            String status = passed ? "pass" : test.verdict() == Verdict.JE ? "error" : "fail";
            String message = passed ? null : test.verdict() + ": "
                    + (test.message() == null ? test.verdict().description() : firstLine(test.message()));
            entries.add(new Entry(id + ": " + test.name(), status, passed && result.points() > 0, message,
                    passed ? "" : "./judgew test " + id + " --only " + test.name(), file, 0,
                    test.timing().judgedMs() / 1000, !passed && !failureSeen));
            failureSeen |= !passed;
        }
        return entries;
    }

    private static Entry notAttempted(RunSummary.NotAttempted problem) {
        String id = problem.id();
        String file = "solutions/" + id + "/Solution.java";
        return problem.misplaced()
                .map(m -> new Entry(id + ": not judged", "fail", false, m.oneLine(), m.fix().orElse("./judgew test " + id),
                        m.file(), 0, 0, true))
                .orElse(new Entry(id + ": not attempted", "fail", false, "not attempted: there is no " + file,
                        "./judgew new " + id, file, 0, 0, true));
    }

    /** A whole score as an integer, as the graders write {@code max-score}; a share with its fraction. */
    private static void number(ObjectNode node, String field, double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            node.put(field, (long) value);
        } else {
            node.put(field, value);
        }
    }

    /** Seconds as autograding-io-grader writes them ({@code "0.123s"}), to a tenth of a millisecond. */
    static String seconds(double seconds) {
        BigDecimal rounded = BigDecimal.valueOf(seconds).setScale(4, RoundingMode.HALF_UP).stripTrailingZeros();
        return (rounded.signum() == 0 ? "0" : rounded.toPlainString()) + "s";
    }

    private static String firstLine(String text) {
        return text.lines().findFirst().orElse("");
    }

    private static String cut(String text, int max) {
        if (text == null || text.length() <= max) {
            return text;
        }
        return text.substring(0, max - 3) + "...";
    }
}
