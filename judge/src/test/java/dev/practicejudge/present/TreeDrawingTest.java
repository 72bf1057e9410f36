package dev.practicejudge.present;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.json.PrettyJson;
import dev.practicejudge.problem.Design;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.Parameter;
import dev.practicejudge.problem.TypeRef;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * What {@link TerminalDrawing} draws for LeetCode's trees, linked lists and design problems' calls,
 * which it can tell from other lists of ints only by the values' declared types.
 */
class TreeDrawingTest {

    private static final TypeRef TREE = TypeRef.parse("TreeNode");
    private static final TypeRef LIST = TypeRef.parse("ListNode");

    /** LeetCode's LRU Cache: a constructor, {@code int get(int)} and {@code void put(int, int)}. */
    static final MethodSignature LRU = new Design("LRUCache", false,
            List.of(new Parameter("capacity", TypeRef.parse("int"))),
            List.of(new MethodSignature("get", List.of(new Parameter("key", TypeRef.parse("int"))), TypeRef.parse("int"),
                            Optional.empty()),
                    new MethodSignature("put", List.of(new Parameter("key", TypeRef.parse("int")),
                            new Parameter("value", TypeRef.parse("int"))), TypeRef.parse("void"), Optional.empty())))
            .entry();

    static final JsonNode LRU_INPUT = json("{\"operations\": [\"LRUCache\",\"put\",\"put\",\"get\",\"put\",\"get\","
            + "\"put\",\"get\",\"get\",\"get\"], \"arguments\": [[2],[1,1],[2,2],[1],[3,3],[2],[4,4],[1],[3],[4]]}");
    static final JsonNode LRU_EXPECTED = json("[null,null,null,1,null,-1,null,-1,3,4]");
    static final JsonNode LRU_ACTUAL = json("[null,null,null,1,null,2,null,-1,3,4]");

    static JsonNode json(String text) {
        try {
            return Json.MAPPER.readTree(text);
        } catch (Exception e) {
            throw new IllegalArgumentException(text, e);
        }
    }

    private static TerminalDrawing.Drawing draw(String value, TypeRef type) {
        return TerminalDrawing.draw(json(value), type, null, false, Emphasis.NONE);
    }

    private static String range(int from, int to) {
        return "[" + IntStream.rangeClosed(from, to).mapToObj(String::valueOf).collect(Collectors.joining(",")) + "]";
    }

    // ---------------------------------------------------------------- trees

    @Test
    void aTreeIsDrawnUnderItsLevelOrderList() {
        TerminalDrawing.Drawing drawing = draw("[3,9,20,null,null,15,7]", TREE);

        assertEquals("[3,9,20,null,null,15,7]", drawing.caption());
        assertTrue(drawing.captionIsValue(), "the caption is the value, read as root = [3,9,20,...]");
        assertEquals(List.of(
                "  3",
                " / \\",
                "9   20",
                "   /  \\",
                "  15   7"), drawing.lines());
    }

    @Test
    void wideSubtreesAreBridgedWithUnderscores() {
        assertEquals(List.of(
                "    _1_",
                "   /   \\",
                "  2     3",
                " / \\   / \\",
                "4   5 6   7"), draw("[1,2,3,4,5,6,7]", TREE).lines());
        assertEquals(List.of(
                "    __3__",
                "   /     \\",
                "  5       1",
                " / \\     / \\",
                "6   2   0   8",
                "   / \\",
                "  7   4"), draw("[3,5,1,6,2,0,8,null,null,7,4]", TREE).lines(), "LCA's tree");
    }

    @Test
    void aRightLeaningTreeWithNegativeAndLongValuesStepsRight() {
        assertEquals(List.of(
                "-10",
                "   \\",
                "   250",
                "      \\",
                "       -3",
                "         \\",
                "         1000"), draw("[-10,null,250,null,-3,null,1000]", TREE).lines());
    }

    @Test
    void missingChildrenLeaveTheirSideEmpty() {
        assertEquals(List.of(
                "1",
                " \\",
                "  2",
                " /",
                "3"), draw("[1,null,2,3]", TREE).lines());
        assertEquals(List.of(
                "      -2147483648",
                "     /           \\",
                "2147483647        -1",
                "          \\",
                "        -100000"), draw("[-2147483648,2147483647,-1,null,-100000]", TREE).lines());
    }

