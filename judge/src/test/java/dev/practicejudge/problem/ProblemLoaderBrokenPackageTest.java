package dev.practicejudge.problem;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs every case under {@code src/test/resources/broken-packages}: a complete problem package
 * with exactly one defect, and an {@code expected-error.txt} saying where the loader must point
 * ({@code FILE:LINE:COLUMN}, or {@code FILE} alone when the defect has no position) and a
 * fragment its reason must contain. A new defect is covered by adding a folder, not code.
 */
class ProblemLoaderBrokenPackageTest {

    private static final String EXPECTED_ERROR_FILE = "expected-error.txt";
    private static final Pattern LOCATION = Pattern.compile("(.+):(\\d+):(\\d+)");
    private static final Path CASES = casesFolder();

    static Stream<String> brokenPackages() throws IOException {
        try (Stream<Path> folders = Files.list(CASES)) {
            return folders.filter(Files::isDirectory)
                    .map(folder -> folder.getFileName().toString())
                    .sorted()
                    .toList()
                    .stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("brokenPackages")
    void brokenPackageIsRejectedAtTheOffendingFileLineAndColumn(String caseName, @TempDir Path tempRoot)
            throws IOException {
        ExpectedError expected = ExpectedError.read(CASES.resolve(caseName).resolve(EXPECTED_ERROR_FILE));
        Path packageDir = tempRoot.resolve(caseName);
        copyPackage(CASES.resolve(caseName), packageDir);

        ProblemFormatException error = assertThrows(ProblemFormatException.class,
                () -> loadAsValidateDoes(new ProblemLoader(tempRoot), packageDir),
                caseName + ": the loader accepted a package that should be rejected");

        Path expectedFile = Path.of(caseName).resolve(expected.file());
        assertAll(caseName + " -> " + error.getMessage(),
                () -> assertEquals(expectedFile, error.file(), "file, relative to the loader's root"),
                () -> assertEquals(expected.line(), error.line(), "line"),
                () -> assertEquals(expected.column(), error.column(), "column"),
                () -> assertTrue(error.reason().contains(expected.reasonFragment()),
                        "reason should contain <" + expected.reasonFragment() + "> but was <" + error.reason() + ">"),
                () -> assertTrue(error.getMessage().startsWith(expected.location(expectedFile) + ": "),
                        "message should start with <" + expected.location(expectedFile) + ": >"));
    }

    /** The spec and tests, then the hints and the editorial, which a package need not have but may not break. */
    private static void loadAsValidateDoes(ProblemLoader loader, Path packageDir) throws ProblemFormatException {
        Problem problem = loader.load(packageDir);
        loader.loadHints(packageDir);
        loader.loadEditorial(packageDir, problem.spec());
    }

    @Test
    void aCompletePackageOfTheCasesLoadsWithItsHintsAndEditorial(@TempDir Path tempRoot) throws IOException,
            ProblemFormatException {
        // The cases' base, repaired: proof that each case fails for its one defect only.
        Path packageDir = copyWithEditorialChanged(tempRoot, "editorial-todo-left", " TODO: the key observation.", "");
        ProblemLoader loader = new ProblemLoader(tempRoot);

        Problem problem = loader.load(packageDir);
        Hints hints = loader.loadHints(packageDir).orElseThrow();
        Editorial read = loader.loadEditorial(packageDir, problem.spec()).orElseThrow();

        assertEquals(2, hints.count());
        assertEquals("Return `n + n`, or `2 * n`.", hints.hints().get(1).text());
        assertEquals(List.of("add it to itself", "multiply"), read.approaches().stream().map(Editorial.Approach::name)
                .toList());
        assertEquals(List.of("submissions/accepted/Reference.java"), read.quotes().stream().map(Editorial.Quote::path)
                .toList());
        assertEquals(7 + 1, read.javaBlocks().get(0).line(), "the block's first line of code");
    }

    @Test
    void aPinnedMessageWithDoubleQuotesOfItsOwnMayBeQuotedAsACodeSpan(@TempDir Path tempRoot) throws IOException,
            ProblemFormatException {
        Path packageDir = copyWithEditorialChanged(tempRoot, "editorial-pinned-message-with-quotes-not-quoted",
                "it gets 22 for 21.", "it is judged WA: `expected \"42\", got \"22\"`.");
        ProblemLoader loader = new ProblemLoader(tempRoot);

        Problem problem = loader.load(packageDir);

        assertTrue(loader.loadEditorial(packageDir, problem.spec()).isPresent());
    }

    @Test
    void aPackageWithoutHintsOrEditorialStillLoads(@TempDir Path tempRoot) throws IOException, ProblemFormatException {
        Path packageDir = tempRoot.resolve("plain");
        copyPackage(CASES.resolve("editorial-todo-left"), packageDir);
        Files.delete(packageDir.resolve("hints.md"));
        Files.delete(packageDir.resolve("editorial.md"));
        ProblemLoader loader = new ProblemLoader(tempRoot);

        Problem problem = loader.load(packageDir);

        assertTrue(loader.loadHints(packageDir).isEmpty());
        assertTrue(loader.loadEditorial(packageDir, problem.spec()).isEmpty());
    }

    @Test
    void everyCaseFolderDeclaresItsExpectedError() throws IOException {
        List<String> names = brokenPackages().toList();
        assertTrue(names.size() >= 26, "expected at least 26 broken packages, found " + names.size());
        for (String name : names) {
            Path file = CASES.resolve(name).resolve(EXPECTED_ERROR_FILE);
            assertTrue(Files.isRegularFile(file), name + " has no " + EXPECTED_ERROR_FILE);
            ExpectedError.read(file);
        }
    }

    /** A copy of case {@code caseName} under {@code tempRoot} whose editorial has {@code from} replaced by {@code to}. */
    private static Path copyWithEditorialChanged(Path tempRoot, String caseName, String from, String to)
            throws IOException {
        Path packageDir = tempRoot.resolve(caseName);
        copyPackage(CASES.resolve(caseName), packageDir);
        Path editorial = packageDir.resolve("editorial.md");
        String text = Files.readString(editorial);
        assertTrue(text.contains(from), caseName + "'s editorial no longer says: " + from);
        Files.writeString(editorial, text.replace(from, to));
        return packageDir;
    }

    /** Copies a case folder, without its {@code expected-error.txt}, so the loader sees only the package. */
    private static void copyPackage(Path from, Path to) throws IOException {
        try (Stream<Path> paths = Files.walk(from)) {
            for (Path source : paths.toList()) {
                Path relative = from.relativize(source);
                if (relative.toString().equals(EXPECTED_ERROR_FILE)) {
                    continue;
                }
                Path target = to.resolve(relative.toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(source, target);
                }
            }
        }
    }

    private static Path casesFolder() {
        URL url = ProblemLoaderBrokenPackageTest.class.getResource("/broken-packages");
        if (url == null) {
            throw new IllegalStateException("broken-packages is not on the test class path");
        }
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The two lines of an {@code expected-error.txt}; line and column are 0 when no position is expected. */
    private record ExpectedError(String file, int line, int column, String reasonFragment) {

        static ExpectedError read(Path path) {
            List<String> lines;
            try {
                lines = Files.readAllLines(path, StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            if (lines.size() < 2 || lines.get(0).isBlank() || lines.get(1).isBlank()) {
                throw new IllegalArgumentException(path + ": expected two lines, FILE[:LINE:COLUMN] and a reason fragment");
            }
            String location = lines.get(0).strip();
            Matcher m = LOCATION.matcher(location);
            if (m.matches()) {
                return new ExpectedError(m.group(1), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)),
                        lines.get(1).strip());
            }
            return new ExpectedError(location, 0, 0, lines.get(1).strip());
        }

        String location(Path shownFile) {
            return line > 0 ? shownFile + ":" + line + ":" + column : shownFile.toString();
        }
    }
}
