package dev.practicejudge.problem;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.check.Comparators;
import dev.practicejudge.check.OutputComparator;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.judge.Judge;
import dev.practicejudge.run.SubmissionRunner;
import dev.practicejudge.run.WorkerCommand;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.TestRepository;
import dev.practicejudge.validate.Finding;
import dev.practicejudge.validate.ProofStep;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every shipped problem's expected outputs are proved by its own package: {@code validate}'s proof
 * step runs the package's {@code proof/*.java} (a brute force written apart from the accepted
 * submissions) on every test, and it must agree with every expected output. The brute forces that
 * the other Shipped*DataTest classes once held live there now, so a new problem brings its own.
 */
@EndToEnd
class ShippedProofsDataTest {

    private static final Path PROBLEMS = TestRepository.ROOT.resolve("problems");
    private static final SolutionCompiler COMPILER = new SolutionCompiler();

    static Stream<String> shippedProblems() throws IOException {
        try (Stream<Path> folders = Files.list(PROBLEMS)) {
            return folders.filter(Files::isDirectory).map(f -> f.getFileName().toString()).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shippedProblems")
    void packagesOwnProofAgreesWithEveryExpectedOutput(String id) throws ProblemFormatException {
        Problem problem = new ProblemLoader(TestRepository.ROOT).load(PROBLEMS.resolve(id));
        OutputComparator comparator = Comparators.forProblem(problem, COMPILER,
                path -> TestRepository.ROOT.relativize(path).toString());
        ProofStep proofs = new ProofStep(new Judge(COMPILER, new SubmissionRunner(WorkerCommand.current())),
                path -> TestRepository.ROOT.relativize(path).toString());
        List<Finding> findings = new ArrayList<>();

        boolean agreed = proofs.check(problem, comparator, findings::add);

        assertTrue(agreed, () -> id + ": " + findings);
        assertTrue(!findings.isEmpty() && findings.stream().allMatch(f -> f.level() == Finding.Level.OK),
                () -> id + " has a proof, and it agrees everywhere: " + findings);
        assertTrue(findings.get(0).text().contains("agrees with all " + problem.tests().size() + " expected outputs"),
                () -> id + ": " + findings);
    }
}
