package dev.practicejudge.testing;

import static dev.practicejudge.testing.TestRepository.FIXTURES;
import static dev.practicejudge.testing.TestRepository.ROOT;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.practicejudge.cli.PracticeJudge;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The one way tests run the CLI: in-process, as {@code judgew --root ROOT ARGS}, with output
 * captured and, unless a test says otherwise, an empty environment (no CI, no NO_COLOR, no
 * PRACTICE_JUDGE_ROOT), so what the developer's shell has set never changes a result.
 */
public final class Judgew {

    private Judgew() {
    }

    /** Runs {@code judgew --root ROOT ARGS} (ARGS naming the command) in an empty environment. */
    public static CliResult run(Path root, String... args) {
        return run(Map.of(), root, args);
    }

    /** Runs {@code judgew --root ROOT ARGS} as if in {@code environment} (e.g. GITHUB_ACTIONS=true). */
    public static CliResult run(Map<String, String> environment, Path root, String... args) {
        List<String> all = new ArrayList<>(List.of("--root", root.toString()));
        all.addAll(List.of(args));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = PracticeJudge.run(environment, new PrintWriter(out), new PrintWriter(err), all.toArray(String[]::new));
        return new CliResult(exit, out.toString(), err.toString(), null);
    }

    /** Runs {@code judgew --root ROOT ARGS --json <temp>} (ARGS naming the command) and reads the report back. */
    public static CliResult withReport(Path root, String... args) throws IOException {
        Path json = Files.createTempFile("judge-report-", ".json");
        Files.delete(json);
        try {
            List<String> all = new ArrayList<>(List.of(args));
            all.addAll(List.of("--json", json.toString()));
            CliResult run = run(root, all.toArray(String[]::new));
            JsonNode report = Files.exists(json) ? new ObjectMapper().readTree(json.toFile()) : null;
            return new CliResult(run.exit(), run.out(), run.err(), report);
        } finally {
            Files.deleteIfExists(json);
        }
    }

    /** Runs {@code judgew --root ROOT test ARGS --json <temp>} and reads the report back. */
    public static CliResult test(Path root, String... args) throws IOException {
        List<String> all = new ArrayList<>(List.of("test"));
        all.addAll(List.of(args));
        return withReport(root, all.toArray(String[]::new));
    }

    /**
     * Judges a fixture solution as the Solution of {@code problem} in the real repository, with
     * {@code options} after (e.g. {@code --verbose}, {@code --all}).
     */
    public static CliResult fixture(String problem, String fixture, String... options) throws IOException {
        List<String> all = new ArrayList<>(List.of(problem, "--solution", FIXTURES.resolve(problem).resolve(fixture).toString()));
        all.addAll(List.of(options));
        return test(ROOT, all.toArray(String[]::new));
    }
}
