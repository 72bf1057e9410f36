package dev.practicejudge.judge;

import dev.practicejudge.check.Comparators;
import dev.practicejudge.check.OutputComparator;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.Workspace;
import java.util.Objects;

/**
 * A problem ready to judge against: its package loaded (spec and every test) and the comparator
 * its spec names built, a checker compiled and instantiated. Judging and validating both start here.
 */
public record LoadedProblem(Problem problem, OutputComparator comparator) {

    public LoadedProblem {
        Objects.requireNonNull(problem, "problem");
        Objects.requireNonNull(comparator, "comparator");
    }

    /**
     * Loads problems/ID of the workspace and builds its comparator.
     *
     * @param compiler compiles the problem's checker, when it has one
     * @throws ProblemFormatException when the package is broken, its checker included
     */
    public static LoadedProblem load(Workspace workspace, String id, SolutionCompiler compiler)
            throws ProblemFormatException {
        Problem problem = workspace.loader().load(workspace.problemDirectory(id));
        return new LoadedProblem(problem, Comparators.forProblem(problem, compiler, workspace::display));
    }
}
