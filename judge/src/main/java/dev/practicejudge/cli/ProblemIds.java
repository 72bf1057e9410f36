package dev.practicejudge.cli;

import dev.practicejudge.learn.Completions;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.text.Suggestions;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Parameters;

/**
 * The mixin for commands that take any number of problem ids ({@code test}, {@code validate}),
 * completed with the repository's ids. Each command's own description of {@code ID} is in
 * {@link ArgumentHelp}.
 */
final class ProblemIds {

    @Parameters(paramLabel = "ID", arity = "0..*", completionCandidates = Completions.ProblemIds.class,
            descriptionKey = ArgumentHelp.PROBLEM_IDS, description = "Problems (default: all).")
    List<String> ids = new ArrayList<>();

    /** Every problem id of the workspace. */
    static List<String> known(Workspace workspace) throws UsageError {
        try {
            return workspace.problemIds();
        } catch (IOException e) {
            throw new UsageError("cannot list " + workspace.display(workspace.root().resolve(Workspace.PROBLEMS_DIR))
                    + ": " + e.getMessage());
        }
    }

    /**
     * Fails on the first id that is not a problem, suggesting the one it most likely means (a
     * typo, other letter case, or the start of an id: {@code letter-combinations}).
     */
    static void requireKnown(List<String> ids, List<String> known) throws UsageError {
        for (String id : ids) {
            if (!known.contains(id)) {
                String suggestion = Suggestions.meant(id, known).map(k -> " (did you mean \"" + k + "\"?)").orElse("");
                throw new UsageError("unknown problem \"" + id + "\"" + suggestion + "; the problems are: "
                        + String.join(", ", known));
            }
        }
    }
}
