package dev.practicejudge.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.practicejudge.learn.StubGenerator;
import dev.practicejudge.present.StatementRenderer;
import dev.practicejudge.present.Styles;
import dev.practicejudge.problem.TypeRef;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.AutoComplete;
import picocli.CommandLine.Help.Ansi;

/**
 * The learner's commands {@code list}, {@code show} and {@code new}, run in-process on a copy of
 * the shipped problems (never on the repository), and the shell completion picocli derives from
 * the command line. Output is captured, so it must come without colours.
 */
class LearnerCommandsTest {

    @TempDir
    Path root;

    @BeforeEach
    void copyProblems() throws IOException {
        TestRepository.copyCoreProblems(root);
    }

    /**
     * Runs {@code judgew --root <copy> ARGS} on a terminal wide enough for list's every column (the
     * narrower ones have a test of their own): the output this class reads must come without colours.
     */
    private CliResult judgew(String... args) {
        CliResult run = Judgew.run(Map.of("COLUMNS", "300"), root, args);
        assertFalse(run.out().contains("\u001B[") || run.err().contains("\u001B["),
                () -> "captured output must have no colour codes:\n" + run);
        return run;
    }

    // ---------------------------------------------------------------- list

    @Test
    void listShowsEveryProblemInATableWithNothingStarted() {
        CliResult run = judgew("list");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        List<String> lines = run.out().lines().toList();
        assertEquals(List.of("ID", "TITLE", "DIFFICULTY", "TECHNIQUE", "TESTS", "STATUS"),
                List.of(lines.get(0).split("\\s{2,}")), run::toString);
        assertEquals(List.of("n-queens", "N-Queens", "hard", "place row by row; prune attacked columns and diagonals",
                        "9", "not started"),
                List.of(run.line("n-queens ").split("\\s{2,}")), run::toString);
        assertEquals(List.of("sudoku-solver", "Sudoku Solver", "hard",
                        "fill the most constrained cell first; undo on conflict", "13", "not started"),
                List.of(run.line("sudoku-solver ").split("\\s{2,}")), run::toString);
        int statusColumn = lines.get(0).indexOf("STATUS");
        for (String id : List.of("n-queens ", "n-queens-ii ", "sudoku-solver ")) {
            assertEquals(statusColumn, run.line(id).indexOf("not started"), () -> "aligned:\n" + run);
        }
        assertTrue(run.out().endsWith("\n0 of 3 solved; next on the path: n-queens (./judgew show n-queens)\n"),
                run::toString);
        assertEquals("", run.err());
    }

    @Test
    void listStatusComesFromTheCacheAndTheSolutionFiles() throws IOException {
        Files.createDirectories(root.resolve(".judge-cache"));
        Files.writeString(root.resolve(".judge-cache/status.json"), """
                {
                  "n-queens": {"verdict": "AC", "passed": 9, "total": 9, "at": "2025-01-01T00:00:00Z"},
                  "n-queens-ii": {"verdict": "WA", "passed": 2, "total": 9, "at": "2025-01-01T00:00:00Z"}
                }
                """);

        CliResult cached = judgew("list");

        assertEquals(ExitCodes.ACCEPTED, cached.exit(), cached::toString);
        assertTrue(cached.line("n-queens ").endsWith("  solved (9/9 tests)"), cached::toString);
        assertTrue(cached.line("n-queens-ii ").endsWith("  attempted (WA 2/9 tests)"), cached::toString);
        assertTrue(cached.line("sudoku-solver ").endsWith("  not started"), cached::toString);
        assertTrue(cached.out().contains("\n1 of 3 solved; next on the path: n-queens-ii"), cached::toString);
        assertTrue(cached.out().contains("\nbacktracking: 1 of 3 solved\n"), "the topic's heading counts it:\n" + cached);

        Path solution = root.resolve("solutions/sudoku-solver/Solution.java");
        Files.createDirectories(solution.getParent());
        Files.writeString(solution, "class Solution { public void solveSudoku(char[][] board) { } }\n");

        CliResult written = judgew("list");

        assertTrue(written.line("sudoku-solver ").endsWith("  attempted"), written::toString);
        assertTrue(written.line("n-queens ").endsWith("  solved (9/9 tests)"), written::toString);
    }

