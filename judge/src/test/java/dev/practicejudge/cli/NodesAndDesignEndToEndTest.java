package dev.practicejudge.cli;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * LeetCode's node types and design problems, judged end to end: the real CLI, real worker JVMs,
 * small packages written for these tests ({@code node-repo/problems}) and fixture solutions
 * ({@code fixtures/nodes}), one per way a learner gets it right or wrong.
 */
@EndToEnd
class NodesAndDesignEndToEndTest {

    private static final Path REPO = ROOT.resolve("judge/src/test/resources/node-repo");
    private static final Path FIXTURES = TestRepository.FIXTURES.resolve("nodes");

    @TempDir
    Path temp;

    private static CliResult judge(String problem, String fixture) throws IOException {
        return Judgew.test(REPO, problem, "--solution", FIXTURES.resolve(problem).resolve(fixture).toString());
    }

    private static String message(CliResult run, String problem, int test) {
        return run.problem(problem).get("tests").get(test).get("message").asText();
    }

    /**
     * Pasted as LeetCode shows them: no node class, no imports; with a node class of one's own;
     * with subtrees shared between parents; an LRU with its own (non-LeetCode) ListNode and an
     * {@code Integer get}; a method inherited from the learner's own base class; a design method
     * returning a tree that later calls change (each output is read when its call returns).
     */
    @ParameterizedTest
    @CsvSource({"reverse-list, PastedAccepted.java", "reverse-list, Recursive.java",
        "reverse-list, OwnListNodeAccepted.java", "invert-tree, Accepted.java", "lca, Accepted.java",
        "lru, Accepted.java", "codec, PreorderAccepted.java", "invert-tree, SharedLeaves.java",
        "lru, OwnDoublyLinkedListNode.java", "lru, InheritsPut.java", "tree-builder, Accepted.java"})
    void acceptedAsOnLeetCode(String problem, String fixture) throws IOException {
        CliResult run = judge(problem, fixture);

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertEquals("AC", run.problem(problem).get("verdict").asText(), run::toString);
    }

    @Test
    void aNullTreeOrListIsWrittenAsLeetCodeWritesIt() throws IOException {
        TestRepository.copyTree(REPO.resolve("problems/reverse-list"), temp.resolve("problems/reverse-list"));
        TestRepository.solve(temp, "reverse-list", FIXTURES.resolve("reverse-list/PastedAccepted.java"));

        CliResult run = Judgew.run(temp, "run", "reverse-list", "--input", "{\"head\": []}");

        // The worker writes the null list as [], which run draws as the empty list.
        assertTrue(run.out().contains("output    (empty list)\n"), run::toString);
    }

    @Test
    void aListWithACycleIsAWrongAnswerThatSaysWhere() throws IOException {
        CliResult run = judge("reverse-list", "MakesACycle.java");

        assertEquals("WA", run.problem("reverse-list").get("verdict").asText(), run::toString);
        assertEquals("the returned list has a cycle: after 5 nodes, the next of the last one (value 1) is node 1 "
                + "(value 5) again, so the list never ends", message(run, "reverse-list", 0));
    }

    @Test
    void aTreeWithACycleIsAWrongAnswerThatSaysWhereAndASharedNodeIsJudgedByItsValues() throws IOException {
        CliResult cycle = judge("invert-tree", "PointsBackToTheRoot.java");
        CliResult shared = judge("invert-tree", "SharesAChild.java");

        assertEquals("WA", cycle.problem("invert-tree").get("verdict").asText(), cycle::toString);
        assertEquals("the returned tree has a cycle: the right child of the node with value 2 is the node with value "
                + "4, which is above it, so the tree never ends", message(cycle, "invert-tree", 0));
        assertEquals("the trees differ at root.left: expected value 7, got 2", message(shared, "invert-tree", 0));
    }

    @Test
    void aCopyOfTheAnswerNodeIsNotTheNode() throws IOException {
        CliResult run = judge("lca", "ReturnsACopy.java");

        assertEquals("WA", run.problem("lca").get("verdict").asText(), run::toString);
        assertEquals("returned a TreeNode with value 3 that is not a node of the input tree: return the tree's own "
                + "node (a new TreeNode(3) is a copy, not the node)", message(run, "lca", 0));
    }

