package dev.practicejudge.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.practicejudge.json.Json;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.Test;

/**
 * The quick proof of equality in any order agrees with the sorted copies it stands in front of:
 * it says equal only when they do, and gives up (never rejects for them) otherwise.
 */
class JsonValuesInAnyOrderTest {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private static JsonNode json(String text) throws Exception {
        return Json.MAPPER.readTree(text);
    }

    private static boolean bySortedCopies(JsonNode a, JsonNode b, Set<Integer> levels) {
        return JsonValues.equal(JsonValues.canonical(a, levels), JsonValues.canonical(b, levels));
    }

    private static boolean quick(JsonNode a, JsonNode b, Set<Integer> levels) {
        IntPredicate unordered = levels::contains;
        return JsonValues.equalInAnyOrder(a, b, unordered, 0);
    }

    @Test
    void combinationsInAnotherOrderAtBothLevelsAreProvenEqual() {
        List<JsonNode> lists = new ArrayList<>();
        List<JsonNode> shuffled = new ArrayList<>();
        Random random = new Random(1);
        for (int i = 0; i < 2_000; i++) {
            List<Integer> values = new ArrayList<>(List.of(i, i + 1, i % 7, 100 + i % 3));
            lists.add(array(values));
            Collections.shuffle(values, random);
            shuffled.add(array(values));
        }
        Collections.shuffle(shuffled, random);
        ArrayNode expected = new ArrayNode(NODES, lists);
        ArrayNode actual = new ArrayNode(NODES, shuffled);

        assertTrue(quick(expected, actual, Set.of(0, 1)));
        assertTrue(bySortedCopies(expected, actual, Set.of(0, 1)));
        // Inner order matters at level 1 when only level 0 is unordered.
        assertFalse(quick(expected, actual, Set.of(0)));
        assertFalse(bySortedCopies(expected, actual, Set.of(0)));
    }

    @Test
    void agreesWithTheSortedCopiesOnSmallCases() throws Exception {
        String[][] cases = {
            {"[[1,2],[3]]", "[[3],[2,1]]"},
            {"[[1,2],[3]]", "[[3],[1,2]]"},
            {"[1,1,2]", "[1,2,2]"},
            {"[1,2,2]", "[2,1,2]"},
            {"[1.0,2]", "[2,1]"},
            {"[100, 1E+2]", "[1E2, 100.00]"},
            {"[{\"a\":[1,2]},{\"b\":1}]", "[{\"b\":1.0},{\"a\":[2,1]}]"},
            {"[\"x\",null,true]", "[true,\"x\",null]"},
            {"[[],[[]]]", "[[[]],[]]"},
            {"[[1],[1,1]]", "[[1,1],[1]]"},
            {"[]", "[]"},
            {"[1]", "[]"},
            {"[[1,2]]", "[[1,3]]"},
            {"\"a\"", "\"a\""},
        };
        for (String[] pair : cases) {
            JsonNode a = json(pair[0]);
            JsonNode b = json(pair[1]);
            for (Set<Integer> levels : List.of(Set.<Integer>of(), Set.of(0), Set.of(1), Set.of(0, 1))) {
                boolean sorted = bySortedCopies(a, b, levels);
                boolean proven = quick(a, b, levels);
                // Proven equal only when equal; unproven is allowed (the sorted copies then decide).
                assertTrue(!proven || sorted, pair[0] + " vs " + pair[1] + " at " + levels);
                if (!pair[0].contains("{")) {
                    assertEquals(sorted, proven, pair[0] + " vs " + pair[1] + " at " + levels);
                }
            }
        }
    }

    @Test
    void equalValuesHashAlike() throws Exception {
        IntPredicate all = level -> true;
        assertEquals(JsonValues.hash(json("[1, 2.0, [3, 4]]"), all, 0), JsonValues.hash(json("[[4, 3.00], 2, 1]"), all, 0));
        assertEquals(JsonValues.hash(json("{\"a\":1,\"b\":[1,2]}"), all, 0),
                JsonValues.hash(json("{\"b\":[2,1],\"a\":1.0}"), all, 0));
    }

    private static ArrayNode array(List<Integer> values) {
        ArrayNode array = NODES.arrayNode();
        values.forEach(array::add);
        return array;
    }
}
