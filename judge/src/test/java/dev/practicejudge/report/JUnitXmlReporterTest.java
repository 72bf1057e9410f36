package dev.practicejudge.report;

import static dev.practicejudge.testing.TestRepository.FIXTURES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.practicejudge.judge.RunSummary;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The {@code --junit} report, produced by the real CLI (with real worker JVMs) on a copy of the
 * repository's problems: valid against the Jenkins xUnit plugin's JUnit schema (the one CI
 * test-report readers follow), one suite per problem with JUnit's counts, the failure, compile
 * error, judge error and not-attempted cases, and well-formed whatever a solution prints.
 */
@EndToEnd
class JUnitXmlReporterTest {

    private static final String TIMESTAMP = "\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}";

    /** A copy of n-queens-ii under another id, left without a solution: the run's not-attempted problem. */
    private static final String UNSOLVED = "n-queens-ii-unsolved";

    /** Prints characters XML 1.0 cannot hold, a CDATA end and markup, then answers wrong. */
    private static final String NOISY_SOLUTION = """
            class Solution {
                public int totalNQueens(int n) {
                    System.out.println("\\u0001 ]]> <tag> & done");
                    System.err.println("\\u0000err\\u001F ]]> <tag> & done");
                    if (n == 2) {
                        throw new IllegalStateException("\\u0002 ]]> <tag> & \\"quoted\\" done");
                    }
                    return -1;
                }
            }
            """;

    /** The report of one run: n-queens WA, n-queens-ii AC, sudoku-solver CE, one problem not attempted. */
    private static Reports mixed;

    @BeforeAll
    static void judgeAMixedRun(@TempDir Path root) throws IOException {
        TestRepository.copyCoreProblems(root);
        TestRepository.copyTree(root.resolve("problems/n-queens-ii"), root.resolve("problems").resolve(UNSOLVED));
        TestRepository.solve(root, "n-queens", FIXTURES.resolve("n-queens/WrongNoAntiDiagonal.java"));
        TestRepository.solve(root, "n-queens-ii", FIXTURES.resolve("n-queens-ii/Accepted.java"));
        Path syntaxError = root.resolve("SyntaxError.java");
        Files.writeString(syntaxError, """
                class Solution {
                    public void solveSudoku(char[][] board) {
                        int filled = 0
                    }
                }
                """);
        TestRepository.solve(root, "sudoku-solver", syntaxError);
        mixed = Reports.of(root);
    }

    @Test
    void mixedRunReportIsValidAgainstTheJUnitSchema() throws Exception {
        validate(mixed.xmlFile());
    }

    @Test
    void rootNamesTheReportAndTotalsEveryTestCase() {
        Element root = mixed.xml().getDocumentElement();

        assertEquals("testsuites", root.getTagName());
        assertEquals("practice-judge", root.getAttribute("name"));
        List<Element> suites = children(root, "testsuite");
        assertEquals(List.of("n-queens", "n-queens-ii", "sudoku-solver", UNSOLVED),
                suites.stream().map(s -> s.getAttribute("name")).toList(), "judged problems first, then not attempted");
        for (String count : List.of("tests", "failures", "errors", "skipped")) {
            assertEquals(suites.stream().mapToInt(s -> Integer.parseInt(s.getAttribute(count))).sum(),
                    Integer.parseInt(root.getAttribute(count)), count);
        }
        assertEquals(1, Integer.parseInt(root.getAttribute("skipped")));
        assertEquals(0, Integer.parseInt(root.getAttribute("errors")));
        BigDecimal suiteSeconds = suites.stream().map(s -> new BigDecimal(s.getAttribute("time")))
                .reduce(BigDecimal.ZERO, BigDecimal::add);
        assertTrue(new BigDecimal(root.getAttribute("time")).subtract(suiteSeconds).abs()
                .compareTo(new BigDecimal("0.005")) <= 0, "the root's time is the sum of the suites'");
    }

