package dev.practicejudge.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.judge.RunSummary;
import dev.practicejudge.present.Html;
import dev.practicejudge.present.HtmlDrawing;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A {@link ClassTable} as people and tools read it: console lines, CSV (one row per student, for
 * a spreadsheet or a grade book), JSON and a self-contained HTML page. Every text that comes from
 * a student's folder (its name, a compiler message, a test name) is escaped for the form it goes
 * into; the console table strips control characters so a folder name cannot move the cursor.
 */
public final class ClassReport {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm z", Locale.ROOT);
    private static final String FIRST_FAILURE = "first failing test";

    private ClassReport() {
    }

    /** The points of a row as the table shows them: {@code 20/40}, or {@code -} for a folder not judged. */
    static String points(ClassTable table, ClassTable.Row row) {
        return row.points().map(p -> RunSummary.number(p) + "/" + table.maxPoints()).orElse(ClassTable.NO_SOLUTION);
    }

    /** What the last column says: the first failing test, else what the row is short of. */
    static String remark(ClassTable.Row row) {
        return row.firstFailure().or(row::note).orElse("");
    }

    /** The console table: a heading, the sandbox's state, a line per student and a count, cut to {@code width}. */
    public static List<String> console(ClassTable table, int width) {
        List<String> lines = new ArrayList<>();
        lines.add("Class roll-up: " + table.rows().size() + (table.rows().size() == 1 ? " student" : " students")
                + ", judged on " + String.join(", ", table.problems()) + " (" + table.maxPoints() + " points) with "
                + "this repository's tests");
        lines.add(sandboxLine(table));
        lines.add("");
        List<List<String>> cells = new ArrayList<>();
        List<String> heading = new ArrayList<>(List.of("student", "points"));
        heading.addAll(table.problems());
        heading.add(FIRST_FAILURE);
        cells.add(heading);
        for (ClassTable.Row row : table.rows()) {
            List<String> line = new ArrayList<>(List.of(plain(row.student()), points(table, row)));
            row.cells().forEach(c -> line.add(c.verdict()));
            line.add(plain(remark(row)));
            cells.add(line);
        }
        int columns = heading.size();
        int[] widths = new int[columns];
        for (List<String> line : cells) {
            for (int i = 0; i < columns - 1; i++) {
                widths[i] = Math.max(widths[i], line.get(i).length());
            }
        }
        for (List<String> line : cells) {
            StringBuilder text = new StringBuilder();
            for (int i = 0; i < columns - 1; i++) {
                text.append(line.get(i)).append(" ".repeat(widths[i] - line.get(i).length() + 2));
            }
            text.append(line.get(columns - 1));
            lines.add(cut(text.toString().stripTrailing(), width));
        }
        lines.add("");
        long accepted = table.rows().stream().filter(ClassTable.Row::allAccepted).count();
        lines.add(accepted + " of " + table.rows().size() + " accepted on every problem.");
        return lines;
    }

    /** Whether the students' code ran in the sandbox, in the words of the job summary. */
    static String sandboxLine(ClassTable table) {
        return "Sandbox: " + (table.sandbox().on() ? "on" : "off") + " (" + table.sandbox().detail() + ")";
    }

    /**
     * The table as CSV (RFC 4180, with a header row): student, folder, points, max_points, a verdict
     * column per problem, first_failing_test, note. A cell that a spreadsheet would read as a formula
     * ({@code =}, {@code +}, {@code @}, or {@code -} followed by more) is prefixed with {@code '}.
     */
    public static String csv(ClassTable table) {
        StringBuilder out = new StringBuilder();
        List<String> heading = new ArrayList<>(List.of("student", "folder", "points", "max_points"));
        heading.addAll(table.problems());
        heading.addAll(List.of("first_failing_test", "note"));
        csvLine(out, heading);
        for (ClassTable.Row row : table.rows()) {
            List<String> line = new ArrayList<>(List.of(row.student(), row.folder(),
                    row.points().map(RunSummary::number).orElse(""), Integer.toString(table.maxPoints())));
            row.cells().forEach(c -> line.add(c.verdict()));
            line.add(row.firstFailure().orElse(""));
            line.add(row.note().orElse(""));
            csvLine(out, line);
        }
        return out.toString();
    }

    private static void csvLine(StringBuilder out, List<String> cells) {
        for (int i = 0; i < cells.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            String cell = cells.get(i);
            if (cell.startsWith("=") || cell.startsWith("+") || cell.startsWith("@")
                    || (cell.startsWith("-") && cell.length() > 1)) {
                cell = "'" + cell;
            }
            if (cell.contains(",") || cell.contains("\"") || cell.contains("\n") || cell.contains("\r")) {
                cell = "\"" + cell.replace("\"", "\"\"") + "\"";
            }
            out.append(cell);
        }
        out.append("\r\n");
    }

