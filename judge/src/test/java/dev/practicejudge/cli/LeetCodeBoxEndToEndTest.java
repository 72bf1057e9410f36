package dev.practicejudge.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code judgew run --input} with LeetCode's testcase box pasted as it is: one value per line in
 * parameter order, a design problem's two lines, several cases in one box; and every way of getting
 * such a text wrong, each told in the judge's words, at a line and column, with no trace of the JSON
 * parser's own (its class names, its source dump).
 */
class LeetCodeBoxEndToEndTest {

    /** What a parser's message shows and the learner's never should. */
    private static final List<String> PARSER_WORDS = List.of("jackson", "source:", "com.fasterxml", "jsonnode");

    @TempDir
    Path root;

    @BeforeEach
    void solve() throws IOException {
        TestRepository.copyProblems(root, List.of("two-sum", "invert-binary-tree", "lru-cache", "n-queens-ii"));
        solve("two-sum", "OnePassHashMap");
        solve("invert-binary-tree", "Recursive");
        solve("lru-cache", "LinkedNodes");
        solve("n-queens-ii", "Backtracking");
    }

    private void solve(String id, String accepted) throws IOException {
        TestRepository.solve(root, id, root.resolve("problems/" + id + "/submissions/accepted/" + accepted + ".java"));
    }