    @Test
    void aDesignMistakeNamesTheFirstDifferingCallAndTheCallsBeforeIt() throws IOException {
        CliResult run = judge("lru", "NoRefreshOnGet.java");

        assertEquals("WA", run.problem("lru").get("verdict").asText(), run::toString);
        assertEquals("""
                call 6: get(2) returned 2, expected -1
                the calls before it:
                  1: LRUCache(2)
                  2: put(1, 1)
                  3: put(2, 2)
                  4: get(1) -> 1
                  5: put(3, 3)""", message(run, "lru", 0));
    }

    @Test
    void anExceptionInADesignCallSaysWhichCall() throws IOException {
        CliResult run = judge("lru", "ThrowsInGet.java");

        assertEquals("RE", run.problem("lru").get("verdict").asText(), run::toString);
        String message = message(run, "lru", 0);
        assertTrue(message.startsWith("java.lang.NullPointerException"), message);
        assertTrue(message.endsWith("\nin call 4: get(1)"), message);
    }

    /**
     * The encoder and the decoder are two objects of one class, as LeetCode's driver makes them: a
     * codec that shapes the tree wrongly is a wrong answer, and one that hands it over in a static
     * field passes, as it does on LeetCode (published LeetCode-accepted code does this).
     */
    @Test
    void aCodecIsJudgedByItsRoundTripAsOnLeetCode() throws IOException {
        CliResult stash = judge("codec", "StaticCache.java");
        CliResult dropsNulls = judge("codec", "DropsNulls.java");

        assertEquals("AC", stash.problem("codec").get("verdict").asText(), stash::toString);
        assertEquals("WA", dropsNulls.problem("codec").get("verdict").asText(), dropsNulls::toString);
        assertEquals("the trees differ at root.left: expected no node, got the node with value 2",
                message(dropsNulls, "codec", 2));
    }

    /**
     * A codec declared with {@code "objects": 1} is called as LeetCode's driver calls Encode and
     * Decode Strings, {@code codec.decode(codec.encode(strs))}: a codec that keeps the list in a field
     * of its own passes, and one that joins on a separator fails on a string that holds it.
     */
    @Test
    void aOneObjectCodecKeepsItsStateAndASeparatorInsideAStringIsAWrongAnswer() throws IOException {
        CliResult prefixed = judge("string-codec", "LengthPrefixed.java");
        CliResult kept = judge("string-codec", "KeepsTheList.java");
        CliResult comma = judge("string-codec", "JoinsWithComma.java");

        assertEquals("AC", prefixed.problem("string-codec").get("verdict").asText(), prefixed::toString);
        assertEquals("AC", kept.problem("string-codec").get("verdict").asText(), kept::toString);
        assertEquals("WA", comma.problem("string-codec").get("verdict").asText(), comma::toString);
        assertEquals("AC", comma.problem("string-codec").get("tests").get(1).get("verdict").asText(), comma::toString);
        assertTrue(message(comma, "string-codec", 2).startsWith("expected 3 elements, got 4"), comma::toString);
    }

    /**
     * A void method that relinks its list in place is judged by the list read again from the node it
     * was given; one that leaves the list looping is a wrong answer that says where, not a hang.
     */
    @Test
    void aListRelinkedInPlaceIsReadFromItsHeadAndALoopSaysWhere() throws IOException {
        CliResult relinks = judge("reorder", "Relinks.java");
        CliResult loops = judge("reorder", "ForgetsToCut.java");

        assertEquals("AC", relinks.problem("reorder").get("verdict").asText(), relinks::toString);
        assertEquals("WA", loops.problem("reorder").get("verdict").asText(), loops::toString);
        assertEquals("after reorderList returned, the list from the node it was given has a cycle: after 4 nodes, "
                + "the next of the last one (value 3) is node 4 (value 3) again, so the list never ends",
                message(loops, "reorder", 0));
    }

