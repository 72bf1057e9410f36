package dev.practicejudge.cli;

import dev.practicejudge.session.Refused;
import dev.practicejudge.session.Session;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/**
 * The mixin for {@code --solution FILE}: judge or run this file as the Solution instead of
 * solutions/ID/Solution.java. Each command's own description is in {@link ArgumentHelp}.
 */
final class SolutionOption {

    @Option(names = "--solution", paramLabel = "FILE", descriptionKey = ArgumentHelp.SOLUTION,
            description = "Use this file as the Solution, instead of solutions/<ID>/Solution.java.")
    Path file;

    boolean given() {
        return file != null;
    }

    /**
     * The file to work on: the one given, which must exist, else the learner's own
     * solutions/ID/Solution.java, which must exist too (a near miss is named, with its fix).
     *
     * @param command the command's name, for the fix it suggests: "run", "debug", "stress"
     */
    Path fileFor(Session session, String id, String command) throws Refused {
        return session.solutionFile(id, file, command);
    }
}
