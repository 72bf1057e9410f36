package dev.practicejudge.problem;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What a well-formed package loads into: the shipped N-Queens packages, and small packages written here. */
class ProblemLoaderTest {

    private static final String PLAIN_SPEC = """
            {
              "title": "Two Sum",
              "difficulty": "easy",
              "method": {
                "name": "twoSum",
                "params": [{"name": "nums", "type": "int[]"}, {"name": "target", "type": "int"}],
                "returns": "int[]"
              }
            }
            """;

    @TempDir
    Path tempRoot;

    @Test
    void shippedNQueensLoadsWithItsSignatureLimitsAndChecker() throws ProblemFormatException {
        Problem problem = new ProblemLoader(ROOT).load(ROOT.resolve("problems/n-queens"));

        assertEquals("n-queens", problem.id());
        ProblemSpec spec = problem.spec();
        assertEquals("N-Queens", spec.title());
        assertEquals("hard", spec.difficulty());
        assertEquals(Optional.of(51), spec.source().map(ProblemSpec.Source::number));
        MethodSignature method = spec.method();
        assertEquals("solveNQueens", method.name());
        assertEquals(List.of(new Parameter("n", TypeRef.parse("int"))), method.parameters());
        assertEquals(TypeRef.parse("List<List<String>>"), method.returnType());
        assertEquals(Optional.empty(), method.mutatedParameter());
        assertEquals("public List<List<String>> solveNQueens(int n)", method.declaration());
        assertEquals(new Limits(1000, 256, Limits.DEFAULT_OUTPUT_KB), spec.limits());
        assertEquals(new ComparisonSpec(ComparisonSpec.CHECKER, Set.of(0), ComparisonSpec.DEFAULT_TOLERANCE,
                ComparisonSpec.DEFAULT_TOLERANCE, java.util.Optional.of("checker/NQueensChecker.java"),
                ExpectedOutput.THE_ANSWER), spec.comparison());
        assertNineTestsForNOneToNine(problem);
        assertEquals(2, problem.tests().get(3).expected().size(), "n = 4 has two boards");
    }

    @Test
    void shippedNQueensIiLoadsWithAnIntReturnAndExactComparison() throws ProblemFormatException {
        Problem problem = new ProblemLoader(ROOT).load(ROOT.resolve("problems/n-queens-ii"));

        assertEquals("n-queens-ii", problem.id());
        MethodSignature method = problem.spec().method();
        assertEquals("public int totalNQueens(int n)", method.declaration());
        assertEquals(TypeRef.parse("int"), method.outputType());
        assertEquals(-1, method.outputParameterIndex());
        assertEquals(new Limits(1000, 256, Limits.DEFAULT_OUTPUT_KB), problem.spec().limits());
        assertEquals(ComparisonSpec.exact(), problem.spec().comparison());
        assertNineTestsForNOneToNine(problem);
        assertEquals(List.of(1, 0, 0, 2, 10, 4, 40, 92, 352),
                problem.tests().stream().map(t -> t.expected().intValue()).toList());
    }

    private static void assertNineTestsForNOneToNine(Problem problem) {
        List<TestCase> tests = problem.tests();
        assertEquals(IntStream.rangeClosed(1, 9).mapToObj(n -> String.format("%02d-n%d", n, n)).toList(),
                tests.stream().map(TestCase::name).toList(), "test names, in order");
        for (int i = 0; i < tests.size(); i++) {
            List<JsonNode> arguments = tests.get(i).arguments();
            assertEquals(1, arguments.size(), tests.get(i).name());
            assertEquals(i + 1, arguments.get(0).intValue(), tests.get(i).name());
            assertTrue(tests.get(i).file().endsWith(Path.of("tests", tests.get(i).name() + ".json")));
        }
    }

    @Test
    void argumentsComeInParameterOrderWhateverTheOrderOfTheInputKeys() throws Exception {
        Path dir = writePackage("two-sum", PLAIN_SPEC,
                "01-reversed.json", "{\"expected\": [0, 1], \"input\": {\"target\": 9, \"nums\": [2, 7, 11]}}");

        TestCase test = new ProblemLoader(tempRoot).load(dir).tests().get(0);

        assertEquals("[2,7,11]", test.arguments().get(0).toString());
        assertEquals(9, test.arguments().get(1).intValue());
        assertEquals("[0,1]", test.expected().toString());
    }

