package dev.practicejudge.problem;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Proves the puzzles and answers shipped in {@code problems/sudoku-solver/tests} without trusting
 * any shipped submission or the problem's checker: each input is a well-formed board, a solution
 * counter written here (stopping at two) finds exactly one solution, that solution is the stored
 * expected output, and the expected output keeps every given and obeys the rules on its own. The
 * files were generated once by a script that is not kept, so this test is what keeps them honest.
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

    @Test
    void shipsEightToTwelveTestsNamedInOrder() throws IOException {
        List<String> names = testFiles().toList();
        assertTrue(names.size() >= 8 && names.size() <= 12, "number of tests: " + names);
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

    @ParameterizedTest(name = "{0}")
    @MethodSource("testFiles")
    void fileHasOnlyTheBoardAsInputAndAnExpectedBoard(String name) throws IOException {
        JsonNode root = read(name);
        Set<String> fields = fieldNames(root);
        fields.remove("comment");
        // Only the statement's example is a sample.
        assertEquals(name.startsWith("01-") ? Set.of("input", "expected", "sample") : Set.of("input", "expected"),
                fields, name);
        assertEquals(Set.of("board"), fieldNames(root.get("input")), name + ": input");
        assertTrue(root.path("comment").isMissingNode() || root.get("comment").isTextual(), name + ": comment");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("testFiles")
    void puzzleHasExactlyOneSolutionAndItIsTheExpectedBoard(String name) throws IOException {
        JsonNode root = read(name);
        char[][] puzzle = board(root.get("input").get("board"), name + " input");
        char[][] expected = board(root.get("expected"), name + " expected");

        for (int r = 0; r < 9; r++) {
            for (int c = 0; c < 9; c++) {
                char cell = expected[r][c];
                assertTrue(cell >= '1' && cell <= '9', name + ": expected row " + r + ", column " + c + " is " + cell);
                if (puzzle[r][c] != '.') {
                    assertEquals(puzzle[r][c], cell, name + ": expected changes the given at row " + r + ", column " + c);
                }
            }
        }
        assertTrue(followsTheRules(expected), name + ": expected breaks a row, column or box");

        SolutionCounter counter = new SolutionCounter(puzzle);
        assertTrue(counter.givensAreConsistent(), name + ": two givens clash");
        List<char[][]> solutions = counter.solutionsUpTo(2);
        assertEquals(1, solutions.size(), name + ": number of solutions (counting stops at 2)");
        assertArrayEquals(expected, solutions.get(0), name + ": the one solution differs from expected");
    }

    @Test
    void counterFindsTwoSolutionsWhereThereAreTwoAndNoneForAContradiction() {
        char[][] solved = board(
                "534678912672195348198342567859761423426853791713924856961537284287419635345286179");
        assertTrue(followsTheRules(solved));
        assertEquals(1, new SolutionCounter(solved).solutionsUpTo(2).size(), "a full grid is its own one solution");

        char[][] sparse = board("5" + ".".repeat(80));
        assertEquals(2, new SolutionCounter(sparse).solutionsUpTo(2).size(), "one given leaves many solutions");

        char[][] stuck = board("12345678." + "........9" + ".".repeat(63));
        assertTrue(new SolutionCounter(stuck).givensAreConsistent());
        assertEquals(0, new SolutionCounter(stuck).solutionsUpTo(2).size(), "row 0, column 8 has no digit left");

        char[][] clash = board("55" + ".".repeat(79));
        assertFalse(new SolutionCounter(clash).givensAreConsistent(), "two 5s in row 0");
    }

    @Test
    void ruleCheckFindsARepeatInARowAColumnAndABox() {
        String solved = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
        assertTrue(followsTheRules(board(solved)));
        // Swapping two cells of a row keeps the row valid but breaks their columns and boxes.
        char[][] swapped = board(solved);
        char t = swapped[0][0];
        swapped[0][0] = swapped[0][8];
        swapped[0][8] = t;
        assertFalse(followsTheRules(swapped), "swapped cells in row 0");
        // Relabelling a digit everywhere breaks every row, column and box it touches.
        assertFalse(followsTheRules(board(solved.replace('9', '1'))), "no 9 left");
        // Shifting rows keeps rows and columns Latin but breaks the boxes.
        assertFalse(followsTheRules(board(solved.substring(9) + solved.substring(0, 9))), "rows shifted by one");
    }

    // ---- independent oracle -------------------------------------------------------------

    /**
     * Finds up to a given number of solutions by depth-first search over the empty cell with the
     * fewest candidates; with a limit of 2 it proves a puzzle has exactly one solution.
     */
    private static final class SolutionCounter {
        private final char[][] grid = new char[9][9];
        private final boolean[][] inRow = new boolean[9][10];
        private final boolean[][] inColumn = new boolean[9][10];
        private final boolean[][] inBox = new boolean[9][10];
        private final boolean consistent;
        private final List<char[][]> found = new ArrayList<>();

        SolutionCounter(char[][] puzzle) {
            boolean ok = true;
            for (int r = 0; r < 9; r++) {
                for (int c = 0; c < 9; c++) {
                    grid[r][c] = puzzle[r][c];
                    if (puzzle[r][c] != '.') {
                        int d = puzzle[r][c] - '0';
                        ok &= !inRow[r][d] && !inColumn[c][d] && !inBox[box(r, c)][d];
                        mark(r, c, d, true);
                    }
                }
            }
            consistent = ok;
        }

        boolean givensAreConsistent() {
            return consistent;
        }

        List<char[][]> solutionsUpTo(int limit) {
            if (consistent) {
                search(limit);
            }
            return found;
        }

        private void search(int limit) {
            int bestRow = -1;
            int bestColumn = -1;
            int fewest = 10;
            for (int r = 0; r < 9 && fewest > 0; r++) {
                for (int c = 0; c < 9; c++) {
                    if (grid[r][c] == '.') {
                        int options = 0;
                        for (int d = 1; d <= 9; d++) {
                            options += fits(r, c, d) ? 1 : 0;
                        }
                        if (options < fewest) {
                            fewest = options;
                            bestRow = r;
                            bestColumn = c;
                        }
                    }
                }
            }
            if (bestRow < 0) {
                char[][] copy = new char[9][];
                for (int r = 0; r < 9; r++) {
                    copy[r] = grid[r].clone();
                }
                found.add(copy);
                return;
            }
            for (int d = 1; d <= 9 && found.size() < limit; d++) {
                if (fits(bestRow, bestColumn, d)) {
                    grid[bestRow][bestColumn] = (char) ('0' + d);
                    mark(bestRow, bestColumn, d, true);
                    search(limit);
                    mark(bestRow, bestColumn, d, false);
                    grid[bestRow][bestColumn] = '.';
                }
            }
        }

        private boolean fits(int r, int c, int d) {
            return !inRow[r][d] && !inColumn[c][d] && !inBox[box(r, c)][d];
        }

        private void mark(int r, int c, int d, boolean used) {
            inRow[r][d] = used;
            inColumn[c][d] = used;
            inBox[box(r, c)][d] = used;
        }

        private static int box(int r, int c) {
            return r / 3 * 3 + c / 3;
        }
    }

    /** True when every row, column and box holds the digits 1 to 9 once each. */
    private static boolean followsTheRules(char[][] grid) {
        for (int unit = 0; unit < 9; unit++) {
            Set<Character> row = new TreeSet<>();
            Set<Character> column = new TreeSet<>();
            Set<Character> box = new TreeSet<>();
            for (int i = 0; i < 9; i++) {
                row.add(grid[unit][i]);
                column.add(grid[i][unit]);
                box.add(grid[unit / 3 * 3 + i / 3][unit % 3 * 3 + i % 3]);
            }
            Set<Character> digits = Set.of('1', '2', '3', '4', '5', '6', '7', '8', '9');
            if (!row.equals(digits) || !column.equals(digits) || !box.equals(digits)) {
                return false;
            }
        }
        return true;
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
