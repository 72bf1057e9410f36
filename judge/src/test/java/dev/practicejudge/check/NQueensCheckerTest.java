package dev.practicejudge.check;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.practicejudge.api.CheckResult;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.json.Json;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemLoader;
import dev.practicejudge.problem.TestCase;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The shipped N-Queens checker, compiled as the judge compiles it, on whole stored answers and on
 * outputs too big to keep as data files. (Small cases live in {@code comparisons/checker-n-queens-*}.)
 */
class NQueensCheckerTest {

    private static Problem problem;
    private static OutputComparator checker;

    @BeforeAll
    static void load() throws Exception {
        problem = new ProblemLoader(ROOT).load(ROOT.resolve("problems/n-queens"));
        checker = Comparators.forProblem(problem, new SolutionCompiler(), path -> ROOT.relativize(path).toString());
    }

    private static JsonNode input(TestCase test) {
        return Json.MAPPER.createObjectNode().set("n", test.arguments().get(0));
    }

    @Test
    void everyStoredAnswerPassesItsOwnCheckerShuffledAndTransposed() {
        Random random = new Random(51);
        for (TestCase test : problem.tests()) {
            List<JsonNode> boards = new ArrayList<>();
            test.expected().forEach(board -> boards.add(transpose(board)));
            Collections.shuffle(boards, random);
            ArrayNode actual = Json.MAPPER.createArrayNode().addAll(boards);

            assertTrue(checker.compare(input(test), test.expected(), test.expected()).isAccepted(), test.name());
            assertTrue(checker.compare(input(test), test.expected(), actual).isAccepted(), test.name());
        }
    }

    @Test
    void anEnormousOutputIsRejectedQuicklyWithAShortReason() {
        TestCase nine = problem.tests().get(8);
        ArrayNode huge = Json.MAPPER.createArrayNode();
        for (int i = 0; i < 200_000; i++) {
            huge.add(nine.expected().get(i % nine.expected().size()));
        }

        CheckResult result = assertTimeoutPreemptively(Duration.ofSeconds(10),
                () -> checker.compare(input(nine), nine.expected(), huge));

        assertFalse(result.isAccepted());
        assertTrue(result.reason().startsWith("board at index 352 is the same as the board at index 0"), result.reason());
        assertTrue(result.reason().length() < 400, "the reason stays short: " + result.reason().length());
    }

    @Test
    void everyBoardOfTheRightSizeButWrongPlacementIsNamed() {
        TestCase eight = problem.tests().get(7);
        ArrayNode actual = eight.expected().deepCopy();
        actual.set(40, Json.MAPPER.valueToTree(List.of("Q.......", ".Q......", "..Q.....", "...Q....",
                "....Q...", ".....Q..", "......Q.", ".......Q")));

        CheckResult result = checker.compare(input(eight), eight.expected(), actual);

        assertTrue(result.reason().startsWith("board at index 40: the queens at row 0, column 0 and row 1, column 1 "
                + "share a diagonal"), result.reason());
    }

    private static JsonNode transpose(JsonNode board) {
        int n = board.size();
        ArrayNode rows = Json.MAPPER.createArrayNode();
        for (int c = 0; c < n; c++) {
            StringBuilder row = new StringBuilder();
            for (int r = 0; r < n; r++) {
                row.append(board.get(r).asText().charAt(c));
            }
            rows.add(row.toString());
        }
        return rows;
    }
}
