package dev.practicejudge.cli;

import dev.practicejudge.problem.Editorial;
import dev.practicejudge.problem.Hints;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.ProblemLoader;
import dev.practicejudge.problem.Workspace;
import java.nio.file.Path;

/**
 * How {@code hint}, {@code editorial} and {@code show} read a problem's hints and editorial: a
 * missing or broken file is a {@link UsageError} that says which file and what to run.
 */
final class Guides {

    private Guides() {
    }

    /** The problem's spec, from {@code problem.json} alone (its tests are not needed here). */
    static ProblemLoader.Overview overview(Workspace workspace, String id) throws UsageError {
        try {
            return workspace.loader().loadOverview(workspace.problemDirectory(id));
        } catch (ProblemFormatException e) {
            throw broken(id, e);
        }
    }

    static Hints hints(Workspace workspace, String id) throws UsageError {
        Path dir = workspace.problemDirectory(id);
        try {
            return workspace.loader().loadHints(dir).orElseThrow(() -> new UsageError(id + " has no hints yet: "
                    + workspace.display(dir.resolve(Hints.FILE)) + " does not exist (its author can add it: "
                    + "docs/problem-format.md)"));
        } catch (ProblemFormatException e) {
            throw broken(id, e);
        }
    }

    static Editorial editorial(Workspace workspace, String id, ProblemLoader.Overview problem) throws UsageError {
        Path dir = workspace.problemDirectory(id);
        try {
            return workspace.loader().loadEditorial(dir, problem.spec()).orElseThrow(() -> new UsageError(id
                    + " has no editorial yet: " + workspace.display(dir.resolve(Editorial.FILE)) + " does not exist "
                    + "(its author can add it: docs/problem-format.md)"));
        } catch (ProblemFormatException e) {
            throw broken(id, e);
        }
    }

    private static UsageError broken(String id, ProblemFormatException e) {
        return new UsageError("the problem package is broken: " + e.getMessage() + " (./judgew validate " + id
                + " says more)");
    }
}
