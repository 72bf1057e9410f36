package dev.practicejudge.docs;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Keeps {@code docs/architecture.md} a map of the code: its package table has a row for every
 * package of the judge's and the {@code ide} module's main code, and none for a package that is
 * gone. A new package fails here, by name, until its row says what it is for.
 */
class ArchitecturePageTest {

    private static final String PAGE = "docs/architecture.md";
    private static final List<Path> SOURCE_ROOTS = List.of(
            ROOT.resolve("judge/src/main/java/dev/practicejudge"), ROOT.resolve("ide/src/main/java/dev/practicejudge"));
    /** A row of the package table: its first cell starts with the package's name in code marks. */
    private static final Pattern ROW = Pattern.compile("^\\| `([a-z][a-z0-9.]*)`[^|]*\\|([^|]+)\\|", Pattern.MULTILINE);

    /** Every package with Java sources under the source roots, named below {@code dev.practicejudge}. */
    private static Set<String> packages() throws IOException {
        Set<String> packages = new TreeSet<>();
        for (Path root : SOURCE_ROOTS) {
            try (Stream<Path> files = Files.walk(root)) {
                files.filter(f -> f.getFileName().toString().endsWith(".java"))
                        .map(f -> root.relativize(f.getParent()).toString().replace(f.getFileSystem().getSeparator(), "."))
                        .filter(name -> !name.isEmpty())
                        .forEach(packages::add);
            }
        }
        return packages;
    }

    private static Set<String> rows() {
        return new TreeSet<>(MarkdownPages.firstGroups(ROW, MarkdownPages.read(PAGE)));
    }

    @Test
    void everyPackageHasARowInThePackageTable() throws IOException {
        List<String> missing = new ArrayList<>(packages());
        missing.removeAll(rows());
        assertEquals(List.of(), missing, "packages with no row in the package table of " + PAGE
                + ": add a row each (package, concern, main types)");
    }

    @Test
    void everyRowOfThePackageTableIsAPackageThatExists() throws IOException {
        Set<String> gone = rows();
        gone.removeAll(packages());
        assertEquals(Set.of(), gone, "rows of the package table of " + PAGE + " for packages that do not exist");
    }

    @Test
    void thePageDrawsThePipelineAndLinksTheDecisions() {
        String page = MarkdownPages.read(PAGE);
        assertTrue(page.contains("--compile (javax.tools, in memory)--> class bytes"), "the pipeline picture");
        assertTrue(page.contains("](decisions/README.md)"), "the index of decisions is linked");
        assertTrue(rows().containsAll(Set.of("cli", "judge", "worker", "ide")), rows()::toString);
    }

    /** Past this many lines a main class must say, on the page, why it stays whole. */
    static final int LARGE = 500;
    private static final String LARGE_SECTION = "## Classes over 500 lines";
    private static final Pattern NAMED_CLASS = Pattern.compile("^- `([A-Z][A-Za-z0-9]*)`", Pattern.MULTILINE);

    /** Main classes (file names without .java) longer than {@link #LARGE} lines. */
    private static Set<String> largeClasses() throws IOException {
        Set<String> large = new TreeSet<>();
        for (Path root : SOURCE_ROOTS) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file : files.filter(f -> f.getFileName().toString().endsWith(".java")).toList()) {
                    if (Files.readAllLines(file).size() > LARGE) {
                        large.add(file.getFileName().toString().replace(".java", ""));
                    }
                }
            }
        }
        return large;
    }

    /** The classes the page's large-class section gives a reason for, one list item each. */
    private static Set<String> explainedClasses() {
        String page = MarkdownPages.read(PAGE);
        int start = page.indexOf(LARGE_SECTION);
        assertTrue(start >= 0, () -> PAGE + " has a section \"" + LARGE_SECTION + "\"");
        int end = page.indexOf("\n## ", start + LARGE_SECTION.length());
        String section = page.substring(start, end < 0 ? page.length() : end);
        return new TreeSet<>(MarkdownPages.firstGroups(NAMED_CLASS, section));
    }

    @Test
    void everyClassOverFiveHundredLinesSaysWhyItStaysWhole() throws IOException {
        Set<String> unexplained = largeClasses();
        unexplained.removeAll(explainedClasses());
        assertEquals(Set.of(), unexplained, "main classes over " + LARGE + " lines with no item in \"" + LARGE_SECTION
                + "\" of " + PAGE + ": split each along a real seam, or add \"- `Name` (package): why it stays whole\"");
    }

    @Test
    void theLargeClassSectionNamesOnlyLargeClasses() throws IOException {
        Set<String> stale = explainedClasses();
        stale.removeAll(largeClasses());
        assertEquals(Set.of(), stale, "items of \"" + LARGE_SECTION + "\" in " + PAGE
                + " for classes that are now " + LARGE + " lines or fewer (or gone): remove them");
    }
}
