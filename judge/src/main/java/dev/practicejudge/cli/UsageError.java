package dev.practicejudge.cli;

import dev.practicejudge.problem.Workspace;
import dev.practicejudge.text.Suggestions;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Optional;

/**
 * A command cannot start: no repository, an unknown problem, a missing file. Its message says
 * what to do; commands print it as {@code error: ...} and exit with status 2.
 */
final class UsageError extends Exception {
    private static final long serialVersionUID = 1L;

    UsageError(String message) {
        super(message);
    }

    /** The repository to work in, which must have a problems/ folder. */
    static Workspace workspace(PracticeJudge parent) throws UsageError {
        Optional<Workspace> found = parent.workspace();
        if (found.isEmpty()) {
            throw new UsageError("no problems/ folder here or above; run from the repository, or pass --root DIR");
        }
        Workspace workspace = found.get();
        if (!Files.isDirectory(workspace.root().resolve(Workspace.PROBLEMS_DIR))) {
            throw new UsageError(workspace.root() + " has no problems/ folder; is it the Practice Judge repository?");
        }
        return workspace;
    }

    /** Every problem id of the workspace. */
    static List<String> problemIds(Workspace workspace) throws UsageError {
        try {
            return workspace.problemIds();
        } catch (IOException e) {
            throw new UsageError("cannot list " + workspace.display(workspace.root().resolve(Workspace.PROBLEMS_DIR))
                    + ": " + e.getMessage());
        }
    }

    /** Fails on the first id that is not a problem, suggesting the closest one. */
    static void requireKnown(List<String> ids, List<String> known) throws UsageError {
        for (String id : ids) {
            if (!known.contains(id)) {
                String suggestion = Suggestions.closest(id, known).map(k -> " (did you mean \"" + k + "\"?)").orElse("");
                throw new UsageError("unknown problem \"" + id + "\"" + suggestion + "; the problems are: "
                        + String.join(", ", known));
            }
        }
    }
}
