package dev.practicejudge.docs;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.docs.MarkdownPages.Link;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Every link from the README or a page under {@code docs/} to a file of the repository leads to a
 * file that exists, and a link with an anchor into a Markdown page to one of that page's headings,
 * by GitHub's rules for heading anchors.
 */
class RelativeLinksTest {

    @Test
    void everyRelativeLinkOfTheReadmeAndTheDocsLeadsToAFileThatExists() {
        List<String> broken = new ArrayList<>();
        int links = 0;
        for (String page : MarkdownPages.pages()) {
            for (Link link : MarkdownPages.relativeLinks(page)) {
                links++;
                if (!link.target().isEmpty() && !Files.exists(MarkdownPages.resolve(page, link.target()))) {
                    broken.add(link + ": no such file");
                }
            }
        }
        assertEquals(List.of(), broken);
        assertTrue(links > 50, "the reader finds the links: " + links);
    }

    @Test
    void everyAnchorInALinkIsAHeadingOfThePageItLeadsTo() {
        List<String> broken = new ArrayList<>();
        int anchored = 0;
        for (String page : MarkdownPages.pages()) {
            for (Link link : MarkdownPages.relativeLinks(page)) {
                Path file = link.target().isEmpty() ? ROOT.resolve(page) : MarkdownPages.resolve(page, link.target());
                if (link.anchor().isEmpty() || !file.toString().endsWith(".md") || !Files.isRegularFile(file)) {
                    continue;
                }
                anchored++;
                String target = ROOT.relativize(file).toString().replace('\\', '/');
                Set<String> anchors = MarkdownPages.anchors(target);
                if (!anchors.contains(link.anchor())) {
                    broken.add(link + ": " + target + " has no heading with that anchor; it has " + anchors);
                }
            }
        }
        assertEquals(List.of(), broken);
        assertTrue(anchored > 10, "the reader finds the links with anchors: " + anchored);
    }

    @Test
    void anchorsAreMadeAsGitHubMakesThem() {
        assertEquals("the-test-command", MarkdownPages.slug("The `test` command"));
        assertEquals("the-sandbox-on-githubs-runners", MarkdownPages.slug("The sandbox on GitHub's runners"));
        assertEquals("hintsmd", MarkdownPages.slug("`hints.md`"));
        assertEquals("way-1-judgew-debug-and-an-attach-configuration",
                MarkdownPages.slug("Way 1: `./judgew debug` and an attach configuration"));
        assertEquals("way-2-the-ides-test-runner-yoursolutionstest",
                MarkdownPages.slug("Way 2: the IDE's test runner (`YourSolutionsTest`)"));
    }
}
