package dev.practicejudge.problem;

import static dev.practicejudge.problem.ShippedTestFiles.names;
import static dev.practicejudge.problem.ShippedTestFiles.read;
import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.api.CheckResult;
import dev.practicejudge.check.Comparators;
import dev.practicejudge.check.OutputComparator;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.json.Json;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The data shipped in {@code problems/word-search}, {@code graph-coloring}, {@code knights-tour}
 * and {@code latin-square} beyond what their proofs prove: every test loads, the tests cover what
 * they exist for (both answers, impossible graphs, a greedy trap, the limits), and each Latin
 * square's comment says truly whether its completion is the only one. Each expected output (and
 * each input's constraints) is proved by the package's own {@code proof/BruteForce.java}, which
 * {@code validate} runs (see cli.ShippedPackagesValidateTest).
 *
 * <p>The three checkers, compiled as the judge compiles them, must accept every stored answer
 * and reject hand-made wrong answers with the reason a learner needs (the tables near the end).
 */
class ShippedBoardProblemsDataTest {

    private static final List<String> IDS = List.of("word-search", "graph-coloring", "knights-tour", "latin-square");
    private static final SolutionCompiler COMPILER = new SolutionCompiler();
    private static final Map<String, Problem> PROBLEMS = new HashMap<>();
    private static final Map<String, OutputComparator> CHECKERS = new HashMap<>();

    // ---- the packages' shape --------------------------------------------------------------

    @Test
    void everyTestLoadsAgainstItsSpec() {
        for (String id : IDS) {
            Problem problem = problem(id);
            assertEquals(id, problem.id());
            assertTrue(problem.tests().size() >= 8, id);
        }
    }

    // ---- Word Search ----------------------------------------------------------------------

    @Test
    void wordSearchTestsCoverBothAnswersAndTheLimits() throws IOException {
        int yes = 0;
        int no = 0;
        boolean largest = false;
        boolean longest = false;
        for (String name : names("word-search")) {
            JsonNode root = read("word-search", name);
            char[][] board = letterBoard(root.get("input").get("board"), name);
            largest |= board.length == 6 && board[0].length == 6;
            longest |= root.get("input").get("word").textValue().length() == 15;
            if (root.get("expected").booleanValue()) {
                yes++;
            } else {
                no++;
            }
        }
        assertTrue(yes >= 4 && no >= 4, yes + " true, " + no + " false");
        assertTrue(largest && longest, "a 6 x 6 board and a 15-letter word");
    }

    // ---- Graph Colouring ------------------------------------------------------------------

    @Test
    void graphColoringTestsIncludeImpossibleGraphsAndAGreedyTrap() throws IOException {
        int impossible = 0;
        for (String name : names("graph-coloring")) {
            impossible += read("graph-coloring", name).get("expected").size() == 0 ? 1 : 0;
        }
        assertTrue(impossible >= 4, impossible + " tests without a colouring");

        JsonNode trap = read("graph-coloring", "08-greedy-trap.json").get("input");
        int n = trap.get("n").intValue();
        int[][] edges = edges(trap.get("edges"), n, "08");
        assertEquals(n, read("graph-coloring", "08-greedy-trap.json").get("expected").size(),
                "the crown graph is two-colourable");
        assertNull(firstFitInOrder(n, edges, trap.get("m").intValue()),
                "first-fit in vertex order must run out of colours on the greedy trap");
        assertNotNull(firstFitInOrder(4, new int[][] {{0, 1}, {1, 2}, {2, 3}, {0, 3}}, 2), "greedy on a square");
    }

    /** Colours vertices 0, 1, ... each with the smallest free colour, never going back; null when stuck. */
    private static int[] firstFitInOrder(int n, int[][] edges, int m) {
        int[] colours = new int[n];
        for (int v = 0; v < n; v++) {
            Set<Integer> taken = new HashSet<>();
            for (int[] e : edges) {
                if (e[0] == v) {
                    taken.add(colours[e[1]]);
                } else if (e[1] == v) {
                    taken.add(colours[e[0]]);
                }
            }
            int c = 1;
            while (taken.contains(c)) {
                c++;
            }
            if (c > m) {
                return null;
            }
            colours[v] = c;
        }
        return colours;
    }

