package dev.practicejudge.judge;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.run.WorkerCommand;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A worker's answer written exactly as the test's expected answer comes back as that very node
 * (read from the frame's text without building a copy; see {@code TreeReader.read(bytes, field,
 * likely)}), while any other answer is read and compared as always: the same verdicts either way.
 */
@EndToEnd
class LikelyAnswerEndToEndTest {

    @TempDir
    Path root;

    @BeforeEach
    void repository() throws IOException {
        TestRepository.copyProblems(root, List.of("combinations"));
    }

    @Test
    void anAnswerInTheExpectedOrderIsTheExpectedNodeItself() throws Exception {
        TestRepository.solve(root, "combinations",
                TestRepository.ROOT.resolve("problems/combinations/submissions/accepted/PrunedBacktracking.java"));

        ProblemResult result = judge();

        assertEquals(Verdict.AC, result.verdict(), String.valueOf(result.message()));
        for (TestResult test : result.tests()) {
            assertSame(test.expected(), test.actual(), test.name());
        }
    }

    @Test
    void anAnswerInAnotherOrderIsReadAndStillAccepted() throws Exception {
        // The same combinations, each list from its largest number down: unordered at both levels.
        Path solution = root.resolve("Reversed.java");
        Files.writeString(solution, """
                import java.util.*;
                class Solution {
                    public List<List<Integer>> combine(int n, int k) {
                        List<List<Integer>> out = new ArrayList<>();
                        pick(n, k, new ArrayDeque<>(), out);
                        return out;
                    }
                    private void pick(int top, int k, Deque<Integer> chosen, List<List<Integer>> out) {
                        if (chosen.size() == k) { out.add(new ArrayList<>(chosen)); return; }
                        for (int i = top; i >= k - chosen.size(); i--) { chosen.addLast(i); pick(i - 1, k, chosen, out); chosen.removeLast(); }
                    }
                }
                """);
        TestRepository.solve(root, "combinations", solution);

        ProblemResult result = judge();

        assertEquals(Verdict.AC, result.verdict(), String.valueOf(result.message()));
        TestResult largest = result.tests().get(result.tests().size() - 1);
        assertNotSame(largest.expected(), largest.actual());
        assertEquals(largest.expected().size(), largest.actual().size());
    }

    private ProblemResult judge() throws Exception {
        return new WorkspaceJudge(new Workspace(root)).judge(List.of("combinations"), List.of(), List.of(), 1,
                new SolutionCompiler(Optional.empty()), WorkerCommand.current(), new JudgeListener() { }).get(0);
    }
}
