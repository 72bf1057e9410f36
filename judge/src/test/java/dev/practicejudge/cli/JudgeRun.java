package dev.practicejudge.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** One in-process run of the real CLI (with real worker JVMs): its exit status, output and JSON report. */
record JudgeRun(int exitCode, String out, String err, JsonNode report) {

    static final Path ROOT = Path.of(System.getProperty("practicejudge.root", "..")).toAbsolutePath().normalize();
    static final Path FIXTURES = ROOT.resolve("judge/src/test/resources/fixtures");

    /** Runs {@code judgew --root ROOT test ARGS --json <temp>} and reads the report back. */
    static JudgeRun test(Path root, String... args) throws IOException {
        List<String> all = new ArrayList<>(List.of("test"));
        all.addAll(List.of(args));
        return run(root, all.toArray(String[]::new));
    }

    /** Runs {@code judgew --root ROOT ARGS --json <temp>} (ARGS naming the command) and reads the report back. */
    static JudgeRun run(Path root, String... args) throws IOException {
        Path json = Files.createTempFile("judge-report-", ".json");
        Files.delete(json);
        try {
            List<String> all = new ArrayList<>(List.of("--root", root.toString()));
            all.addAll(List.of(args));
            all.addAll(List.of("--json", json.toString()));
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            int exit = PracticeJudge.run(new PrintWriter(out), new PrintWriter(err), all.toArray(String[]::new));
            JsonNode report = Files.exists(json) ? new ObjectMapper().readTree(json.toFile()) : null;
            return new JudgeRun(exit, out.toString(), err.toString(), report);
        } finally {
            Files.deleteIfExists(json);
        }
    }

    /** Copies a folder (a problem's package, say) into a test's temporary repository. */
    static void copyTree(Path from, Path to) throws IOException {
        TestRepository.copyTree(from, to);
    }

    /** Copies the problems the judge's own tests use into a test's temporary repository. */
    static void copyCoreProblems(Path root) throws IOException {
        TestRepository.copyProblems(root, TestRepository.CORE_PROBLEMS);
    }

    /** Judges a fixture solution as the Solution of {@code problem} in the real repository. */
    static JudgeRun fixture(String problem, String fixture) throws IOException {
        return test(ROOT, problem, "--solution", FIXTURES.resolve(problem).resolve(fixture).toString());
    }

    JsonNode problem(String id) {
        for (JsonNode p : report.get("problems")) {
            if (p.get("id").asText().equals(id)) {
                return p;
            }
        }
        throw new AssertionError("no problem " + id + " in the report:\n" + report);
    }

    /** The verdicts of the only problem's tests, space-separated in test order. */
    String testVerdicts() {
        List<String> verdicts = new ArrayList<>();
        report.get("problems").get(0).get("tests").forEach(t -> verdicts.add(t.get("verdict").asText()));
        return String.join(" ", verdicts);
    }

    @Override
    public String toString() {
        return "exit " + exitCode + "\n--- out\n" + out + "\n--- err\n" + err;
    }
}