    @Test
    void theEmptyTreeSaysSo() {
        assertEquals(new TerminalDrawing.Drawing("", List.of("(empty tree)")), draw("[]", TREE));
        assertTrue(TerminalDrawing.drawsAsPicture(json("[]"), TREE));
    }

    @Test
    void aBigTreeIsCutToItsTopLevelsWithANote() {
        String hundred = range(1, 100);
        TerminalDrawing.Drawing drawing = draw(hundred, TREE);

        assertEquals(hundred, drawing.caption(), "the whole level-order list, as long as it fits the line cut");
        List<String> lines = drawing.lines();
        assertEquals("              ______________1______________", lines.get(0));
        assertEquals("16  17 18  19 20   21 22   23 24   25 26   27 28   29 30   31", lines.get(8));
        assertEquals("(levels 6-7 not drawn: 69 more nodes; the level-order list above has them)", lines.get(9));
        assertEquals(10, lines.size(), "5 levels of 31 nodes, and the note");
        assertTrue(lines.stream().allMatch(line -> line.length() <= TerminalDrawing.LINE_WIDTH), lines::toString);
    }

    @Test
    void aDeepTreeIsCutAtSixLevelsAndAWideOneWhereItStillFits() {
        // A chain of ten nodes, each the left child of the one before.
        StringBuilder chain = new StringBuilder("[1");
        for (int i = 2; i <= 10; i++) {
            chain.append(',').append(i).append(",null");
        }
        List<String> deep = draw(chain.append(']').toString(), TREE).lines();
        assertEquals("(levels 7-10 not drawn: 4 more nodes; the level-order list above has them)", deep.get(deep.size() - 1));
        assertEquals(6 + 5 + 1, deep.size(), "six levels, the links between them, and the note");

        // Four full levels of ten-digit values do not fit 80 columns; three do.
        String wide = "[" + IntStream.range(0, 15).mapToObj(i -> String.valueOf(1_000_000_000 + i))
                .collect(Collectors.joining(",")) + "]";
        List<String> lines = draw(wide, TREE).lines();
        assertEquals("(level 4 not drawn: 8 more nodes; the level-order list above has them)", lines.get(lines.size() - 1));
        assertTrue(lines.stream().allMatch(line -> line.length() <= TerminalDrawing.LINE_WIDTH), lines::toString);
    }

    @Test
    void aMalformedTreeOrAnUntypedListStaysJson() {
        assertEquals(new TerminalDrawing.Drawing("", List.of("[null,1]")), draw("[null,1]", TREE));
        assertEquals(new TerminalDrawing.Drawing("", List.of("[3,9,20,null,null,15,7]")),
                draw("[3,9,20,null,null,15,7]", null), "without a type a list of ints is a list of ints");
        assertFalse(TerminalDrawing.drawsAsPicture(json("[1,2]"), TypeRef.parse("int[]")));
        assertEquals(new TerminalDrawing.Drawing("", PrettyJson.lines(json("[[[1]]]"))),
                draw("[[[1]]]", TypeRef.parse("List<List<TreeNode>>")), "a nesting that is not drawn stays JSON");
    }

    @Test
    void aTreeArgumentReadsAsItsListWithItsDrawingBelow() {
        MethodSignature lca = new MethodSignature("lowestCommonAncestor", List.of(new Parameter("root", TREE),
                new Parameter("p", TREE, Optional.of("root")), new Parameter("q", TREE, Optional.of("root"))),
                TREE, Optional.empty(), Optional.of("root"));

        assertEquals(List.of(
                "root = [2,1]",
                "    2",
                "   /",
                "  1",
                "p = 2",
                "q = 1"), TerminalDrawing.arguments(json("{\"root\": [2,1], \"p\": 2, \"q\": 1}"), lca, true, Emphasis.NONE));
        assertEquals("Integer", Shape.inputType(lca, "p").toString(), "a node bound in root is given by its value");
        assertEquals("Integer", Shape.outputType(lca).toString());
    }

    // ---------------------------------------------------------------- linked lists