    @EndToEnd
    @Test
    void twoSumsBoxRunsAsPastedWithCrlfTrailingSpacesAndBlankLines() {
        CliResult run = Judgew.run(root, "run", "two-sum", "--input", "[2,7,11,15]  \r\n\r\n9\r\n\r\n");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().contains("""
                  input     nums = [2,7,11,15]
                            target = 9
                  output    [0,1]
                """), run::toString);
        assertTrue(run.out().contains("  result    correct"), run::toString);
    }

    @EndToEnd
    @Test
    void aTreeProblemsBoxRunsAsPasted() {
        CliResult run = Judgew.run(root, "run", "invert-binary-tree", "--input", "[4,2,7,1,3,6,9]");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().contains("  input     root = [4,2,7,1,3,6,9]\n"), run::toString);
        assertTrue(run.out().contains("  output    [4,7,2,9,6,3,1]\n"), run::toString);
    }

    @EndToEnd
    @Test
    void lruCachesTwoLinesRunAsPasted() {
        CliResult run = Judgew.run(root, "run", "lru-cache", "--input",
                "[\"LRUCache\",\"put\",\"put\",\"get\"]\n[[2],[1,1],[2,2],[1]]");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().contains("""
                  input     1  LRUCache(2)
                            2  put(1, 1)
                            3  put(2, 2)
                            4  get(1)
                  output    4  get(1)  -> 1
                """), run::toString);
        assertTrue(run.out().contains("  result    correct"), run::toString);
    }

    @EndToEnd
    @Test
    void aBoxWithSeveralCasesRunsEachInTurn() {
        CliResult run = Judgew.run(root, "run", "two-sum", "--input", "[2,7,11,15]\n9\n[3,2,4]\n6\n[3,3]\n6");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        String out = run.out();
        assertTrue(out.startsWith("Case 1 of 3\ntwo-sum (Two Sum)"), run::toString);
        assertTrue(out.contains("\n\nCase 2 of 3\n"), run::toString);
        assertTrue(out.contains("  input     nums = [3,2,4]\n            target = 6\n  output    [1,2]\n"), run::toString);
        assertTrue(out.contains("  input     nums = [3,3]\n            target = 6\n  output    [0,1]\n"), run::toString);
    }

    @EndToEnd
    @Test
    void anInputFileHoldsTheBoxAsPasted() throws IOException {
        Path box = root.resolve("box.txt");
        Files.writeString(box, "[\"LRUCache\",\"put\",\"get\"]\r\n[[1],[7,70],[7]]\r\n");

        CliResult run = Judgew.run(root, "run", "lru-cache", "--input-file", box.toString());

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().contains("  output    3  get(7)  -> 70\n"), run::toString);
    }

    @EndToEnd
    @Test
    void aDashInputFileIsTheStandardInput() {
        InputStream stdin = System.in;
        CliResult run;
        try {
            System.setIn(new ByteArrayInputStream("[4,2,7]\n".getBytes(StandardCharsets.UTF_8)));
            run = Judgew.run(root, "run", "invert-binary-tree", "--input-file", "-");
        } finally {
            System.setIn(stdin);
        }

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().contains("  output    [4,7,2]\n"), run::toString);
    }

    /** One malformed input, and the whole error it is to give. */
    private record Mistake(String problem, String input, String error) {
    }

    private static final List<Mistake> MISTAKES = List.of(
            new Mistake("n-queens-ii", "{\"n\": 4",
                    "--input at line 1, column 1: `{\"n\": 4` is not complete: a `}` is missing"),
            new Mistake("two-sum", "[2,7,11,15\n9",
                    "--input at line 1, column 1: `[2,7,11,15` is not complete: a `]` is missing"),
            new Mistake("two-sum", "[2,7,\"a\"]\n9",
                    "--input at line 1, column 1: argument \"nums\" is not of type int[]: element [2]: expected a whole "
                            + "number, found the string \"a\""),
            new Mistake("two-sum", "[2,7]\n\"9\"",
                    "--input at line 2, column 1: argument \"target\" is not of type int: expected a whole number, "
                            + "found the string \"9\""),
            new Mistake("two-sum", "[2,7,11,15]\n9\n4",
                    "--input: 3 values given, two-sum takes 2: nums (int[]) and target (int), one value per line "
                            + "(several cases: 2 lines each)"),
            new Mistake("lru-cache", "[\"LRUCache\",\"put\",\"get\"]",
                    "--input: 1 value given, lru-cache takes 2 lines: the operations, e.g. [\"LRUCache\",\"get\",...], "
                            + "then their arguments, one list per operation, e.g. [[...],[...],...]"),
            new Mistake("lru-cache", "[\"LRUCache\",\"put\"]\n[[2],[1,1}]",
                    "--input at line 2, column 10: `}` does not close the `[` at line 2, column 6: expected `]`"),
            new Mistake("two-sum", "%$#@!",
                    "--input at line 1, column 1: expected a value, found `%`"),
            new Mistake("two-sum", "[2,7]\nnine",
                    "--input at line 2, column 1: `nine` is not a JSON value: a string is written in double quotes, "
                            + "e.g. \"nine\""),
            new Mistake("two-sum", "[2,7,]\n9",
                    "--input at line 1, column 6: a value is missing before `]` (a `,` too many?)"),
            new Mistake("two-sum", "[2 7]\n9",
                    "--input at line 1, column 4: expected `,` or `]` after an element of a list, found `7`"),
            new Mistake("two-sum", "[\"a]\n9",
                    "--input at line 1, column 2: `[\"a]` is not complete: the string that opens at column 2 has no "
                            + "closing `\"` on its line"),
            new Mistake("two-sum", "{\"nums\": [2,7] \"target\": 9}",
                    "--input at line 1, column 16: expected `,` or `}` after a field's value, found `\"`"),
            new Mistake("two-sum", "nums = [2,7, target = 9",
                    "--input at line 1, column 14: malformed JSON in the value of \"nums\": `target` is not a JSON "
                            + "value: a string is written in double quotes, e.g. \"target\""),
            new Mistake("two-sum", "nums = [2,7], target = [9",
                    "--input at line 1, column 26: malformed JSON in the value of \"target\": the text ends before the "
                            + "`]` that closes the `[` at line 1, column 24"),
            new Mistake("n-queens-ii", "]",
                    "--input at line 1, column 1: `]` closes nothing: there is no open `[` before it"));

    @Test
    void eachMistakeIsToldInPlainWordsAtItsPlace() {
        List<Executable> checks = new ArrayList<>();
        for (Mistake mistake : MISTAKES) {
            CliResult run = Judgew.run(root, "run", mistake.problem(), "--input", mistake.input());
            checks.add(() -> assertEquals(ExitCodes.ERROR, run.exit(), run::toString));
            checks.add(() -> assertEquals("error: " + mistake.error() + "\n", run.err(), run::toString));
            checks.add(() -> assertEquals("", run.out(), run::toString));
        }
        assertAll(checks);
    }

    @Test
    void noMistakeShowsTheParsersOwnWords() throws IOException {
        List<CliResult> runs = new ArrayList<>();
        for (Mistake mistake : MISTAKES) {
            runs.add(Judgew.run(root, "run", mistake.problem(), "--input", mistake.input()));
        }
        // The forms Jackson words worst: a value after the object, an end inside a string, single quotes,
        // a key twice, NaN, a bad escape, a tab in a string; and a file, whose errors are file:line:col.
        for (String input : List.of("{\"n\": 4} 5", "{\"n\": 4", "\"abc", "['a']", "{\"n\": 4, \"n\": 5}", "NaN",
                "[\"\\q\"]", "[\"a\tb\"]", "{n: 4}", "[07]", "-", "1.2.3", "{\"n\": [1,2}", "n = {")) {
            runs.add(Judgew.run(root, "run", "n-queens-ii", "--input", input));
        }
        Path file = root.resolve("bad.json");
        Files.writeString(file, "{\"board\": [\n  [\"5\", \"3\"]\n  [\".\"]\n]}\n");
        runs.add(Judgew.run(root, "run", "two-sum", "--input-file", file.toString()));

        for (CliResult run : runs) {
            assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
            String all = (run.out() + run.err()).toLowerCase(Locale.ROOT);
            for (String word : PARSER_WORDS) {
                assertFalse(all.contains(word), () -> "\"" + word + "\" in " + run);
            }
        }
    }

    @Test
    void aFileNamesTheLineAndColumnAsEditorsDo() throws IOException {
        Path file = root.resolve("box.txt");
        Files.writeString(file, "[2,7,11,15]\n\n[3,2,4\n6\n");

        CliResult run = Judgew.run(root, "run", "two-sum", "--input-file", file.toString());

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertEquals("error: box.txt:3:1: `[3,2,4` is not complete: a `]` is missing\n", run.err(), run::toString);
    }

    @Test
    void debugFollowsOneCaseOnly() {
        CliResult run = Judgew.run(root, "run", "two-sum", "--debug", "--input", "[1,2]\n3\n[1,3]\n4");

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertEquals("error: --debug follows one case, and the input holds 2; give only the case to debug\n",
                run.err(), run::toString);
    }
}
