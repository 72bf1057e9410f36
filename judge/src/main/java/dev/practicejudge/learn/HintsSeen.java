package dev.practicejudge.learn;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.text.CacheFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.IntUnaryOperator;

/**
 * How many hints of each problem the learner has seen, kept in {@code .judge-cache/hints.json}
 * beside the status cache (ignored by git): {@code {"n-queens": 2}}. {@code hint} counts up,
 * {@code list} and {@code show} report it; grading never reads it. A lost or corrupt file only
 * costs the counts: every problem then reads as no hints seen.
 */
public final class HintsSeen {

    static final String FILE = "hints.json";
    private static final String LOCK_FILE = "hints.lock";

    private final Path file;

    /** @param repositoryRoot the repository whose {@code .judge-cache/} holds the counts */
    public HintsSeen(Path repositoryRoot) {
        this.file = repositoryRoot.resolve(Workspace.CACHE_DIR).resolve(FILE);
    }

    /** Every problem's count of hints seen, by id; problems with none seen are absent. */
    public Map<String, Integer> all() {
        Map<String, Integer> counts = new TreeMap<>();
        try {
            JsonNode root = Json.MAPPER.readTree(Files.readString(file, StandardCharsets.UTF_8));
            for (Iterator<Map.Entry<String, JsonNode>> it = root.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> entry = it.next();
                if (entry.getValue().canConvertToInt() && entry.getValue().asInt() > 0) {
                    counts.put(entry.getKey(), entry.getValue().asInt());
                }
            }
        } catch (IOException | RuntimeException e) {
            // No file yet, or one a crash or an editor left unreadable: no hints seen anywhere.
        }
        return counts;
    }

    /** How many hints of {@code problemId} the learner has seen; 0 when none, or the file is lost. */
    public int of(String problemId) {
        return all().getOrDefault(problemId, 0);
    }

    /**
     * Changes one problem's count and returns the new one, read, updated and written under a lock so
     * two commands at once (two terminals) both count. The count is a convenience: when it cannot be
     * saved, the new count is still returned and the hint still shown.
     *
     * @param update the new count from the old
     */
    public int update(String problemId, IntUnaryOperator update) {
        try {
            return CacheFile.locked(file.resolveSibling(LOCK_FILE), () -> {
                Map<String, Integer> counts = all();
                int next = update.applyAsInt(counts.getOrDefault(problemId, 0));
                counts.put(problemId, next);
                ObjectNode root = Json.MAPPER.createObjectNode();
                counts.forEach(root::put);
                CacheFile.write(file, Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n");
                return next;
            });
        } catch (IOException | RuntimeException e) {
            return update.applyAsInt(of(problemId));
        }
    }
}