    /**
     * LeetCode's {@code head = [3,2,0,-4], pos = 1}: {@code pos} builds the cycle and is not passed;
     * a solution that walks until null is a TLE that says where it was and that the list never ends,
     * and every drawing shows the cycle.
     */
    @Test
    void aListBuiltWithACycleIsWalkedForeverAndTheTleSaysItNeverLeftTheCycle() throws IOException {
        CliResult floyd = judge("list-cycle", "Floyd.java");
        CliResult walks = judge("list-cycle", "WalksToNull.java");

        assertEquals("AC", floyd.problem("list-cycle").get("verdict").asText(), floyd::toString);
        assertEquals("TLE", walks.problem("list-cycle").get("verdict").asText(), walks::toString);
        assertEquals("AC", walks.problem("list-cycle").get("tests").get(1).get("verdict").asText(), walks::toString);
        assertTrue(message(walks, "list-cycle", 0).endsWith("\nthe list from head has a cycle: its last node (index 3, "
                + "value -4) links back to index 1 (value 2), so a walk along next never reaches null; a loop that waits "
                + "for null never left the cycle"), walks::toString);
        assertTrue(walks.out().contains("input     head = 3 -> 2 -> 0 -> -4 -> back to index 1 (value 2): a cycle, pos = 1\n"),
                walks::toString);
    }

    /** {@code gen} writes the input back as the author wrote it, head and pos, never the worker's form. */
    @Test
    void genKeepsHeadAndPosAsTheTestWritesThem() throws IOException {
        Path dir = temp.resolve("problems/list-cycle");
        TestRepository.copyTree(REPO.resolve("problems/list-cycle"), dir);
        Files.createDirectories(dir.resolve("submissions/accepted"));
        Files.copy(FIXTURES.resolve("list-cycle/Floyd.java"), dir.resolve("submissions/accepted/Floyd.java"));
        Files.writeString(dir.resolve("tests/04-two.json"), "{\"input\": {\"head\": [1,2], \"pos\": 0}}\n");
        Files.writeString(dir.resolve("tests/05-none.json"), "{\"input\": {\"head\": [1,2], \"pos\": -1}}\n");

        CliResult gen = Judgew.run(temp, "gen", "list-cycle");

        assertEquals(ExitCodes.ACCEPTED, gen.exit(), gen::toString);
        assertTrue(Files.readString(dir.resolve("tests/04-two.json")).contains("\"input\": {\n    \"head\": [1,2],\n    \"pos\": 0\n  }"),
                Files.readString(dir.resolve("tests/04-two.json")));
        assertTrue(Files.readString(dir.resolve("tests/04-two.json")).contains("\"expected\": true"));
        assertTrue(Files.readString(dir.resolve("tests/05-none.json")).contains("\"input\": {\n    \"head\": [1,2],\n    \"pos\": -1\n  }"),
                Files.readString(dir.resolve("tests/05-none.json")));
    }

    @Test
    void showAndRunTakeTheCycleAsLeetCodeWritesIt() throws IOException {
        TestRepository.copyTree(REPO.resolve("problems/list-cycle"), temp.resolve("problems/list-cycle"));
        TestRepository.solve(temp, "list-cycle", FIXTURES.resolve("list-cycle/Floyd.java"));

        CliResult show = Judgew.run(temp, "show", "list-cycle");
        CliResult run = Judgew.run(temp, "run", "list-cycle", "--input", "{\"head\": [1,2,3], \"pos\": 0}");
        CliResult noPos = Judgew.run(temp, "run", "list-cycle", "--input", "{\"head\": [1,2,3]}");
        CliResult outside = Judgew.run(temp, "run", "list-cycle", "--input", "{\"head\": [1,2,3], \"pos\": 3}");

        assertTrue(show.out().contains("input     head = 3 -> 2 -> 0 -> -4 -> back to index 1 (value 2): a cycle\n"), show::toString);
        assertTrue(run.out().contains("input     head = 1 -> 2 -> 3 -> back to index 0 (value 1): a cycle"), run::toString);
        assertTrue(run.out().contains("output    true\n"), run::toString);
        assertTrue(noPos.err().contains("missing \"pos\": the index (from 0) of the node the tail of \"head\" links "
                + "back to, -1 for none"), noPos::toString);
        assertTrue(outside.err().contains("\"pos\" is the number 3; it is the index of the node the tail links back to, "
                + "from 0 to 2, or -1 for none"), outside::toString);
    }

