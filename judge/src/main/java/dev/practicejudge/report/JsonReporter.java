package dev.practicejudge.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.compile.CompileDiagnostic;
import dev.practicejudge.json.Json;
import dev.practicejudge.judge.JudgeListener;
import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.RunSummary;
import dev.practicejudge.judge.TestResult;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes the machine-readable report ({@code --json FILE}) when the run ends. Its shape is a
 * contract (see the guide): {@code problems[].id, verdict, passed, total, tests[].name, verdict,
 * timeMs, message}; the other fields are additions. In a partial run ({@code "partial": true}) a
 * problem's verdict and passed count cover the tests judged, total stays the problem's test count, and
 * points are 0 (not awarded).
 */
public final class JsonReporter implements JudgeListener {

    private final Path file;

    public JsonReporter(Path file) {
        this.file = file;
    }

    @Override
    public void runFinished(RunSummary summary) {
        try {
            Path parent = file.toAbsolutePath().getParent();
            if (parent != null) {
                Files.createDirectories(parent);
            }
            Json.MAPPER.writerWithDefaultPrettyPrinter().writeValue(file.toFile(), toJson(summary));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the JSON report to " + file + ": " + e.getMessage(), e);
        }
    }

    /** The report as a JSON tree. */
    public static ObjectNode toJson(RunSummary summary) {
        ObjectNode root = Json.MAPPER.createObjectNode();
        ArrayNode problems = root.putArray("problems");
        for (ProblemResult result : summary.results()) {
            ObjectNode problem = problems.addObject();
            problem.put("id", result.id());
            problem.put("title", result.title());
            problem.put("solution", result.solution());
            problem.put("verdict", result.verdict().name());
            problem.put("passed", result.passedTests());
            problem.put("total", result.totalTests());
            problem.put("timeMs", round(result.totalTimeMs()));
            problem.put("points", round(result.points()));
            problem.put("maxPoints", result.maxPoints());
            problem.put("message", result.message());
            // A partial run (--only, --fail-fast): verdict and passed cover the judged tests only, total is
            // still every test of the problem, selected how many --only chose, and points are not awarded.
            problem.put("partial", result.partial());
            problem.put("selected", result.selectedTests());
            if (!result.diagnostics().isEmpty()) {
                ArrayNode diagnostics = problem.putArray("diagnostics");
                for (CompileDiagnostic d : result.diagnostics()) {
                    diagnostics.addObject().put("file", d.file()).put("line", d.line()).put("column", d.column())
                            .put("message", d.message());
                }
            }
            ArrayNode tests = problem.putArray("tests");
            for (TestResult test : result.tests()) {
                ObjectNode t = tests.addObject();
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
                }
                t.put("message", test.message());
                if (!test.passed()) {
                    t.set("input", test.input());
                    t.set("expected", test.expected());
                    // What "expected" is: "the-answer", or "one-valid-answer" when the checker accepts others.
                    t.put("expectedIs", test.expectedIs().spelling());
                    t.set("actual", test.actual());
                    t.put("diff", test.feedback() == null ? null : test.feedback().diff());
                    t.put("stdout", test.output().stdout());
                    t.put("stderr", test.output().stderr());
                }
            }
        }
        ArrayNode notAttempted = root.putArray("notAttempted");
        summary.notAttempted().forEach(n -> notAttempted.addObject().put("id", n.id()).put("title", n.title())
                .put("maxPoints", n.maxPoints()));
        root.put("partial", summary.partial());
        root.put("points", round(summary.points()));
        root.put("maxPoints", summary.maxPoints());
        return root;
    }

    private static double round(double ms) {
        return Math.round(ms * 1000) / 1000.0;
    }
}