    private static int[][] edges(JsonNode node, int n, String name) {
        assertTrue(node.isArray(), name + ": edges");
        int[][] edges = new int[node.size()][];
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < node.size(); i++) {
            JsonNode e = node.get(i);
            assertTrue(e.isArray() && e.size() == 2 && e.get(0).isInt() && e.get(1).isInt(), name + ": edge " + e);
            int u = e.get(0).intValue();
            int v = e.get(1).intValue();
            assertTrue(u >= 0 && u < n && v >= 0 && v < n, name + ": edge " + e + " outside 0.." + (n - 1));
            assertTrue(u != v, name + ": edge " + e + " is a loop");
            assertTrue(seen.add(Math.min(u, v) + "-" + Math.max(u, v)), name + ": edge " + e + " is listed twice");
            edges[i] = new int[] {u, v};
        }
        return edges;
    }

    // ---- Latin square -----------------------------------------------------------------------

    /** How many completions each test has, counted up to 2 (2: "several"), as the tests' comments say. */
    private static final Map<String, Integer> LATIN_COMPLETIONS = Map.ofEntries(
            Map.entry("01-three-by-three.json", 1), Map.entry("02-four-by-four.json", 1),
            Map.entry("03-one-cell-empty.json", 1), Map.entry("04-one-cell-given.json", 1),
            Map.entry("05-two-by-two.json", 1), Map.entry("06-already-complete.json", 1),
            Map.entry("07-five-by-five.json", 1), Map.entry("08-six-by-six-first-row-and-column.json", 2),
            Map.entry("09-six-by-six.json", 1), Map.entry("10-seven-by-seven-empty.json", 2),
            Map.entry("11-seven-by-seven-diagonal.json", 2), Map.entry("12-seven-by-seven-last-row-empty.json", 1),
            Map.entry("13-seven-by-seven.json", 1), Map.entry("14-seven-by-seven-against-backtracking.json", 2));

    static Stream<String> latinSquareTests() throws IOException {
        return names("latin-square").stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("latinSquareTests")
    void latinSquareCommentSaysWhetherTheCompletionIsUnique(String name) throws IOException {
        JsonNode squareNode = read("latin-square", name).get("input").get("square");
        int[][] square = intGrid(squareNode, squareNode.size(), squareNode.size(), name + " input");
        assertTrue(LATIN_COMPLETIONS.containsKey(name), name + " is missing from LATIN_COMPLETIONS");
        assertEquals(LATIN_COMPLETIONS.get(name), completions(square, 2), name + ": completions (counted up to 2)");
    }

    @Test
    void latinRuleCheckAndCounterWork() {
        assertTrue(isLatin(new int[][] {{1, 2}, {2, 1}}));
        assertFalse(isLatin(new int[][] {{1, 2}, {1, 2}}), "columns repeat");
        assertFalse(isLatin(new int[][] {{1, 1}, {2, 2}}), "rows repeat");
        assertFalse(isLatin(new int[][] {{1, 3}, {3, 1}}), "3 is out of range");
        assertEquals(2, completions(new int[2][2], 5), "two Latin squares of order 2");
        assertEquals(12, completions(new int[3][3], 100), "twelve of order 3");
        assertEquals(576, completions(new int[4][4], 1000), "576 of order 4");
        assertEquals(0, completions(new int[][] {{1, 0}, {0, 2}}, 5), "1 and 2 on the diagonal of a 2 x 2");
    }

    private static boolean isLatin(int[][] grid) {
        int n = grid.length;
        for (int i = 0; i < n; i++) {
            Set<Integer> row = new TreeSet<>();
            Set<Integer> column = new TreeSet<>();
            for (int j = 0; j < n; j++) {
                row.add(grid[i][j]);
                column.add(grid[j][i]);
            }
            Set<Integer> all = new TreeSet<>();
            for (int v = 1; v <= n; v++) {
                all.add(v);
            }
            if (!row.equals(all) || !column.equals(all)) {
                return false;
            }
        }
        return true;
    }

    /** Counts completions of a partial square up to limit, filling first the empty cell with the fewest options. */
    private static int completions(int[][] square, int limit) {
        int n = square.length;
        int[][] grid = new int[n][];
        for (int r = 0; r < n; r++) {
            grid[r] = square[r].clone();
        }
        return count(grid, limit);
    }

    private static int count(int[][] grid, int limit) {
        int n = grid.length;
        int bestRow = -1;
        int bestCol = -1;
        List<Integer> bestOptions = null;
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                if (grid[r][c] == 0) {
                    List<Integer> options = new ArrayList<>();
                    for (int v = 1; v <= n; v++) {
                        boolean free = true;
                        for (int i = 0; i < n; i++) {
                            free &= grid[r][i] != v && grid[i][c] != v;
                        }
                        if (free) {
                            options.add(v);
                        }
                    }
                    if (bestOptions == null || options.size() < bestOptions.size()) {
                        bestRow = r;
                        bestCol = c;
                        bestOptions = options;
                    }
                }
            }
        }
        if (bestOptions == null) {
            return isLatin(grid) ? 1 : 0;
        }
        int found = 0;
        for (int v : bestOptions) {
            grid[bestRow][bestCol] = v;
            found += count(grid, limit - found);
            grid[bestRow][bestCol] = 0;
            if (found >= limit) {
                break;
            }
        }
        return found;
    }

    // ---- the checkers ---------------------------------------------------------------------

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"graph-coloring", "knights-tour", "latin-square"})
    void checkerAcceptsEveryStoredAnswer(String id) {
        Problem problem = problem(id);
        for (TestCase test : problem.tests()) {
            CheckResult result = checker(id).compare(problem.input(test), test.expected(), test.expected());
            assertTrue(result.isAccepted(), id + "/" + test.name() + ": " + result);
        }
    }

    static Stream<Arguments> checkerCases() {
        return Stream.of(
                // graph-coloring, 01: the square 0-1-2-3-0 with m = 2; 02: the triangle with m = 2
                Arguments.of("graph-coloring", "01-square-two-colours", "[2,1,2,1]", null),
                Arguments.of("graph-coloring", "01-square-two-colours", "[]",
                        "returned [] (no colouring), but a colouring with 2 colours exists, e.g. [1, 2, 1, 2]"),
                Arguments.of("graph-coloring", "01-square-two-colours", "[1,2,1]",
                        "returned 3 colours for 4 vertices"),
                Arguments.of("graph-coloring", "01-square-two-colours", "[1,2,3,2]",
                        "vertex 2 has colour 3, but the colours are 1 to 2"),
                Arguments.of("graph-coloring", "01-square-two-colours", "[0,1,0,1]",
                        "vertex 0 has colour 0, but the colours are 1 to 2"),
                Arguments.of("graph-coloring", "01-square-two-colours", "[1,1,2,2]",
                        "edge [0, 1] (edges[0]) joins two vertices of the same colour: vertex 0 and vertex 1 both have colour 1"),
                Arguments.of("graph-coloring", "01-square-two-colours", "[1,2,2,1]",
                        "edge [1, 2] (edges[1]) joins two vertices of the same colour: vertex 1 and vertex 2 both have colour 2"),
                Arguments.of("graph-coloring", "01-square-two-colours", "null", "expected an array of 4 colours"),
                Arguments.of("graph-coloring", "01-square-two-colours", "[\"1\",2,1,2]", "element 0 of the answer is \"1\""),
                Arguments.of("graph-coloring", "02-triangle-two-colours", "[]", null),
                Arguments.of("graph-coloring", "02-triangle-two-colours", "[1,2,1]",
                        "edge [0, 2] (edges[2]) joins two vertices of the same colour: vertex 0 and vertex 2 both have"
                                + " colour 1; in fact no colouring with 2 colours exists for this graph, so the answer is []"),
                Arguments.of("graph-coloring", "03-one-vertex", "[1]", null),
                Arguments.of("graph-coloring", "03-one-vertex", "[2]", "vertex 0 has colour 2, but the colours are just 1"),

                // knights-tour, 02: 3 x 4 from (0, 0), stored [[0,3,6,9],[7,10,1,4],[2,5,8,11]]
                Arguments.of("knights-tour", "02-three-by-four-corner", "[[0,3,6,9],[7,10,1,4],[2,5,8,11]]", null),
                Arguments.of("knights-tour", "02-three-by-four-corner", "[[11,8,5,2],[4,1,10,7],[9,6,3,0]]",
                        "the tour must start at row 0, column 0 with step 0, but that cell holds 11 (0 is at row 2, column 3)"),
                Arguments.of("knights-tour", "02-three-by-four-corner", "[[0,3,6,9],[7,10,2,4],[1,5,8,11]]",
                        "step 0 -> 1: from row 0, column 0 to row 2, column 0 is not a knight's move (it moves 2 rows"
                                + " and 0 columns; a knight moves 2 rows and 1 column, or 1 row and 2 columns)"),
                Arguments.of("knights-tour", "02-three-by-four-corner", "[[0,3,6,9],[7,10,1,4],[2,5,8,10]]",
                        "step 10 appears twice, at row 1, column 1 and row 2, column 3"),
                Arguments.of("knights-tour", "02-three-by-four-corner",
                        "[[0,-1,-1,-1],[-1,-1,-1,-1],[-1,-1,-1,-1]]",
                        "11 of the 12 cells hold no step number: row 0, column 1 holds -1, but every cell must hold"
                                + " the step at which the knight visits it, 0 to 11"),
                Arguments.of("knights-tour", "02-three-by-four-corner", "[[0,3,6,9],[7,10,1,4],[2,5,8,12]]",
                        "row 2, column 3 holds 12, but every cell must hold the step at which the knight visits it, 0 to 11"),
                Arguments.of("knights-tour", "02-three-by-four-corner", "[[0,3,6],[7,10,1],[2,5,8]]",
                        "row 0 has 3 cells; for n = 4 every row needs 4"),
                Arguments.of("knights-tour", "02-three-by-four-corner", "[[0,3,6,9],[7,10,1,4]]",
                        "the board has 2 rows; for m = 3 it needs 3"),
                Arguments.of("knights-tour", "01-one-cell", "[[0]]", null),
                Arguments.of("knights-tour", "01-one-cell", "[[1]]", "row 0, column 0 holds 1"),

                // latin-square, 01: [[1,0,0],[0,3,0],[0,0,2]], completed [[1,2,3],[2,3,1],[3,1,2]]
                Arguments.of("latin-square", "01-three-by-three", "[[1,2,3],[2,3,1],[3,1,2]]", null),
                Arguments.of("latin-square", "01-three-by-three", "[[1,0,0],[0,3,0],[0,0,2]]",
                        // An unchanged square: stopping once solved first, claiming nothing about the search.
                        "row 0, column 1 is still 0: completeLatinSquare must fill the square it is given, in place"
                                + " (the square came back exactly as given, none of its 6 empty cells filled. A search"
                                + " that finds a completion must stop undoing once it has one"),
                Arguments.of("latin-square", "01-three-by-three", "[[1,2,3],[2,3,1],[0,1,2]]",
                        "row 2, column 0 is still 0: completeLatinSquare must fill the square it is given, in place"),
                Arguments.of("latin-square", "01-three-by-three", "[[1,2,3],[3,1,2],[2,3,1]]",
                        "row 1, column 1 was given as 3 but is now 1: the givens must not change"),
                Arguments.of("latin-square", "01-three-by-three", "[[1,2,4],[2,3,1],[3,1,2]]",
                        "row 0, column 2 holds 4, but the values of a square of size 3 are 1 to 3"),
                Arguments.of("latin-square", "01-three-by-three", "[[1,2,3],[2,3,1],[1,2,2]]",
                        "row 2 holds 2 twice (columns 1 and 2) and has no 3"),
                Arguments.of("latin-square", "01-three-by-three", "[[1,2,3],[1,3,2],[3,1,2]]",
                        "column 0 holds 1 twice (rows 0 and 1) and has no 2"),
                Arguments.of("latin-square", "01-three-by-three", "[[1,2,3],[2,3,1]]",
                        "the square has 2 rows; it was given with 3"),
                Arguments.of("latin-square", "10-seven-by-seven-empty",
                        "[[1,2,3,4,5,6,7],[2,3,4,5,6,7,1],[3,4,5,6,7,1,2],[4,5,6,7,1,2,3],[5,6,7,1,2,3,4],"
                                + "[6,7,1,2,3,4,5],[7,1,2,3,4,5,6]]", null));
    }

    @ParameterizedTest(name = "{0} {1}: {2}")
    @MethodSource("checkerCases")
    void checkerDecidesAndExplainsAsTheTableSays(String id, String testName, String actualJson, String reasonStart)
            throws IOException {
        Problem problem = problem(id);
        TestCase test = problem.tests().stream().filter(t -> t.name().equals(testName)).findFirst().orElseThrow();
        JsonNode actual = Json.MAPPER.readTree(actualJson);
        CheckResult result = checker(id).compare(problem.input(test), test.expected(), actual);
        if (reasonStart == null) {
            assertTrue(result.isAccepted(), result.toString());
        } else {
            assertFalse(result.isAccepted(), "should be rejected: " + actualJson);
            assertTrue(result.reason().startsWith(reasonStart),
                    "reason\n  " + result.reason() + "\nshould start with\n  " + reasonStart);
        }
    }

    // ---- helpers ----------------------------------------------------------------------------

    private static synchronized Problem problem(String id) {
        return PROBLEMS.computeIfAbsent(id, key -> {
            try {
                return new ProblemLoader(ROOT).load(ROOT.resolve("problems").resolve(key));
            } catch (ProblemFormatException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    /** The problem's checker, compiled as the judge compiles it. */
    private static synchronized OutputComparator checker(String id) {
        return CHECKERS.computeIfAbsent(id, key -> {
            try {
                return Comparators.forProblem(problem(key), COMPILER, path -> ROOT.relativize(path).toString());
            } catch (ProblemFormatException e) {
                throw new IllegalStateException(e);
            }
        });
    }

    /** A rectangular board of one-letter strings, in LeetCode's JSON form for char[][]. */
    private static char[][] letterBoard(JsonNode node, String what) {
        assertTrue(node.isArray() && node.size() > 0, what + ": board is not a list of rows");
        char[][] board = new char[node.size()][];
        for (int r = 0; r < node.size(); r++) {
            JsonNode row = node.get(r);
            assertTrue(row.isArray() && row.size() == node.get(0).size() && row.size() > 0,
                    what + ": row " + r + " is not as long as row 0");
            board[r] = new char[row.size()];
            for (int c = 0; c < row.size(); c++) {
                JsonNode cell = row.get(c);
                assertTrue(cell.isTextual() && cell.textValue().matches("[A-Za-z]"), what + ": cell " + r + ", " + c);
                board[r][c] = cell.textValue().charAt(0);
            }
        }
        return board;
    }

    private static int[][] intGrid(JsonNode node, int rows, int cols, String what) {
        assertTrue(node.isArray() && node.size() == rows, what + ": not " + rows + " rows");
        int[][] grid = new int[rows][cols];
        for (int r = 0; r < rows; r++) {
            JsonNode row = node.get(r);
            assertTrue(row.isArray() && row.size() == cols, what + ": row " + r + " is not " + cols + " cells");
            for (int c = 0; c < cols; c++) {
                assertTrue(row.get(c).isInt(), what + ": cell " + r + ", " + c);
                grid[r][c] = row.get(c).intValue();
            }
        }
        return grid;
    }
}
