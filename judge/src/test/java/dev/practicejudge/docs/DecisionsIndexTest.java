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
 * Keeps {@code docs/decisions/} and its index together: every decision file is linked from
 * {@code docs/decisions/README.md} under a heading that names its concern, every link there leads
 * to a decision file, and each file starts with its title. A decision announced as coming (its file
 * name in code marks) must become a link once its file exists.
 */
class DecisionsIndexTest {

    private static final Path FOLDER = ROOT.resolve("docs/decisions");
    private static final String INDEX = "docs/decisions/README.md";
    private static final Pattern ENTRY = Pattern.compile("^- \\[[^\\]]+\\]\\(([a-z0-9-]+\\.md)\\):\\s+\\S", Pattern.MULTILINE);
    private static final Pattern COMING = Pattern.compile("^- `([a-z0-9-]+\\.md)` \\(coming with issue \\d+\\)", Pattern.MULTILINE);

    private static Set<String> files() throws IOException {
        try (Stream<Path> files = Files.list(FOLDER)) {
            Set<String> names = new TreeSet<>(files.map(f -> f.getFileName().toString()).filter(n -> n.endsWith(".md")).toList());
            names.remove("README.md");
            return names;
        }
    }

    @Test
    void everyDecisionFileIsLinkedFromTheIndexOnce() throws IOException {
        List<String> linked = MarkdownPages.firstGroups(ENTRY, MarkdownPages.read(INDEX));
        List<String> missing = new ArrayList<>(files());
        missing.removeAll(linked);
        assertEquals(List.of(), missing, "decision files with no line in " + INDEX
                + " (- [title](file.md): one sentence), or still announced as coming");
        assertEquals(new TreeSet<>(linked).size(), linked.size(), "a decision is listed once: " + linked);
    }

    @Test
    void everyLinkOfTheIndexIsADecisionFile() throws IOException {
        List<String> dangling = new ArrayList<>(MarkdownPages.firstGroups(ENTRY, MarkdownPages.read(INDEX)));
        dangling.removeAll(files());
        assertEquals(List.of(), dangling, "lines of " + INDEX + " whose decision file does not exist");
    }

    @Test
    void aDecisionAnnouncedAsComingIsNotThereYet() throws IOException {
        List<String> arrived = new ArrayList<>(MarkdownPages.firstGroups(COMING, MarkdownPages.read(INDEX)));
        arrived.retainAll(files());
        assertEquals(List.of(), arrived, "these decisions exist now: make their lines in " + INDEX + " links");
    }

    @Test
    void everyDecisionIsListedUnderAConcern() {
        String index = MarkdownPages.read(INDEX);
        int firstConcern = index.indexOf("\n## ");
        assertTrue(firstConcern > 0, "the index has headings by concern");
        String beforeConcerns = index.substring(0, firstConcern);
        assertEquals(List.of(), MarkdownPages.firstGroups(ENTRY, beforeConcerns), "decisions listed before any concern");
        assertEquals(List.of(), MarkdownPages.firstGroups(COMING, beforeConcerns), "decisions listed before any concern");
    }

    @Test
    void everyDecisionFileStartsWithItsTitle() throws IOException {
        List<String> untitled = new ArrayList<>();
        for (String file : files()) {
            String text = Files.readString(FOLDER.resolve(file));
            if (!text.startsWith("# ") || !text.contains("\n\n")) {
                untitled.add(file);
            }
        }
        assertEquals(List.of(), untitled, "a decision file starts with a title line (# ...), then a blank line");
    }
}
