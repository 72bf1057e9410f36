package dev.practicejudge.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.problem.Workspace;
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
 * {@link RunPlan}: which problems a run judges and what it reports instead, decided from the
 * workspace and the ids and {@code --solution} given, with the lines the command line prints.
 */
class RunPlanTest {

    private static final String SOLUTION = "class Solution {\n}\n";

    @TempDir
    Path root;

    private Session session;

    @BeforeEach
    void workspace() throws IOException {
        TestRepository.copyCoreProblems(root);
        session = new Session(new Workspace(root), () -> {
            throw new AssertionError("a plan compiles nothing");
        });
    }

    private Path write(String path) throws IOException {
        Path file = root.resolve(path);
        Files.createDirectories(file.getParent());
        return Files.writeString(file, SOLUTION);
    }

    @Test
    void withNoIdEveryProblemWithASolutionIsJudgedAndTheOthersAreNamed() throws Exception {
        write("solutions/n-queens/Solution.java");
        write("solutions/n-queens-ii/solution.java");

        RunPlan plan = session.plan(List.of(), null);

        assertEquals(List.of("n-queens"), plan.ids());
        assertEquals(List.of(new RunPlan.Planned("n-queens", root.resolve("solutions/n-queens/Solution.java"))),
                plan.problems());
        assertEquals(List.of("n-queens-ii", "sudoku-solver"), plan.notAttempted());
        assertEquals(1, plan.misplaced().size(), plan.misplaced()::toString);
        assertEquals(List.of("Not attempted (no solutions/<id>/Solution.java): sudoku-solver",
                "Not judged, a solution file is not where the judge reads it (the fix is at the end): n-queens-ii"),
                plan.notes());
        assertTrue(plan.complete());
        assertEquals(Optional.empty(), plan.emptyNote());
    }

    @Test
    void anUnknownIdAmongKnownOnesIsReportedAndTheOthersStillJudged() throws Exception {
        write("solutions/n-queens/Solution.java");

        RunPlan plan = session.plan(List.of("n-queen", "n-queens"), null);

        assertEquals(List.of("n-queens"), plan.ids());
        assertEquals(List.of("unknown problem \"n-queen\" (did you mean \"n-queens\"?); the problems are: "
                + "n-queens, n-queens-ii, sudoku-solver (judging the others)"), plan.unknown());
        assertFalse(plan.complete());
        assertEquals(List.of(), plan.notes(), "notes are for a run of every problem");
    }

    @Test
    void onlyUnknownIdsAreRefused() {
        Refused refused = assertThrows(Refused.class, () -> session.plan(List.of("sudoku"), null));

        assertTrue(refused.getMessage().startsWith("unknown problem \"sudoku\" (did you mean \"sudoku-solver\"?)"),
                refused.getMessage());
    }

    @Test
    void aFileGivenJudgesExactlyOneProblemAndMustExist() throws Exception {
        Path mine = write("scratch/Mine.java");

        Refused two = assertThrows(Refused.class, () -> session.plan(List.of("n-queens", "n-queens-ii"), mine));
        assertEquals("--solution judges one file, so name exactly one problem, e.g. ./judgew test n-queens "
                + "--solution " + mine, two.getMessage());
        Path absent = root.resolve("scratch/Absent.java");
        Refused missing = assertThrows(Refused.class, () -> session.plan(List.of("n-queens"), absent));
        assertEquals("--solution " + absent + ": no such file", missing.getMessage());

        RunPlan plan = session.plan(List.of("n-queens"), mine);

        assertEquals(List.of(new RunPlan.Planned("n-queens", mine)), plan.problems());
        assertEquals(Optional.of(mine), plan.solution());
        assertEquals(List.of(), plan.missing());
    }

    @Test
    void aProblemNamedWithoutASolutionIsMissingWithTheCommandThatStartsOne() throws Exception {
        write("solutions/n-queens/Solution.java");

        RunPlan plan = session.plan(List.of("n-queens", "sudoku-solver"), null);

        assertEquals(List.of("n-queens"), plan.ids());
        assertEquals(List.of("sudoku-solver"), plan.notAttempted());
        assertEquals(1, plan.missing().size());
        assertTrue(plan.missing().get(0).startsWith("no solution yet for sudoku-solver: run ./judgew new sudoku-solver"),
                plan.missing().get(0));
        assertFalse(plan.complete());
        assertEquals(Optional.empty(), plan.emptyNote());
    }

    @Test
    void aWorkspaceWithoutSolutionsHasNothingToJudge() throws Exception {
        RunPlan plan = session.plan(List.of(), null);

        assertTrue(plan.nothingToJudge());
        assertEquals(List.of(), plan.notes());
        assertEquals(Optional.of("Nothing to judge: no problem has a solution yet. Write "
                + "solutions/<problem>/Solution.java for one of: n-queens, n-queens-ii, sudoku-solver"), plan.emptyNote());
    }

    @Test
    void onlyNearMissesAreReportedAsNothingJudged() throws Exception {
        write("solutions/n-queens/solution.java");

        RunPlan plan = session.plan(List.of(), null);

        assertFalse(plan.nothingToJudge());
        assertEquals(List.of(), plan.ids());
        assertEquals(Optional.of("Nothing judged: no problem has a solutions/<id>/Solution.java yet."), plan.emptyNote());
    }
}
