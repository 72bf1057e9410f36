package dev.practicejudge.judge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.text.CacheFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The learner's last result per problem, kept in {@code .judge-cache/status.json} (ignored by git)
 * so {@code list} can say not started, attempted or solved. Written as a listener after each
 * judged run of the learner's own files; a lost or corrupt cache only costs that status.
 */
public final class StatusCache implements JudgeListener {

    static final String FILE = "status.json";
    private static final String LOCK_FILE = "status.lock";

    private final Path file;
    private final Clock clock;

    public StatusCache(Path repositoryRoot, Clock clock) {
        this.file = repositoryRoot.resolve(Workspace.CACHE_DIR).resolve(FILE);
        this.clock = clock;
    }

    /**
     * The last result of one problem.
     *
     * @param firstFailed the name of the first test that was not accepted, for {@code debug} to
     *     start from; empty when all passed, or for a cache written before it was kept
     */
    public record Status(String verdict, int passed, int total, String at, Optional<String> firstFailed) {
        public Status {
            Objects.requireNonNull(firstFailed, "firstFailed");
        }

        public boolean solved() {
            return "AC".equals(verdict);
        }
    }

    /** Every problem's last result; empty when there is no cache yet or it cannot be read. */
    public static Map<String, Status> read(Path repositoryRoot) {
        Path file = repositoryRoot.resolve(Workspace.CACHE_DIR).resolve(FILE);
        Map<String, Status> statuses = new LinkedHashMap<>();
        try {
            JsonNode root = Json.MAPPER.readTree(Files.readString(file, StandardCharsets.UTF_8));
            for (Iterator<Map.Entry<String, JsonNode>> it = root.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> entry = it.next();
                JsonNode s = entry.getValue();
                String firstFailed = s.path("firstFailed").asText("");
                statuses.put(entry.getKey(), new Status(s.path("verdict").asText(), s.path("passed").asInt(),
                        s.path("total").asInt(), s.path("at").asText(),
                        firstFailed.isEmpty() ? Optional.empty() : Optional.of(firstFailed)));
            }
        } catch (IOException | RuntimeException e) {
            // No cache yet, or one a crash left half-written: every problem reads as not started.
        }
        return statuses;
    }

    /** The status of one problem, if it was ever judged. */
    public static Optional<Status> of(Path repositoryRoot, String problemId) {
        return Optional.ofNullable(read(repositoryRoot).get(problemId));
    }

    @Override
    public void runFinished(RunSummary summary) {
        // Read, update and write under a lock, so two runs at once in one repository (two
        // terminals, a watch beside a test) each keep the other's results instead of the last
        // writer's copy winning. The JVM lock covers threads, the file lock other processes.
        try {
            CacheFile.locked(file.resolveSibling(LOCK_FILE), () -> {
                write(updated(summary));
                return null;
            });
        } catch (IOException | RuntimeException e) {
            // The status is a convenience for `list`; failing to save it must not fail the judgement.
        }
    }

    private Map<String, Status> updated(RunSummary summary) {
        Map<String, Status> statuses = read(file.getParent().getParent());
        String now = clock.instant().toString();
        for (ProblemResult result : summary.results()) {
            if (result.partial()) {
                // Some tests were not judged: passing those is not solving the problem, so the last full result stays.
                continue;
            }
            Optional<String> firstFailed = result.tests().stream().filter(t -> !t.challenge() && !t.passed())
                    .map(TestResult::name).findFirst();
            statuses.put(result.id(), new Status(result.verdict().name(), result.passedTests(), result.totalTests(), now,
                    firstFailed));
        }
        return statuses;
    }

    private void write(Map<String, Status> statuses) throws IOException {
        ObjectNode root = Json.MAPPER.createObjectNode();
        statuses.forEach((id, s) -> {
            ObjectNode status = root.putObject(id).put("verdict", s.verdict()).put("passed", s.passed())
                    .put("total", s.total()).put("at", s.at());
            s.firstFailed().ifPresent(name -> status.put("firstFailed", name));
        });
        CacheFile.write(file, Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(root));
    }
}