    /**
     * {@code list} fits the width from $COLUMNS (100 without it): every column where they fit, then without
     * the title, then stacked with the technique on lines of its own; every id is still there. The one
     * line allowed to be wider is an id longer than the whole width, a single word that cannot break.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "300 | ID TITLE DIFFICULTY TECHNIQUE TESTS STATUS",
            "200 | ID DIFFICULTY TECHNIQUE TESTS STATUS",
            "''  | ID DIFFICULTY TESTS STATUS",
            "80  | ID DIFFICULTY TESTS STATUS",
            "60  | ID DIFFICULTY TESTS STATUS",
            "20  | ID DIFFICULTY TESTS STATUS"})
    void listFitsTheWidthOfTheTerminalAndStillNamesEveryProblem(String columns, String header) throws IOException {
        String longId = "a-problem-whose-id-is-longer-than-the-narrowest-terminal-allows";
        addProblem(longId, "easy", "[\"warm-up\"]",
                "\"technique\": \"a technique of sixty characters, which wraps at sixty columns\",");
        // A near miss makes the longest status: "not judged: found solutions/n-queens/solution.java".
        Files.createDirectories(root.resolve("solutions/n-queens"));
        Files.writeString(root.resolve("solutions/n-queens/solution.java"), "class Solution { }\n");
        int width = columns.isEmpty() ? 100 : Math.max(60, Integer.parseInt(columns));

        CliResult run = Judgew.run(columns.isEmpty() ? Map.of() : Map.of("COLUMNS", columns), root, "list");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        List<String> lines = run.out().lines().toList();
        assertEquals(header, lines.get(0).replaceAll(" +", " "), run::toString);
        for (String line : lines) {
            assertTrue(line.length() <= width || line.equals(longId),
                    () -> "a line of " + line.length() + " columns, over " + width + ":\n" + line + "\n\n" + run);
        }
        for (String id : List.of("n-queens", "n-queens-ii", "sudoku-solver", longId)) {
            assertTrue(lines.stream().anyMatch(l -> l.equals(id) || l.startsWith(id + " ")), () -> id + " is missing:\n" + run);
        }
        String technique = "a technique of sixty characters, which wraps at sixty columns";
        if (header.contains("TECHNIQUE")) {
            assertTrue(run.line(longId + " ").contains("  " + technique + "  "), run::toString);
        } else {
            assertEquals("    TECHNIQUE", lines.get(1), run::toString);
            assertTrue(run.out().contains("\n" + longId + "\n" + " ".repeat(lines.get(0).indexOf("DIFFICULTY")) + "easy "),
                    () -> "an id too long for its column has a line of its own:\n" + run);
            assertTrue(run.out().contains(width < 64 ? "\n    a technique of sixty characters, which wraps at sixty\n    columns\n"
                    : "\n    " + technique + "\n"), run::toString);
            assertTrue(run.out().contains("\n    place row by row; prune attacked columns and diagonals\n"), run::toString);
        }
        assertTrue(run.out().contains("not judged: found"), run::toString);
    }

    @Test
    void listGroupsByTopicInTheCanonsOrderThenOrdersByDifficultyAndFiltersCombine() throws IOException {
        addProblem("triple-it", "medium", "[\"math\"]", "\"topic\": \"math & matrix\",");
        addProblem("double-it", "easy", "[\"math\", \"warm-up\"]", "\"topic\": \"arrays & hashing\",");
        addProblem("halve-it", "easy", "[\"math\"]");

        CliResult all = judgew("list");

        assertEquals(List.of("double-it", "n-queens", "n-queens-ii", "sudoku-solver", "triple-it", "halve-it"), ids(all),
                "arrays & hashing, backtracking, math & matrix, then no topic:\n" + all);
        assertTrue(all.out().contains("\n\narrays & hashing: 0 of 1 solved\ndouble-it "), all::toString);
        assertTrue(all.out().contains("\n\nbacktracking: 0 of 3 solved\nn-queens "), all::toString);
        assertTrue(all.out().contains("\n\nother: 0 of 1 solved\nhalve-it "), all::toString);
        assertTrue(all.out().endsWith("\n0 of 6 solved; next on the path: double-it (./judgew show double-it)\n"),
                all::toString);

        CliResult topic = judgew("list", "--topic", "Math & Matrix");
        assertEquals(List.of("triple-it"), ids(topic), topic::toString);
        CliResult word = judgew("list", "--topic", "arrays-hashing", "--difficulty", "easy");
        assertEquals(List.of("double-it"), ids(word), word::toString);
        assertTrue(word.out().contains("\n0 of 1 solved (--difficulty easy --topic arrays-hashing); next on the path: "
                + "double-it"), word::toString);

        CliResult hard = judgew("list", "--difficulty", "HARD");
        assertEquals(List.of("n-queens", "n-queens-ii", "sudoku-solver"), ids(hard), hard::toString);
        assertTrue(hard.out().endsWith("\n0 of 3 solved (--difficulty HARD); next on the path: n-queens "
                + "(./judgew show n-queens)\n"), hard::toString);

        CliResult math = judgew("list", "--tag", "Math");
        assertEquals(List.of("double-it", "triple-it", "halve-it"), ids(math), math::toString);

        CliResult both = judgew("list", "--tag", "math", "--difficulty", "medium");
        assertEquals(List.of("triple-it"), ids(both), both::toString);
        assertTrue(both.out().contains("\n0 of 1 solved (--difficulty medium --tag math); next on the path: triple-it"),
                both::toString);

        CliResult none = judgew("list", "--tag", "recursion", "--difficulty", "easy");
        assertEquals(ExitCodes.ACCEPTED, none.exit(), none::toString);
        assertTrue(none.out().startsWith("No problem matches --difficulty easy --tag recursion. The tags are: "
                + "backtracking, bit-manipulation, constraint-propagation, math, recursion, warm-up."), none::toString);
    }

    /** The Blind 75: how many of its problems the repository holds, and --canon for them alone. */
    @Test
    void listCountsTheCanonAndCanonListsItAlone() throws IOException {
        TestRepository.copyTree(TestRepository.ROOT.resolve("problems/two-sum"), root.resolve("problems/two-sum"));
        TestRepository.copyTree(TestRepository.ROOT.resolve("problems/word-search"), root.resolve("problems/word-search"));

        CliResult all = judgew("list");
        CliResult canon = judgew("list", "--canon");
        CliResult filtered = judgew("list", "--difficulty", "hard");

        assertTrue(all.out().endsWith("\nBlind 75: 2 of its 75 problems are here, 0 solved (./judgew list --canon lists "
                + "them alone)\n"), all::toString);
        assertEquals(List.of("two-sum", "word-search"), ids(canon), canon::toString);
        assertTrue(canon.out().endsWith("\n0 of 2 solved (--canon); next on the path: two-sum (./judgew show two-sum)\n"
                + "Blind 75: 2 of its 75 problems are here, 0 solved\n"), canon::toString);
        assertFalse(filtered.out().contains("Blind 75"), "a filtered list counts only what it shows:\n" + filtered);
    }

