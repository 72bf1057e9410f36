package dev.practicejudge.check;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.ProblemLoader;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A checker compiles against the API package alone, and one written for the old package is told where it went. */
class CheckerApiPackageTest {

    @TempDir
    Path root;

    @Test
    void aCheckerImportingTheOldPackageIsAJudgeErrorThatNamesTheNewOne() throws Exception {
        TestRepository.copyProblems(root, List.of("n-queens"));
        Path checker = root.resolve("problems/n-queens/checker/NQueensChecker.java");
        Files.writeString(checker, Files.readString(checker).replace("dev.practicejudge.api.", "dev.practicejudge.check."));

        ProblemFormatException error = assertThrows(ProblemFormatException.class, () -> comparatorFor(root));

        assertTrue(error.getMessage().contains("problems/n-queens/checker/NQueensChecker.java:"), error.getMessage());
        assertTrue(error.getMessage().contains("the checker does not compile"), error.getMessage());
        assertTrue(error.getMessage().contains("The checker API is in the package dev.practicejudge.api now: import "
                + "dev.practicejudge.api.Checker and dev.practicejudge.api.CheckResult."), error.getMessage());
    }

    @Test
    void aShippedCheckerCompilesAgainstTheApiPackage() throws Exception {
        TestRepository.copyProblems(root, List.of("n-queens"));

        OutputComparator comparator = comparatorFor(root);

        assertTrue(comparator instanceof CheckerComparator, comparator.getClass().getName());
    }

    private static OutputComparator comparatorFor(Path root) throws IOException, ProblemFormatException {
        Problem problem = new ProblemLoader(root).load(root.resolve("problems/n-queens"));
        return Comparators.forProblem(problem, new SolutionCompiler(), path -> root.relativize(path).toString());
    }
}
