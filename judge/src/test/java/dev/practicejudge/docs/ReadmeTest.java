package dev.practicejudge.docs;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.docs.MarkdownPages.Link;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.Judgew;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Keeps the README a front door: short, with the two commands that CI and a hook read as they are,
 * a line for every command {@code ./judgew --help} lists (and none it does not), and a link to
 * every page of {@code docs/}, where everything else lives.
 */
class ReadmeTest {

    /** About 200 lines is the aim; past this the README is becoming a manual again. */
    static final int MOST_LINES = 250;
    private static final String README = "README.md";
    /** A command in the help's list: two spaces, its name, then at least two spaces and its description. */
    private static final Pattern HELP_COMMAND = Pattern.compile("^  ([a-z][a-z-]*)  +\\S", Pattern.MULTILINE);
    private static final Pattern README_COMMAND = Pattern.compile("^- `\\./judgew ([a-z][a-z-]*)[^`]*`: \\S", Pattern.MULTILINE);

    @Test
    void theReadmeIsShort() {
        long lines = MarkdownPages.read(README).lines().count();
        assertTrue(lines <= MOST_LINES, "README.md has " + lines + " lines; move detail to a page under docs/");
    }

    @Test
    void theReadmeShowsTheTwoCommandsAsCiReadsThem() {
        assertTrue(MarkdownPages.read(README).contains("```sh\n"
                + "./judgew test       # judge your solutions to the shipped problems\n"
                + "mvn verify          # build the judge and run its whole test suite\n"
                + "```\n"), "the quick start's two commands, word for word");
    }

    @Test
    void theReadmeListsEveryCommandTheHelpListsAndNoOther() {
        CliResult help = Judgew.run(ROOT, "--help");
        assertEquals(0, help.exit(), help::toString);
        String commands = help.out().substring(help.out().indexOf("Commands:"));
        String helpList = commands.substring(0, commands.indexOf("\n\n") + 1);
        Set<String> listed = new TreeSet<>(MarkdownPages.firstGroups(HELP_COMMAND, helpList));
        Set<String> documented = new TreeSet<>(MarkdownPages.firstGroups(README_COMMAND, MarkdownPages.read(README)));

        assertTrue(listed.containsAll(Set.of("test", "list", "help")), "the help's commands: " + listed);
        Set<String> missing = new TreeSet<>(listed);
        missing.removeAll(documented);
        Set<String> unknown = new TreeSet<>(documented);
        unknown.removeAll(listed);
        assertEquals(Set.of(), missing, "commands of `./judgew --help` with no line in the README's command list "
                + "(- `./judgew NAME ...`: what it does)");
        assertEquals(Set.of(), unknown, "lines of the README's command list for commands `./judgew --help` does not list");
    }

    @Test
    void theReadmeLinksEveryPageOfTheDocs() throws IOException {
        Set<Path> linked = MarkdownPages.relativeLinks(README).stream()
                .map(Link::target).filter(t -> !t.isEmpty())
                .map(t -> MarkdownPages.resolve(README, t)).collect(Collectors.toSet());
        List<String> unlinked = new ArrayList<>();
        try (Stream<Path> pages = Files.list(ROOT.resolve("docs"))) {
            for (Path page : pages.filter(p -> p.getFileName().toString().endsWith(".md")).sorted().toList()) {
                if (!linked.contains(page.normalize())) {
                    unlinked.add(ROOT.relativize(page).toString());
                }
            }
        }
        assertTrue(linked.contains(ROOT.resolve("docs/decisions/README.md")), "the README links the decisions' index");
        assertEquals(List.of(), unlinked, "pages of docs/ the README does not link");
    }
}