    @Test
    void listFollowsThePracticePathStepsAndShowsTheTechniqueOrElseTheTags() throws IOException {
        addProblem("later", "easy", "[\"warm-up\"]", "\"technique\": \"second thing to learn\", \"step\": 2,");
        addProblem("sooner", "easy", "[\"warm-up\"]", "\"technique\": \"first thing to learn\", \"step\": 1,");
        addProblem("unplaced", "easy", "[\"warm-up\", \"math\"]");

        CliResult run = judgew("list", "--difficulty", "easy");

        assertEquals(List.of("sooner", "later", "unplaced"), ids(run), "steps first, then the rest by id:\n" + run);
        assertTrue(run.line("sooner ").contains("  first thing to learn  "), run::toString);
        assertTrue(run.line("unplaced ").contains("  warm-up, math  "), run::toString);
        assertTrue(run.out().endsWith("; next on the path: sooner (./judgew show sooner)\n"), run::toString);
    }

    @Test
    void listRejectsAnUnknownTopicNamingTheClosest() {
        CliResult run = judgew("list", "--topic", "backtrack");

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertEquals("error: unknown topic \"backtrack\" (did you mean \"backtracking\"?); the topics are: "
                + "backtracking\n", run.err());
        assertEquals("", run.out());
    }

    @Test
    void listRejectsAnUnknownDifficulty() {
        CliResult run = judgew("list", "--difficulty", "hrad");

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertEquals("error: unknown difficulty \"hrad\" (did you mean \"hard\"?); use easy, medium or hard\n",
                run.err());
        assertEquals("", run.out());
    }

