package dev.practicejudge.problem;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static dev.practicejudge.problem.ShippedTestFiles.names;
import static dev.practicejudge.problem.ShippedTestFiles.read;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The data shipped for the list-returning backtracking problems ({@code subsets},
 * {@code permutations}, {@code combinations}, {@code combination-sum}) beyond what their proofs
 * prove: the statements' examples are the sample tests, and the tests reach the limits of the
 * constraints. Each expected output (and each input's constraints) is proved by the package's own
 * {@code proof/BruteForce.java}, which {@code validate} runs (see cli.ShippedPackagesValidateTest).
 */
class ShippedListProblemsDataTest {


    // ---- statements --------------------------------------------------------------------------

    /** Each sample test is an example of the statement, written there with the same output. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"subsets", "permutations", "combinations", "combination-sum"})
    void statementExamplesAreTheSampleTests(String problem) throws IOException {
        String statement = Files.readString(ROOT.resolve("problems").resolve(problem).resolve("statement.md"));
        for (String name : names(problem)) {
            JsonNode root = read(problem, name);
            if (!root.has("sample")) {
                continue;
            }
            List<String> args = new ArrayList<>();
            root.get("input").fields().forEachRemaining(f -> args.add(f.getKey() + " = " + Json.compact(f.getValue())));
            String example = "Input:  " + String.join(", ", args) + "\nOutput: " + Json.compact(root.get("expected")) + "\n";
            assertTrue(statement.contains(example), problem + "/" + name + ": the statement has no example\n" + example);
        }
    }

    // ---- coverage of the constraints -----------------------------------------------------

    @Test
    void testsReachTheLimitsOfTheConstraints() throws IOException {
        assertTrue(any("subsets", t -> t.get("input").get("nums").size() == 10), "subsets: n = 10");
        assertTrue(any("subsets", t -> t.get("input").get("nums").size() == 1), "subsets: n = 1");
        assertTrue(any("permutations", t -> t.get("input").get("nums").size() == 6), "permutations: n = 6");
        assertTrue(any("permutations", t -> t.get("input").get("nums").size() == 1), "permutations: n = 1");
        assertTrue(any("combinations", t -> t.get("input").get("n").intValue() == 20
                && t.get("input").get("k").intValue() == 10), "combinations: the largest answer, C(20, 10)");
        assertTrue(any("combinations", t -> t.get("input").get("n").intValue() == 20
                && t.get("input").get("k").intValue() == 20), "combinations: k = n = 20");
        assertTrue(any("combinations", t -> t.get("input").get("n").intValue() == 1), "combinations: n = 1");
        assertTrue(any("combination-sum", t -> t.get("input").get("candidates").size() == 30
                && t.get("input").get("target").intValue() == 40), "combination-sum: 30 candidates, target 40");
        assertTrue(any("combination-sum", t -> t.get("expected").size() == 149), "combination-sum: 149 combinations");
        assertTrue(any("combination-sum", t -> t.get("input").get("target").intValue() == 1), "combination-sum: target 1");
        assertTrue(any("combination-sum", t -> t.get("expected").isEmpty()), "combination-sum: an empty answer");
        for (String problem : List.of("subsets", "permutations")) {
            assertTrue(any(problem, t -> contains(t.get("input").get("nums"), -10)), problem + ": -10");
            assertTrue(any(problem, t -> contains(t.get("input").get("nums"), 10)), problem + ": 10");
        }
    }

    // ---- helpers -------------------------------------------------------------------------

    private static boolean any(String problem, Predicate<JsonNode> test) throws IOException {
        for (String name : names(problem)) {
            if (test.test(read(problem, name))) {
                return true;
            }
        }
        return false;
    }

    private static boolean contains(JsonNode array, int value) {
        for (JsonNode e : array) {
            if (e.intValue() == value) {
                return true;
            }
        }
        return false;
    }

}
