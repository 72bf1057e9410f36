package dev.practicejudge.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
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

    /** The file given, which must exist; empty when none was given. */
    Optional<Path> existing() throws UsageError {
        if (file != null && !Files.isRegularFile(file)) {
            throw new UsageError("--solution " + file + ": no such file");
        }
        return Optional.ofNullable(file);
    }
}
