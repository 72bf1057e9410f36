package dev.practicejudge.problem;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The shape of the tests shipped in {@code problems/n-queens} and {@code problems/n-queens-ii}:
 * one file per n from 1 to 9, named after it, holding only that n, with N-Queens' boards listed in
 * order. The expected outputs themselves are proved by each package's own
 * {@code proof/BruteForce.java} (every permutation of the columns), which {@code validate} runs
 * (see cli.ShippedPackagesValidateTest).
 */
class ShippedNQueensDataTest {

    private static final Path N_QUEENS_TESTS = ROOT.resolve("problems/n-queens/tests");
    private static final Path N_QUEENS_II_TESTS = ROOT.resolve("problems/n-queens-ii/tests");

    private static final ObjectMapper MAPPER = new ObjectMapper();

    @Test
    void eachProblemShipsExactlyNineTestFilesNamedAfterN() throws IOException {
        Set<String> wanted = IntStream.rangeClosed(1, 9).mapToObj(ShippedNQueensDataTest::fileName)
                .collect(Collectors.toCollection(TreeSet::new));
        for (Path dir : List.of(N_QUEENS_TESTS, N_QUEENS_II_TESTS)) {
            try (Stream<Path> files = Files.list(dir)) {
                Set<String> actual = files.map(p -> p.getFileName().toString())
                        .collect(Collectors.toCollection(TreeSet::new));
                assertEquals(wanted, actual, "test files in " + dir);
            }
        }
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9})
    void testFileInputIsExactlyTheNFromItsFileName(int n) throws IOException {
        for (Path dir : List.of(N_QUEENS_TESTS, N_QUEENS_II_TESTS)) {
            JsonNode root = read(dir, n);
            // The statements' examples (n = 1 and n = 4) are marked as samples; nothing else is there.
            Set<String> fields = n == 1 || n == 4 ? Set.of("input", "expected", "sample") : Set.of("input", "expected");
            assertEquals(fields, fieldNames(root), dir + " " + fileName(n));
            JsonNode input = root.get("input");
            assertTrue(input.isObject(), "input is an object");
            assertEquals(Set.of("n"), fieldNames(input), "input has only n");
            assertTrue(input.get("n").isInt(), "n is an integer");
            assertEquals(n, input.get("n").intValue(), dir + " " + fileName(n));
        }
    }

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9})
    void nQueensBoardsAreListedInLexicographicOrder(int n) throws IOException {
        JsonNode expected = read(N_QUEENS_TESTS, n).get("expected");
        for (int i = 1; i < expected.size(); i++) {
            assertTrue(compareBoards(expected.get(i - 1), expected.get(i)) < 0,
                    "boards " + (i - 1) + " and " + i + " out of order for n = " + n);
        }
    }

    // ---- file helpers -------------------------------------------------------------------

    private static String fileName(int n) {
        return String.format("%02d-n%d.json", n, n);
    }

    private static JsonNode read(Path dir, int n) throws IOException {
        return MAPPER.readTree(dir.resolve(fileName(n)).toFile());
    }

    private static Set<String> fieldNames(JsonNode node) {
        Set<String> names = new TreeSet<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    /** Compares two boards row by row as strings (lexicographic order of their strings). */
    private static int compareBoards(JsonNode a, JsonNode b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            int c = a.get(i).textValue().compareTo(b.get(i).textValue());
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.size(), b.size());
    }
}
