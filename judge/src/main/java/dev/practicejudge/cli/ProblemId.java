package dev.practicejudge.cli;

import dev.practicejudge.session.Completions;
import dev.practicejudge.session.Refused;
import dev.practicejudge.session.Session;
import picocli.CommandLine.Parameters;

/**
 * The mixin for commands that work on one problem ({@code show}, {@code new}, {@code run},
 * {@code watch}, {@code gen}): its {@code ID}, completed with the repository's ids. Each
 * command's own description of {@code ID} is in {@link ArgumentHelp}.
 */
final class ProblemId {

    @Parameters(paramLabel = "ID", completionCandidates = Completions.ProblemIds.class,
            descriptionKey = ArgumentHelp.PROBLEM_ID, description = "The problem, e.g. n-queens.")
    String id;

    /** The id, once the workspace is known to have that problem (an unknown one fails with the closest id). */
    String in(Session session) throws Refused {
        return session.problem(id);
    }
}
