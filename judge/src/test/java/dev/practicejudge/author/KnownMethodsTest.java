package dev.practicejudge.author;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * leetcode-methods.json is a copy of the shipped packages' titles, methods and first tests: this keeps
 * it one. When a package changes, copy its "title", "method" and its first test's "input" and
 * "expected" into the resource's entry for it (a new package with a method gets an entry too).
 */
class KnownMethodsTest {

    @Test
    void everyShippedProblemWithAMethodIsKnownAsItsPackageSays() throws IOException {
        JsonNode all = KnownMethods.all();
        List<String> shipped = new ArrayList<>();
        try (Stream<Path> folders = Files.list(ROOT.resolve("problems"))) {
            for (Path folder : folders.sorted().toList()) {
                JsonNode spec = Json.MAPPER.readTree(folder.resolve("problem.json").toFile());
                if (!spec.has("method")) {
                    continue;
                }
                String id = folder.getFileName().toString();
                shipped.add(id);
                JsonNode entry = all.path(id);
                assertEquals(spec.path("title"), entry.path("title"), id);
                assertEquals(spec.path("method"), entry.path("method"), id);
                Path first;
                try (Stream<Path> tests = Files.list(folder.resolve("tests"))) {
                    first = tests.filter(t -> t.toString().endsWith(".json")).sorted().findFirst().orElseThrow();
                }
                JsonNode test = Json.MAPPER.readTree(first.toFile());
                assertEquals(test.path("input"), entry.path("sample").path("input"), id);
                assertEquals(test.path("expected"), entry.path("sample").path("expected"), id);
            }
        }
        List<String> known = new ArrayList<>();
        all.fieldNames().forEachRemaining(known::add);
        assertEquals(shipped, known.stream().sorted().toList(), "one entry per shipped problem with a method");
    }

    @Test
    void theSignatureIsLeetCodesJavaSignature() {
        assertEquals("int climbStairs(int n)", KnownMethods.of("climbing-stairs").orElseThrow().signature());
        assertEquals("void solveSudoku(char[][] board)", KnownMethods.of("sudoku-solver").orElseThrow().signature());
        assertTrue(KnownMethods.of("lru-cache").isEmpty(), "a design problem has no method to know");
        assertTrue(KnownMethods.of("stair-sums").isEmpty());
    }
}
