package dev.practicejudge.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.AbstractList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link SolutionLayout}: what in solutions/ is almost where the judge reads a solution, with the
 * command that fixes it; what legitimately lives there is left alone, and nothing is ever changed.
 */
class SolutionLayoutTest {

    private static final List<String> IDS = List.of("letter-combinations-of-a-phone-number", "n-queens", "n-queens-ii",
            "palindrome-partitioning", "restore-ip-addresses");
    private static final String SOLUTION = "class Solution {\n    public int totalNQueens(int n) { return 0; }\n}\n";
    /** A solution whose method names no problem with a spec here, so only its place can say which it is. */
    private static final String LETTERS = "class Solution {\n    public List<String> letterCombinations(String digits) "
            + "{ return null; }\n}\n";

    @TempDir
    Path root;

    private Workspace workspace;

    @BeforeEach
    void workspace() throws IOException {
        // Specs only where the method name matters (loose files); the scan needs no more.
        TestRepository.copyProblems(root, List.of("n-queens", "n-queens-ii"));
        workspace = new Workspace(root);
    }

    private Path write(String path, String text) throws IOException {
        Path file = root.resolve(path);
        Files.createDirectories(file.getParent());
        return Files.writeString(file, text);
    }

    private List<MisplacedSolution> scan() {
        return SolutionLayout.scan(workspace, IDS).misplaced();
    }

    private MisplacedSolution only() {
        List<MisplacedSolution> found = scan();
        assertEquals(1, found.size(), found::toString);
        return found.get(0);
    }

    @Test
    void aSolutionFileInTheWrongCaseIsFoundWithTheRenameThatFixesIt() throws IOException {
        write("solutions/palindrome-partitioning/solution.java", SOLUTION);

        MisplacedSolution found = only();

        assertEquals(MisplacedSolution.Kind.WRONG_CASE, found.kind());
        assertEquals(Optional.of("palindrome-partitioning"), found.problemId());
        assertEquals("solutions/palindrome-partitioning/solution.java", found.file());
        assertEquals(Optional.of("mv -n solutions/palindrome-partitioning/solution.java "
                + "solutions/palindrome-partitioning/Solution.java"), found.fix());
        assertEquals(Optional.of("./judgew test palindrome-partitioning --solution "
                + "solutions/palindrome-partitioning/solution.java"), found.alternative());
        assertTrue(found.message().contains("case-sensitive"), found::message);
    }

    @Test
    void anAllCapitalsFileNameIsTheWrongCaseToo() throws IOException {
        write("solutions/n-queens/SOLUTION.JAVA", SOLUTION);

        assertEquals(MisplacedSolution.Kind.WRONG_CASE, only().kind());
    }

    @Test
    void theOnlyJavaFileUnderAnotherNameIsFoundAndRenamed() throws IOException {
        write("solutions/restore-ip-addresses/RestoreIp.java", SOLUTION);

        MisplacedSolution found = only();

        assertEquals(MisplacedSolution.Kind.OTHER_FILE, found.kind());
        assertEquals(Optional.of("restore-ip-addresses"), found.problemId());
        assertEquals(Optional.of("mv -n solutions/restore-ip-addresses/RestoreIp.java "
                + "solutions/restore-ip-addresses/Solution.java"), found.fix());
        assertEquals(List.of(), found.others());
    }

    @Test
    void aFileThatDeclaresNoSolutionClassSaysTheClassMustBeRenamedToo() throws IOException {
        write("solutions/restore-ip-addresses/RestoreIp.java", "class RestoreIp { }\n");

        assertTrue(only().message().endsWith("it declares no class Solution, which the judge also needs"),
                () -> only().message());
    }

    @Test
    void amongSeveralFilesTheOneDeclaringClassSolutionIsPreferredAndTheOthersListed() throws IOException {
        write("solutions/n-queens/Board.java", "class Board { }\n");
        write("solutions/n-queens/Queens.java", SOLUTION);
        write("solutions/n-queens/Attempt.java", "class Attempt { }\n");

        MisplacedSolution found = only();

        assertEquals("solutions/n-queens/Queens.java", found.file());
        assertEquals(List.of("solutions/n-queens/Attempt.java", "solutions/n-queens/Board.java"), found.others());
        assertEquals(Optional.of("mv -n solutions/n-queens/Queens.java solutions/n-queens/Solution.java"), found.fix());
        assertTrue(found.message().contains("holds Queens.java, Attempt.java and Board.java but no Solution.java"),
                found::message);
        assertTrue(found.message().contains("the one that declares class Solution"), found::message);
    }

