package dev.practicejudge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A solution pasted from LeetCode as it is (no import lines) is judged as LeetCode judges it. */
@EndToEnd
class LeetCodeEnvironmentTest {

    @ParameterizedTest
    @ValueSource(strings = {"NoImportsAccepted.java", "OwnImportsAccepted.java", "OwnClassesAccepted.java"})
    void acceptedWithoutImportLines(String fixture) throws IOException {
        CliResult run = Judgew.fixture("n-queens", fixture);

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertEquals("AC", run.problem("n-queens").get("verdict").asText(), run::toString);
    }

    /**
     * LeetCode accepts a recursive {@code solveSudoku} that returns boolean, since it calls the
     * method as a statement; so does the judge, and a plain backtracker is AC on the required tests.
     */
    @Test
    void aVoidMethodMayReturnSomethingAsOnLeetCode() throws IOException {
        CliResult run = Judgew.fixture("sudoku-solver", "BooleanSolveSudoku.java");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertEquals("AC", run.problem("sudoku-solver").get("verdict").asText(), run::toString);
        assertEquals(6, run.problem("sudoku-solver").get("passed").asInt(), run::toString);
    }

    @Test
    void syntaxErrorOnLineOneIsAtTheLearnersColumn() throws IOException {
        String line1 = firstLine("NoImportsSyntaxErrorLine1.java");
        CliResult run = Judgew.fixture("n-queens", "NoImportsSyntaxErrorLine1.java");

        assertEquals("CE", run.problem("n-queens").get("verdict").asText(), run::toString);
        int column = line1.indexOf("new ArrayList<>()") + "new ArrayList<>()".length() + 1;
        assertTrue(run.output().contains("NoImportsSyntaxErrorLine1.java:1:" + column + ": error: ';' expected"),
                run::toString);
        assertTrue(run.output().contains(line1), run::toString);
        assertTrue(!run.output().contains("import java.util.*;"), run::toString);
    }

    @Test
    void syntaxErrorOnLineFiveIsOnLineFive() throws IOException {
        CliResult run = Judgew.fixture("n-queens", "NoImportsSyntaxErrorLine5.java");

        assertEquals("CE", run.problem("n-queens").get("verdict").asText(), run::toString);
        String line5 = "        boards.add(List.of(\"Q\"))";
        assertTrue(run.output().contains("NoImportsSyntaxErrorLine5.java:5:" + (line5.length() + 1)
                + ": error: ';' expected"), run::toString);
    }

    @Test
    void java21ApiIsAcceptedOnJava21AndExplainedOnOlderJava() throws IOException {
        CliResult run = Judgew.fixture("n-queens", "NoImportsRemoveLast.java");

        if (Runtime.version().feature() >= 21) {
            assertEquals("AC", run.problem("n-queens").get("verdict").asText(), run::toString);
            return;
        }
        assertEquals("CE", run.problem("n-queens").get("verdict").asText(), run::toString);
        assertTrue(run.output().contains("NoImportsRemoveLast.java:28:"), run::toString);
        assertTrue(run.output().contains("List.removeLast is Java 21 API; this judge runs on Java "
                + Runtime.version().feature() + " (" + System.getProperty("java.home") + "); LeetCode runs Java 21"),
                run::toString);
        assertTrue(run.output().contains("JAVA_HOME=/path/to/jdk21 ./judgew test"), run::toString);
    }

    @Test
    void noHintOnJava21OrNewer() throws IOException {
        assumeTrue(Runtime.version().feature() >= 21, "the hint is only given on a JDK older than 21");
        CliResult run = Judgew.fixture("n-queens", "NoImportsRemoveLast.java");

        assertTrue(!run.output().contains("is Java 21 API"), run::toString);
    }

    private static String firstLine(String fixture) throws IOException {
        List<String> lines = Files.readAllLines(TestRepository.FIXTURES.resolve("n-queens").resolve(fixture));
        return lines.get(0);
    }
}
