package dev.practicejudge.problem;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;

/**
 * The shipped problems' test files as the data tests read them: by name, in order, each parsed
 * once (the largest, combinations' 13-n20-k10, is 6 MB), and read as plain JSON, not through the
 * loader, so that a test can look at a file's own fields.
 */
final class ShippedTestFiles {

    private static final Map<Path, JsonNode> PARSED = new HashMap<>();

    private ShippedTestFiles() {
    }

    /** The problem's test files' names, sorted. */
    static List<String> names(String problem) throws IOException {
        try (Stream<Path> files = Files.list(tests(problem))) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".json")).sorted().toList();
        }
    }

    /** One test file, parsed (once). */
    static synchronized JsonNode read(String problem, String name) throws IOException {
        Path file = tests(problem).resolve(name);
        JsonNode root = PARSED.get(file);
        if (root == null) {
            root = Json.MAPPER.readTree(file.toFile());
            PARSED.put(file, root);
        }
        return root;
    }

    static Set<String> fieldNames(JsonNode node) {
        Set<String> names = new TreeSet<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static Path tests(String problem) {
        return TestRepository.ROOT.resolve("problems").resolve(problem).resolve("tests");
    }
}