    @Test
    void aLinkedListIsItsNodesJoinedByArrows() {
        assertEquals(new TerminalDrawing.Drawing("", List.of("1 -> 2 -> 3 -> null")), draw("[1,2,3]", LIST));
        assertEquals(new TerminalDrawing.Drawing("", List.of("-5 -> 2147483647 -> null")), draw("[-5,2147483647]", LIST));
        assertEquals(new TerminalDrawing.Drawing("", List.of("(empty list)")), draw("[]", LIST));
        assertEquals("1 -> 2 -> null", TerminalDrawing.inline(json("[1,2]"), LIST));
        assertEquals("[1,2]", TerminalDrawing.inline(json("[1,2]"), null));
    }

    @Test
    void aLongLinkedListWrapsAndIsCutAfterThirtyNodes() {
        assertEquals(List.of(
                "1 -> 2 -> 3 -> 4 -> 5 -> 6 -> 7 -> 8 -> 9 -> 10 -> 11 -> 12 -> 13 -> 14 -> 15",
                "  -> 16 -> 17 -> 18 -> 19 -> 20 -> 21 -> 22 -> 23 -> 24 -> 25 -> 26 -> 27 -> 28",
                "  -> 29 -> 30 -> ... (70 more)"), draw(range(1, 100), LIST).lines());
    }

    @Test
    void listsOfListsStandOneALineAndListsOfTreesSideBySide() {
        TerminalDrawing.Drawing lists = draw("[[1,4,5],[1,3,4],[2,6],[]]", TypeRef.parse("ListNode[]"));
        assertEquals("4 lists", lists.caption());
        assertEquals(List.of(
                "[0] 1 -> 4 -> 5 -> null",
                "[1] 1 -> 3 -> 4 -> null",
                "[2] 2 -> 6 -> null",
                "[3] (empty list)"), lists.lines());

        TerminalDrawing.Drawing trees = draw("[[1,null,2],[2,1],[]]", TypeRef.parse("List<TreeNode>"));
        assertEquals("3 trees", trees.caption());
        assertEquals(List.of(
                "[1,null,2]     [2,1]          []",
                "1                2            (empty tree)",
                " \\              /",
                "  2            1"), trees.lines());
    }

    @Test
    void aListOfManyTreesCountsTheRest() {
        String many = IntStream.range(0, TerminalDrawing.MAX_BOARDS + 4).mapToObj(i -> "[" + i + "]")
                .collect(Collectors.joining(",", "[", "]"));
        List<String> lines = draw(many, TypeRef.parse("TreeNode[]")).lines();
        assertEquals("... 4 more trees", lines.get(lines.size() - 1));
    }

    // ---------------------------------------------------------------- design problems

    @Test
    void aDesignInputIsItsCallsNumberedFromOne() {
        assertEquals(List.of(
                " 1  LRUCache(2)",
                " 2  put(1, 1)",
                " 3  put(2, 2)",
                " 4  get(1)",
                " 5  put(3, 3)",
                " 6  get(2)",
                " 7  put(4, 4)",
                " 8  get(1)",
                " 9  get(3)",
                "10  get(4)"), TerminalDrawing.arguments(LRU_INPUT, LRU, true, Emphasis.NONE));
    }

    @Test
    void theExpectedOutputsStandBesideTheCallsThatReturnOne() {
        List<String> lines = TerminalDrawing.calls(LRU_INPUT, LRU, List.of(new TerminalDrawing.Column("", LRU_EXPECTED)),
                false, Emphasis.NONE);
        assertEquals(List.of(
                " 1  LRUCache(2)",
                " 2  put(1, 1)",
                " 3  put(2, 2)",
                " 4  get(1)       -> 1",
                " 5  put(3, 3)",
                " 6  get(2)       -> -1",
                " 7  put(4, 4)",
                " 8  get(1)       -> -1",
                " 9  get(3)       -> 3",
                "10  get(4)       -> 4"), lines);
    }

