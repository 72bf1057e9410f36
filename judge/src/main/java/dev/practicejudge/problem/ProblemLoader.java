package dev.practicejudge.problem;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Reads a problem package ({@code problem.json} and {@code tests/*.json}) into a {@link Problem},
 * checking everything that can be checked without running code: the spec's fields and types,
 * and every test's input and expected output against the method's signature.
 *
 * <p>Every error names the file and, where the JSON shows it, the line and column, with paths
 * relative to the repository root so they can be clicked in an editor or a CI log. The work is
 * shared out: {@link SpecReader} and one reader per section of the spec, {@link TestFileReader}
 * for the tests, and {@link Diagnostics}, where every error is made.
 */
public final class ProblemLoader {

    public static final String SPEC_FILE = "problem.json";
    public static final String TESTS_DIR = "tests";

    /** The fields a test file may have; {@code run} uses them to tell a test file from bare arguments. */
    public static final Set<String> TEST_FIELDS = Set.of("input", "expected", "comment", "sample", "generatedBy",
            "challenge");

    private final Diagnostics diagnostics;
    private final TestFileReader testReader;

    /** @param repositoryRoot the folder that error messages name files relative to */
    public ProblemLoader(Path repositoryRoot) {
        this.diagnostics = new Diagnostics(repositoryRoot);
        this.testReader = new TestFileReader(diagnostics);
    }

    /** Loads the package in {@code directory}; its id is the folder's name. */
    public Problem load(Path directory) throws ProblemFormatException {
        return load(directory, false);
    }

    /**
     * A problem's spec and the number of its test files, without reading the tests: what
     * {@code list} needs, at a fraction of the cost (some problems' tests are megabytes).
     */
    public Overview loadOverview(Path directory) throws ProblemFormatException {
        Path dir = directory.toAbsolutePath().normalize();
        ProblemSpec spec = readSpec(dir.resolve(SPEC_FILE));
        return new Overview(dir.getFileName().toString(), spec, testReader.testFiles(dir.resolve(TESTS_DIR)).size());
    }

    /**
     * The package's hints ({@code hints.md}), checked against the format; empty when the package
     * has none (a package without hints still loads and judges; {@code validate} asks for them).
     *
     * @param directory the problem's folder
     */
    public Optional<Hints> loadHints(Path directory) throws ProblemFormatException {
        Path file = directory.toAbsolutePath().normalize().resolve(Hints.FILE);
        return HintsReader.read(file, diagnostics.display(file));
    }

    /**
     * The package's editorial ({@code editorial.md}), checked against the format (all but whether its
     * {@code java} blocks compile); empty when the package has none.
     *
     * @param directory the problem's folder
     * @param spec its spec, whose title the editorial's first line repeats
     */
    public Optional<Editorial> loadEditorial(Path directory, ProblemSpec spec) throws ProblemFormatException {
        Path dir = directory.toAbsolutePath().normalize();
        Path file = dir.resolve(Editorial.FILE);
        return EditorialReader.read(file, diagnostics.display(file), dir, spec);
    }

    /** A problem as {@link #loadOverview} sees it. */
    public record Overview(String id, ProblemSpec spec, int testCount) {
    }

    /**
     * Loads a package whose tests may still lack their expected outputs (a missing node stands in),
     * for {@code gen} to fill them. Everything else is checked as strictly as by {@link #load}.
     */
    public Problem loadForGeneration(Path directory) throws ProblemFormatException {
        return load(directory, true);
    }

    private Problem load(Path directory, boolean expectedMayBeMissing) throws ProblemFormatException {
        Path dir = directory.toAbsolutePath().normalize();
        String id = dir.getFileName().toString();
        Path specFile = dir.resolve(SPEC_FILE);
        ProblemSpec spec = readSpec(specFile);
        List<TestCase> tests = testReader.readTests(dir.resolve(TESTS_DIR), spec.method(), expectedMayBeMissing);
        return new Problem(id, dir, spec, tests);
    }

    private ProblemSpec readSpec(Path file) throws ProblemFormatException {
        return SpecReader.read(diagnostics.read(file), file.getParent());
    }

    /**
     * Reads the learner's own tests of a problem ({@code solutions/ID/tests/*.json}) by the rules of
     * the package's test files, {@code expected} optional. A missing folder means none. A file
     * that does not read is returned among {@link OwnTestFiles#unreadable}, not thrown: it is the
     * learner's file, and must not stop the package's tests from being judged.
     *
     * @param method the problem's method, which every input must fit
     */
    public OwnTestFiles readOwnTests(Path directory, MethodSignature method) {
        return testReader.readOwnTests(directory, method);
    }
}