    /** The table as JSON: the problems, the points possible, the sandbox, and per student its row in full. */
    public static ObjectNode json(ClassTable table) {
        ObjectNode root = Json.MAPPER.createObjectNode();
        ArrayNode problems = root.putArray("problems");
        table.problems().forEach(problems::add);
        root.put("maxPoints", table.maxPoints());
        root.putObject("sandbox").put("on", table.sandbox().on()).put("detail", table.sandbox().detail());
        ArrayNode students = root.putArray("students");
        for (ClassTable.Row row : table.rows()) {
            ObjectNode student = students.addObject();
            student.put("student", row.student());
            student.put("folder", row.folder());
            if (row.points().isPresent()) {
                student.put("points", Math.round(row.points().get() * 100) / 100.0);
            } else {
                student.putNull("points");
            }
            student.put("maxPoints", table.maxPoints());
            ArrayNode cells = student.putArray("problems");
            row.cells().forEach(c -> cells.addObject().put("id", c.problem()).put("verdict", c.verdict())
                    .put("detail", c.detail().isEmpty() ? null : c.detail()));
            student.put("firstFailure", row.firstFailure().orElse(null));
            student.put("note", row.note().orElse(null));
        }
        return root;
    }

    /** The table as one self-contained page, in the house style of the HTML report: no script, no remote load. */
    public static String html(ClassTable table, ZonedDateTime at) {
        Html h = new Html();
        long accepted = table.rows().stream().filter(ClassTable.Row::allAccepted).count();
        h.raw("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n");
        h.raw("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
                + "style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'\"/>\n");
        h.raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n");
        h.raw("<link rel=\"icon\" href=\"data:,\"/>\n");
        h.raw("<title>").text("Practice Judge: class roll-up, " + table.rows().size() + " students")
                .raw("</title>\n<style>").raw(HtmlDrawing.css()).raw("</style>\n</head>\n<body>\n<main>\n");
        h.raw("<header>\n<h1>Class roll-up</h1>\n<p class=\"muted\">").text("Generated " + WHEN.format(at)
                + "; judged on " + String.join(", ", table.problems()) + " with this repository's tests")
                .raw("</p>\n<div class=\"stats\">\n");
        h.raw("<div class=\"stat\"><b>").text(Integer.toString(table.rows().size())).raw("</b><span>students</span></div>\n");
        h.raw("<div class=\"stat").raw(accepted == table.rows().size() && accepted > 0 ? " good" : "").raw("\"><b>")
                .text(accepted + " / " + table.rows().size()).raw("</b><span>accepted on every problem</span></div>\n");
        h.raw("<div class=\"stat points\"><b>").text(Integer.toString(table.maxPoints()))
                .raw("</b><span>points possible</span></div>\n</div>\n</header>\n");
        if (!table.sandbox().on()) {
            h.raw("<section class=\"warn\">\n<h3>").text(sandboxLine(table)).raw("</h3>\n<p>")
                    .text("The students' solutions ran without the operating-system sandbox.").raw("</p>\n</section>\n");
        } else {
            h.raw("<p class=\"muted\">").text(sandboxLine(table)).raw("</p>\n");
        }
        h.raw("<table class=\"class\">\n<thead><tr><th>Student</th><th class=\"num\">Points</th>");
        table.problems().forEach(id -> h.raw("<th>").text(id).raw("</th>"));
        h.raw("<th>First failing test</th></tr></thead>\n<tbody>\n");
        for (ClassTable.Row row : table.rows()) {
            h.raw("<tr><td title=\"").attr(row.folder()).raw("\">").text(row.student()).raw("</td><td class=\"num\">")
                    .text(points(table, row)).raw("</td>");
            for (ClassTable.Cell cell : row.cells()) {
                boolean none = cell.verdict().equals(ClassTable.NO_SOLUTION);
                h.raw("<td><span class=\"v v-").raw(none ? "NA" : cell.verdict()).raw("\" title=\"").attr(cell.detail())
                        .raw("\">").text(none ? "\u2014" : cell.verdict()).raw("</span></td>");
            }
            Optional<String> failure = row.firstFailure();
            h.raw("<td>").text(failure.orElse("")).raw(row.note().isPresent() ? "<span class=\"muted\">" : "")
                    .text(row.note().map(n -> (failure.isPresent() ? " " : "") + n).orElse(""))
                    .raw(row.note().isPresent() ? "</span>" : "").raw("</td></tr>\n");
        }
        h.raw("</tbody>\n</table>\n</main>\n</body>\n</html>\n");
        return h.toString();
    }

    /** Writes {@code text} to {@code file}, making its folder. */
    public static void write(Path file, String text) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    /** The JSON as written to a file: indented, ending with a newline. */
    public static String jsonText(ClassTable table) {
        try {
            return Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(json(table)) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree always writes", e);
        }
    }

    /** Text for a terminal: control characters (an escape sequence in a folder name) shown as Unicode's pictures of them. */
    private static String plain(String text) {
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(c -> {
            if (c < 0x20) {
                out.append((char) (0x2400 + c));
            } else if (c == 0x7F || (c >= 0x80 && c <= 0x9F)) {
                out.append('\uFFFD');
            } else {
                out.appendCodePoint(c);
            }
        });
        return out.toString();
    }

    private static String cut(String line, int width) {
        return line.length() <= width ? line : line.substring(0, Math.max(0, width - 1)) + "\u2026";
    }
}
