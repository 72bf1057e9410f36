package dev.practicejudge.report;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.judge.JudgeListener;
import dev.practicejudge.judge.OwnTestResult;
import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.RunSummary;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.present.CapturedOutputNote;
import dev.practicejudge.present.Html;
import dev.practicejudge.present.HtmlDrawing;
import dev.practicejudge.present.Shape;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.MisplacedSolution;
import dev.practicejudge.problem.TypeRef;
import dev.practicejudge.run.CapturedOutput;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes a judge run as one self-contained HTML page ({@code --html FILE}) when the run ends: the
 * totals and points, a table of the problems, and per problem its tests with, under each failure,
 * the input, expected and actual values, the reason, the diff and what the solution printed.
 * Values are drawn by {@link HtmlDrawing}: boards as boards, grids of any size as grids.
 *
 * <p>The page loads nothing (inline CSS, from the resource {@code report.css}, no script, a Content-Security-Policy that forbids both),
 * so it can be opened from a CI artifact or mailed. Everything the solution produced is escaped
 * and capped. The markup is also well-formed XML (quoted attributes, closed elements, no named
 * entities beyond XML's), so tests and tools can parse it with {@code javax.xml}.
 */
public final class HtmlReporter implements JudgeListener {

    /** Longest message or diff shown: as long as the longest JSON rendering. */
    static final int MAX_TEXT_CHARS = HtmlDrawing.MAX_TEXT_CHARS;
    /** Longest captured stdout or stderr shown per test. */
    static final int MAX_CAPTURE_CHARS = 10_000;
    /** Tests per problem shown in detail; beyond these, the table row and its reason are enough. */
    static final int MAX_DETAILED_TESTS = 25;
    /**
     * Failures per problem shown expanded; the others are one click away. As on LeetCode, the
     * first failure is the one to read, and later ones are often the same mistake again.
     */
    static final int OPEN_FAILURES = 1;

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm z", Locale.ROOT);

    private final Path file;
    private final Clock clock;

    public HtmlReporter(Path file) {
        this(file, Clock.systemDefaultZone());
    }

    /** With the clock that stamps the report, so tests get a fixed time. */
    HtmlReporter(Path file, Clock clock) {
        this.file = file;
        this.clock = clock;
    }

    @Override
    public void runFinished(RunSummary summary) {
        String html = render(summary, ZonedDateTime.now(clock));
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Files.writeString(file, html, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the HTML report to " + file + ": " + e.getMessage(), e);
        }
    }

    /** The whole page. */
    static String render(RunSummary summary, ZonedDateTime at) {
        Html h = new Html();
        List<ProblemResult> results = summary.results();
        long accepted = results.stream().filter(ProblemResult::accepted).count();
        int passed = results.stream().mapToInt(ProblemResult::passedTests).sum();
        int tests = results.stream().mapToInt(ProblemResult::totalTests).sum();

        h.raw("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n");
        // Defence in depth: even if some text escaped escaping, no script or remote load could run.
        h.raw("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
                + "style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'\"/>\n");
        h.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n");
        // An empty icon, so a browser does not ask the file system or a server for favicon.ico.
        h.raw("<link rel=\"icon\" href=\"data:,\"/>\n");
        h.raw("<title>").text("Practice Judge: " + accepted + " of " + results.size() + " accepted, "
                + summary.pointsLine()).raw("</title>\n<style>").raw(HtmlDrawing.css()).raw("</style>\n</head>\n<body>\n<main>\n");

        h.raw("<header>\n<h1>Practice Judge report</h1>\n<p class=\"muted\">").text("Generated " + WHEN.format(at))
                .raw("</p>\n<div class=\"stats\">\n");
        stat(h, "problems accepted", accepted + " / " + results.size(), accepted == results.size() && !results.isEmpty());
        stat(h, "tests passed", passed + " / " + tests, passed == tests && tests > 0);
        int challengeTests = results.stream().mapToInt(ProblemResult::challengeTests).sum();
        if (challengeTests > 0) {
            int solved = results.stream().mapToInt(ProblemResult::challengePassed).sum();
            stat(h, "challenge tests solved", solved + " / " + challengeTests, solved == challengeTests);
        }
        if (!summary.notAttempted().isEmpty()) {
            stat(h, "not attempted", String.valueOf(summary.notAttempted().size()), false);
        }
        h.raw("<div class=\"stat points\"><b>").text(summary.pointsLine()).raw("</b><span>points earned</span></div>\n");
        h.raw("</div>\n</header>\n");

        misplaced(h, summary.misplaced());
        problemTable(h, summary);
        for (ProblemResult result : results) {
            problemSection(h, result);
        }
        h.raw("</main>\n</body>\n</html>\n");
        return h.toString();
    }

    private static void stat(Html h, String label, String value, boolean good) {
        h.raw("<div class=\"stat").raw(good ? " good" : "").raw("\"><b>").text(value).raw("</b><span>").text(label)
                .raw("</span></div>\n");
    }

    private static void problemTable(Html h, RunSummary summary) {
        boolean challenges = summary.results().stream().anyMatch(ProblemResult::hasChallenge);
        h.raw("<table class=\"problems\">\n<thead><tr><th>Problem</th><th>Title</th><th>Verdict</th>"
                + "<th class=\"num\">Tests</th><th class=\"num\">Time</th><th class=\"num\">Points</th>"
                + (challenges ? "<th>Challenge tier</th>" : "") + "</tr></thead>\n<tbody>\n");
        for (ProblemResult r : summary.results()) {
            h.raw("<tr><td><a href=\"#").attr(problemAnchor(r.id())).raw("\">").text(r.id()).raw("</a></td><td>")
                    .text(r.title()).raw("</td><td>");
            verdict(h, r.verdict());
            h.raw(" <span class=\"muted\">").text(r.verdict().description()).raw("</span></td><td class=\"num\">")
                    .text(r.passedTests() + " / " + r.totalTests()).raw("</td><td class=\"num\">")
                    .text(ms(r.totalJudgedMs())).raw("</td><td class=\"num\">")
                    .text(RunSummary.number(r.points()) + " / " + r.maxPoints()).raw("</td>");
            if (challenges) {
                String challenge = ChallengeTier.summary(r);
                h.raw("<td>").text(challenge == null ? "\u2013" : challenge).raw("</td>");
            }
            h.raw("</tr>\n");
        }
        for (RunSummary.NotAttempted n : summary.notAttempted()) {
            h.raw("<tr class=\"na\"><td>").text(n.id()).raw("</td><td>").text(n.title()).raw("</td><td>");
            if (n.misplaced().isPresent()) {
                h.raw("<span class=\"v v-NA\">\u2014</span> <span class=\"misplaced\">not judged: found <code>")
                        .text(n.misplaced().get().file()).raw("</code> (<a href=\"#misplaced\">fix</a>)</span>");
            } else {
                h.raw("<span class=\"v v-NA\">\u2014</span> <span class=\"muted\">not attempted: no solutions/")
                        .text(n.id()).raw("/Solution.java</span>");
            }
            h.raw("</td><td class=\"num\">\u2013</td><td class=\"num\">\u2013</td><td class=\"num\">")
                    .text("0 / " + n.maxPoints()).raw("</td>").raw(challenges ? "<td>\u2013</td>" : "").raw("</tr>\n");
        }
        h.raw("</tbody>\n</table>\n");
    }

    /** A warning box above the table: each solution file not judged, why, and the command that fixes it. */
    private static void misplaced(Html h, List<MisplacedSolution> misplaced) {
        if (misplaced.isEmpty()) {
            return;
        }
        h.raw("<section class=\"warn\" id=\"misplaced\">\n<h3>").text("Not judged: " + (misplaced.size() == 1
                ? "a solution file is" : misplaced.size() + " solution files are") + " not where the judge reads them")
                .raw("</h3>\n<p>").text("The judge reads solutions/<id>/Solution.java and never moves files; run "
                        + "each fix from the repository root.").raw("</p>\n<ul>\n");
        for (MisplacedSolution m : misplaced) {
            h.raw("<li>");
            m.problemId().ifPresent(id -> h.raw("<b>").text(id).raw("</b>: "));
            h.text(m.message());
            m.fix().ifPresent(f -> h.raw("<br/>fix: <code>").text(f).raw("</code>"));
            m.alternative().ifPresent(a -> h.raw("<br/>or, without moving it: <code>").text(a).raw("</code>"));
            h.raw("</li>\n");
        }
        h.raw("</ul>\n</section>\n");
    }

    private static void problemSection(Html h, ProblemResult r) {
        h.raw("<section class=\"problem\" id=\"").attr(problemAnchor(r.id())).raw("\">\n<h2>");
        verdict(h, r.verdict());
        h.raw(" ").text(r.id());
        if (!r.title().equals(r.id())) {
            h.raw(" <span class=\"muted\">").text(r.title()).raw("</span>");
        }
        h.raw("</h2>\n<p class=\"muted\">");
        if (r.solution() != null) {
            h.raw("<code>").text(r.solution()).raw("</code> \u00B7 ");
        }
        h.text(r.verdict().description() + " \u00B7 " + r.passedTests() + " of " + r.totalTests() + " tests passed \u00B7 "
                + ms(r.totalJudgedMs()) + " \u00B7 " + RunSummary.number(r.points()) + " / " + r.maxPoints() + " points"
                + (r.hasChallenge() ? " \u00B7 challenge tier " + ChallengeTier.summary(r) : "")
                + (r.ownTests().isEmpty() ? "" : " \u00B7 your own tests " + OwnTestsWording.summary(r))).raw("</p>\n");
        if (r.message() != null) {
            h.raw("<pre class=\"msg\">").text(Html.cut(r.message(), MAX_TEXT_CHARS)).raw("</pre>\n");
        }
        if (!r.tests().isEmpty()) {
            testTable(h, r);
            int detailed = 0;
            for (TestResult test : r.tests()) {
                if (test.passed()) {
                    continue;
                }
                if (detailed == MAX_DETAILED_TESTS) {
                    h.raw("<p class=\"muted\">").text("Details of the later failures are not shown; the table above "
                            + "has their verdicts and reasons.").raw("</p>\n");
                    break;
                }
                failure(h, r.id(), test, detailed++ < OPEN_FAILURES);
            }
            for (OwnTestResult own : r.ownTests()) {
                // Collapsed: the learner's own tests come after the failures that decide the verdict.
                if (own instanceof OwnTestResult.Judged judged && !judged.passed() && detailed++ < MAX_DETAILED_TESTS) {
                    failure(h, r.id(), ownAnchorName(own), "own test ", judged.result(), false);
                }
            }
            passingOutput(h, r);
        }
        h.raw("</section>\n");
    }

    private static void testTable(Html h, ProblemResult r) {
        h.raw("<table class=\"tests\">\n<thead><tr><th>Test</th><th>Verdict</th><th class=\"num\">Wall</th>"
                + "<th class=\"num\">CPU</th><th>Reason</th></tr></thead>\n<tbody>\n");
        for (TestResult t : r.requiredResults()) {
            testRow(h, r, t);
        }
        int notRun = r.selectedTests() - r.requiredResults().size() - r.skipped().size();
        if (r.selected()) {
            h.raw("<tr><td colspan=\"5\" class=\"muted\">").text("partial run: " + r.requiredResults().size() + " of "
                    + r.totalTests() + " tests selected with --only; no verdict for the problem and no points")
                    .raw("</td></tr>\n");
        }
        if (notRun > 0) {
            h.raw("<tr><td colspan=\"5\" class=\"muted\">").text(notRun + (notRun == 1 ? " test was" : " tests were")
                    + " not run: judging stopped after a failure").raw("</td></tr>\n");
        }
        if (!r.skipped().isEmpty()) {
            h.raw("<tr><td colspan=\"5\" class=\"muted\">").text(String.join(", ", r.skipped()) + " "
                    + SkippedTests.reason(r)).raw("</td></tr>\n");
        }
        if (r.hasChallenge()) {
            h.raw("<tr class=\"tier\"><th colspan=\"5\">").text("Challenge tier: " + ChallengeTier.ABOUT + ". "
                    + ChallengeTier.summary(r))
                    .raw("</th></tr>\n");
            for (TestResult t : r.challengeResults()) {
                testRow(h, r, t);
            }
        }
        if (!r.ownTests().isEmpty()) {
            h.raw("<tr class=\"tier\"><th colspan=\"5\">").text(OwnTestsWording.heading(r.ownTests().get(0)) + ". "
                    + OwnTestsWording.summary(r)).raw("</th></tr>\n");
            r.ownTests().forEach(own -> ownRow(h, r, own));
        }
        h.raw("</tbody>\n</table>\n");
    }

    /** One of the learner's own tests: marked "own", its verdict (or why it has none) and its reason. */
    private static void ownRow(Html h, ProblemResult r, OwnTestResult own) {
        if (own instanceof OwnTestResult.Judged judged) {
            TestResult t = judged.result();
            h.raw("<tr><td>own ");
            if (!t.passed()) {
                h.raw("<a href=\"#").attr(testAnchor(r.id(), ownAnchorName(own))).raw("\">").text(t.name()).raw("</a>");
            } else {
                h.text(t.name());
            }
            h.raw("</td><td>");
            verdict(h, t.verdict());
            h.raw("</td><td class=\"num\">").text(t.stopped() ? ">" + t.stoppedOverLimitMs() + " ms"
                            : ms(t.timing().wallMs()))
                    .raw("</td><td class=\"num\">")
                    .text(t.timing().cpuMs() == null ? "\u2013" : ms(t.timing().cpuMs())).raw("</td><td>")
                    .text(t.message() == null ? judged.reference().map(ref -> "expected from the reference " + ref)
                            .orElse("") : Html.cut(firstLine(t.message()), 200)).raw("</td></tr>\n");
            return;
        }
        String reason = own instanceof OwnTestResult.Unchecked unchecked ? unchecked.why() + "; it returned "
                + Html.cut(Json.compact(unchecked.actual()), 200) : ((OwnTestResult.Unreadable) own).message();
        String time = own instanceof OwnTestResult.Unchecked unchecked ? ms(unchecked.timing().wallMs()) : "\u2013";
        h.raw("<tr><td>own ").text(own.name()).raw("</td><td>").text(OwnTestsWording.code(own))
                .raw("</td><td class=\"num\">").text(time).raw("</td><td class=\"num\">\u2013</td><td>")
                .text(Html.cut(reason, 400)).raw("</td></tr>\n");
    }

    /** An own test's name for its anchor, apart from the package's tests of the same name. */
    private static String ownAnchorName(OwnTestResult own) {
        return "own-" + own.name();
    }

    private static void testRow(Html h, ProblemResult r, TestResult t) {
        h.raw("<tr><td>");
        if (!t.passed() || !t.output().isEmpty()) {
            h.raw("<a href=\"#").attr(testAnchor(r.id(), t.name())).raw("\">").text(t.name()).raw("</a>");
        } else {
            h.text(t.name());
        }
        h.raw("</td><td>");
        verdict(h, t.verdict());
        h.raw("</td><td class=\"num\">").text(t.stopped() ? ">" + t.stoppedOverLimitMs() + " ms" : ms(t.timing().wallMs()))
                .raw("</td><td class=\"num\">")
                .text(t.timing().cpuMs() == null ? "\u2013" : ms(t.timing().cpuMs())).raw("</td><td>")
                .text(t.message() == null ? "" : Html.cut(firstLine(t.message()), 200)).raw("</td></tr>\n");
    }

    /** One failing test: its input, expected and actual values, the reason, the diff and its output. */
    private static void failure(Html h, String problemId, TestResult t, boolean open) {
        failure(h, problemId, t.name(), "", t, open);
    }

    /**
     * @param anchorName the name its anchor is made from
     * @param label before its name: "own test " for one of the learner's own
     */
    private static void failure(Html h, String problemId, String anchorName, String label, TestResult t, boolean open) {
        h.raw("<details class=\"test\" id=\"").attr(testAnchor(problemId, anchorName)).raw("\"")
                .raw(open ? " open=\"open\"" : "").raw(">\n<summary>");
        verdict(h, t.verdict());
        h.raw(" ").text(label).raw("<b>").text(t.name()).raw("</b>");
        if (t.message() != null) {
            h.raw(" <span class=\"muted\">").text(Html.cut(firstLine(t.message()), 200)).raw("</span>");
        }
        h.raw("</summary>\n<div class=\"body\">\n");
        // The input's grid that the expected grid was filled from, if any, tells which cells were given.
        Shape.CharGrid givens = Shape.givens(t.input(), t.expected());
        MethodSignature method = t.method();
        h.raw("<div class=\"values\">\n");
        if (HtmlDrawing.drawsCalls(t.input(), method)) {
            // A design problem: its calls in one table, each beside its expected and actual outputs.
            h.raw("<figure class=\"value\"><figcaption>calls</figcaption>\n");
            HtmlDrawing.calls(h, t.input(), method, t.showsExpected() ? t.expected() : null, t.actual());
            if (t.actual() == null) {
                h.raw("<p class=\"muted\">nothing: the solution did not return</p>\n");
            }
            h.raw("</figure>\n");
        } else {
            for (Iterator<Map.Entry<String, JsonNode>> it = t.input().fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> argument = it.next();
                h.raw("<figure class=\"value\"><figcaption>input <code>").text(argument.getKey())
                        .raw("</code></figcaption>\n");
                HtmlDrawing.value(h, argument.getValue(), Shape.inputType(method, argument.getKey()), givens, false);
                h.raw("</figure>\n");
            }
            TypeRef output = Shape.outputType(method);
            if (t.showsExpected()) {
                h.raw("<figure class=\"value\"><figcaption>expected</figcaption>\n");
                HtmlDrawing.value(h, t.expected(), output, givens, false);
                h.raw("</figure>\n");
            }
            h.raw("<figure class=\"value\"><figcaption>actual</figcaption>\n");
            if (t.actual() == null) {
                h.raw("<p class=\"muted\">nothing: the solution did not return</p>\n");
            } else {
                HtmlDrawing.value(h, t.actual(), output, givens, true);
            }
            h.raw("</figure>\n");
        }
        h.raw("</div>\n");
        if (t.message() != null) {
            h.raw("<h4>Why</h4>\n<pre class=\"msg\">").text(Html.cut(t.message(), MAX_TEXT_CHARS)).raw("</pre>\n");
        }
        if (t.feedback() != null && t.feedback().diff() != null) {
            diff(h, t.feedback().diff());
        }
        captured(h, "", t.output());
        h.raw("</div>\n</details>\n");
    }

    /**
     * What passing tests printed, in one collapsed block: learners debug with prints, but a block
     * per passing test would bury the failures.
     */
    private static void passingOutput(Html h, ProblemResult r) {
        List<TestResult> printed = r.tests().stream().filter(t -> t.passed() && !t.output().isEmpty()).toList();
        if (printed.isEmpty()) {
            return;
        }
        h.raw("<details class=\"test\">\n<summary>").text(printed.size() + " passing "
                + (printed.size() == 1 ? "test" : "tests") + " printed output").raw("</summary>\n<div class=\"body\">\n");
        int shown = 0;
        for (TestResult t : printed) {
            if (shown++ == MAX_DETAILED_TESTS) {
                h.raw("<p class=\"muted\">").text("\u2026 and " + (printed.size() - MAX_DETAILED_TESTS) + " more")
                        .raw("</p>\n");
                break;
            }
            h.raw("<div id=\"").attr(testAnchor(r.id(), t.name())).raw("\">\n");
            captured(h, t.name() + ": ", t.output());
            h.raw("</div>\n");
        }
        h.raw("</div>\n</details>\n");
    }

    private static void diff(Html h, String diff) {
        h.raw("<h4>Diff</h4>\n<pre class=\"diff\">");
        for (String line : Html.cut(diff, MAX_TEXT_CHARS).split("\n", -1)) {
            // The file headers start with the same characters as removed and added lines.
            String kind = line.startsWith("--- ") || line.startsWith("+++ ") ? "meta"
                    : line.startsWith("@@") ? "hunk"
                    : line.startsWith("+") ? "add"
                    : line.startsWith("-") ? "del" : "ctx";
            h.raw("<span class=\"").raw(kind).raw("\">").text(line.isEmpty() ? " " : line).raw("</span>");
        }
        h.raw("</pre>\n");
    }

    private static void captured(Html h, String prefix, CapturedOutput output) {
        captured(h, prefix + "stdout", output.stdout(), output.stdoutDropped());
        captured(h, prefix + "stderr", output.stderr(), output.stderrDropped());
    }

    private static void captured(Html h, String label, String text, long dropped) {
        if (!CapturedOutputNote.any(text, dropped)) {
            return;
        }
        h.raw("<h4>").text(label).raw("</h4>\n<pre class=\"out\">")
                .text(CapturedOutputNote.text(text, dropped, MAX_CAPTURE_CHARS)).raw("</pre>\n");
    }

    private static void verdict(Html h, Verdict verdict) {
        h.raw("<span class=\"v v-").raw(verdict.name()).raw("\" title=\"").attr(verdict.description()).raw("\">")
                .raw(verdict.name()).raw("</span>");
    }

    /** An id attribute value: letters, digits, '-' and '_' only, so it is safe in a URL fragment. */
    private static String problemAnchor(String id) {
        return "problem-" + id.replaceAll("[^A-Za-z0-9_-]", "_");
    }

    private static String testAnchor(String problemId, String testName) {
        return "test-" + (problemId + "-" + testName).replaceAll("[^A-Za-z0-9_-]", "_");
    }

    private static String firstLine(String text) {
        return text.lines().findFirst().orElse("");
    }

    private static String ms(double ms) {
        return String.format(Locale.ROOT, "%.1f ms", ms);
    }
}
