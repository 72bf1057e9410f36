package dev.practicejudge.testing;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;

/**
 * Exit status and captured output of one in-process run of the CLI, and the JSON report it wrote
 * when the run asked for one ({@code null} otherwise).
 */
public record CliResult(int exit, String out, String err, JsonNode report) {

    /** Both captured streams, standard output first: for what may land on either. */
    public String output() {
        return out + err;
    }

    /** The first line of standard output that starts with {@code prefix}. */
    public String line(String prefix) {
        return out.lines().filter(l -> l.startsWith(prefix)).findFirst()
                .orElseThrow(() -> new AssertionError("no line starting with \"" + prefix + "\" in\n" + this));
    }

    /** The report's entry for problem {@code id}. */
    public JsonNode problem(String id) {
        for (JsonNode p : report.get("problems")) {
            if (p.get("id").asText().equals(id)) {
                return p;
            }
        }
        throw new AssertionError("no problem " + id + " in the report:\n" + report);
    }

    /** The verdicts of the report's first problem's tests, space-separated in test order. */
    public String testVerdicts() {
        List<String> verdicts = new ArrayList<>();
        report.get("problems").get(0).get("tests").forEach(t -> verdicts.add(t.get("verdict").asText()));
        return String.join(" ", verdicts);
    }

    @Override
    public String toString() {
        return "exit " + exit + "\n--- out\n" + out + "\n--- err\n" + err;
    }
}
