package dev.practicejudge.report;

import static dev.practicejudge.report.HtmlReporterTest.count;
import static dev.practicejudge.report.HtmlReporterTest.parse;
import static dev.practicejudge.report.HtmlReporterTest.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.RunSummary;
import dev.practicejudge.judge.TestResult;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.problem.Design;
import dev.practicejudge.problem.ExpectedOutput;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.Parameter;
import dev.practicejudge.problem.TypeRef;
import dev.practicejudge.run.CapturedOutput;
import dev.practicejudge.run.Timing;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

/**
 * {@code test}'s console report and the HTML report draw trees, linked lists and a design problem's
 * calls from the declared types the test result carries: results made by hand, as the judge makes
 * them for Invert Binary Tree, Reverse Linked List and LRU Cache.
 */
class TreesInReportsTest {

    private static final ZonedDateTime AT = ZonedDateTime.of(2025, 3, 1, 12, 0, 0, 0, ZoneOffset.UTC);
    private static final TypeRef TREE = TypeRef.parse("TreeNode");
    private static final TypeRef LIST = TypeRef.parse("ListNode");

    private static final MethodSignature INVERT = new MethodSignature("invertTree", List.of(new Parameter("root", TREE)),
            TREE, Optional.empty());
    private static final MethodSignature REVERSE = new MethodSignature("reverseList", List.of(new Parameter("head", LIST)),
            LIST, Optional.empty());
    private static final MethodSignature LRU = new Design("LRUCache", false,
            List.of(new Parameter("capacity", TypeRef.parse("int"))),
            List.of(new MethodSignature("get", List.of(new Parameter("key", TypeRef.parse("int"))), TypeRef.parse("int"),
                            Optional.empty()),
                    new MethodSignature("put", List.of(new Parameter("key", TypeRef.parse("int")),
                            new Parameter("value", TypeRef.parse("int"))), TypeRef.parse("void"), Optional.empty())))
            .entry();
    private static final JsonNode LRU_INPUT = json("{\"operations\": [\"LRUCache\",\"put\",\"put\",\"get\",\"put\",\"get\","
            + "\"put\",\"get\",\"get\",\"get\"], \"arguments\": [[2],[1,1],[2,2],[1],[3,3],[2],[4,4],[1],[3],[4]]}");

    private static JsonNode json(String text) {
        try {
            return Json.MAPPER.readTree(text);
        } catch (Exception e) {
            throw new IllegalArgumentException(text, e);
        }
    }

    private static TestResult wrong(MethodSignature method, JsonNode input, JsonNode expected, JsonNode actual) {
        return new TestResult("01-case", Verdict.WA, new Timing(1.5, 1.2), "not the answer", input, expected, actual,
                CapturedOutput.NONE, null, null, ExpectedOutput.THE_ANSWER, false, method);
    }

    private static String console(TestResult result) {
        StringWriter out = new StringWriter();
        new ConsoleReporter(new PrintWriter(out)).testFinished("p", result);
        return out.toString();
    }

    private static Document page(TestResult test) throws Exception {
        ProblemResult problem = new ProblemResult("some-problem", "Some Problem", "solutions/some-problem/Solution.java",
                test.verdict(), 1, List.of(test), null, List.of(), 0, 10);
        return parse(HtmlReporter.render(new RunSummary(List.of(problem), List.of()), AT));
    }

    // ---------------------------------------------------------------- console

    @Test
    void aFailingTreeTestDrawsItsInputExpectedAndActualTrees() {
        String out = console(wrong(INVERT, json("{\"root\": [2,1,3]}"), json("[2,3,1]"), json("[2,1,3]")));

        assertEquals(String.join("\n",
                "  01-case   WA        1.2 ms",
                "            input     root = [2,1,3]",
                "                          2",
                "                         / \\",
                "                        1   3",
                "            expected  [2,3,1]",
                "                        2",
                "                       / \\",
                "                      3   1",
                "            actual    [2,1,3]",
                "                        2",
                "                       / \\",
                "                      1   3",
                "            why       not the answer",
                ""), out.replace(System.lineSeparator(), "\n"));
    }

    @Test
    void aFailingListTestShowsItsListsWithArrows() {
        String out = console(wrong(REVERSE, json("{\"head\": [1,2]}"), json("[2,1]"), json("[]")));

        assertTrue(out.contains("input     head = 1 -> 2 -> null\n"), out);
        assertTrue(out.contains("expected  2 -> 1 -> null\n"), out);
        assertTrue(out.contains("actual    (empty list)\n"), out);
    }