    @Test
    void aSolutionInASubfolderOfTheProblemsFolderIsFound() throws IOException {
        write("solutions/n-queens/src/Solution.java", SOLUTION);

        MisplacedSolution found = only();

        assertEquals(MisplacedSolution.Kind.OTHER_FILE, found.kind());
        assertEquals(Optional.of("mv -n solutions/n-queens/src/Solution.java solutions/n-queens/Solution.java"), found.fix());
    }

    @Test
    void aFolderThatStartsAProblemIdIsThatProblemsAndTheWholeFolderMoves() throws IOException {
        write("solutions/letter-combinations/Solution.java", LETTERS);
        write("solutions/letter-combinations/tests/mine.json", "{\"input\": {\"digits\": \"2\"}}");

        MisplacedSolution found = only();

        assertEquals(MisplacedSolution.Kind.NOT_A_PROBLEM_FOLDER, found.kind());
        assertEquals(Optional.of("letter-combinations-of-a-phone-number"), found.problemId());
        assertEquals("solutions/letter-combinations/Solution.java", found.file());
        assertEquals(Optional.of("mv -n solutions/letter-combinations solutions/letter-combinations-of-a-phone-number"),
                found.fix());
        assertTrue(found.message().startsWith("solutions/letter-combinations/ is not a problem id"), found::message);
    }

    @Test
    void aFolderInAnotherCaseIsThatProblemsAndAMisnamedFileInItIsRenamedAfterTheMove() throws IOException {
        write("solutions/N-Queens/solution.java", SOLUTION);

        MisplacedSolution found = only();

        assertEquals(Optional.of("n-queens"), found.problemId());
        assertEquals(Optional.of("mv -n solutions/N-Queens solutions/n-queens && mv -n solutions/n-queens/solution.java "
                + "solutions/n-queens/Solution.java"), found.fix());
    }

    @Test
    void whenTheProblemsFolderExistsOnlyTheFileMovesSoNoFolderIsNestedInIt() throws IOException {
        write("solutions/letter-combinations/Solution.java", LETTERS);
        write("solutions/letter-combinations-of-a-phone-number/tests/mine.json", "{}");

        assertEquals(Optional.of("mv -n solutions/letter-combinations/Solution.java "
                + "solutions/letter-combinations-of-a-phone-number/Solution.java"), only().fix());
    }

    @Test
    void aStrayFolderOrLooseFileBesideASolutionInPlaceIsABackupAndNotReported() throws IOException {
        write("solutions/n-queens-ii/Solution.java", SOLUTION);
        write("solutions/n-queens-ii-old/Solution.java", SOLUTION);
        write("solutions/N-Queens-II/Solution.java", SOLUTION);
        write("solutions/Solution.java", SOLUTION);

        assertEquals(List.of(), scan());
    }

    @Test
    void aStrayFolderBesideAProblemsFolderWithoutItsSolutionIsStillReported() throws IOException {
        write("solutions/n-queens-ii/tests/mine.json", "{}");
        write("solutions/n-queens-ii-old/Solution.java", SOLUTION);

        assertEquals(Optional.of("mv -n solutions/n-queens-ii-old/Solution.java solutions/n-queens-ii/Solution.java"),
                only().fix(), "a folder without Solution.java has nothing in place");
    }

    @Test
    void aSolutionDirectlyInSolutionsIsAssignedByTheMethodItDeclares() throws IOException {
        write("solutions/Solution.java", SOLUTION);

        MisplacedSolution found = only();

        assertEquals(MisplacedSolution.Kind.OUTSIDE_A_PROBLEM_FOLDER, found.kind());
        assertEquals(Optional.of("n-queens-ii"), found.problemId());
        assertEquals(Optional.of("mkdir -p solutions/n-queens-ii && mv -n solutions/Solution.java "
                + "solutions/n-queens-ii/Solution.java"), found.fix());
    }

    @Test
    void twoFindingsForOneProblemGetOneFixSoPastingBothCannotOverwriteAFile() throws IOException {
        write("solutions/Solution.java", SOLUTION);
        write("solutions/n-queens-ii/solution.java", "class Attempt { }\n");

        List<MisplacedSolution> found = scan();

        assertEquals(2, found.size(), found::toString);
        assertEquals(List.of("solutions/Solution.java"),
                found.stream().filter(m -> m.fix().isPresent()).map(MisplacedSolution::file).toList(),
                "the file that declares class Solution keeps its fix");
        MisplacedSolution other = found.stream().filter(m -> m.fix().isEmpty()).findFirst().orElseThrow();
        assertEquals("solutions/n-queens-ii/solution.java", other.file());
        assertTrue(other.message().contains("already proposes it for solutions/n-queens-ii/Solution.java"),
                other::message);
    }

