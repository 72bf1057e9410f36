package dev.practicejudge.report;

import static dev.practicejudge.testing.TestRepository.FIXTURES;
import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXParseException;
import org.xml.sax.helpers.DefaultHandler;

/**
 * The HTML report of real runs of the CLI (with real worker JVMs) on a copy of the repository's
 * problems: well-formed, boards drawn as boards, the solution's output escaped, nothing loaded
 * from elsewhere. The page is parsed as XML, which the reporter's markup is written to satisfy.
 */
@EndToEnd
class HtmlReporterTest {


    @TempDir
    Path root;

    @BeforeEach
    void copyProblems() throws IOException {
        TestRepository.copyProblems(root, TestRepository.CORE_PROBLEMS);
    }

    @Test
    void reportOfARunDrawsQueensBoardsAndSudokuGrids() throws Exception {
        TestRepository.solve(root, "n-queens", FIXTURES.resolve("n-queens/MissingBoard.java"));
        TestRepository.solve(root, "n-queens-ii", FIXTURES.resolve("n-queens-ii/Accepted.java"));
        TestRepository.solve(root, "sudoku-solver",
                ROOT.resolve("problems/sudoku-solver/submissions/wrong_answer/IgnoresBoxes.java"));
        Path file = root.resolve("reports/nested/judge.html");

        String html = judge(file);

        Document page = parse(html);
        assertEquals(1, count(page, "//h1"));
        assertTrue(text(page, "//header").contains("Points 30/90"), "the points line is in the header");
        assertEquals(3, count(page, "//table[@class='problems']/tbody/tr"));
        assertEquals(9, count(page, "//section[@id='problem-n-queens']/table[@class='tests']/tbody/tr"));

        // n = 4: two boards expected, one returned, each a 4 x 4 chessboard with four queens.
        String queens = "//details[@id='test-n-queens-04-n4']";
        assertEquals(3, count(page, queens + "//div[@class='board']"));
        assertEquals(48, count(page, queens + "//div[@class='board']/span"));
        assertEquals(12, count(page, queens + "//div[@class='board']/span[contains(@class,'q')]"));
        assertEquals(24, count(page, queens + "//div[@class='board']/span[starts-with(@class,'d')]"),
                "half the squares are dark");
        assertTrue(text(page, queens).contains("\u265B"), "queens are drawn as queens");

        // The LeetCode example: input, expected and actual as 9 x 9 grids of nine 3 x 3 boxes.
        String sudoku = "//details[@id='test-sudoku-solver-01-leetcode-example']";
        assertEquals(3, count(page, sudoku + "//div[@class='sudoku']"));
        assertEquals(27, count(page, sudoku + "//div[@class='sudoku']/div[@class='box']"));
        assertEquals(243, count(page, sudoku + "//div[@class='box']/span"));
        int givens = givens(ROOT.resolve("problems/sudoku-solver/tests/01-leetcode-example.json"));
        String input = "(" + sudoku + "//div[@class='sudoku'])[1]";
        String expected = "(" + sudoku + "//div[@class='sudoku'])[2]";
        String actual = "(" + sudoku + "//div[@class='sudoku'])[3]";
        assertEquals(givens, count(page, input + "//span[@class='g']"));
        assertEquals(givens, count(page, expected + "//span[@class='g']"), "the givens stand out in the answer");
        assertEquals(81 - givens, count(page, expected + "//span[@class='f']"));
        assertTrue(count(page, actual + "//span[contains(@class,'clash')]") > 0,
                "digits repeated in a box are marked in the actual grid");

        assertNoScriptAndNoExternalUrl(page, html);
    }