    @Test
    void listShowsABrokenPackageAndStillListsTheOthers() throws IOException {
        Path spec = root.resolve("problems/n-queens-ii/problem.json");
        Files.writeString(spec, Files.readString(spec).replace("\"returns\": \"int\"", "\"returns\": \"Int\""));

        CliResult run = judgew("list");

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertTrue(run.err().contains("error: problem n-queens-ii is broken: problems/n-queens-ii/problem.json:12:16: "
                + "bad type \"Int\""), run::toString);
        assertEquals(List.of("n-queens-ii", "-", "-", "-", "-", "broken package"),
                List.of(run.line("n-queens-ii ").split("\\s{2,}")), run::toString);
        assertTrue(run.line("n-queens ").endsWith("not started"), run::toString);
        assertTrue(run.line("sudoku-solver ").endsWith("not started"), run::toString);
        assertEquals(List.of("n-queens", "sudoku-solver", "n-queens-ii"), ids(run), "broken ones last:\n" + run);
        assertTrue(run.out().contains("\nother: 0 of 1 solved\nn-queens-ii "), "under no topic:\n" + run);
        assertTrue(run.out().contains("\n0 of 3 solved; next on the path: n-queens "), run::toString);
    }

    // ---------------------------------------------------------------- show

    @Test
    void showRendersTheNQueensStatementSignatureLimitsAndSamples() {
        CliResult run = judgew("show", "n-queens");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().startsWith("N-Queens\n========\n\nPlace n chess queens on an n x n board"), run::toString);
        assertTrue(run.out().contains("\nConstraints\n-----------\n"), run::toString);
        assertFalse(run.out().contains("`"), () -> "inline code keeps its text, loses its backticks:\n" + run);
        assertFalse(run.out().contains("**"), run::toString);
        assertTrue(run.out().contains("\n    Input:  n = 4\n"), () -> "code blocks kept, indented:\n" + run);
        assertTrue(run.out().contains("\nmethod      public List<List<String>> solveNQueens(int n)"), run::toString);
        assertTrue(run.out().contains("\nlimits      1000 ms of CPU time per test, 256 MB of memory\n"), run::toString);
        assertTrue(run.out().contains("\nabout       hard; topic: backtracking; tags: backtracking, recursion; from LeetCode 51, "
                + "https://leetcode.com/problems/n-queens/\n"), "its topic and LeetCode number:\n" + run);
        assertTrue(run.out().contains("\ncomparison  any order of boards, checked by checker/NQueensChecker.java\n"),
                run::toString);
        assertTrue(run.out().contains("\n01-n1\n  input     n = 1\n  expected  1 board:\n              Q\n"), run::toString);
        assertTrue(run.out().contains("\nThe 2 sample tests of 9; ./judgew show n-queens --samples 9 shows them all.\n"),
                run::toString);
        assertTrue(run.out().contains("\n04-n4\n  input     n = 4\n  expected  2 boards, in any order:\n"), run::toString);
        assertFalse(run.out().contains("02-n2"), () -> "the tests marked as samples by default:\n" + run);
    }

    @Test
    void showDrawsNQueensBoardsSideBySide() {
        CliResult run = judgew("show", "n-queens", "--samples", "4");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().contains("""

                04-n4
                  input     n = 4
                  expected  2 boards, in any order:
                              . . Q .   . Q . .
                              Q . . .   . . . Q
                              . . . Q   Q . . .
                              . Q . .   . . Q .
                """), run::toString);
    }

    @Test
    void showDrawsSudokuGridsWithTheirBoxes() {
        CliResult run = judgew("show", "sudoku-solver", "--samples", "1");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().contains("\nmethod      public void solveSudoku(char[][] board)"), run::toString);
        assertTrue(run.out().contains("\ncomparison  checked by checker/SudokuChecker.java"), run::toString);
        assertTrue(run.out().contains("""

                01-leetcode-example
                  input     board =
                              5 3 . | . 7 . | . . .
                              6 . . | 1 9 5 | . . .
                              . 9 8 | . . . | . 6 .
                              ------+-------+------
                              8 . . | . 6 . | . . 3
                """), run::toString);
        assertTrue(run.out().contains("""
                  expected  board afterwards:
                              5 3 4 | 6 7 8 | 9 1 2
                """), run::toString);
        assertTrue(run.out().endsWith("              3 4 5 | 2 8 6 | 1 7 9\n"), run::toString);
    }

    @Test
    void showLabelsTheSampleOutputsOfACheckerProblemWithManyAnswersAsOneValidAnswer() throws IOException {
        TestRepository.copyProblems(root, List.of("graph-coloring", "latin-square"));

        CliResult colouring = judgew("show", "graph-coloring");
        assertEquals(ExitCodes.ACCEPTED, colouring.exit(), colouring::toString);
        assertTrue(colouring.out().contains("\ncomparison  checked by checker/GraphColoringChecker.java (any valid "
                + "answer is accepted; a sample shows one)\n"), colouring::toString);
        assertTrue(colouring.out().contains("\n            m = 2\n  output    one valid answer: [1,2,1,2]\n"),
                colouring::toString);
        assertFalse(colouring.out().contains("expected  "), () -> "no sample output is labelled expected:\n" + colouring);

        CliResult square = judgew("show", "latin-square", "--samples", "1");
        assertEquals(ExitCodes.ACCEPTED, square.exit(), square::toString);
        assertTrue(square.out().contains("\n  output    one valid answer, square afterwards:\n              [\n"),
                square::toString);
    }

    @Test
    void showDrawsAnyGridOfCharacters() throws IOException {
        TestRepository.copyProblems(root, List.of("word-search", "palindrome-partitioning"));

        CliResult words = judgew("show", "word-search", "--samples", "1");
        assertEquals(ExitCodes.ACCEPTED, words.exit(), words::toString);
        assertTrue(words.out().endsWith("""

                01-abcced
                  input     board =
                              A B C E
                              S F C S
                              A D E E
                            word = "ABCCED"
                  expected  true
                """), words::toString);

        CliResult partitions = judgew("show", "palindrome-partitioning");
        assertEquals(ExitCodes.ACCEPTED, partitions.exit(), partitions::toString);
        assertTrue(partitions.out().endsWith("""

                02-single-letter
                  input     s = "a"
                  expected
                              [
                                ["a"]
                              ]
                """), () -> "a list of one one-letter partition is not a grid:\n" + partitions);
    }

    @Test
    void showSuggestsTheClosestIdForAnUnknownOne() {
        CliResult run = judgew("show", "n-queen");

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertTrue(run.err().startsWith("error: unknown problem \"n-queen\" (did you mean \"n-queens\"?)"), run::toString);
        assertEquals("", run.out());
    }

    @Test
    void statementMarkupBecomesTerminalText() {
        String markdown = """
                # Two *Sum*

                Return **the indices** of `nums`; see [LeetCode](https://leetcode.com/problems/two-sum/) \\*or not\\*.

                ```java
                int[] twoSum(int[] nums) { return **x**; } // `kept`
                ```
                """;

        assertEquals(List.of("Two Sum", "=======", "",
                        "Return the indices of nums; see LeetCode (https://leetcode.com/problems/two-sum/) *or not*.", "",
                        "    int[] twoSum(int[] nums) { return **x**; } // `kept`"),
                new StatementRenderer(Styles.plain()).render(markdown));
        assertEquals(List.of("\u001B[1mTwo Sum\u001B[0m", "======="),
                new StatementRenderer(new Styles(Ansi.ON)).render("# Two Sum\n"), "headings are bold on a terminal");
    }

    // ---------------------------------------------------------------- new

    @EndToEnd
    @ParameterizedTest
    @CsvSource({"n-queens, N-Queens, public List<List<String>> solveNQueens(int n)",
            "n-queens-ii, N-Queens II, public int totalNQueens(int n)",
            "sudoku-solver, Sudoku Solver, public void solveSudoku(char[][] board)"})
    void newWritesAStubThatCompilesAndIsJudgedWrongAnswer(String id, String title, String declaration)
            throws IOException {
        CliResult created = judgew("new", id);

        assertEquals(ExitCodes.ACCEPTED, created.exit(), created::toString);
        assertEquals("Created solutions/" + id + "/Solution.java: " + declaration
                + (declaration.contains("void") ? ", doing nothing yet." : ", returning a placeholder.") + "\n"
                + "Next: write your solution, then run ./judgew test " + id + "\n", created.out());
        String source = Files.readString(root.resolve("solutions").resolve(id).resolve("Solution.java"));
        assertTrue(source.contains("class Solution {"), source);
        assertTrue(source.contains("     * " + title + " (LeetCode "), source);
        assertTrue(source.contains("See problems/" + id + "/statement.md"), source);
        assertTrue(source.contains("    " + declaration + " {"), source);
        assertEquals(declaration.contains("List"), source.startsWith("import java.util.*;\n"), source);

        Path report = root.resolve("report.json");
        CliResult judged = judgew("test", id, "--json", report.toString());

        assertEquals(ExitCodes.NOT_ACCEPTED, judged.exit(), judged::toString);
        JsonNode problem = new ObjectMapper().readTree(report.toFile()).get("problems").get(0);
        assertEquals("WA", problem.get("verdict").asText(), judged::toString);
        assertTrue(judgew("list").line(id + " ").contains("  attempted (WA "), "the judged stub counts as attempted");
    }

    @Test
    void newNeverOverwritesASolution() throws IOException {
        assertEquals(ExitCodes.ACCEPTED, judgew("new", "n-queens-ii").exit());
        Path file = root.resolve("solutions/n-queens-ii/Solution.java");
        Files.writeString(file, "class Solution { public int totalNQueens(int n) { return 42; } } // mine\n",
                StandardCharsets.UTF_8);
        byte[] before = Files.readAllBytes(file);

        CliResult again = judgew("new", "n-queens-ii");

        assertEquals(ExitCodes.ERROR, again.exit(), again::toString);
        assertEquals("error: solutions/n-queens-ii/Solution.java already exists; nothing was written\n", again.err());
        assertEquals("", again.out());
        assertArrayEquals(before, Files.readAllBytes(file));
    }

    @Test
    void newForAnUnknownProblemSuggestsOneAndWritesNothing() {
        CliResult run = judgew("new", "sudoku-solve");

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertTrue(run.err().startsWith("error: unknown problem \"sudoku-solve\" (did you mean \"sudoku-solver\"?)"),
                run::toString);
        assertFalse(Files.exists(root.resolve("solutions")), "nothing is written");
    }

    /** Every kind of return type gets a placeholder that compiles and is judged, and is never null. */
    @EndToEnd
    @ParameterizedTest
    @ValueSource(strings = {"int[]|[1]", "char[][]|[[\"a\"]]", "String|\"x\"", "long|5", "double|1.5",
            "boolean|true", "char|\"a\"", "Integer|7", "List<int[]>|[[1,2]]", "List<Integer>[]|[[1]]",
            "String[][]|[[\"a\"]]"})
    void newStubsReturnATypeCorrectPlaceholder(String typeAndExpected) throws IOException {
        String type = typeAndExpected.substring(0, typeAndExpected.indexOf('|'));
        String expected = typeAndExpected.substring(typeAndExpected.indexOf('|') + 1);
        Path dir = root.resolve("problems/any-type");
        Files.createDirectories(dir.resolve("tests"));
        Files.writeString(dir.resolve("problem.json"), """
                {"title": "Any Type", "difficulty": "easy",
                 "method": {"name": "make", "params": [{"name": "sizes", "type": "List<Integer>"}], "returns": "%s"}}
                """.formatted(type));
        Files.writeString(dir.resolve("tests/01.json"), "{\"input\": {\"sizes\": [1]}, \"expected\": " + expected + "}\n");

        assertEquals(ExitCodes.ACCEPTED, judgew("new", "any-type").exit());
        Path report = root.resolve("report.json");
        CliResult judged = judgew("test", "any-type", "--json", report.toString());

        String source = Files.readString(root.resolve("solutions/any-type/Solution.java"));
        assertFalse(source.contains("null"), source);
        JsonNode problem = new ObjectMapper().readTree(report.toFile()).get("problems").get(0);
        assertEquals("WA", problem.get("verdict").asText(), () -> source + "\n" + judged);
    }

    @Test
    void placeholdersAreZeroesAndEmptyContainersNeverNull() {
        Map<String, String> expected = Map.of("int", "0", "long", "0L", "double", "0.0", "boolean", "false",
                "char", "'\\0'", "String", "\"\"", "List<List<String>>", "new ArrayList<>()",
                "int[]", "new int[0]", "char[][]", "new char[0][]",
                "List<Integer>[]", "(List<Integer>[]) new List<?>[0]");
        expected.forEach((type, placeholder) ->
                assertEquals(placeholder, StubGenerator.placeholder(TypeRef.parse(type)), type));
    }

    // ---------------------------------------------------------------- completion

    @Test
    void bashCompletionKnowsTheSubcommandsAndTheirOptions() {
        String script = AutoComplete.bash("judgew", PracticeJudge.commandLine());

        String commands = script.lines().filter(l -> l.contains("local commands=\"")).findFirst().orElseThrow();
        List<String> subcommands = List.of(commands.substring(commands.indexOf('"') + 1, commands.lastIndexOf('"')).split(" "));
        assertTrue(subcommands.containsAll(List.of("list", "show", "new", "test")), commands);
        assertTrue(script.contains("--difficulty"), "list's options are completed");
        assertTrue(script.contains("(\"easy\" \"medium\" \"hard\") # --difficulty values"), "and --difficulty's values");
    }

    // ---------------------------------------------------------------- helpers

    /** The ids in the table's rows (a topic's heading, the summary and blank lines have no column gap). */
    private static List<String> ids(CliResult run) {
        return run.out().lines().skip(1).filter(l -> l.contains("  ")).map(l -> l.split(" ")[0]).toList();
    }

    private void addProblem(String id, String difficulty, String tags) throws IOException {
        addProblem(id, difficulty, tags, "");
    }

    /** A minimal package; {@code more} is extra spec fields, each followed by a comma. */
    private void addProblem(String id, String difficulty, String tags, String more) throws IOException {
        Path dir = root.resolve("problems").resolve(id);
        Files.createDirectories(dir.resolve("tests"));
        Files.writeString(dir.resolve("problem.json"), """
                {"title": "%s", "difficulty": "%s", "tags": %s, %s
                 "method": {"name": "f", "params": [{"name": "n", "type": "int"}], "returns": "int"}}
                """.formatted(id, difficulty, tags, more));
        Files.writeString(dir.resolve("tests/01.json"), "{\"input\": {\"n\": 1}, \"expected\": 2}\n");
    }

}