    @Test
    void everySuggestedMoveRefusesToOverwrite() throws IOException {
        write("solutions/palindrome-partitioning/solution.java", SOLUTION);
        write("solutions/N-Queens/solution.java", SOLUTION);
        write("solutions/Solution.java", SOLUTION);

        List<MisplacedSolution> found = scan();

        assertEquals(3, found.size(), found::toString);
        for (MisplacedSolution m : found) {
            String fix = m.fix().orElseThrow();
            assertEquals(fix.split("\\bmv ", -1).length - 1, fix.split("\\bmv -n ", -1).length - 1, fix);
        }
    }

    @Test
    void aLooseFileNamedAfterAProblemIsThatProblems() throws IOException {
        write("solutions/NQueens.java", "class Solution { }\n");

        assertEquals(Optional.of("n-queens"), only().problemId());
    }

    @Test
    void theMethodAFileDeclaresWinsOverAGuessFromItsName() throws IOException {
        write("solutions/NQueens.java", SOLUTION);

        assertEquals(Optional.of("n-queens-ii"), only().problemId(), "totalNQueens is n-queens-ii's method");
    }

    @Test
    void aNameAsCloseToTwoProblemsAsToEitherSuggestsNeither() throws IOException {
        write("solutions/n-queens-2/Solution.java", "class Solution { public int mystery() { return 0; } }\n");

        MisplacedSolution found = only();

        assertEquals(Optional.empty(), found.problemId(), "n-queens-2 is as near n-queens as n-queens-ii");
        assertEquals(Optional.empty(), found.fix());
    }

    @Test
    void aNameAsCloseToTwoProblemsIsDecidedByTheMethodItDeclares() throws IOException {
        write("solutions/n-queens-2/Solution.java", SOLUTION);

        assertEquals(Optional.of("n-queens-ii"), only().problemId());
    }

    @Test
    void aMethodCalledButNotDeclaredSaysNothingAboutTheProblem() throws IOException {
        write("solutions/Solution.java", "class Solution {\n    public static void main(String[] args) {\n"
                + "        System.out.println(new Solution().totalNQueens(4));\n    }\n"
                + "    public int mystery() { return totalNQueens(1); }\n}\n");

        assertEquals(Optional.empty(), only().problemId());
    }

    @Test
    void aLooseFileThatIsNoSolutionIsNotAssignedByAMethodThatSharesAProblemsName() throws IOException {
        TestRepository.copyProblems(root, List.of("palindrome-partitioning"));
        write("solutions/QuickSort.java", "class QuickSort {\n    static int partition(int[] a, int lo, int hi) "
                + "{ return lo; }\n}\n");

        assertEquals(List.of(), scan());
    }

    @Test
    void aDeclarationWithAGenericReturnTypeStillNamesTheProblem() throws IOException {
        TestRepository.copyProblems(root, List.of("palindrome-partitioning"));
        write("solutions/Solution.java", "import java.util.*;\nclass Solution {\n"
                + "    public List<List<String>> partition(String s) { return List.of(); }\n}\n");

        assertEquals(Optional.of("palindrome-partitioning"), only().problemId());
    }

    @Test
    void aSolutionOfNoKnownProblemIsReportedWithoutAGuessedFix() throws IOException {
        write("solutions/Solution.java", "class Solution { public int mystery() { return 0; } }\n");

        MisplacedSolution found = only();

        assertEquals(Optional.empty(), found.problemId());
        assertEquals(Optional.empty(), found.fix());
        assertEquals(Optional.empty(), found.alternative());
    }

    @Test
    void whatLegitimatelyLivesInSolutionsIsLeftAlone() throws IOException {
        write("solutions/n-queens/Solution.java", SOLUTION);
        write("solutions/n-queens/Helper.java", "class Helper { }\n");
        write("solutions/n-queens/tests/mine.json", "{}");
        write("solutions/n-queens-ii/tests/Scratch.java", SOLUTION);
        write("solutions/README.md", "my notes\n");
        write("solutions/.gitkeep", "");
        write("solutions/.idea/Solution.java", SOLUTION);
        write("solutions/n-queens-ii/.backup/Solution.java", SOLUTION);
        write("solutions/Helper.java", "class Helper { }\n");
        write("solutions/scratch/Notes.java", "class Notes { }\n");
        write("solutions/notes/todo.txt", "later\n");
        Files.createDirectories(root.resolve("solutions/palindrome-partitioning"));

        assertEquals(List.of(), scan());
    }