    @Test
    void solutionOutputAndTitlesAreEscapedAndUnattemptedProblemsAreListed() throws Exception {
        Path spec = root.resolve("problems/n-queens-ii/problem.json");
        Files.writeString(spec, Files.readString(spec).replace("\"N-Queens II\"", "\"N-Queens <i>II</i> & more\""));
        Path solution = root.resolve("solutions/n-queens-ii/Solution.java");
        Files.createDirectories(solution.getParent());
        Files.writeString(solution, """
                class Solution {
                    public int totalNQueens(int n) {
                        System.out.println("<script>alert(1)</script>");
                        System.err.println("<img src=x onerror=alert(2)> \\u001b[31mred\\u001b[0m");
                        if (n == 5) {
                            throw new IllegalStateException("</pre><script>alert(3)</script>");
                        }
                        return -1;
                    }
                }
                """);
        Path file = root.resolve("judge.html");

        String html = judge(file);

        assertFalse(html.contains("<script"), "no script element, however the solution's text reads");
        assertFalse(html.contains("<img"));
        assertFalse(html.contains("<i>"));
        Document page = parse(html);
        String body = text(page, "//body");
        assertTrue(body.contains("<script>alert(1)</script>"), "the printed text is shown as text");
        assertTrue(body.contains("<img src=x onerror=alert(2)>"));
        assertTrue(body.contains("\u241B[31mred"), "an ANSI escape is shown as a visible control picture");
        assertTrue(body.contains("</pre><script>alert(3)</script>"));
        assertTrue(text(page, "//table[@class='problems']").contains("N-Queens <i>II</i> & more"));
        assertEquals(2, count(page, "//table[@class='problems']/tbody/tr[@class='na']"));
        assertEquals("n-queens", text(page, "//table[@class='problems']/tbody/tr[@class='na'][1]/td[1]"));
        assertEquals("sudoku-solver", text(page, "//table[@class='problems']/tbody/tr[@class='na'][2]/td[1]"));
        assertTrue(text(page, "//header").contains("Points 0/90"));
        assertNoScriptAndNoExternalUrl(page, html);
    }

    /** Judges every problem with a solution, as {@code judgew test --html FILE}, and reads the page. */
    private String judge(Path file) throws IOException {
        CliResult run = Judgew.run(root, "test", "--html", file.toString());
        assertEquals(1, run.exit(), run::toString);
        assertTrue(Files.isRegularFile(file), "the report is written, its folders created");
        return Files.readString(file, StandardCharsets.UTF_8);
    }

    private static int givens(Path testCase) throws IOException {
        JsonNode board = new ObjectMapper().readTree(testCase.toFile()).get("input").get("board");
        int givens = 0;
        for (JsonNode row : board) {
            for (JsonNode cell : row) {
                givens += cell.asText().equals(".") ? 0 : 1;
            }
        }
        return givens;
    }

    static void assertNoScriptAndNoExternalUrl(Document page, String html) throws XPathExpressionException {
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        assertEquals(0, count(page, "//script"));
        NodeList links = (NodeList) XPathFactory.newInstance().newXPath()
                .evaluate("//@src | //@href", page, XPathConstants.NODESET);
        List<String> external = new ArrayList<>();
        for (int i = 0; i < links.getLength(); i++) {
            String url = links.item(i).getNodeValue();
            if (url.contains("http") || url.contains("//")) {
                external.add(url);
            }
        }
        assertEquals(List.of(), external, "the page loads and links nothing outside itself");
        for (String tag : List.of("link", "img", "iframe", "object", "embed")) {
            NodeList elements = page.getElementsByTagName(tag);
            for (int i = 0; i < elements.getLength(); i++) {
                Node href = elements.item(i).getAttributes().getNamedItem("href");
                assertTrue(tag.equals("link") && href != null && href.getNodeValue().startsWith("data:"),
                        "only the empty data: icon may be a linked resource, found a " + tag);
            }
        }
    }

    /** Parses the page as XML: every element closed and nested, every attribute quoted, every entity known. */
    static Document parse(String html) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        factory.setExpandEntityReferences(false);
        DocumentBuilder builder = factory.newDocumentBuilder();
        builder.setErrorHandler(new DefaultHandler() {
            @Override
            public void error(SAXParseException e) throws SAXParseException {
                throw e;
            }
        });
        return builder.parse(new ByteArrayInputStream(html.getBytes(StandardCharsets.UTF_8)));
    }

    static int count(Document page, String xpath) throws XPathExpressionException {
        return ((Number) XPathFactory.newInstance().newXPath().evaluate("count(" + xpath + ")", page,
                XPathConstants.NUMBER)).intValue();
    }

    static String text(Document page, String xpath) throws XPathExpressionException {
        return XPathFactory.newInstance().newXPath().evaluate("string(" + xpath + ")", page);
    }
}
