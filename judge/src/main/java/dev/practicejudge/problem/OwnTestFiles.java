package dev.practicejudge.problem;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * The learner's own test cases of one problem, read from {@code solutions/ID/tests/*.json} with
 * the package's own rules for test files: those that read well and those that did not, each in
 * file name order. A file that does not read is the learner's to fix; it never stops the package's
 * tests from being judged, so it is kept here with its error instead of thrown.
 *
 * @param directory the folder they were read from, whether or not it exists
 * @param shown the folder as shown to the learner, relative to the repository: {@code solutions/ID/tests}
 * @param tests the tests that read well; {@code expected} is a missing node where the file has none
 *     (the package's reference then decides), and none is a sample or in the challenge tier
 * @param unreadable the files that did not read, with their errors
 */
public record OwnTestFiles(Path directory, String shown, List<TestCase> tests, List<Unreadable> unreadable) {

    public OwnTestFiles {
        Objects.requireNonNull(directory, "directory");
        Objects.requireNonNull(shown, "shown");
        tests = List.copyOf(tests);
        unreadable = List.copyOf(unreadable);
    }

    /** No own tests: the folder is missing or holds no {@code .json} file. */
    public static OwnTestFiles none(Path directory, String shown) {
        return new OwnTestFiles(directory, shown, List.of(), List.of());
    }

    /** A file of the folder as shown to the learner: {@code solutions/ID/tests/mine.json}. */
    public String shown(Path file) {
        return shown + "/" + file.getFileName();
    }

    public boolean isEmpty() {
        return tests.isEmpty() && unreadable.isEmpty();
    }

    /** How many files there are, read or not. */
    public int count() {
        return tests.size() + unreadable.size();
    }

    /**
     * An own test file that could not be used.
     *
     * @param name the file name without {@code .json}, as a test's name
     * @param error where and why, with the file's path relative to the repository and, where the
     *     JSON shows it, line and column
     */
    public record Unreadable(String name, Path file, ProblemFormatException error) {
        public Unreadable {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(file, "file");
            Objects.requireNonNull(error, "error");
        }
    }
}
