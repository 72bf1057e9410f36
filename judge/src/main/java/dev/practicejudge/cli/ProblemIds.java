package dev.practicejudge.cli;

import dev.practicejudge.session.Completions;
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
}