    @Test
    void everyJudgedProblemIsASuiteCountedLikeTheJsonReport() {
        for (JsonNode problem : mixed.json().get("problems")) {
            String id = problem.get("id").asText();
            Element suite = mixed.suite(id);
            List<Element> cases = children(suite, "testcase");
            boolean compiled = !problem.get("verdict").asText().equals("CE");
            int total = compiled ? problem.get("total").asInt() : 1;
            int failed = compiled ? total - problem.get("passed").asInt() : 1;

            assertEquals(total, cases.size(), id);
            assertEquals(String.valueOf(total), suite.getAttribute("tests"), id);
            assertEquals(String.valueOf(failed), suite.getAttribute("failures"), id);
            assertEquals("0", suite.getAttribute("errors"), id);
            assertEquals("0", suite.getAttribute("skipped"), id);
            assertTrue(suite.getAttribute("timestamp").matches(TIMESTAMP), suite.getAttribute("timestamp"));
            assertTrue(new BigDecimal(suite.getAttribute("time")).signum() >= 0, id);
            Map<String, String> properties = properties(suite);
            assertEquals(problem.get("title").asText(), properties.get("title"), id);
            assertEquals(problem.get("verdict").asText(), properties.get("verdict"), id);
            assertEquals(RunSummary.number(problem.get("points").asDouble()), properties.get("points"), id);
            assertEquals(problem.get("maxPoints").asText(), properties.get("maxPoints"), id);
            for (Element testcase : cases) {
                assertEquals(id, testcase.getAttribute("classname"));
                assertTrue(testcase.getAttribute("time").matches("\\d+\\.\\d{3}"), testcase.getAttribute("time"));
            }
            if (compiled) {
                List<String> names = new ArrayList<>();
                problem.get("tests").forEach(t -> names.add(t.get("name").asText()));
                assertEquals(names, cases.stream().map(c -> c.getAttribute("name")).toList(), id);
            }
        }
    }

    @Test
    void wrongAnswerIsAFailureTypedWaWithTheReasonInputAndDiff() {
        JsonNode firstWrong = null;
        for (JsonNode test : mixed.problemJson("n-queens").get("tests")) {
            if (test.get("verdict").asText().equals("WA")) {
                firstWrong = test;
                break;
            }
        }
        assertNotNull(firstWrong, "WrongNoAntiDiagonal gets WA");
        Element testcase = mixed.testcase("n-queens", firstWrong.get("name").asText());

        Element failure = only(testcase, "failure");
        assertEquals("WA", failure.getAttribute("type"));
        String reason = firstWrong.get("message").asText();
        assertEquals(reason.lines().findFirst().orElseThrow().strip(), failure.getAttribute("message"));
        String text = failure.getTextContent();
        assertTrue(text.startsWith(reason), text);
        assertTrue(text.contains("\ninput: n = " + firstWrong.get("input").get("n").asInt() + "\n"), text);
        assertTrue(text.contains("expected:"), text);
        assertTrue(text.contains("actual:"), text);
        if (!firstWrong.get("diff").isNull()) {
            assertTrue(text.contains("diff:\n  --- expected (in any order)\n  +++ actual\n"), text);
        }
        assertTrue(children(testcase, "error").isEmpty());
        assertTrue(children(testcase, "system-out").isEmpty(), "the fixture prints nothing");

        Element accepted = mixed.testcase("n-queens", "01-n1");
        assertFalse(accepted.hasChildNodes(), "an accepted test is an empty testcase");
    }

    @Test
    void acceptedProblemIsASuiteOfPassingTestCases() {
        Element suite = mixed.suite("n-queens-ii");

        assertEquals("0", suite.getAttribute("failures"));
        for (Element testcase : children(suite, "testcase")) {
            assertFalse(testcase.hasChildNodes(), testcase.getAttribute("name"));
        }
        Map<String, String> properties = properties(suite);
        assertEquals("AC", properties.get("verdict"));
        assertEquals(properties.get("maxPoints"), properties.get("points"));
    }

    @Test
    void compileErrorIsOneCompileTestCaseFailingWithTheCompilerReport() {
        Element suite = mixed.suite("sudoku-solver");
        Element testcase = only(suite, "testcase");

        assertEquals("compile", testcase.getAttribute("name"));
        assertEquals("sudoku-solver", testcase.getAttribute("classname"));
        Element failure = only(testcase, "failure");
        assertEquals("CE", failure.getAttribute("type"));
        String report = mixed.problemJson("sudoku-solver").get("message").asText();
        assertEquals(report, failure.getTextContent());
        assertTrue(failure.getAttribute("message").startsWith("solutions/sudoku-solver/Solution.java:3:"),
                failure.getAttribute("message"));
        assertTrue(failure.getAttribute("message").contains("';' expected"), failure.getAttribute("message"));
        assertEquals("CE", properties(suite).get("verdict"));
        assertEquals("0", properties(suite).get("points"));
    }

