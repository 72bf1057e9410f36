package dev.practicejudge.report;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.PrettyJson;
import dev.practicejudge.judge.JudgeListener;
import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.RunSummary;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.run.CapturedOutput;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes a judge run as one self-contained HTML page ({@code --html FILE}) when the run ends: the
 * totals and points, a table of the problems, and per problem its tests with, under each failure,
 * the input, expected and actual values, the reason, the diff and what the solution printed.
 * Boards are drawn as boards: an N-Queens board as a chessboard, a list of them as a row of small
 * numbered boards, a Sudoku grid as a 9 x 9 grid with its givens set apart.
 *
 * <p>The page loads nothing (inline CSS, no script, a Content-Security-Policy that forbids both),
 * so it can be opened from a CI artifact or mailed. Everything the solution produced is escaped
 * and capped. The markup is also well-formed XML (quoted attributes, closed elements, no named
 * entities beyond XML's), so tests and tools can parse it with {@code javax.xml}.
 */
public final class HtmlReporter implements JudgeListener {

    /** Boards drawn per value; a solution that returns thousands would make the page unusable. */
    static final int MAX_BOARDS = 50;
    /** The widest board drawn; a wider one is shown as JSON, which is capped by characters. */
    static final int MAX_BOARD_SIDE = 32;
    /** Longest JSON rendering or message shown. */
    static final int MAX_TEXT_CHARS = 20_000;
    /** Longest captured stdout or stderr shown per test. */
    static final int MAX_CAPTURE_CHARS = 10_000;
    /** Tests per problem shown in detail; beyond these, the table row and its reason are enough. */
    static final int MAX_DETAILED_TESTS = 25;
    /**
     * Failures per problem shown expanded; the others are one click away. As on LeetCode, the
     * first failure is the one to read, and later ones are often the same mistake again.
     */
    static final int OPEN_FAILURES = 1;

    private static final int SUDOKU = 9;
    private static final int BOX = 3;
    /** U+FE0E asks for the text (not emoji) form of the queen, so it takes the square's colour. */
    private static final String QUEEN = "\u265B\uFE0E";
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
                + summary.pointsLine()).raw("</title>\n<style>").raw(CSS).raw("</style>\n</head>\n<body>\n<main>\n");

        h.raw("<header>\n<h1>Practice Judge report</h1>\n<p class=\"muted\">").text("Generated " + WHEN.format(at))
                .raw("</p>\n<div class=\"stats\">\n");
        stat(h, "problems accepted", accepted + " / " + results.size(), accepted == results.size() && !results.isEmpty());
        stat(h, "tests passed", passed + " / " + tests, passed == tests && tests > 0);
        if (!summary.notAttempted().isEmpty()) {
            stat(h, "not attempted", String.valueOf(summary.notAttempted().size()), false);
        }
        h.raw("<div class=\"stat points\"><b>").text(summary.pointsLine()).raw("</b><span>points earned</span></div>\n");
        h.raw("</div>\n</header>\n");

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
        h.raw("<table class=\"problems\">\n<thead><tr><th>Problem</th><th>Title</th><th>Verdict</th>"
                + "<th class=\"num\">Tests</th><th class=\"num\">Time</th><th class=\"num\">Points</th></tr></thead>\n<tbody>\n");
        for (ProblemResult r : summary.results()) {
            h.raw("<tr><td><a href=\"#").attr(problemAnchor(r.id())).raw("\">").text(r.id()).raw("</a></td><td>")
                    .text(r.title()).raw("</td><td>");
            verdict(h, r.verdict());
            h.raw(" <span class=\"muted\">").text(r.verdict().description()).raw("</span></td><td class=\"num\">")
                    .text(r.passedTests() + " / " + r.totalTests()).raw("</td><td class=\"num\">")
                    .text(ms(r.totalTimeMs())).raw("</td><td class=\"num\">")
                    .text(RunSummary.number(r.points()) + " / " + r.maxPoints()).raw("</td></tr>\n");
        }
        for (RunSummary.NotAttempted n : summary.notAttempted()) {
            h.raw("<tr class=\"na\"><td>").text(n.id()).raw("</td><td>").text(n.title())
                    .raw("</td><td><span class=\"v v-NA\">\u2014</span> <span class=\"muted\">not attempted: no "
                            + "solutions/").text(n.id()).raw("/Solution.java</span></td><td class=\"num\">\u2013"
                            + "</td><td class=\"num\">\u2013</td><td class=\"num\">")
                    .text("0 / " + n.maxPoints()).raw("</td></tr>\n");
        }
        h.raw("</tbody>\n</table>\n");
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
                + ms(r.totalTimeMs()) + " \u00B7 " + RunSummary.number(r.points()) + " / " + r.maxPoints() + " points")
                .raw("</p>\n");
        if (r.message() != null) {
            h.raw("<pre class=\"msg\">").text(cut(r.message(), MAX_TEXT_CHARS)).raw("</pre>\n");
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
            passingOutput(h, r);
        }
        h.raw("</section>\n");
    }

    private static void testTable(Html h, ProblemResult r) {
        h.raw("<table class=\"tests\">\n<thead><tr><th>Test</th><th>Verdict</th><th class=\"num\">Wall</th>"
                + "<th class=\"num\">CPU</th><th>Reason</th></tr></thead>\n<tbody>\n");
        for (TestResult t : r.tests()) {
            h.raw("<tr><td>");
            if (!t.passed() || !t.output().isEmpty()) {
                h.raw("<a href=\"#").attr(testAnchor(r.id(), t.name())).raw("\">").text(t.name()).raw("</a>");
            } else {
                h.text(t.name());
            }
            h.raw("</td><td>");
            verdict(h, t.verdict());
            h.raw("</td><td class=\"num\">").text(ms(t.timing().wallMs())).raw("</td><td class=\"num\">")
                    .text(t.timing().cpuMs() == null ? "\u2013" : ms(t.timing().cpuMs())).raw("</td><td>")
                    .text(t.message() == null ? "" : cut(firstLine(t.message()), 200)).raw("</td></tr>\n");
        }
        int notRun = r.totalTests() - r.tests().size();
        if (notRun > 0) {
            h.raw("<tr><td colspan=\"5\" class=\"muted\">").text(notRun + (notRun == 1 ? " test was" : " tests were")
                    + " not run: judging stopped after a failure").raw("</td></tr>\n");
        }
        h.raw("</tbody>\n</table>\n");
    }

    /** One failing test: its input, expected and actual values, the reason, the diff and its output. */
    private static void failure(Html h, String problemId, TestResult t, boolean open) {
        h.raw("<details class=\"test\" id=\"").attr(testAnchor(problemId, t.name())).raw("\"")
                .raw(open ? " open=\"open\"" : "").raw(">\n<summary>");
        verdict(h, t.verdict());
        h.raw(" <b>").text(t.name()).raw("</b>");
        if (t.message() != null) {
            h.raw(" <span class=\"muted\">").text(cut(firstLine(t.message()), 200)).raw("</span>");
        }
        h.raw("</summary>\n<div class=\"body\">\n");
        // The input's Sudoku grid, if any, tells which cells of every grid were given.
        JsonNode givens = null;
        for (JsonNode argument : t.input()) {
            if (givens == null && isSudoku(argument)) {
                givens = argument;
            }
        }
        h.raw("<div class=\"values\">\n");
        for (Iterator<Map.Entry<String, JsonNode>> it = t.input().fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> argument = it.next();
            h.raw("<figure class=\"value\"><figcaption>input <code>").text(argument.getKey())
                    .raw("</code></figcaption>\n");
            value(h, argument.getValue(), givens, false);
            h.raw("</figure>\n");
        }
        h.raw("<figure class=\"value\"><figcaption>expected</figcaption>\n");
        value(h, t.expected(), givens, false);
        h.raw("</figure>\n<figure class=\"value\"><figcaption>actual</figcaption>\n");
        if (t.actual() == null) {
            h.raw("<p class=\"muted\">nothing: the solution did not return</p>\n");
        } else {
            value(h, t.actual(), givens, true);
        }
        h.raw("</figure>\n</div>\n");
        if (t.message() != null) {
            h.raw("<h4>Why</h4>\n<pre class=\"msg\">").text(cut(t.message(), MAX_TEXT_CHARS)).raw("</pre>\n");
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
        for (String line : cut(diff, MAX_TEXT_CHARS).split("\n", -1)) {
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
        if (text.isEmpty() && dropped == 0) {
            return;
        }
        String note = dropped > 0 ? "\n[" + dropped + " more bytes were printed and dropped by the judge]" : "";
        h.raw("<h4>").text(label).raw("</h4>\n<pre class=\"out\">").text(cut(text, MAX_CAPTURE_CHARS) + note)
                .raw("</pre>\n");
    }

    /** A value as a picture when it is a board or a list of boards, else as pretty JSON. */
    private static void value(Html h, JsonNode value, JsonNode givens, boolean actual) {
        if (isSudoku(value)) {
            sudoku(h, value, givens, actual);
        } else if (isQueensBoard(value)) {
            h.raw("<div class=\"boards\">");
            queensBoard(h, value, actual, null);
            h.raw("</div>\n");
            queensLegend(h, value, actual);
        } else if (isBoardList(value)) {
            h.raw("<div class=\"boards list\">\n");
            int shown = Math.min(value.size(), MAX_BOARDS);
            boolean anyHit = false;
            for (int i = 0; i < shown; i++) {
                queensBoard(h, value.get(i), actual, String.valueOf(i + 1));
                anyHit |= actual && hasAttack(value.get(i));
            }
            if (value.size() > shown) {
                h.raw("<p class=\"more\">").text("\u2026 " + (value.size() - shown) + " more boards").raw("</p>\n");
            }
            h.raw("</div>\n<p class=\"legend\">").text(value.size() + (value.size() == 1 ? " board" : " boards")
                    + ", numbered from 1 as in the reason and the diff");
            if (anyHit) {
                h.raw("; <span class=\"key hit\">").raw(QUEEN).raw("</span> a queen another queen attacks");
            }
            h.raw("</p>\n");
        } else {
            String text = PrettyJson.text(value);
            if (!text.contains("\n") && text.length() <= 80) {
                h.raw("<code class=\"json\">").text(text).raw("</code>\n");
            } else {
                h.raw("<pre class=\"json\">").text(cut(text, MAX_TEXT_CHARS)).raw("</pre>\n");
            }
        }
    }

    private static void queensLegend(Html h, JsonNode board, boolean actual) {
        if (actual && hasAttack(board)) {
            h.raw("<p class=\"legend\"><span class=\"key hit\">").raw(QUEEN)
                    .raw("</span> a queen another queen attacks</p>\n");
        }
    }

    /**
     * One N-Queens board as a chessboard: light and dark squares, a queen for {@code Q}, any other
     * letter shown as itself (so a lowercase {@code q} stands out as wrong).
     */
    private static void queensBoard(Html h, JsonNode board, boolean actual, String number) {
        int rows = board.size();
        int cols = board.get(0).asText().length();
        boolean[][] attacked = actual ? attacked(board) : new boolean[rows][cols];
        if (number != null) {
            h.raw("<figure class=\"mini\">");
        }
        StringBuilder label = new StringBuilder("board");
        board.forEach(row -> label.append(' ').append(row.asText()));
        // Small boards in a list, a large one alone; either way the whole board stays a sensible size.
        int square = number != null ? Math.max(10, Math.min(22, 128 / Math.max(rows, cols)))
                : Math.max(14, Math.min(36, 320 / Math.max(rows, cols)));
        h.raw("<div class=\"board\" role=\"img\" aria-label=\"").attr(label.toString()).raw("\" style=\"--n:")
                .raw(String.valueOf(cols)).raw(";--cell:").raw(String.valueOf(square)).raw("px\">");
        for (int r = 0; r < rows; r++) {
            String row = board.get(r).asText();
            for (int c = 0; c < cols; c++) {
                char cell = row.charAt(c);
                h.raw("<span class=\"").raw((r + c) % 2 == 0 ? "l" : "d")
                        .raw(cell == 'Q' ? " q" : cell == '.' ? "" : " x").raw(attacked[r][c] ? " hit" : "").raw("\">");
                if (cell == 'Q') {
                    h.raw(QUEEN);
                } else if (cell != '.') {
                    h.text(String.valueOf(cell));
                }
                h.raw("</span>");
            }
        }
        h.raw("</div>");
        if (number != null) {
            h.raw("<figcaption>").text(number).raw("</figcaption></figure>\n");
        }
    }

    /** Queens that share a row, column or diagonal with another queen. */
    private static boolean[][] attacked(JsonNode board) {
        int rows = board.size();
        int cols = board.get(0).asText().length();
        List<int[]> queens = new ArrayList<>();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                if (board.get(r).asText().charAt(c) == 'Q') {
                    queens.add(new int[] {r, c});
                }
            }
        }
        boolean[][] attacked = new boolean[rows][cols];
        for (int[] a : queens) {
            for (int[] b : queens) {
                if (a != b && (a[0] == b[0] || a[1] == b[1] || Math.abs(a[0] - b[0]) == Math.abs(a[1] - b[1]))) {
                    attacked[a[0]][a[1]] = true;
                }
            }
        }
        return attacked;
    }

    private static boolean hasAttack(JsonNode board) {
        for (boolean[] row : attacked(board)) {
            for (boolean hit : row) {
                if (hit) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * A Sudoku grid, drawn as nine 3 x 3 boxes so the box borders are thick. Cells given in the
     * input are bold on grey; in the actual grid, a changed given and a digit repeated in its row,
     * column or box are marked, since those are what the checker's reason points at.
     */
    private static void sudoku(Html h, JsonNode grid, JsonNode givens, boolean actual) {
        boolean[][] clash = actual ? clashes(grid) : new boolean[SUDOKU][SUDOKU];
        boolean anyClash = false;
        boolean anyChanged = false;
        StringBuilder label = new StringBuilder("sudoku");
        for (JsonNode row : grid) {
            label.append(' ');
            row.forEach(cell -> label.append(cell.asText()));
        }
        h.raw("<div class=\"sudoku\" role=\"img\" aria-label=\"").attr(label.toString()).raw("\">");
        for (int box = 0; box < SUDOKU; box++) {
            h.raw("<div class=\"box\">");
            for (int i = 0; i < SUDOKU; i++) {
                int r = box / BOX * BOX + i / BOX;
                int c = box % BOX * BOX + i % BOX;
                String cell = grid.get(r).get(c).asText();
                String given = givens == null ? "." : givens.get(r).get(c).asText();
                String kind;
                if (!given.equals(".")) {
                    kind = actual && !cell.equals(given) ? "changed" : "g";
                } else {
                    kind = cell.equals(".") ? "e" : "f";
                }
                anyChanged |= kind.equals("changed");
                anyClash |= clash[r][c];
                h.raw("<span class=\"").raw(kind).raw(clash[r][c] ? " clash" : "").raw("\">")
                        .text(cell.equals(".") ? "" : cell).raw("</span>");
            }
            h.raw("</div>");
        }
        h.raw("</div>\n<p class=\"legend\"><span class=\"key g\">5</span> given");
        if (givens != null && grid != givens) {
            h.raw(" <span class=\"key f\">5</span> filled in");
        }
        if (anyChanged) {
            h.raw(" <span class=\"key changed\">5</span> a given the solution changed");
        }
        if (anyClash) {
            h.raw(" <span class=\"key clash\">5</span> repeated in its row, column or box");
        }
        h.raw("</p>\n");
    }

    /** Cells whose digit appears again in the same row, column or 3 x 3 box. */
    private static boolean[][] clashes(JsonNode grid) {
        boolean[][] clash = new boolean[SUDOKU][SUDOKU];
        for (int r = 0; r < SUDOKU; r++) {
            for (int c = 0; c < SUDOKU; c++) {
                String cell = grid.get(r).get(c).asText();
                if (cell.equals(".")) {
                    continue;
                }
                for (int r2 = 0; r2 < SUDOKU; r2++) {
                    for (int c2 = 0; c2 < SUDOKU; c2++) {
                        boolean sameUnit = r2 == r || c2 == c || (r2 / BOX == r / BOX && c2 / BOX == c / BOX);
                        if ((r2 != r || c2 != c) && sameUnit && grid.get(r2).get(c2).asText().equals(cell)) {
                            clash[r][c] = true;
                        }
                    }
                }
            }
        }
        return clash;
    }

    /** Nine rows of nine one-character strings: LeetCode's form of a Sudoku board. */
    static boolean isSudoku(JsonNode value) {
        if (!value.isArray() || value.size() != SUDOKU) {
            return false;
        }
        for (JsonNode row : value) {
            if (!row.isArray() || row.size() != SUDOKU) {
                return false;
            }
            for (JsonNode cell : row) {
                if (!cell.isTextual() || cell.asText().length() != 1) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Equal-length strings of {@code '.'} and letters with at least one {@code '.'} (or the single
     * queen of n = 1): an N-Queens board. The dot keeps lists of words from being drawn as boards.
     */
    static boolean isQueensBoard(JsonNode value) {
        if (!value.isArray() || value.isEmpty() || value.size() > MAX_BOARD_SIDE) {
            return false;
        }
        int width = -1;
        boolean dot = false;
        for (JsonNode row : value) {
            String text = row.isTextual() ? row.asText() : "";
            if (text.isEmpty() || text.length() > MAX_BOARD_SIDE || (width >= 0 && text.length() != width)) {
                return false;
            }
            width = text.length();
            for (int i = 0; i < text.length(); i++) {
                char ch = text.charAt(i);
                if (ch != '.' && !(ch < 128 && Character.isLetter(ch))) {
                    return false;
                }
                dot |= ch == '.';
            }
        }
        return dot || (value.size() == 1 && value.get(0).asText().equals("Q"));
    }

    /** A non-empty list whose every element is an N-Queens board. */
    static boolean isBoardList(JsonNode value) {
        if (!value.isArray() || value.isEmpty()) {
            return false;
        }
        for (JsonNode element : value) {
            if (!isQueensBoard(element)) {
                return false;
            }
        }
        return true;
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

    /** The text up to {@code max} characters, with a count of what was left out; never splits a surrogate pair. */
    static String cut(String text, int max) {
        if (text.length() <= max) {
            return text;
        }
        int end = Character.isHighSurrogate(text.charAt(max - 1)) ? max - 1 : max;
        return text.substring(0, end) + "\n\u2026 (" + (text.length() - end) + " more characters)";
    }

    /** Escapes text for element content and quoted attribute values alike. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                case '\t', '\n', '\r' -> out.append(c);
                default -> {
                    if (Character.isHighSurrogate(c) && i + 1 < text.length()
                            && Character.isLowSurrogate(text.charAt(i + 1))) {
                        out.append(c).append(text.charAt(++i));
                    } else if (c < 0x20) {
                        // Control characters are not allowed in XML and are invisible in HTML;
                        // show them as their Unicode control pictures (an ANSI escape as U+241B).
                        out.append((char) (0x2400 + c));
                    } else if (c == 0x7F) {
                        out.append('\u2421');
                    } else if (Character.isSurrogate(c) || (c >= 0x80 && c <= 0x9F) || c == '\uFFFE' || c == '\uFFFF') {
                        out.append('\uFFFD');
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.toString();
    }

    /** Markup under construction: {@link #raw} for the reporter's own markup, {@link #text} for anything else. */
    private static final class Html {
        private final StringBuilder out = new StringBuilder(64 * 1024);

        Html raw(String markup) {
            out.append(markup);
            return this;
        }

        Html text(String text) {
            out.append(escape(text));
            return this;
        }

        Html attr(String value) {
            return text(value);
        }

        @Override
        public String toString() {
            return out.toString();
        }
    }

    /**
     * The page's style. It must hold no {@code <} or {@code &}, which would end or break the
     * style element's raw text (and the page's XML well-formedness).
     */
    private static final String CSS = """
            :root{color-scheme:light;--line:#d0d7de;--soft:#f6f8fa;--muted:#59636e;--ink:#1f2328}
            *{box-sizing:border-box}
            body{margin:0;color:var(--ink);background:#fff;
             font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","Liberation Sans",Arial,sans-serif}
            main{max-width:1180px;margin:0 auto;padding:20px 24px 40px}
            h1{font-size:22px;margin:0 0 2px}
            h2{font-size:18px;margin:22px 0 2px;padding-top:12px;border-top:1px solid var(--line)}
            h4{margin:12px 0 4px;font-size:13px}
            a{color:#0969da;text-decoration:none}
            a:hover{text-decoration:underline}
            code,pre,.v{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono","Liberation Mono",monospace}
            code{font-size:12.5px}
            .muted{color:var(--muted);font-weight:normal}
            p{margin:4px 0}
            .stats{display:flex;flex-wrap:wrap;gap:10px;margin:14px 0 18px}
            .stat{border:1px solid var(--line);border-radius:8px;padding:6px 14px;background:var(--soft);min-width:130px}
            .stat b{display:block;font-size:19px}
            .stat span{color:var(--muted);font-size:12px}
            .stat.good b{color:#1a7f37}
            .stat.points{border-color:#0969da;background:#ddf4ff}
            table{border-collapse:collapse;width:100%;margin:8px 0 12px}
            th,td{border-bottom:1px solid var(--line);padding:3px 10px;text-align:left;vertical-align:top}
            table.tests{font-size:13px}
            th{background:var(--soft);font-weight:600;font-size:13px}
            .num{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
            tr.na td{color:var(--muted)}
            table.tests td:first-child{white-space:nowrap}
            table.tests td:last-child{width:100%}
            .v{display:inline-block;min-width:3.3em;padding:0 6px;border-radius:4px;font-size:12px;font-weight:700;
             line-height:1.7;text-align:center;color:#fff;background:#59636e}
            .v-AC{background:#1a7f37}.v-WA{background:#cf222e}.v-TLE{background:#bc4c00}.v-MLE{background:#8250df}
            .v-RE{background:#a0111f}.v-OLE{background:#7d4e00}.v-CE{background:#59636e}.v-JE{background:#1f2328}
            .v-NA{background:#eaeef2;color:#59636e}
            pre{background:var(--soft);border:1px solid var(--line);border-radius:6px;padding:8px 10px;margin:4px 0;
             font-size:12.5px;line-height:1.45;max-height:30em;overflow:auto;white-space:pre-wrap;overflow-wrap:anywhere}
            pre.msg{border-color:#ffcecb;background:#fff8f7}
            pre.diff{white-space:pre}
            .diff span{display:block;padding:0 4px}
            .diff .add{background:#dafbe1;color:#116329}
            .diff .del{background:#ffebe9;color:#a0111f}
            .diff .hunk{color:#8250df}
            .diff .meta{color:var(--muted);font-weight:600}
            details.test{border:1px solid var(--line);border-radius:8px;margin:8px 0;background:#fff}
            details.test summary{cursor:pointer;padding:6px 10px;background:var(--soft);border-radius:8px}
            details.test[open] summary{border-bottom:1px solid var(--line);border-radius:8px 8px 0 0}
            details.test .body{padding:6px 12px 10px}
            .values{display:flex;flex-wrap:wrap;gap:10px 28px;align-items:flex-start}
            figure{margin:0}
            figure.value{max-width:100%;min-width:0}
            figure.value figcaption{font-weight:600;font-size:13px;margin:6px 0 4px}
            code.json{display:inline-block;background:var(--soft);border:1px solid var(--line);border-radius:4px;padding:1px 6px}
            .boards{display:flex;flex-wrap:wrap;gap:10px;align-items:flex-start}
            .board{display:inline-grid;grid-template-columns:repeat(var(--n),var(--cell));
             grid-auto-rows:var(--cell);border:3px solid #6b4f35}
            .list .board{border-width:2px}
            .board span{display:flex;align-items:center;justify-content:center;color:#000;
             font:calc(var(--cell) * .8)/1 "DejaVu Sans","Segoe UI Symbol","Noto Sans Symbols 2",serif}
            .board .l{background:#f0d9b5}
            .board .d{background:#b58863}
            .board .x{color:#a0111f;font-family:ui-monospace,monospace;font-weight:700}
            .board .hit{color:#cf222e;box-shadow:inset 0 0 0 2px #cf222e}
            figure.mini{text-align:center}
            figure.mini figcaption{font-size:11px;color:var(--muted)}
            .more{align-self:center;color:var(--muted)}
            .legend{font-size:12px;color:var(--muted);margin:4px 0}
            .key{display:inline-block;min-width:1.5em;text-align:center;border:1px solid var(--line);margin:0 2px 0 8px}
            .sudoku{display:inline-grid;grid-template-columns:repeat(3,auto);gap:2px;background:#1f2328;
             border:2px solid #1f2328}
            .box{display:grid;grid-template-columns:repeat(3,26px);grid-auto-rows:26px;gap:1px;background:#afb8c1}
            .box span,.key{background:#fff;font:15px/26px ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono",monospace}
            .box span{text-align:center}
            .key{line-height:1.5}
            .box span.g,.key.g{font-weight:800;background:#e6eaef;color:#1f2328}
            .box span.f,.key.f{color:#0969da}
            .box span.changed,.key.changed{background:#ffebe9;color:#a0111f;font-weight:800;text-decoration:line-through}
            .box span.clash,.key.clash{background:#ffcecb;color:#a0111f;font-weight:800}
            .key.hit{color:#cf222e;box-shadow:inset 0 0 0 2px #cf222e;background:#f0d9b5}
            """;
}