    /**
     * LeetCode's graph {@code Node} in its adjacency-list form: a clone is accepted; returning the
     * input, or a copy that links to the input's nodes, is a wrong answer that names the shared
     * node; a copy whose shape differs names the missing edge.
     */
    @Test
    void aCloneMustShareNoNodeWithTheInputAndAShapeThatDiffersNamesTheEdge() throws IOException {
        CliResult clone = judge("clone", "DepthFirst.java");
        CliResult input = judge("clone", "ReturnsInput.java");
        CliResult links = judge("clone", "LinksToOriginals.java");
        CliResult edges = judge("clone", "ForgetsBackEdges.java");

        assertEquals("AC", clone.problem("clone").get("verdict").asText(), clone::toString);
        assertEquals("returned the input's own node 1 (value 1), not a copy: a clone makes a new Node(1) for every node "
                + "and links the new nodes to each other, never to the input's", message(input, "clone", 0));
        assertEquals("returned a graph that reaches the input's own node 2 (value 2), not a copy: a clone makes a new "
                + "Node(2) for every node and links the new nodes to each other, never to the input's",
                message(links, "clone", 0));
        assertEquals("node 1 should be linked to node 4, but in your graph it is not; its neighbors are [2], expected [2,4]"
                + "\nin your graph node 1 lists node 2 as a neighbor, but node 2 does not list node 1: each edge of an "
                + "undirected graph is in both lists", message(edges, "clone", 0));
        assertTrue(edges.out().contains("actual    a graph of 4 nodes, each with its neighbors\n"
                + "                         1 -> 2\n"), edges::toString);
        // No graph (null) and a lone node come back as LeetCode writes them.
        assertEquals("AC", input.problem("clone").get("tests").get(2).get("verdict").asText(), input::toString);
    }

    @Test
    void aNodeClassInsideSolutionOrWithoutLeetCodesFieldsIsACompileErrorThatSaysSo() throws IOException {
        CliResult nested = judge("reverse-list", "NestedListNode.java");
        CliResult noVal = judge("reverse-list", "OwnListNodeWithoutVal.java");

        assertEquals("CE", nested.problem("reverse-list").get("verdict").asText(), nested::toString);
        assertTrue(nested.output().contains("(ListNode there is your own class inside Solution; delete it: the judge "
                + "provides LeetCode's ListNode, as LeetCode does)"), nested::toString);
        assertEquals("CE", noVal.problem("reverse-list").get("verdict").asText(), noVal::toString);
        assertTrue(noVal.output().contains("your own class ListNode lacks LeetCode's field int val"), noVal::toString);
    }

    /** A chain far deeper than any recursion could walk is read and written without a stack overflow. */
    @Test
    void aHundredThousandNodeListCrossesBothWays() throws IOException {
        TestRepository.copyTree(REPO.resolve("problems/reverse-list"), temp.resolve("problems/reverse-list"));
        String values = IntStream.range(0, 100_000).mapToObj(Integer::toString).collect(Collectors.joining(","));
        String reversed = IntStream.range(0, 100_000).map(i -> 99_999 - i).mapToObj(Integer::toString)
                .collect(Collectors.joining(","));
        Files.writeString(temp.resolve("problems/reverse-list/tests/03-long.json"),
                "{\"input\": {\"head\": [" + values + "]}, \"expected\": [" + reversed + "]}");

        CliResult run = Judgew.test(temp, "reverse-list", "--solution",
                FIXTURES.resolve("reverse-list/PastedAccepted.java").toString());

        assertEquals("AC", run.problem("reverse-list").get("verdict").asText(), run::toString);
    }

