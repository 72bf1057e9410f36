package dev.practicejudge.problem;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The shape of the puzzles shipped in {@code problems/sudoku-solver/tests}: 6 required tests of
 * LeetCode's kind, then the challenge tier, named in order; only the board as input; some
 * challenge puzzles with exactly 17 givens (none with fewer), and none below 24 among the required. That each puzzle has
 * exactly one solution, and that it is the stored expected output, is proved by the package's own
 * {@code proof/UniqueSolution.java}, which {@code validate} runs (see cli.ShippedPackagesValidateTest).
 */
class ShippedSudokuDataTest {

    private static final Path TESTS = ROOT.resolve("problems/sudoku-solver/tests");
    private static final ObjectMapper MAPPER = new ObjectMapper();

    static Stream<String> testFiles() throws IOException {
        try (Stream<Path> files = Files.list(TESTS)) {
            return files.map(p -> p.getFileName().toString()).filter(name -> name.endsWith(".json")).sorted()
                    .toList().stream();
        }
    }

    /** The required tests, 01 to 06; the challenge tier follows them. */
    private static final int REQUIRED = 6;

    @Test
    void shipsSixRequiredTestsThenAChallengeTierNamedInOrder() throws IOException {
        List<String> names = testFiles().toList();
        assertTrue(names.size() >= REQUIRED + 4 && names.size() <= REQUIRED + 8, "number of tests: " + names);
        for (int i = 0; i < names.size(); i++) {
            assertTrue(names.get(i).matches(String.format("%02d-[a-z0-9]+(-[a-z0-9]+)*\\.json", i + 1)),
                    "test " + (i + 1) + " is named " + names.get(i));
        }
    }

    @Test
    void someButNoPuzzleHasFewerThanSeventeenGivens() throws IOException {
        int seventeen = 0;
        for (String name : testFiles().toList()) {
            int givens = 81 - count(board(read(name).get("input").get("board"), name), '.');
            assertTrue(givens >= 17, name + " has " + givens + " givens; no Sudoku with fewer than 17 has one solution");
            seventeen += givens == 17 ? 1 : 0;
        }
        assertTrue(seventeen >= 2, "at least two minimum-clue (17-given) puzzles, found " + seventeen);
    }

    @Test
    void requiredPuzzlesAreOfLeetCodesKindWithAtLeastTwentyFourGivens() throws IOException {
        for (String name : testFiles().limit(REQUIRED).toList()) {
            int givens = 81 - count(board(read(name).get("input").get("board"), name), '.');
            assertTrue(givens >= 24, name + " has " + givens + " givens; puzzles that sparse belong in the challenge tier");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("testFiles")
    void fileHasOnlyTheBoardAsInputAndAnExpectedBoard(String name) throws IOException {
        JsonNode root = read(name);
        Set<String> fields = fieldNames(root);
        fields.remove("comment");
        // Only the statement's example is a sample; every test after the required ones is in the challenge tier.
        boolean challenge = Integer.parseInt(name.substring(0, 2)) > REQUIRED;
        assertEquals(name.startsWith("01-") ? Set.of("input", "expected", "sample")
                : challenge ? Set.of("input", "expected", "challenge") : Set.of("input", "expected"), fields, name);
        if (challenge) {
            assertEquals(true, root.get("challenge").asBoolean(), name + ": \"challenge\": true");
        }
        assertEquals(Set.of("board"), fieldNames(root.get("input")), name + ": input");
        assertTrue(root.path("comment").isMissingNode() || root.get("comment").isTextual(), name + ": comment");
    }

    // ---- file helpers -------------------------------------------------------------------

    private static JsonNode read(String name) throws IOException {
        return MAPPER.readTree(TESTS.resolve(name).toFile());
    }

    /** A board in LeetCode's JSON form: 9 lists of 9 one-character strings, each "1".."9" or ".". */
    private static char[][] board(JsonNode node, String what) {
        assertNotNull(node, what + " is missing");
        assertTrue(node.isArray() && node.size() == 9, what + " is not 9 rows: " + node);
        char[][] board = new char[9][9];
        for (int r = 0; r < 9; r++) {
            JsonNode row = node.get(r);
            assertTrue(row.isArray() && row.size() == 9, what + ": row " + r + " is not 9 cells: " + row);
            for (int c = 0; c < 9; c++) {
                JsonNode cell = row.get(c);
                assertTrue(cell.isTextual() && cell.textValue().matches("[1-9.]"),
                        what + ": row " + r + ", column " + c + " is " + cell);
                board[r][c] = cell.textValue().charAt(0);
            }
        }
        return board;
    }

    /** A board from 81 characters in reading order. */
    private static char[][] board(String cells) {
        assertEquals(81, cells.length());
        char[][] board = new char[9][];
        for (int r = 0; r < 9; r++) {
            board[r] = cells.substring(9 * r, 9 * r + 9).toCharArray();
        }
        return board;
    }

    private static int count(char[][] board, char wanted) {
        int n = 0;
        for (char[] row : board) {
            for (char cell : row) {
                n += cell == wanted ? 1 : 0;
            }
        }
        return n;
    }

    private static Set<String> fieldNames(JsonNode node) {
        Set<String> names = new TreeSet<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
