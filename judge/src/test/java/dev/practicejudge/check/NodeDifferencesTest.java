package dev.practicejudge.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.provided.ProvidedTypes;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** Where two trees or lists differ, said in nodes; and a long output's diff, said without Myers's cost. */
class NodeDifferencesTest {

    private static JsonNode json(String text) {
        try {
            return Json.MAPPER.readTree(text);
        } catch (java.io.IOException e) {
            throw new IllegalArgumentException(e);
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "[1,null,2,3]|[1,2,null,3]|the trees differ at root.left: expected no node, got the node with value 2 (and 1 more below it)",
        "[1,2,3]|[1,2]|the trees differ at root.right: expected the node with value 3, got no node (expected 3 nodes, got 2)",
        "[4,2,7,1,3,6,9]|[4,2,7,1,3,6,8]|the trees differ at root.right.right: expected value 9, got 8",
        "[1]|[]|the trees differ at the root: expected the node with value 1, got no node",
        "[5,4,8,11,null,13,4,7,2]|[5,4,8,11,null,13,4,7,2]|"})
    void treesDifferAtAPathFromTheRoot(String expected, String actual, String difference) {
        assertEquals(difference, ProvidedTypes.TREE.difference(json(expected), json(actual)));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "[1,2,3]|[1,3,2]|the lists differ at node 2 (counted from 1): expected 2, got 3",
        "[1,2,3]|[1,2]|expected 3 nodes, got 2: the list ends after node 2, where 3 should follow",
        "[1,2]|[1,2,9]|expected 2 nodes, got 3: node 3 (9) is one too many",
        "[1,2,3]|[]|expected 3 nodes, got the empty list (null)"})
    void listsDifferAtANode(String expected, String actual, String difference) {
        assertEquals(difference, ProvidedTypes.of("ListNode").difference(json(expected), json(actual)));
    }

    @Test
    void equalListsHaveNoDifference() {
        assertNull(ProvidedTypes.of("ListNode").difference(json("[1,2]"), json("[1,2]")));
    }

    /**
     * 200,000 outputs that differ everywhere after the first (LeetCode's LRU Cache at its limits, a
     * stub returning 0): Myers's diff would take minutes, so they are set side by side instead.
     */
    @Test
    void aLongOutputThatDiffersEverywhereIsComparedPositionByPosition() {
        JsonNode expected = json(IntStream.range(0, 200_000).mapToObj(Integer::toString)
                .collect(Collectors.joining(",", "[", "]")));
        JsonNode actual = json(IntStream.range(0, 200_000).mapToObj(i -> i == 0 ? "0" : "-1")
                .collect(Collectors.joining(",", "[", "]")));

        String diff = Feedback.of(expected, actual, Set.of()).diff();

        assertTrue(diff.startsWith("--- expected\n+++ actual\n(long outputs that differ in many places: compared "
                + "position by position, not aligned)\n@@ -2,1 +2,1 @@"), diff);
        assertTrue(diff.endsWith("more lines)"), diff);
    }
}