    @Test
    void problemWithoutASolutionIsASkippedSuite() {
        Element suite = mixed.suite(UNSOLVED);

        assertEquals("1", suite.getAttribute("tests"));
        assertEquals("1", suite.getAttribute("skipped"));
        assertEquals("0", suite.getAttribute("failures"));
        assertEquals("0", suite.getAttribute("errors"));
        Element testcase = only(suite, "testcase");
        assertEquals("not attempted", testcase.getAttribute("name"));
        assertEquals(UNSOLVED, testcase.getAttribute("classname"));
        assertEquals("no solution yet", only(testcase, "skipped").getAttribute("message"));
        Map<String, String> properties = properties(suite);
        assertEquals("N-Queens II", properties.get("title"));
        assertEquals("0", properties.get("points"));
        assertEquals(mixed.json().get("notAttempted").get(0).get("maxPoints").asText(), properties.get("maxPoints"));
    }

    @Test
    void controlCharactersCdataEndAndMarkupInOutputStillGiveValidXml(@TempDir Path root) throws Exception {
        TestRepository.copyCoreProblems(root);
        Path noisy = root.resolve("Noisy.java");
        Files.writeString(noisy, NOISY_SOLUTION);
        TestRepository.solve(root, "n-queens-ii", noisy);

        Reports run = Reports.of(root, "n-queens-ii");

        byte[] bytes = Files.readAllBytes(run.xmlFile());
        for (byte b : bytes) {
            int unsigned = b & 0xFF;
            assertTrue(unsigned >= 0x20 || b == '\n' || b == '\r' || b == '\t',
                    "a control character was written: " + unsigned);
        }
        validate(run.xmlFile());
        Element wrong = run.testcase("n-queens-ii", "01-n1");
        assertEquals("WA", only(wrong, "failure").getAttribute("type"));
        assertEquals(" ]]> <tag> & done\n", only(wrong, "system-out").getTextContent());
        assertEquals("err ]]> <tag> & done\n", only(wrong, "system-err").getTextContent());
        Element thrown = only(run.testcase("n-queens-ii", "02-n2"), "failure");
        assertEquals("RE", thrown.getAttribute("type"));
        assertTrue(thrown.getAttribute("message").contains(" ]]> <tag> & \"quoted\" done"),
                thrown.getAttribute("message"));
        assertFalse(thrown.getAttribute("message").contains("\u0002"));
        assertTrue(thrown.getTextContent().contains(" ]]> <tag> & \"quoted\" done"), thrown.getTextContent());
    }

    @Test
    void brokenPackageIsOneLoadTestCaseInErrorTypedJe(@TempDir Path root) throws Exception {
        TestRepository.copyCoreProblems(root);
        TestRepository.solve(root, "n-queens", FIXTURES.resolve("n-queens/AcceptedLexicographic.java"));
        Files.writeString(root.resolve("problems/n-queens/tests/04-n4.json"), "{\"input\": {\"n\": 4},\n  \"expected\": [,]}");

        Reports run = Reports.of(root, "n-queens");

        validate(run.xmlFile());
        Element suite = run.suite("n-queens");
        assertEquals("1", suite.getAttribute("tests"));
        assertEquals("1", suite.getAttribute("errors"));
        assertEquals("0", suite.getAttribute("failures"));
        Element testcase = only(suite, "testcase");
        assertEquals("load", testcase.getAttribute("name"));
        Element error = only(testcase, "error");
        assertEquals("JE", error.getAttribute("type"));
        assertTrue(error.getAttribute("message").startsWith("the problem package is broken"),
                error.getAttribute("message"));
        assertTrue(error.getTextContent().contains("problems/n-queens/tests/04-n4.json:2:16: malformed JSON"),
                error.getTextContent());
        assertEquals("JE", properties(suite).get("verdict"));
        assertEquals("1", run.xml().getDocumentElement().getAttribute("errors"));
    }

    @Test
    void timestampIsLocalTimeToTheSecondWithoutAZone(@TempDir Path dir) throws Exception {
        Clock clock = Clock.fixed(Instant.parse("2024-03-01T09:05:00Z"), ZoneOffset.ofHours(2));
        Path file = dir.resolve("nested/folder/judge.xml");

        new JUnitXmlReporter(file, clock).runFinished(
                new RunSummary(List.of(), List.of(new RunSummary.NotAttempted("n-queens", "N-Queens", 30))));

        validate(file);
        Element suite = children(parse(file).getDocumentElement(), "testsuite").get(0);
        assertEquals("2024-03-01T11:05:00", suite.getAttribute("timestamp"));
        assertEquals("0.000", suite.getAttribute("time"));
    }

