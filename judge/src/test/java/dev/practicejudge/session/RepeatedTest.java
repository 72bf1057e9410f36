package dev.practicejudge.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.judge.JudgeListener;
import dev.practicejudge.judge.RunSummary;
import dev.practicejudge.judge.StatusCache;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link Repeated}: {@code watch}'s judgements keep the learner's status, and a listener's failure is the judge's. */
@EndToEnd
class RepeatedTest {

    @TempDir
    Path root;

    private Session session;

    @BeforeEach
    void workspace() throws IOException {
        TestRepository.copyProblems(root, List.of("n-queens-ii"));
        Path own = root.resolve("solutions/n-queens-ii/Solution.java");
        Files.createDirectories(own.getParent());
        Files.copy(root.resolve("problems/n-queens-ii/submissions/accepted/Backtracking.java"), own);
        session = new Session(new Workspace(root), SolutionCompiler::new);
    }

    @Test
    void eachJudgementIsKeptAsTheLearnersStatus() throws Exception {
        try (Repeated judging = session.repeated("n-queens-ii", null)) {
            Judged judged = judging.judge(new JudgeListener() { });

            assertTrue(judged.accepted());
            assertEquals("solutions/n-queens-ii/Solution.java", judging.shown());
            assertEquals("AC", StatusCache.of(root, "n-queens-ii").orElseThrow().verdict());
        }
    }

    @Test
    void aConsoleThatThrowsFailsTheJudgementOnceTheStatusIsKept() throws Exception {
        IllegalStateException broken = new IllegalStateException("the console broke");
        try (Repeated judging = session.repeated("n-queens-ii", null)) {
            RuntimeException thrown = assertThrows(RuntimeException.class, () -> judging.judge(new JudgeListener() {
                @Override
                public void runFinished(RunSummary summary) {
                    throw broken;
                }
            }));

            assertSame(broken, thrown);
            assertEquals("AC", StatusCache.of(root, "n-queens-ii").orElseThrow().verdict());
        }
    }
}
