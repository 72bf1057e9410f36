package dev.practicejudge.ide;

import dev.practicejudge.problem.Workspace;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Where the repository whose solutions are judged is: the system property
 * {@value #PROPERTY} when set (the ide module's Maven build sets it, and IntelliJ passes Maven's
 * test system properties on to its own runs), else the nearest folder at or above the working
 * directory that holds {@code problems/} (an IDE's working directory may be the module's folder).
 */
public final class RepositoryRoot {

    /** The system property naming the repository root. */
    public static final String PROPERTY = "practicejudge.root";

    private RepositoryRoot() {
    }

    /** The repository, from the system property or the working directory. */
    public static Workspace find() {
        return find(Optional.ofNullable(System.getProperty(PROPERTY)).filter(p -> !p.isBlank()),
                Path.of("").toAbsolutePath());
    }

    /**
     * The repository named by {@code property}, or found from {@code workingDirectory}.
     *
     * <p>A relative property is resolved against the working directory, then against each folder
     * above it: {@code mvn -Dpracticejudge.root=ide/src/test/resources/three-solutions} is typed at
     * the repository root, while the tests run in the module's folder.
     *
     * @throws IllegalStateException when no folder found holds {@code problems/}, saying what was tried
     */
    static Workspace find(Optional<String> property, Path workingDirectory) {
        if (property.isPresent()) {
            Path named = Path.of(property.get());
            if (named.isAbsolute()) {
                return requireProblems(named, property.get());
            }
            for (Path base = workingDirectory; base != null; base = base.getParent()) {
                if (Files.isDirectory(base.resolve(named).resolve(Workspace.PROBLEMS_DIR))) {
                    return new Workspace(base.resolve(named));
                }
            }
            throw new IllegalStateException(PROPERTY + "=" + property.get() + " has no " + Workspace.PROBLEMS_DIR
                    + "/ folder, relative to " + workingDirectory + " or any folder above it");
        }
        return Workspace.find(workingDirectory).orElseThrow(() -> new IllegalStateException("no "
                + Workspace.PROBLEMS_DIR + "/ folder in " + workingDirectory + " or above; set the system property "
                + PROPERTY + " to the repository's folder"));
    }

    private static Workspace requireProblems(Path root, String named) {
        if (!Files.isDirectory(root.resolve(Workspace.PROBLEMS_DIR))) {
            throw new IllegalStateException(PROPERTY + "=" + named + " has no " + Workspace.PROBLEMS_DIR + "/ folder");
        }
        return new Workspace(root);
    }
}
