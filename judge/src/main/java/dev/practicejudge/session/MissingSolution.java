package dev.practicejudge.session;

import dev.practicejudge.problem.MisplacedSolution;
import dev.practicejudge.problem.SolutionLayout;
import dev.practicejudge.problem.Workspace;
import java.util.List;
import java.util.Optional;

/**
 * Says what to do when solutions/ID/Solution.java is missing: the near miss {@link SolutionLayout}
 * finds (a file in the wrong case or under another name, a folder that is not the id, a file
 * directly in solutions/) with the command that fixes it, or else the command that starts one.
 */
public final class MissingSolution {

    private MissingSolution() {
    }

    /**
     * @param command the command asked ({@code test}, {@code run}), for the {@code --solution} alternative it
     *     offers; null for a command without {@code --solution} ({@code watch})
     */
    public static String explain(Workspace workspace, List<String> known, String id, String command) {
        return explain(workspace, SolutionLayout.scan(workspace, known), id, command);
    }

    /** {@link #explain(Workspace, List, String, String)} with {@code solutions/} already scanned. */
    public static String explain(Workspace workspace, SolutionLayout layout, String id, String command) {
        return layout.forProblem(id).map(m -> explain(m, command))
                .orElse("no solution yet for " + id + ": run ./judgew new " + id + " to create "
                        + workspace.display(workspace.solutionFile(id)));
    }

    /** The near miss for problem {@code id}, if {@code solutions/} holds one. */
    public static Optional<MisplacedSolution> nearMiss(Workspace workspace, List<String> known, String id) {
        return SolutionLayout.scan(workspace, known).forProblem(id);
    }

    /** A near miss as an error's text: what was found, then the fix and the alternative on lines of their own. */
    public static String explain(MisplacedSolution misplaced, String command) {
        StringBuilder text = new StringBuilder(misplaced.message());
        misplaced.fix().ifPresent(f -> text.append("\n  fix: ").append(f));
        Optional.ofNullable(command).flatMap(misplaced::alternative).ifPresent(a -> text.append("\n  or, without moving it: ").append(a));
        if (misplaced.fix().isPresent()) {
            text.append("\n(the judge never moves your files; run the fix from the repository root)");
        }
        return text.toString();
    }
}