    @Test
    void aScanThatFailsFindsNothingInsteadOfFailingTheRun() throws IOException {
        write("solutions/palindrome-partitioning/solution.java", SOLUTION);
        List<String> failing = new AbstractList<>() {
            @Override
            public String get(int index) {
                throw new UncheckedIOException(new IOException("disk gone"));
            }

            @Override
            public int size() {
                return 1;
            }
        };

        assertEquals(List.of(), SolutionLayout.scan(workspace, failing).misplaced());
    }

    @Test
    void manyCandidateFilesAreRankedTheSameWayEveryTime() throws IOException {
        for (int i = 0; i < 40; i++) {
            write("solutions/n-queens/Attempt" + i + ".java", i % 7 == 3 ? "class Solution { }\n" : "class A" + i + " { }\n");
        }

        MisplacedSolution found = only();

        assertEquals("solutions/n-queens/Attempt10.java", found.file(), "the first by path of those declaring class Solution");
        assertEquals(39, found.others().size());
    }

    @Test
    void classSolutionInACommentOrAStringIsNoSignOfASolution() throws IOException {
        write("solutions/Helper.java", "// copy this into class Solution later\n/* class Solution { } */\n"
                + "class Helper {\n    String note = \"class Solution\";\n    String more = \"\"\"\n        class Solution\n"
                + "        \"\"\";\n    char q = '\"';\n}\n");

        assertEquals(List.of(), scan());
    }

    @Test
    void aMethodNamedOnlyInACommentOrStringNamesNoProblem() throws IOException {
        write("solutions/Solution.java", "class Solution {\n    // public int totalNQueens(int n) { ... }\n"
                + "    String s = \"int totalNQueens(\";\n    public int mystery() { return 0; }\n}\n");

        MisplacedSolution found = only();

        assertEquals(Optional.empty(), found.problemId());
    }

    @Test
    void codeAfterACharLiteralQuoteOrAnEscapedQuoteIsStillRead() throws IOException {
        write("solutions/Solution.java", "class Solution {\n    char q = '\"'; String e = \"a\\\"b\";\n"
                + "    public int totalNQueens(int n) { return 0; }\n}\n");

        assertEquals(Optional.of("n-queens-ii"), only().problemId());
    }

    @Test
    void noSolutionsFolderMeansNothingFound() {
        assertEquals(List.of(), scan());
    }

    @Test
    void aPathWithSpacesIsQuotedInTheFixSoItCanBePasted() throws IOException {
        write("solutions/n-queens/my solution.java", SOLUTION);

        assertEquals(Optional.of("mv -n 'solutions/n-queens/my solution.java' solutions/n-queens/Solution.java"),
                only().fix());
    }

    @Test
    void findingsComeByProblemIdAndEachProblemsBestExplainsItsMissingSolution() throws IOException {
        write("solutions/restore-ip-addresses/RestoreIp.java", SOLUTION);
        write("solutions/palindrome-partitioning/solution.java", SOLUTION);
        write("solutions/letter-combinations/Solution.java", LETTERS);
        write("solutions/Solution.java", "class Solution { public int mystery() { return 0; } }\n");

        SolutionLayout layout = SolutionLayout.scan(workspace, IDS);

        assertEquals(List.of("letter-combinations-of-a-phone-number", "palindrome-partitioning", "restore-ip-addresses", "?"),
                layout.misplaced().stream().map(m -> m.problemId().orElse("?")).toList());
        assertEquals("solutions/palindrome-partitioning/solution.java",
                layout.forProblem("palindrome-partitioning").orElseThrow().file());
        assertEquals(Optional.empty(), layout.forProblem("n-queens"));
        assertEquals(1, layout.about(List.of("restore-ip-addresses")).size());
    }

    @Test
    void scanningChangesNothingUnderSolutions() throws IOException {
        write("solutions/palindrome-partitioning/solution.java", SOLUTION);
        write("solutions/letter-combinations/Solution.java", LETTERS);
        write("solutions/Solution.java", SOLUTION);
        Map<String, String> before = snapshot();

        SolutionLayout.scan(workspace, IDS);

        assertEquals(before, snapshot());
    }

    private Map<String, String> snapshot() throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> paths = Files.walk(root.resolve("solutions"))) {
            for (Path path : paths.toList()) {
                files.put(root.relativize(path).toString(), Files.isDirectory(path) ? "/" : Files.readString(path));
            }
        }
        return files;
    }
}