    @Test
    void runTakesNodesAndCallsAsTheTestsWriteThem() throws IOException {
        TestRepository.copyTree(REPO.resolve("problems"), temp.resolve("problems"));
        TestRepository.solve(temp, "lca", FIXTURES.resolve("lca/Accepted.java"));
        TestRepository.solve(temp, "lru", FIXTURES.resolve("lru/Accepted.java"));

        CliResult lca = Judgew.run(temp, "run", "lca", "--input", "{\"root\": [3,5,1,6,2,0,8,null,null,7,4], "
                + "\"p\": 6, \"q\": 4}");
        CliResult lru = Judgew.run(temp, "run", "lru", "--input", "{\"operations\": [\"LRUCache\", \"put\", \"get\"], "
                + "\"arguments\": [[1], [7, 70], [7]]}");
        CliResult missingNode = Judgew.run(temp, "run", "lca", "--input", "{\"root\": [1,2,3], \"p\": 2, \"q\": 9}");
        CliResult unknownCall = Judgew.run(temp, "run", "lru", "--input", "{\"operations\": [\"LRUCache\", \"pt\"], "
                + "\"arguments\": [[1], [1, 1]]}");

        assertTrue(lca.out().contains("output    5"), lca::toString);
        // [null,null,70]: run shows each call that returns a value beside it.
        assertTrue(lru.out().contains("output    3  get(7)  -> 70\n"), lru::toString);
        assertEquals(ExitCodes.ERROR, missingNode.exit(), missingNode::toString);
        assertTrue(missingNode.err().contains("argument \"q\" is not a node of \"root\": no node has the value 9"),
                missingNode::toString);
        assertTrue(unknownCall.err().contains("call 2: \"pt\" is not a method of LRUCache (did you mean \"put\"?)"),
                unknownCall::toString);
    }

    @Test
    void newWritesLeetCodesStartingCodeForNodesAndClasses() throws IOException {
        TestRepository.copyTree(REPO.resolve("problems"), temp.resolve("problems"));

        assertEquals(0, Judgew.run(temp, "new", "lca").exit());
        assertEquals(0, Judgew.run(temp, "new", "lru").exit());
        String lca = Files.readString(temp.resolve("solutions/lca/Solution.java"));
        String lru = Files.readString(temp.resolve("solutions/lru/Solution.java"));

        assertTrue(lca.startsWith("/**\n * Definition for a binary tree node"), lca);
        assertTrue(lca.contains("public TreeNode lowestCommonAncestor(TreeNode root, TreeNode p, TreeNode q) {\n"
                + "        // Your code here.\n        return null;\n"), lca);
        assertTrue(lru.contains("class LRUCache {\n\n    public LRUCache(int capacity) {"), lru);
        assertTrue(lru.contains(" * int result = obj.get(key);\n * obj.put(key, value);"), lru);
        assertFalse(lru.contains("class Solution"), lru);
        // The stubs compile and run: a wrong answer, not a compile error.
        assertEquals("WA", Judgew.test(temp, "lca").problem("lca").get("verdict").asText());
        assertEquals("WA", Judgew.test(temp, "lru").problem("lru").get("verdict").asText());
    }

    /** A design problem's file named after its class is found, and the advice does not ask for a class Solution. */
    @Test
    void aDesignClassInAFileOfItsOwnNameIsFoundAndTheFixNeedsNoClassSolution() throws IOException {
        TestRepository.copyTree(REPO.resolve("problems/lru"), temp.resolve("problems/lru"));
        Files.createDirectories(temp.resolve("solutions/lru-cache"));
        Files.copy(FIXTURES.resolve("lru/Accepted.java"), temp.resolve("solutions/lru-cache/LRUCache.java"));

        CliResult run = Judgew.run(temp, "test");

        assertTrue(run.output().contains("solutions/lru-cache/ is not a problem id, so solutions/lru-cache/LRUCache.java "
                + "is not judged: the judge reads exactly solutions/lru/Solution.java"), run::toString);
        assertFalse(run.output().contains("class Solution"), run::toString);
    }
}
