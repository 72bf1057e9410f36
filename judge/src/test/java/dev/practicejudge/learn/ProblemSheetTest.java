package dev.practicejudge.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.present.Styles;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.testing.TestRepository;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link ProblemSheet}: the lines {@code show} prints, read without a command line. */
class ProblemSheetTest {

    @TempDir
    Path root;

    private Workspace workspace;
    private ProblemSheet sheet;

    @BeforeEach
    void workspace() throws Exception {
        TestRepository.copyProblems(root, List.of("n-queens"));
        workspace = new Workspace(root);
        sheet = new ProblemSheet(workspace, Styles.plain());
    }

    private Problem nQueens() throws Exception {
        return workspace.loader().load(workspace.problemDirectory("n-queens"));
    }

    @Test
    void theSheetIsTheStatementThenHowItIsJudgedThenTheMarkedSamples() throws Exception {
        List<String> lines = sheet.lines(nQueens(), null);

        assertEquals(List.of("N-Queens", "========"), lines.subList(0, 2));
        int judging = lines.indexOf("Judging");
        assertTrue(judging > 0, "a Judging section: " + lines);
        assertEquals("", lines.get(judging - 1));
        assertEquals("-------", lines.get(judging + 1));
        assertEquals("method      public List<List<String>> solveNQueens(int n)   (in class Solution)",
                lines.get(judging + 2));
        assertTrue(lines.contains("comparison  any order of boards, checked by checker/NQueensChecker.java"), lines.toString());
        assertTrue(lines.contains("tests       9"), lines.toString());
        assertTrue(lines.contains("The 2 sample tests of 9; ./judgew show n-queens --samples 9 shows them all."),
                lines.toString());
        assertTrue(lines.contains("01-n1") && lines.contains("04-n4"), lines.toString());
        assertTrue(lines.contains("  input     n = 4"), lines.toString());
    }

    @Test
    void noSamplesLeaveOutTheSampleSectionAndMoreShowHiddenTestsToo() throws Exception {
        List<String> none = sheet.lines(nQueens(), 0);
        List<String> all = sheet.lines(nQueens(), 9);

        assertFalse(none.contains("Samples"), none.toString());
        assertFalse(none.contains("Sample"), none.toString());
        assertTrue(all.contains("The first 9 tests of 9."), all.toString());
    }

    @Test
    void theLearnersFileAndTheHintsSeenAreOnTheSheet() throws Exception {
        String fresh = sheet.lines(nQueens(), 0).stream().filter(l -> l.startsWith("your file")).findFirst().orElseThrow();
        Path own = workspace.solutionFile("n-queens");
        Files.createDirectories(own.getParent());
        Files.writeString(own, "class Solution {\n}\n");
        new HintsSeen(root).update("n-queens", old -> 2);
        List<String> later = sheet.lines(nQueens(), 0);

        assertEquals("your file   none yet; ./judgew new n-queens writes solutions/n-queens/Solution.java to start from",
                fresh);
        assertTrue(later.contains("your file   solutions/n-queens/Solution.java; judge it with ./judgew test n-queens"),
                later.toString());
        assertTrue(later.contains("hints       3 hints (2 seen): ./judgew hint n-queens; the editorial once you are "
                + "accepted: ./judgew editorial n-queens"), later.toString());
    }

    @Test
    void aProblemWithoutAStatementShowsItsTitleAndSaysSo() throws Exception {
        Files.delete(root.resolve("problems/n-queens").resolve(ProblemSheet.STATEMENT_FILE));

        List<String> lines = sheet.lines(nQueens(), 0);

        assertEquals(List.of("N-Queens", "========", "(this problem has no problems/n-queens/statement.md)", "",
                "Judging"), lines.subList(0, 5));
    }
}
