package dev.practicejudge.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A wrong answer that looks like the shared-list bug is told so, with the fix; any other is not. */
class AliasingTest {

    private static final Set<Integer> ANY_ORDER = Set.of(0);

    @Test
    void oneListObjectAtEveryPlaceIsNamedWithWhatItHoldsAndTheFix() {
        Optional<String> lead = Aliasing.lead(List.of(new Aliasing.Repeated(2, List.of(0, 1))),
                json("[[4,9,-3],[4,-2,6,2]]"), json("[[],[]]"), ANY_ORDER, false);

        assertEquals(Optional.of("your answer holds the same list object 2 times (at 1 and 2, counted from 1): the list"
                + " you build answers in (such as `path`), added itself rather than a copy, then changed afterwards, so"
                + " every place it was added shows what it holds at the end: `[]`\n"
                + "add a copy instead: `result.add(new ArrayList<>(path))`"), lead);
    }

    @Test
    void manyPositionsAreCountedAndOtherRepeatedObjectsMentioned() {
        String lead = Aliasing.lead(List.of(new Aliasing.Repeated(8, List.of(0, 1, 2, 3, 4)),
                        new Aliasing.Repeated(2, List.of(8, 9))),
                null, json("[[1],[1],[1],[1],[1],[1],[1],[1],[2],[2]]"), ANY_ORDER, false).orElseThrow();

        assertEquals("your answer holds the same list object 8 times (at 1, 2, 3, 4, 5 and 3 more, counted from 1),"
                + " and another object more than once too: the list", lead.substring(0, lead.indexOf(" you build")));
    }

    @Test
    void anArrayAnswerIsToldToClone() {
        String lead = Aliasing.lead(List.of(new Aliasing.Repeated(2, List.of(0, 2))), json("[[1,2],[3,4],[5,6]]"),
                json("[[5,6],[3,4],[5,6]]"), Set.of(), true).orElseThrow();

        assertEquals("your answer holds the same array object 2 times (at 1 and 3, counted from 1): the array you"
                + " build answers in (such as `path`), added itself rather than a copy, then changed afterwards, so every"
                + " place it was added shows what it holds at the end: `[5,6]`\n"
                + "add a copy instead: `result.add(path.clone())`", lead);
    }

    @Test
    void aLongSharedValueIsNotQuoted() {
        String row = "\"" + ".".repeat(9) + "\"";
        String board = "[" + String.join(",", java.util.Collections.nCopies(9, row)) + "]";

        String lead = Aliasing.lead(List.of(new Aliasing.Repeated(2, List.of(0, 1))), null,
                json("[" + board + "," + board + "]"), ANY_ORDER, false).orElseThrow();

        assertTrue(lead.contains("shows what it holds at the end\nadd a copy instead: "), lead);
    }

    @Test
    void everyListEmptyWhereTheExpectedOnesAreNotIsNamedWithoutIdentity() {
        Optional<String> lead = Aliasing.lead(List.of(), json("[[\"Q\"]]"), json("[[]]"), ANY_ORDER, false);

        assertEquals(Optional.of("every list in your answer is empty, while the expected ones are not: most likely you"
                + " added the list you build answers in (such as `path`) itself, then emptied it while backtracking\n"
                + "add a copy instead: `result.add(new ArrayList<>(path))`"), lead);
    }

    @Test
    void aListAddedTwiceUnchangedLosesNoValueAndIsLeftToTheComparison() {
        // RepeatsFirstBoard: every board found, then the first added again; copying would not help.
        Optional<String> lead = Aliasing.lead(List.of(new Aliasing.Repeated(2, List.of(0, 2))),
                json("[[\"..Q.\"],[\".Q..\"]]"), json("[[\"..Q.\"],[\".Q..\"],[\"..Q.\"]]"), ANY_ORDER, false);

        assertEquals(Optional.empty(), lead);
    }

    @Test
    void listsInAnyOrderInsideCountAsOneValue() {
        // The expected answer's two subsets are one value written two ways only where inner order matters.
        Optional<String> lead = Aliasing.lead(List.of(new Aliasing.Repeated(2, List.of(0, 1))), json("[[1,2],[3]]"),
                json("[[2,1],[2,1],[3]]"), Set.of(0, 1), false);

        assertEquals(Optional.empty(), lead, "no value lost: [2,1] is [1,2] when inner order does not matter");
    }

    @Test
    void anyOtherWrongAnswerHasNoLead() {
        assertEquals(Optional.empty(), Aliasing.lead(List.of(), json("[[1],[2]]"), json("[[1]]"), ANY_ORDER, false));
        assertEquals(Optional.empty(), Aliasing.lead(List.of(), json("[[]]"), json("[[],[]]"), ANY_ORDER, false),
                "empty lists where empty ones are expected");
        assertEquals(Optional.empty(), Aliasing.lead(List.of(), null, json("[[]]"), ANY_ORDER, false),
                "no expected answer to tell from");
        assertEquals(Optional.empty(), Aliasing.lead(List.of(), json("3"), json("4"), Set.of(), false));
    }

    private static JsonNode json(String text) {
        try {
            return Json.MAPPER.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
