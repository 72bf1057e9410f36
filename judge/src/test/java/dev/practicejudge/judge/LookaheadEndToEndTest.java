package dev.practicejudge.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.compile.ClassCache;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.run.WorkerCommand;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.OwnWorkers;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A sequential run of many problems gets the next problem ready while the current one is judged
 * ({@link Lookahead}): the next worker is up during this problem's tests, packages that do not load
 * are still reported in their turn, and no worker got ready ahead outlives the run, whether it ends
 * normally or at --fail-fast's first failure.
 */
@EndToEnd
class LookaheadEndToEndTest {

    @TempDir
    Path root;

    @BeforeEach
    void repository() throws IOException {
        TestRepository.copyCoreProblems(root);
        TestRepository.solve(root, "n-queens", "n-queens/AcceptedReversed.java");
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/Accepted.java");
    }

    @Test
    void theNextProblemsWorkerIsUpWhileThisProblemsTestsRun() throws Exception {
        List<Integer> workersDuringFirstProblem = new ArrayList<>();
        JudgeListener watcher = new JudgeListener() {
            @Override
            public void testFinished(String problemId, TestResult result) {
                if (problemId.equals("n-queens") && result.name().startsWith("09")) {
                    // This problem's worker, and the next one's, started when this problem began.
                    workersDuringFirstProblem.add(workersReaching(2));
                }
            }
        };

        List<ProblemResult> results = judge(List.of("n-queens", "n-queens-ii"), false, watcher);

        assertEquals(List.of(Verdict.AC, Verdict.AC), results.stream().map(ProblemResult::verdict).toList());
        assertEquals(List.of(2), workersDuringFirstProblem, "the next problem's worker ran beside this one's");
        assertEquals(List.of(), workers(), "no worker is left");
    }

    @Test
    void brokenPackagesAreReportedInTheirTurnBetweenGoodOnes() throws Exception {
        // A spec that does not load (read ahead for the worker's limits) and a test file that does
        // not parse (read ahead on the lookahead's thread): each is its own problem's judge error.
        TestRepository.copyTree(TestRepository.ROOT.resolve("judge/src/test/resources/broken-packages/spec-trailing-comma"),
                root.resolve("problems/a-broken-spec"));
        TestRepository.copyTree(TestRepository.ROOT.resolve("judge/src/test/resources/broken-packages/test-malformed-json"),
                root.resolve("problems/b-broken-tests"));
        TestRepository.solve(root, "a-broken-spec", "n-queens-ii/Accepted.java");
        TestRepository.solve(root, "b-broken-tests", "n-queens-ii/Accepted.java");

        List<ProblemResult> results = judge(List.of("n-queens", "a-broken-spec", "b-broken-tests", "n-queens-ii"),
                false, new JudgeListener() { });

        assertEquals(List.of("n-queens", "a-broken-spec", "b-broken-tests", "n-queens-ii"),
                results.stream().map(ProblemResult::id).toList());
        assertEquals(List.of(Verdict.AC, Verdict.JE, Verdict.JE, Verdict.AC),
                results.stream().map(ProblemResult::verdict).toList());
        assertTrue(results.get(1).message().contains("the problem package is broken"), results.get(1).message());
        assertTrue(results.get(2).message().contains("problems/b-broken-tests/tests/"), results.get(2).message());
        assertEquals(List.of(), workers(), "no worker is left");
    }

    @Test
    void failFastEndsTheWorkerGotReadyForTheNextProblem() throws Exception {
        TestRepository.solve(root, "n-queens", "n-queens/WrongNoAntiDiagonal.java");

        List<ProblemResult> results = judge(List.of("n-queens", "n-queens-ii", "sudoku-solver"), true,
                new JudgeListener() { });

        assertEquals(List.of("n-queens"), results.stream().map(ProblemResult::id).toList());
        assertEquals(Verdict.WA, results.get(0).verdict());
        assertEquals(List.of(), workers(), "the worker started for n-queens-ii is gone too");
    }

    @Test
    void aSolutionCompiledAheadIsJudgedFromTheCacheAsIfCompiledInItsTurn() throws Exception {
        // The second problem's source does not compile: compiled ahead into the cache or not, the
        // judging thread reports the compile error itself, in that problem's turn.
        TestRepository.solve(root, "n-queens-ii", "n-queens/SyntaxError.java");

        List<ProblemResult> results = judge(List.of("n-queens", "n-queens-ii"), false, new JudgeListener() { });

        assertEquals(List.of(Verdict.AC, Verdict.CE), results.stream().map(ProblemResult::verdict).toList());
        assertTrue(results.get(1).message().contains("Solution.java"), results.get(1).message());
    }

    private List<ProblemResult> judge(List<String> ids, boolean failFast, JudgeListener listener) throws Exception {
        Path cache = Files.createDirectories(root.resolve(".judge-cache/classes"));
        SolutionCompiler compiler = new SolutionCompiler(Optional.of(new ClassCache(cache)));
        return new WorkspaceJudge(new Workspace(root), Optional.empty(), Optional.empty(), failFast)
                .judge(ids, List.of(), List.of(), 1, compiler, WorkerCommand.current(), listener);
    }

    /** The live worker JVMs this test's judges started. */
    private static List<ProcessHandle> workers() {
        return OwnWorkers.descendants().filter(ProcessHandle::isAlive)
                .filter(p -> p.info().commandLine().orElse("").contains("WorkerMain")).toList();
    }

    /** The number of live workers once it reaches {@code count}, or after 30 s what it is then. */
    private static int workersReaching(int count) {
        long deadline = System.nanoTime() + 30_000_000_000L;
        int live = workers().size();
        while (live < count && System.nanoTime() < deadline) {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            live = workers().size();
        }
        return live;
    }
}
