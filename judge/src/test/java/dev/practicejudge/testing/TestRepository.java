package dev.practicejudge.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.stream.Stream;

/**
 * The repository under test (its real problem packages and fixtures) and the one way tests copy
 * parts of it into a temporary repository, so no test ever writes into the real one.
 */
public final class TestRepository {

    /** The repository root: Maven passes it in; {@code ..} from the judge module otherwise. */
    public static final Path ROOT = Path.of(System.getProperty("practicejudge.root", "..")).toAbsolutePath().normalize();
    public static final Path FIXTURES = ROOT.resolve("judge/src/test/resources/fixtures");

    /**
     * The problems that tests of the judge itself use. Tests copy just these, so shipping another
     * problem never changes what they assert (counts, points, listings).
     */
    public static final List<String> CORE_PROBLEMS = List.of("n-queens", "n-queens-ii", "sudoku-solver");

    private TestRepository() {
    }

    /** Copies the named problems' packages into {@code root}/problems/. */
    public static void copyProblems(Path root, List<String> ids) throws IOException {
        for (String id : ids) {
            copyTree(ROOT.resolve("problems").resolve(id), root.resolve("problems").resolve(id));
        }
    }

    /** Copies the problems the judge's own tests use into {@code root}/problems/. */
    public static void copyCoreProblems(Path root) throws IOException {
        copyProblems(root, CORE_PROBLEMS);
    }

    /**
     * Puts {@code source} where the learner's solution to {@code problem} goes in the temporary
     * repository {@code root} (replacing one already there) and returns where that is.
     */
    public static Path solve(Path root, String problem, Path source) throws IOException {
        Path target = root.resolve("solutions").resolve(problem).resolve("Solution.java");
        Files.createDirectories(target.getParent());
        Files.copy(source, target, StandardCopyOption.REPLACE_EXISTING);
        return target;
    }

    /** {@link #solve(Path, String, Path)} with a fixture, named by its path under {@link #FIXTURES}. */
    public static Path solve(Path root, String problem, String fixture) throws IOException {
        return solve(root, problem, FIXTURES.resolve(fixture));
    }

    /** Copies a folder and everything in it; {@code to} may exist, files in it may not. */
    public static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> paths = Files.walk(from)) {
            for (Path path : paths.toList()) {
                Path target = to.resolve(from.relativize(path).toString());
                if (Files.isDirectory(path)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(path, target);
                }
            }
        }
    }
}