    @Test
    void expectedAndActualSideBySideMarkTheFirstDifference() {
        List<String> lines = TerminalDrawing.calls(LRU_INPUT, LRU, List.of(
                new TerminalDrawing.Column("expected", LRU_EXPECTED), new TerminalDrawing.Column("actual", LRU_ACTUAL)),
                false, text -> "*" + text + "*");
        assertEquals(List.of(
                "                 expected  actual",
                " 1  LRUCache(2)",
                " 2  put(1, 1)",
                " 3  put(2, 2)",
                " 4  get(1)       1         1",
                " 5  put(3, 3)",
                "* 6  get(2)       -1        2       <- first difference*",
                " 7  put(4, 4)",
                " 8  get(1)       -1        -1",
                " 9  get(3)       3         3",
                "10  get(4)       4         4"), lines);

        List<String> valued = TerminalDrawing.calls(LRU_INPUT, LRU, List.of(
                new TerminalDrawing.Column("reference", LRU_EXPECTED), new TerminalDrawing.Column("yours", LRU_ACTUAL)),
                true, Emphasis.NONE);
        assertEquals(List.of(
                "            reference  yours",
                " 4  get(1)  1          1",
                " 6  get(2)  -1         2      <- first difference",
                " 8  get(1)  -1         -1",
                " 9  get(3)  3          3",
                "10  get(4)  4          4"), valued, "only the calls that return a value, numbered as in the input");
    }

    @Test
    void manyCallsAreCutButTheFirstDifferenceIsShown() {
        int count = 500;
        StringBuilder operations = new StringBuilder("[\"LRUCache\"");
        StringBuilder arguments = new StringBuilder("[[2]");
        StringBuilder expected = new StringBuilder("[null");
        StringBuilder actual = new StringBuilder("[null");
        for (int i = 2; i <= count; i++) {
            operations.append(",\"get\"");
            arguments.append(",[").append(i).append(']');
            expected.append(",-1");
            actual.append(i == 300 ? ",7" : ",-1");
        }
        JsonNode input = json("{\"operations\": " + operations + "], \"arguments\": " + arguments + "]}");
        List<String> lines = TerminalDrawing.calls(input, LRU, List.of(
                new TerminalDrawing.Column("expected", json(expected + "]")),
                new TerminalDrawing.Column("actual", json(actual + "]"))), false, Emphasis.NONE);

        assertEquals("  1  LRUCache(2)", lines.get(1));
        assertEquals(" 10  get(10)      -1        -1", lines.get(10));
        assertEquals("... (calls 11-274 not shown)", lines.get(11));
        assertEquals("300  get(300)     -1        7       <- first difference", lines.get(37));
        assertEquals("... (calls 305-500 not shown)", lines.get(lines.size() - 1));
        assertTrue(lines.size() <= TerminalDrawing.MAX_CALLS + 3, lines::toString);

        List<String> plain = TerminalDrawing.calls(input, LRU, List.of(), false, Emphasis.NONE);
        assertEquals(TerminalDrawing.MAX_CALLS + 1, plain.size());
        assertEquals("... (calls 41-500 not shown)", plain.get(TerminalDrawing.MAX_CALLS));
    }

    @Test
    void outputsThatAreNotOnePerCallAreNoted() {
        List<String> lines = TerminalDrawing.calls(LRU_INPUT, LRU, List.of(
                new TerminalDrawing.Column("expected", LRU_EXPECTED), new TerminalDrawing.Column("actual", json("[null,null]"))),
                false, Emphasis.NONE);
        assertEquals("(actual: 2 values for 10 calls)", lines.get(lines.size() - 1));
        assertEquals(" 3  put(2, 2)                      <- first difference", lines.get(3),
                "the first call without an actual value");
    }

    @Test
    void anInputThatIsNoDesignsCallsIsNotDrawnAsCalls() {
        assertNull(TerminalDrawing.calls(LRU_INPUT, null, List.of(), false, Emphasis.NONE), "no method known");
        assertNull(TerminalDrawing.calls(json("{\"operations\": [\"LRUCache\"], \"arguments\": []}"), LRU, List.of(),
                false, Emphasis.NONE), "two lists of different lengths are shown as they are");
        MethodSignature codec = new Design("Codec", true, List.of(), List.of(
                new MethodSignature("serialize", List.of(new Parameter("root", TREE)), TypeRef.parse("String"),
                        Optional.empty()),
                new MethodSignature("deserialize", List.of(new Parameter("data", TypeRef.parse("String"))), TREE,
                        Optional.empty()))).entry();
        assertNull(TerminalDrawing.calls(json("{\"root\": [1]}"), codec, List.of(), false, Emphasis.NONE));
        assertEquals(List.of("root = [1]", "  1"), TerminalDrawing.arguments(json("{\"root\": [1]}"), codec, true,
                Emphasis.NONE), "a codec's input is a tree");
    }
}
