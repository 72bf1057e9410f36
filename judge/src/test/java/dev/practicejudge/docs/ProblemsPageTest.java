package dev.practicejudge.docs;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.practicejudge.problem.Topics;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;

/**
 * Holds the problem table of {@code docs/problems.md} to the packages in {@code problems/}: a row
 * per problem, in the order of the practice path ({@code ./judgew list}'s: topic in the canon's
 * order, then difficulty, step and id), each cell but "judged by" as the package's
 * {@code problem.json} gives it. A mismatch
 * fails with the row as it should read, so fixing the page is a paste. Reads the specs as plain
 * JSON, not through the judge's loader, so the page is checked against the files an author edits.
 */
class ProblemsPageTest {

    private static final String PAGE = "docs/problems.md";
    private static final List<String> DIFFICULTIES = List.of("easy", "medium", "hard");

    /** A package's spec, read as JSON, with what the table shows of it. */
    record Spec(String id, JsonNode json) {

        int rank() {
            return DIFFICULTIES.indexOf(json.path("difficulty").asText());
        }

        /** The canon's topics in its order, then others by name, then none. */
        String topicOrder() {
            String topic = json.path("topic").asText("");
            return topic.isEmpty() ? "~" : String.format("%02d %s", Topics.rank(topic), topic.toLowerCase(java.util.Locale.ROOT));
        }

        int step() {
            return json.path("step").asInt(Integer.MAX_VALUE);
        }

        /** The row's cells, "judged by" left as the page has it (it is words, not data). */
        List<String> cells(int position, String judgedBy) {
            JsonNode number = json.path("source").path("number");
            return List.of(String.valueOf(position), "`" + id + "`", json.path("title").asText(),
                    number.isMissingNode() ? "–" : number.asText(), json.path("topic").asText("–"),
                    json.path("difficulty").asText(),
                    json.path("technique").asText("–"), signature(), judgedBy,
                    StreamSupport.stream(json.path("tags").spliterator(), false).map(JsonNode::asText)
                            .collect(Collectors.joining(", ")));
        }

        private String signature() {
            if (json.has("method")) {
                JsonNode method = json.get("method");
                return "`" + method(method) + "`" + (method.has("mutates") ? " (in place)" : "");
            }
            JsonNode type = json.has("design") ? json.get("design") : json.get("codec");
            String name = type.path("class").asText();
            List<String> parts = new ArrayList<>();
            if (json.has("design")) {
                parts.add("`" + name + "(" + params(type.path("constructor")) + ")`");
                type.path("methods").forEach(m -> parts.add("`" + method(m) + "`"));
            } else {
                parts.add("`" + method(type.path("encode")) + "`");
                parts.add("`" + method(type.path("decode")) + "`");
            }
            return "`class " + name + "`: " + String.join(", ", parts);
        }

        private static String method(JsonNode method) {
            return method.path("returns").asText() + " " + method.path("name").asText() + "(" + params(method.path("params")) + ")";
        }

        private static String params(JsonNode params) {
            return StreamSupport.stream(params.spliterator(), false)
                    .map(p -> p.path("type").asText() + " " + p.path("name").asText())
                    .collect(Collectors.joining(", "));
        }

        /** The start "judged by" must have for the comparison the spec declares. */
        String judgedByStart() {
            String mode = json.path("comparison").path("mode").asText("exact");
            return switch (mode) {
                case "checker" -> "a checker";
                case "unordered" -> "any order";
                default -> "";
            };
        }
    }

    private static List<Spec> specs() throws IOException {
        ObjectMapper mapper = new ObjectMapper();
        List<Spec> specs = new ArrayList<>();
        try (Stream<Path> folders = Files.list(ROOT.resolve("problems"))) {
            for (Path folder : folders.filter(f -> Files.isRegularFile(f.resolve("problem.json"))).toList()) {
                specs.add(new Spec(folder.getFileName().toString(), mapper.readTree(folder.resolve("problem.json").toFile())));
            }
        }
        specs.sort(Comparator.comparing(Spec::topicOrder).thenComparingInt(Spec::rank).thenComparingInt(Spec::step)
                .thenComparing(Spec::id));
        return specs;
    }

    /** The table's rows by id, each as its cells. */
    private static Map<String, List<String>> rows() {
        Map<String, List<String>> rows = new LinkedHashMap<>();
        for (String line : MarkdownPages.read(PAGE).split("\n")) {
            if (line.matches("^\\| \\d+ \\| .*\\|$")) {
                List<String> cells = List.of(line.substring(2, line.length() - 2).split(" \\| ", -1));
                rows.put(cells.get(1).replace("`", ""), cells);
            }
        }
        return rows;
    }

    private static String row(List<String> cells) {
        return "| " + String.join(" | ", cells) + " |";
    }

    @Test
    void theTableHasARowForEveryProblemAndNoOther() throws IOException {
        List<String> ids = specs().stream().map(Spec::id).toList();
        List<String> missing = new ArrayList<>(ids);
        missing.removeAll(rows().keySet());
        List<String> unknown = new ArrayList<>(rows().keySet());
        unknown.removeAll(ids);

        assertEquals(List.of(), missing, "problems with no row in " + PAGE);
        assertEquals(List.of(), unknown, "rows of " + PAGE + " for problems that are not in problems/");
    }

    @Test
    void everyRowReadsAsItsProblemsSpecInThePracticePathsOrder() throws IOException {
        Map<String, List<String>> rows = rows();
        List<Spec> specs = specs();
        List<String> wrong = new ArrayList<>();
        for (int i = 0; i < specs.size(); i++) {
            Spec spec = specs.get(i);
            List<String> row = rows.get(spec.id());
            if (row == null) {
                continue;
            }
            String judgedBy = row.size() > 8 ? row.get(8) : "";
            List<String> expected = spec.cells(i + 1, judgedBy);
            if (!expected.equals(row)) {
                wrong.add("the row of " + spec.id() + " should read\n  " + row(expected) + "\nnot\n  " + row(row));
            }
            if (!judgedBy.startsWith(spec.judgedByStart())
                    || spec.judgedByStart().isEmpty() && (judgedBy.startsWith("a checker") || judgedBy.startsWith("any order"))) {
                wrong.add("the row of " + spec.id() + " says it is judged by \"" + judgedBy + "\", but its comparison is "
                        + spec.json().path("comparison"));
            }
        }
        assertEquals(List.of(), wrong, PAGE + " against problems/*/problem.json");
        List<String> order = specs.stream().map(Spec::id).filter(rows::containsKey).toList();
        assertEquals(order, List.copyOf(rows.keySet()).stream().filter(order::contains).toList(),
                "the rows of " + PAGE + " in the practice path's order (topic, difficulty, step, id)");
    }
}
