package dev.practicejudge.problem;

import static dev.practicejudge.problem.ShippedTestFiles.fieldNames;
import static dev.practicejudge.problem.ShippedTestFiles.names;
import static dev.practicejudge.problem.ShippedTestFiles.read;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The shape the packages of the backtracking library share: 8 to 15 tests named in order, each
 * with a comment and nothing but the known fields, and 2 or 3 sample tests before the hidden ones.
 * What each problem's data must be is in the Shipped*ProblemsDataTest classes.
 */
class ShippedPackageShapeTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"subsets", "permutations", "combinations", "combination-sum",
            "letter-combinations-of-a-phone-number", "generate-parentheses", "palindrome-partitioning",
            "restore-ip-addresses", "word-search", "graph-coloring", "knights-tour", "latin-square"})
    void shipsEightToFifteenTestsNamedInOrderEachWithACommentAndKnownFields(String id) throws IOException {
        List<String> names = names(id);
        assertTrue(names.size() >= 8 && names.size() <= 15, id + ": number of tests " + names);
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            assertTrue(name.matches(String.format("%02d-[a-z0-9]+(-[a-z0-9]+)*\\.json", i + 1)),
                    id + ": test " + (i + 1) + " is named " + name);
            JsonNode root = read(id, name);
            Set<String> fields = fieldNames(root);
            assertTrue(Set.of("comment", "sample", "input", "expected").containsAll(fields),
                    id + "/" + name + ": " + fields);
            assertTrue(fields.containsAll(Set.of("comment", "input", "expected")), id + "/" + name + ": " + fields);
            assertTrue(root.get("comment").isTextual() && !root.get("comment").textValue().isBlank(), id + "/" + name);
            assertTrue(root.path("sample").isMissingNode() || root.get("sample").isBoolean(), id + "/" + name + ": sample");
        }
    }

    /**
     * Generate Parentheses is not held to this: its samples are LeetCode's examples, n = 3 and
     * n = 1, among tests ordered by n.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"subsets", "permutations", "combinations", "combination-sum",
            "letter-combinations-of-a-phone-number", "palindrome-partitioning", "restore-ip-addresses",
            "word-search", "graph-coloring", "knights-tour", "latin-square"})
    void twoOrThreeSamplesComeBeforeTheHiddenTests(String id) throws IOException {
        boolean samplesOver = false;
        int samples = 0;
        for (String name : names(id)) {
            JsonNode root = read(id, name);
            assertTrue(!root.has("sample") || root.get("sample").booleanValue(), id + "/" + name + ": sample is true when given");
            boolean sample = root.has("sample");
            assertFalse(sample && samplesOver, id + "/" + name + ": a sample after a hidden test");
            samplesOver |= !sample;
            samples += sample ? 1 : 0;
        }
        assertTrue(samples >= 2 && samples <= 3, id + ": " + samples + " samples");
    }
}