    @Test
    void withoutTheMethodTheValuesAreJsonAsBefore() {
        String out = console(wrong(null, json("{\"root\": [2,1,3]}"), json("[2,3,1]"), json("[2,1,3]")));

        assertTrue(out.contains("input     root = [2,1,3]\n"), out);
        assertTrue(out.contains("expected  [2,3,1]\n"), out);
        assertFalse(out.contains("/ \\"), out);
    }

    @Test
    void aFailingDesignTestShowsItsCallsBesideBothOutputs() {
        String out = console(wrong(LRU, LRU_INPUT, json("[null,null,null,1,null,-1,null,-1,3,4]"),
                json("[null,null,null,1,null,2,null,-1,3,4]")));

        assertEquals(String.join("\n",
                "  01-case   WA        1.2 ms",
                "            calls                      expected  actual",
                "                       1  LRUCache(2)",
                "                       2  put(1, 1)",
                "                       3  put(2, 2)",
                "                       4  get(1)       1         1",
                "                       5  put(3, 3)",
                "                       6  get(2)       -1        2       <- first difference",
                "                       7  put(4, 4)",
                "                       8  get(1)       -1        -1",
                "                       9  get(3)       3         3",
                "                      10  get(4)       4         4",
                "            why       not the answer",
                ""), out.replace(System.lineSeparator(), "\n"), "the calls instead of the JSON lists of operations and arguments");
    }

    // ---------------------------------------------------------------- HTML

    @Test
    void theHtmlReportDrawsATreeAsAPictureUnderItsList() throws Exception {
        Document page = page(wrong(INVERT, json("{\"root\": [4,2,7,1,3,6,9]}"), json("[4,7,2,9,6,3,1]"),
                json("[4,7,2,6,9,1,3]")));

        String actual = "//figure[figcaption='actual']";
        assertEquals("[4,7,2,6,9,1,3]", text(page, actual + "//code[@class='json']"));
        assertEquals(7, count(page, actual + "//svg[@class='tree']/rect"), "a box per node");
        assertEquals(6, count(page, actual + "//svg[@class='tree']/line"), "a line per child");
        assertEquals("4726913", text(page, actual + "//svg[@class='tree']"), "the values in level order");
        assertEquals(3, count(page, "//svg[@class='tree']"), "input, expected and actual");
    }

    @Test
    void theHtmlReportCutsABigTreeWithANote() throws Exception {
        String big = IntStream.rangeClosed(1, 200).mapToObj(String::valueOf).collect(Collectors.joining(",", "[", "]"));
        Document page = page(wrong(INVERT, json("{\"root\": " + big + "}"), json("[1]"), json("[1]")));

        String input = "//figure[figcaption='input root']";
        assertEquals(31, count(page, input + "//svg/rect"), "five levels of the eight: six would be too wide");
        assertEquals("levels 6-8 not drawn: 169 more nodes; the level-order list above has them",
                text(page, input + "//p[@class='more']"));
        assertEquals(big, text(page, input + "//pre[@class='json']"), "the whole list, on its own lines");
    }

    @Test
    void theHtmlReportDrawsLinkedListsAsBoxesWithArrows() throws Exception {
        Document page = page(wrong(REVERSE, json("{\"head\": [1,2,3]}"), json("[3,2,1]"), json("[]")));

        assertEquals(3, count(page, "//figure[figcaption='expected']//span[@class='ln']"));
        assertEquals("3\u21922\u21921\u2192null", text(page, "//figure[figcaption='expected']//div[@class='llist']"));
        assertEquals("empty list null", text(page, "//figure[figcaption='actual']//div[@class='llist']"));
    }

    @Test
    void theHtmlReportShowsADesignProblemsCallsAsATable() throws Exception {
        Document page = page(wrong(LRU, LRU_INPUT, json("[null,null,null,1,null,-1,null,-1,3,4]"),
                json("[null,null,null,1,null,2,null,-1,3,4]")));

        String table = "//figure[figcaption='calls']//table[@class='calls']";
        assertEquals(10, count(page, table + "/tbody/tr"));
        assertEquals("6get(2)-12", text(page, table + "/tbody/tr[@class='differs']"));
        assertEquals("1LRUCache(2)", text(page, table + "/tbody/tr[1]"));
        assertEquals(0, count(page, "//figure[figcaption='expected']"), "the outputs are in the table");
    }
}
