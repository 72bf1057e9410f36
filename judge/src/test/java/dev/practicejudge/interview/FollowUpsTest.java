package dev.practicejudge.interview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The follow-up questions an interview's scorecard asks, read from an editorial's section. */
class FollowUpsTest {

    @Test
    void theItemsOfTheSectionWithTheirWrappedLinesJoined() {
        String editorial = String.join("\n", "# Two Sum", "", "## Approach 1", "", "- not a follow-up", "",
                "## Follow-up questions", "", "- If the array were sorted, what then? (Two",
                "  pointers.)", "- Return every pair.", "", "## Later", "", "- not one either");
        assertEquals(List.of("If the array were sorted, what then? (Two pointers.)", "Return every pair."),
                FollowUps.of(editorial));
    }

    @Test
    void theShortHeadingAndNumberedItemsToo() {
        assertEquals(List.of("One.", "Two."), FollowUps.of("## Follow-up\n\n1. One.\n2. Two.\n"));
        assertEquals(List.of(), FollowUps.of("# Title\n\n## Pitfalls\n\n- a pitfall\n"));
    }

    /** Every shipped editorial ends an interview with questions to answer aloud. */
    @Test
    void everyShippedEditorialAsksFollowUpQuestions() throws IOException {
        Map<String, Integer> few = new TreeMap<>();
        int editorials = 0;
        try (Stream<Path> packages = Files.list(TestRepository.ROOT.resolve("problems"))) {
            for (Path dir : packages.sorted().toList()) {
                Path editorial = dir.resolve("editorial.md");
                if (Files.exists(editorial)) {
                    editorials++;
                    int count = FollowUps.of(Files.readString(editorial)).size();
                    if (count < 2) {
                        few.put(dir.getFileName().toString(), count);
                    }
                }
            }
        }
        assertTrue(editorials > 0);
        assertEquals(Map.of(), few, "editorials with fewer than two follow-up questions");
    }
}