    @Test
    void testsAreOrderedByFileNameAndOtherFilesInTheTestsFolderAreIgnored() throws Exception {
        Path dir = writePackage("two-sum", PLAIN_SPEC,
                "03-c.json", "{\"input\": {\"nums\": [3], \"target\": 3}, \"expected\": [0, 0]}",
                "01-a.json", "{\"input\": {\"nums\": [1], \"target\": 1}, \"expected\": [0, 0]}",
                "02-b.json", "{\"input\": {\"nums\": [2], \"target\": 2}, \"expected\": [0, 0]}",
                "README.md", "not a test",
                "04-d.json.bak", "{ not even JSON");

        List<TestCase> tests = new ProblemLoader(tempRoot).load(dir).tests();

        assertEquals(List.of("01-a", "02-b", "03-c"), tests.stream().map(TestCase::name).toList());
    }

    @Test
    void defaultsApplyWhenLimitsAndComparisonAreAbsent() throws Exception {
        Path dir = writePackage("two-sum", PLAIN_SPEC,
                "01.json", "{\"input\": {\"nums\": [2, 7], \"target\": 9}, \"expected\": [0, 1]}");

        ProblemSpec spec = new ProblemLoader(tempRoot).load(dir).spec();

        assertEquals(Limits.defaults(), spec.limits());
        assertEquals(new Limits(2000, 256, 8192), spec.limits());
        assertEquals(ComparisonSpec.exact(), spec.comparison());
        assertEquals(List.of(), spec.tags());
        assertEquals(Optional.empty(), spec.source());
    }

    @Test
    void limitsNotGivenKeepTheirDefaults() throws Exception {
        String spec = PLAIN_SPEC.replace("\"method\"", "\"limits\": {\"timeMs\": 500},\n  \"method\"");
        Path dir = writePackage("two-sum", spec,
                "01.json", "{\"input\": {\"nums\": [2, 7], \"target\": 9}, \"expected\": [0, 1]}");

        Limits limits = new ProblemLoader(tempRoot).load(dir).spec().limits();

        assertEquals(new Limits(500, Limits.DEFAULT_MEMORY_MB, Limits.DEFAULT_OUTPUT_KB), limits);
    }

    @Test
    void byteOrderMarksAtTheStartOfSpecAndTestFilesAreAccepted() throws Exception {
        Path dir = writePackage("two-sum", "\uFEFF" + PLAIN_SPEC,
                "01.json", "\uFEFF{\"input\": {\"nums\": [2, 7], \"target\": 9}, \"expected\": [0, 1]}");

        Problem problem = new ProblemLoader(tempRoot).load(dir);

        assertEquals("Two Sum", problem.spec().title());
        assertEquals(1, problem.tests().size());
    }

    @Test
    void aByteOrderMarkDoesNotShiftTheReportedColumn() throws Exception {
        String spec = "\uFEFF{\"title\": \"T\", \"difficulty\": \"Easy\"}";
        Path dir = writePackage("bom", spec, "01.json", "{}");

        ProblemFormatException error = assertThrows(ProblemFormatException.class,
                () -> new ProblemLoader(tempRoot).load(dir));

        assertEquals(Path.of("bom", "problem.json"), error.file());
        assertEquals(1, error.line());
        assertEquals(30, error.column(), "the column of \"Easy\", counted without the byte order mark");
    }

    @Test
    void aVoidMethodsOutputIsItsMutatedParameterAndExpectedIsCheckedAgainstIt() throws Exception {
        String spec = """
                {
                  "title": "Sudoku Solver",
                  "difficulty": "hard",
                  "method": {
                    "name": "solveSudoku",
                    "params": [{"name": "board", "type": "char[][]"}],
                    "returns": "void",
                    "mutates": "board"
                  }
                }
                """;
        Path dir = writePackage("sudoku-solver", spec, "01.json",
                "{\"input\": {\"board\": [[\"1\", \".\"], [\".\", \"1\"]]}, \"expected\": [[\"1\", \"2\"], [\"2\", \"1\"]],"
                        + " \"comment\": \"a 2x2 toy board\"}");

        MethodSignature method = new ProblemLoader(tempRoot).load(dir).spec().method();

        assertEquals(Optional.of("board"), method.mutatedParameter());
        assertEquals(0, method.outputParameterIndex());
        assertEquals(TypeRef.parse("char[][]"), method.outputType());
        assertEquals("public void solveSudoku(char[][] board)", method.declaration());
    }

    @Test
    void errorsNameFilesRelativeToTheRepositoryRoot() throws Exception {
        Path dir = writePackage("nested/two-sum", PLAIN_SPEC,
                "01.json", "{\"input\": {\"nums\": [2, 7], \"target\": \"9\"}, \"expected\": [0, 1]}");

        ProblemFormatException error = assertThrows(ProblemFormatException.class,
                () -> new ProblemLoader(tempRoot).load(dir));

        assertEquals(Path.of("nested", "two-sum", "tests", "01.json"), error.file());
        assertEquals(1, error.line());
        assertEquals(38, error.column(), "the column of \"9\"");
        assertTrue(error.getMessage().startsWith(Path.of("nested/two-sum/tests/01.json") + ":1:38: "),
                error.getMessage());
    }

