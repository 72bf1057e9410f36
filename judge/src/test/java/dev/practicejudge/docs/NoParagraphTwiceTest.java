package dev.practicejudge.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.docs.MarkdownPages.Block;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Keeps every paragraph of the documentation in one place: a paragraph or list item of
 * {@value #WORDS} words or more that stands twice, in two pages or twice in one, fails with both
 * places and the text. A fact kept twice drifts; the second place should link to the first.
 */
class NoParagraphTwiceTest {

    /** Shorter text (a phrase such as "A real run:") may repeat without being a copy. */
    static final int WORDS = 12;

    @Test
    void noParagraphOrListItemOfTheReadmeOrTheDocsStandsInTwoPlaces() {
        Map<String, Block> first = new LinkedHashMap<>();
        List<String> repeats = new ArrayList<>();
        for (String page : MarkdownPages.pages()) {
            for (Block block : MarkdownPages.blocks(page)) {
                if (block.words() < WORDS) {
                    continue;
                }
                Block earlier = first.putIfAbsent(block.text(), block);
                if (earlier != null) {
                    repeats.add(earlier.page() + ":" + earlier.line() + " and " + block.page() + ":" + block.line()
                            + " both say: " + block.text());
                }
            }
        }
        assertEquals(List.of(), repeats, "keep the text in one place and link to it from the other");
    }

    @Test
    void theReaderFindsTheParagraphsListItemsAndNothingInCode() {
        List<Block> blocks = MarkdownPages.blocks("docs/test-command.md");

        assertTrue(blocks.stream().anyMatch(b -> b.text().startsWith("With no `ID`, every problem")),
                "a list item is a block of its own");
        assertTrue(blocks.stream().anyMatch(b -> b.text().startsWith("`./judgew --help` and `./judgew test --help`")),
                "a paragraph is a block, its lines joined");
        assertTrue(blocks.stream().noneMatch(b -> b.text().contains("fix: mv -n")),
                "fenced code is not prose");
        assertTrue(blocks.stream().noneMatch(b -> b.text().startsWith("#") || b.text().startsWith("|")),
                "headings and tables are not prose");
    }
}
