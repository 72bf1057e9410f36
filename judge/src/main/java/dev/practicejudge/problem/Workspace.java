package dev.practicejudge.problem;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The repository the judge works in: problem packages under {@code problems/<id>/} and the
 * learner's solutions under {@code solutions/<id>/Solution.java}. It only reads.
 */
public final class Workspace {

    public static final String PROBLEMS_DIR = "problems";
    public static final String SOLUTIONS_DIR = "solutions";
    public static final String SOLUTION_FILE = "Solution.java";
    /** The folder of the learner's own test cases, beside their solution: solutions/ID/tests. */
    public static final String OWN_TESTS_DIR = "tests";
    /**
     * The judge's own cache, beside problems/ and ignored by git: the learner's status, the hints
     * seen, remembered verdicts, compiled classes. One folder, named here only, so that clearing
     * it (or moving it) is one change.
     */
    public static final String CACHE_DIR = ".judge-cache";

    private final Path root;
    /** The repository whose {@code solutions/} is judged: {@link #root} but in {@link #withSolutionsFrom}. */
    private final Path solutionsRoot;

    public Workspace(Path root) {
        this(root, root);
    }

    private Workspace(Path root, Path solutionsRoot) {
        this.root = Objects.requireNonNull(root, "root").toAbsolutePath().normalize();
        this.solutionsRoot = Objects.requireNonNull(solutionsRoot, "solutionsRoot").toAbsolutePath().normalize();
    }

    /**
     * This workspace's problems, cache and judge, with the solutions of the repository at
     * {@code other} ({@code class}, which judges students' repositories): its {@code solutions/}
     * and the learner's own tests are read there, and paths in it are shown relative to it. Nothing
     * else is read from {@code other}: not its problems, which a student could have edited.
     */
    public Workspace withSolutionsFrom(Path other) {
        return new Workspace(root, other);
    }

    /** The repository whose {@code solutions/} this workspace judges: its own root unless {@link #withSolutionsFrom}. */
    public Path solutionsRoot() {
        return solutionsRoot;
    }

    /** The {@code solutions/} folder judged, whether or not it exists. */
    public Path solutionsDirectory() {
        return solutionsRoot.resolve(SOLUTIONS_DIR);
    }

    /**
     * The workspace containing {@code start}: the nearest folder at or above it that has a
     * {@code problems/} folder.
     */
    public static Optional<Workspace> find(Path start) {
        for (Path dir = start.toAbsolutePath().normalize(); dir != null; dir = dir.getParent()) {
            if (Files.isDirectory(dir.resolve(PROBLEMS_DIR))) {
                return Optional.of(new Workspace(dir));
            }
        }
        return Optional.empty();
    }

    public Path root() {
        return root;
    }

    /** The judge's cache folder ({@value #CACHE_DIR}); it may not exist yet. */
    public Path cache() {
        return root.resolve(CACHE_DIR);
    }

    /** Every problem id (a folder under problems/ with a spec), sorted. */
    public List<String> problemIds() throws IOException {
        Path problems = root.resolve(PROBLEMS_DIR);
        if (!Files.isDirectory(problems)) {
            return List.of();
        }
        try (Stream<Path> dirs = Files.list(problems)) {
            return dirs.filter(Files::isDirectory)
                    .filter(d -> Files.exists(d.resolve(ProblemLoader.SPEC_FILE)))
                    .map(d -> d.getFileName().toString())
                    .sorted()
                    .toList();
        }
    }

    public Path problemDirectory(String id) {
        return root.resolve(PROBLEMS_DIR).resolve(id);
    }

    /** Where the learner's solution to {@code id} lives, whether or not it exists yet. */
    public Path solutionFile(String id) {
        return solutionsDirectory().resolve(id).resolve(SOLUTION_FILE);
    }

    /** Where the learner's own test cases for a problem live: {@code solutions/ID/tests/}. */
    public Path ownTestsDirectory(String id) {
        return solutionsDirectory().resolve(id).resolve(OWN_TESTS_DIR);
    }

    /**
     * A path as shown to the learner: relative to the repository when inside it (to the repository
     * of the solutions first, for a path there).
     */
    public String display(Path path) {
        Path absolute = path.toAbsolutePath().normalize();
        if (absolute.startsWith(solutionsRoot)) {
            return solutionsRoot.relativize(absolute).toString();
        }
        return absolute.startsWith(root) ? root.relativize(absolute).toString() : absolute.toString();
    }

    public ProblemLoader loader() {
        return new ProblemLoader(root);
    }
}
