package dev.practicejudge.problem;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Proves the expected answers shipped in {@code problems/n-queens} and {@code problems/n-queens-ii}
 * without trusting any solver: every permutation of the columns is tried by brute force, and each
 * shipped board is re-checked on its strings by a separate validity check. The files were generated
 * once by a script that is not kept, so this test is what keeps them honest.
 */
class ShippedNQueensDataTest {

    private static final Path N_QUEENS_TESTS = ROOT.resolve("problems/n-queens/tests");
    private static final Path N_QUEENS_II_TESTS = ROOT.resolve("problems/n-queens-ii/tests");

    /** Number of n-queens solutions for n = 1..9 (OEIS A000170). */
    private static final int[] KNOWN_COUNTS = {1, 0, 0, 2, 10, 4, 40, 92, 352};

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Map<Integer, Set<List<String>>> BRUTE_FORCE = new HashMap<>();

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
    void nQueensExpectedBoardsAreExactlyAllValidPlacements(int n) throws IOException {
        JsonNode expected = read(N_QUEENS_TESTS, n).get("expected");
        assertTrue(expected.isArray(), "expected is a list of boards");

        List<List<String>> boards = new ArrayList<>();
        for (JsonNode boardNode : expected) {
            assertTrue(boardNode.isArray(), "each board is a list of rows");
            List<String> board = new ArrayList<>();
            for (JsonNode row : boardNode) {
                assertTrue(row.isTextual(), "each row is a string");
                board.add(row.textValue());
            }
            assertTrue(isValidBoard(board, n), "invalid board for n = " + n + ": " + board);
            boards.add(board);
        }

        Set<List<String>> distinct = new HashSet<>(boards);
        assertEquals(boards.size(), distinct.size(), "duplicate boards for n = " + n);
        Set<List<String>> all = bruteForce(n);
        assertEquals(all.size(), boards.size(), "number of boards for n = " + n);
        assertEquals(all, distinct, "boards for n = " + n);
        assertEquals(KNOWN_COUNTS[n - 1], boards.size(), "known count for n = " + n);
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

    @ParameterizedTest(name = "n = {0}")
    @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9})
    void nQueensIiExpectedCountMatchesBruteForceAndKnownSequence(int n) throws IOException {
        JsonNode expected = read(N_QUEENS_II_TESTS, n).get("expected");
        assertTrue(expected.isInt(), "expected is an integer");
        assertEquals(bruteForce(n).size(), expected.intValue(), "brute-force count for n = " + n);
        assertEquals(KNOWN_COUNTS[n - 1], expected.intValue(), "known count for n = " + n);
    }

    @Test
    void boardCheckRejectsMalformedAndAttackingBoards() {
        assertTrue(isValidBoard(List.of(".Q..", "...Q", "Q...", "..Q."), 4));
        assertFalse(isValidBoard(List.of(".Q..", "...Q", "Q..."), 4), "too few rows");
        assertFalse(isValidBoard(List.of(".Q..", "...Q", "Q...", "..Q"), 4), "short row");
        assertFalse(isValidBoard(List.of(".Q..", "...Q", "Q...", "..q."), 4), "bad character");
        assertFalse(isValidBoard(List.of(".QQ.", "...Q", "Q...", "...."), 4), "two queens in a row");
        assertFalse(isValidBoard(List.of(".Q..", ".Q..", "Q...", "..Q."), 4), "shared column");
        assertFalse(isValidBoard(List.of("Q...", ".Q..", "...Q", "..Q."), 4), "shared diagonal");
        assertFalse(isValidBoard(List.of("..Q.", ".Q..", "...Q", "Q..."), 4), "shared anti-diagonal");
    }

    // ---- independent oracle -------------------------------------------------------------

    /** All solutions for n, found by trying every permutation of the columns 0..n-1. */
    private static synchronized Set<List<String>> bruteForce(int n) {
        return BRUTE_FORCE.computeIfAbsent(n, size -> {
            Set<List<String>> boards = new HashSet<>();
            int[] p = IntStream.range(0, size).toArray();
            permute(p, 0, boards);
            return boards;
        });
    }

    private static void permute(int[] p, int k, Set<List<String>> out) {
        if (k == p.length) {
            if (noSharedDiagonal(p)) {
                out.add(render(p));
            }
            return;
        }
        for (int i = k; i < p.length; i++) {
            swap(p, k, i);
            permute(p, k + 1, out);
            swap(p, k, i);
        }
    }

    private static boolean noSharedDiagonal(int[] p) {
        for (int i = 0; i < p.length; i++) {
            for (int j = i + 1; j < p.length; j++) {
                if (Math.abs(p[i] - p[j]) == j - i) {
                    return false;
                }
            }
        }
        return true;
    }

    private static List<String> render(int[] p) {
        List<String> board = new ArrayList<>(p.length);
        for (int col : p) {
            board.add(".".repeat(col) + "Q" + ".".repeat(p.length - col - 1));
        }
        return List.copyOf(board);
    }

    private static void swap(int[] a, int i, int j) {
        int t = a[i];
        a[i] = a[j];
        a[j] = t;
    }

    /**
     * Checks a board on its strings alone: n rows of length n over '.' and 'Q', exactly one queen
     * per row and per column, and no two queens on the same diagonal or anti-diagonal.
     */
    private static boolean isValidBoard(List<String> board, int n) {
        if (board.size() != n) {
            return false;
        }
        List<int[]> queens = new ArrayList<>();
        for (int r = 0; r < n; r++) {
            String row = board.get(r);
            if (row.length() != n) {
                return false;
            }
            int inRow = 0;
            for (int c = 0; c < n; c++) {
                char ch = row.charAt(c);
                if (ch == 'Q') {
                    queens.add(new int[] {r, c});
                    inRow++;
                } else if (ch != '.') {
                    return false;
                }
            }
            if (inRow != 1) {
                return false;
            }
        }
        Set<Integer> cols = new HashSet<>();
        Set<Integer> diagonals = new HashSet<>();
        Set<Integer> antiDiagonals = new HashSet<>();
        for (int[] q : queens) {
            if (!cols.add(q[1]) || !diagonals.add(q[0] - q[1]) || !antiDiagonals.add(q[0] + q[1])) {
                return false;
            }
        }
        return cols.size() == n;
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