    @Test
    void unwritableReportIsAnUncheckedIoErrorNamingTheFile(@TempDir Path dir) throws IOException {
        Path notAFolder = Files.writeString(dir.resolve("plain-file"), "x");
        Path file = notAFolder.resolve("judge.xml");

        UncheckedIOException e = assertThrows(UncheckedIOException.class,
                () -> new JUnitXmlReporter(file).runFinished(new RunSummary(List.of(), List.of())));

        assertTrue(e.getMessage().startsWith("cannot write the JUnit XML report to " + file), e.getMessage());
    }

    @Test
    void cleanKeepsWhatXmlCanHoldAndDropsTheRest() {
        assertEquals("tab\tline\nreturn\r", JUnitXmlWriter.clean("tab\tline\nreturn\r"));
        assertEquals("ab", JUnitXmlWriter.clean("\u0000a\u0008\u000B\u000C\u000E\u001Fb"));
        assertEquals("pair \uD83D\uDE00 kept", JUnitXmlWriter.clean("pair \uD83D\uDE00 kept"));
        assertEquals("lone  and  gone", JUnitXmlWriter.clean("lone \uD800 and \uDC00 gone"));
        assertEquals("end", JUnitXmlWriter.clean("end\uD83D"));
        assertEquals("nonchars", JUnitXmlWriter.clean("non\uFFFEchars\uFFFF"));
        assertEquals("é ]]> <&> \uE000\uFFFD", JUnitXmlWriter.clean("é ]]> <&> \uE000\uFFFD"));
    }

    /** One CLI run with {@code --junit} and {@code --json}, and both reports read back. */
    private record Reports(Path xmlFile, Document xml, JsonNode json) {

        static Reports of(Path root, String... ids) throws IOException {
            Path xml = root.resolve("build/reports/judge.xml");
            Path json = root.resolve("build/reports/judge.json");
            List<String> args = new ArrayList<>(List.of("test"));
            args.addAll(List.of(ids));
            args.addAll(List.of("--junit", xml.toString(), "--json", json.toString()));
            CliResult run = Judgew.run(root, args.toArray(String[]::new));
            assertTrue(Files.isRegularFile(xml), () -> "no JUnit XML report\n" + run);
            try {
                return new Reports(xml, parse(xml), new ObjectMapper().readTree(json.toFile()));
            } catch (Exception e) {
                throw new AssertionError("the report is not well-formed XML:\n"
                        + Files.readString(xml, StandardCharsets.UTF_8), e);
            }
        }

        Element suite(String name) {
            return children(xml.getDocumentElement(), "testsuite").stream()
                    .filter(s -> s.getAttribute("name").equals(name)).findFirst()
                    .orElseThrow(() -> new AssertionError("no testsuite " + name));
        }

        Element testcase(String suite, String name) {
            return children(suite(suite), "testcase").stream().filter(c -> c.getAttribute("name").equals(name))
                    .findFirst().orElseThrow(() -> new AssertionError("no testcase " + name + " in " + suite));
        }

        JsonNode problemJson(String id) {
            for (JsonNode problem : json.get("problems")) {
                if (problem.get("id").asText().equals(id)) {
                    return problem;
                }
            }
            throw new AssertionError("no problem " + id + " in the JSON report");
        }
    }

    private static void validate(Path xml) throws Exception {
        URL xsd = JUnitXmlReporterTest.class.getResource("/junit-xml/junit-10.xsd");
        assertNotNull(xsd, "the schema is on the test class path");
        Schema schema = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI).newSchema(xsd);
        schema.newValidator().validate(new StreamSource(xml.toFile()));
    }

    private static Document parse(Path xml) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
        return factory.newDocumentBuilder().parse(xml.toFile());
    }

    private static List<Element> children(Element parent, String tag) {
        List<Element> found = new ArrayList<>();
        NodeList nodes = parent.getChildNodes();
        for (int i = 0; i < nodes.getLength(); i++) {
            if (nodes.item(i) instanceof Element e && e.getTagName().equals(tag)) {
                found.add(e);
            }
        }
        return found;
    }

    private static Element only(Element parent, String tag) {
        List<Element> found = children(parent, tag);
        assertEquals(1, found.size(), () -> "<" + tag + "> elements in <" + parent.getTagName() + " name=\""
                + parent.getAttribute("name") + "\">");
        return found.get(0);
    }

    private static Map<String, String> properties(Element suite) {
        Map<String, String> properties = new LinkedHashMap<>();
        for (Element property : children(only(suite, "properties"), "property")) {
            properties.put(property.getAttribute("name"), property.getAttribute("value"));
        }
        return properties;
    }

}