    @Test
    void aPackageOutsideTheRootIsNamedByItsAbsolutePath(@TempDir Path elsewhere) throws Exception {
        Path dir = elsewhere.resolve("two-sum");
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("problem.json"), PLAIN_SPEC);

        ProblemFormatException error = assertThrows(ProblemFormatException.class,
                () -> new ProblemLoader(tempRoot).load(dir));

        assertEquals(dir.resolve("tests").toAbsolutePath(), error.file());
    }

    @Test
    void shippedNQueensPackagesDeclareTheirProfileLadders() throws ProblemFormatException {
        ProblemLoader loader = new ProblemLoader(ROOT);

        ProfileSpec counts = loader.load(ROOT.resolve("problems/n-queens-ii")).spec().profile().orElseThrow();
        ProfileSpec boards = loader.load(ROOT.resolve("problems/n-queens")).spec().profile().orElseThrow();

        // Beyond the generator's 1..9 (and LeetCode's constraint): only binding is asked of them.
        assertEquals(IntStream.rangeClosed(4, 13).boxed().toList(),
                counts.inputs().stream().map(input -> input.get("n").intValue()).toList());
        // N-Queens stops at 12: n = 13's 73,712 boards are about 15 MB of JSON, over the 8 MB output limit.
        assertEquals(IntStream.rangeClosed(4, 12).boxed().toList(),
                boards.inputs().stream().map(input -> input.get("n").intValue()).toList());
    }

    @Test
    void aProfileIsOptionalAndItsInputsAreKeptInOrderAsGiven() throws Exception {
        Path without = writePackage("two-sum", PLAIN_SPEC,
                "01.json", "{\"input\": {\"nums\": [2, 7], \"target\": 9}, \"expected\": [0, 1]}");
        assertEquals(Optional.empty(), new ProblemLoader(tempRoot).load(without).spec().profile());

        String spec = PLAIN_SPEC.replace("\"method\"", "\"profile\": {\"inputs\": [{\"target\": 5, \"nums\": [1, 4]}, "
                + "{\"nums\": [1, 2, 3, 4], \"target\": 7}]},\n  \"method\"");
        Path with = writePackage("two-sum-profiled", spec,
                "01.json", "{\"input\": {\"nums\": [2, 7], \"target\": 9}, \"expected\": [0, 1]}");

        ProblemSpec loaded = new ProblemLoader(tempRoot).load(with).spec();

        ProfileSpec profile = loaded.profile().orElseThrow();
        assertEquals(2, profile.size());
        assertEquals(List.of("{\"target\":5,\"nums\":[1,4]}", "{\"nums\":[1,2,3,4],\"target\":7}"),
                profile.inputs().stream().map(JsonNode::toString).toList(), "as written, smallest first");
        assertEquals(profile, new ProblemLoader(tempRoot).loadOverview(with).spec().profile().orElseThrow(),
                "list's overview reads it too");
        assertEquals(loaded.profile(), loaded.withLimits(Limits.defaults()).profile(), "kept with other limits");
    }

    @Test
    void aProfileIsImmutableWhateverACallerDoesToTheInputsItGets() {
        ObjectNode four = JsonNodeFactory.instance.objectNode().put("n", 4);
        ObjectNode five = four.deepCopy().put("n", 5);
        ProfileSpec profile = new ProfileSpec(new ArrayList<>(List.of(four, five)));

        four.put("n", 40);
        profile.inputs().get(1).put("n", 50);

        assertEquals(List.of(4, 5), profile.inputs().stream().map(input -> input.get("n").intValue()).toList());
        assertThrows(UnsupportedOperationException.class, () -> profile.inputs().add(four));
        assertThrows(IllegalArgumentException.class, () -> new ProfileSpec(List.of(four)), "two sizes at least");
    }

    private Path writePackage(String id, String spec, String... testFiles) throws IOException {
        Path dir = tempRoot.resolve(id);
        Files.createDirectories(dir.resolve("tests"));
        Files.writeString(dir.resolve("problem.json"), spec, StandardCharsets.UTF_8);
        for (int i = 0; i < testFiles.length; i += 2) {
            Files.writeString(dir.resolve("tests").resolve(testFiles[i]), testFiles[i + 1], StandardCharsets.UTF_8);
        }
        return dir;
    }
}
