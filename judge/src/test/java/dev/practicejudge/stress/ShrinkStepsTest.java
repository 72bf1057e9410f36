package dev.practicejudge.stress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.problem.Design;
import dev.practicejudge.problem.InputSize;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.Parameter;
import dev.practicejudge.problem.TypeRef;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The typed steps the shrinker takes, each smaller than what it came from, and the schedule of sizes. */
class ShrinkStepsTest {

    @Test
    void numbersMoveTowardZeroAndNeverAway() {
        assertEquals("[0, 1, 5, 9]", ValueShrinks.numbers(10).toString());
        assertEquals("[0, 1, -5, -9]", ValueShrinks.numbers(-10).toString());
        assertEquals("[0]", ValueShrinks.numbers(-1).toString(), "1 is no smaller than -1");
        assertEquals("[]", ValueShrinks.numbers(0).toString());
        assertEquals("[0, 1, -1073741824, -2147483647]", ValueShrinks.numbers(Integer.MIN_VALUE).toString());
    }

    @Test
    void listsLoseEverythingThenHalvesThenSingleElementsThenShrinkTheirElements() {
        List<JsonNode> smaller = ValueShrinks.of(json("[4,2,7,1]"), TypeRef.parse("int[]"));

        assertEquals(List.of("[]", "[7,1]", "[4,2]", "[2,7,1]", "[4,7,1]", "[4,2,1]", "[4,2,7]", "[0,2,7,1]"),
                smaller.subList(0, 8).stream().map(Json::compact).toList());
    }

    @Test
    void stringsLoseCharactersThenTakeEarlierLetters() {
        List<String> smaller = ValueShrinks.of(json("\"abc\""), TypeRef.parse("String")).stream()
                .map(JsonNode::asText).toList();

        assertEquals(List.of("", "bc", "ac", "ab", "aac", "aba", "abb"), smaller.subList(0, 7), smaller::toString);
    }

    @Test
    void gridsLoseRowsAndColumns() {
        List<String> smaller = ValueShrinks.of(json("[[1,2],[3,4]]"), TypeRef.parse("int[][]")).stream()
                .map(Json::compact).toList();

        assertTrue(smaller.containsAll(List.of("[[3,4]]", "[[1,2]]", "[[2],[4]]", "[[1],[3]]")), smaller::toString);
    }

    @Test
    void treesLoseSubtreesHoistChildrenAndShrinkValues() {
        List<String> smaller = ValueShrinks.of(json("[5,4,6,null,null,3,7]"), TypeRef.parse("TreeNode")).stream()
                .map(Json::compact).toList();

        assertEquals("[]", smaller.get(0));
        assertTrue(smaller.containsAll(List.of("[4]", "[6,3,7]", "[5,4,3]", "[5,null,6,3,7]", "[5,4]",
                "[5,4,6,null,null,null,7]", "[0,4,6,null,null,3,7]")), smaller::toString);
    }

    @Test
    void aDesignLosesCallsButNeverItsConstructor() {
        Design design = new Design("Counter", false, List.of(new Parameter("start", TypeRef.parse("int"))),
                List.of(new MethodSignature("add", List.of(new Parameter("n", TypeRef.parse("int"))),
                        TypeRef.parse("int"), Optional.empty())));
        ObjectNode input = (ObjectNode) json("{\"operations\":[\"Counter\",\"add\",\"add\"],\"arguments\":[[5],[2],[3]]}");

        List<ObjectNode> smaller = Candidates.of(input, design.entry());

        assertTrue(smaller.stream().allMatch(c -> c.get("operations").get(0).asText().equals("Counter")), smaller::toString);
        assertEquals("{\"operations\":[\"Counter\"],\"arguments\":[[5]]}", Json.compact(smaller.get(0)));
        assertTrue(smaller.stream().map(Json::compact).anyMatch(
                "{\"operations\":[\"Counter\",\"add\"],\"arguments\":[[2],[3]]}"::equals),
                "a smaller constructor argument together with one call deleted: " + smaller);
        assertTrue(smaller.stream().allMatch(c -> InputSize.of(c, design.entry()) <= 2));
    }

    @Test
    void sizesRampUpTwoCasesEachAndTheSameSeedGivesTheSameNumbers() {
        List<Integer> sizes = new java.util.ArrayList<>();
        for (int k = 0; k < 8; k++) {
            sizes.add(Schedule.size(k, 3, new Random(k)));
        }

        assertEquals(List.of(1, 1, 2, 2, 3, 3), sizes.subList(0, 6));
        assertTrue(sizes.subList(6, 8).stream().allMatch(s -> s >= 1 && s <= 3));
        assertEquals(Schedule.random(42, 7).nextLong(), Schedule.random(42, 7).nextLong());
        assertTrue(Schedule.random(42, 7).nextLong() != Schedule.random(42, 8).nextLong());
        assertTrue(Schedule.random(42, 7).nextLong() != Schedule.random(43, 7).nextLong());
    }

    @Test
    void sizesAreCountedInTheUnitAPersonReads() {
        MethodSignature strings = new MethodSignature("f", List.of(new Parameter("s", TypeRef.parse("String"))),
                TypeRef.parse("int"), Optional.empty());
        MethodSignature tree = new MethodSignature("f", List.of(new Parameter("root", TypeRef.parse("TreeNode"))),
                TypeRef.parse("int"), Optional.empty());

        assertEquals(4, InputSize.of(json("{\"s\":\"aaba\"}"), strings));
        assertEquals("4 characters", InputSize.describe(4, InputSize.unit(strings)));
        assertEquals(3, InputSize.of(json("{\"root\":[1,null,2,null,3]}"), tree));
        assertEquals("1 node", InputSize.describe(1, InputSize.unit(tree)));
        // A graph counts its adjacency list's entries, one per node; a list built with a cycle not its pos.
        MethodSignature graph = new MethodSignature("f", List.of(new Parameter("node", TypeRef.parse("Node"))),
                TypeRef.parse("Node"), Optional.empty());
        MethodSignature cycle = new MethodSignature("f", List.of(new Parameter("head", TypeRef.parse("ListNode"),
                Optional.empty(), Optional.of("pos"))), TypeRef.parse("boolean"), Optional.empty());
        assertEquals(3, InputSize.of(json("{\"node\":[[2,3],[1,3],[1,2]]}"), graph));
        assertEquals(2, InputSize.of(json("{\"head\":[7,7],\"pos\":0}"), cycle));
    }

    private static JsonNode json(String text) {
        try {
            return Json.MAPPER.readTree(text);
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }
}
