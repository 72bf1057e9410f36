package dev.practicejudge.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** {@link Suggestions}: the known name a mistyped or hand-written one stands for. */
class SuggestionsTest {

    private static final List<String> IDS = List.of("letter-combinations-of-a-phone-number", "n-queens", "n-queens-ii",
            "palindrome-partitioning", "sudoku-solver");

    @Test
    void aTypoIsCloseEnoughToSuggestTheName() {
        assertEquals(Optional.of("n-queens"), Suggestions.closest("n-queen", IDS));
    }

    @Test
    void somethingFarFromEveryNameSuggestsNothing() {
        assertEquals(Optional.empty(), Suggestions.closest("graph", IDS));
        assertEquals(Optional.empty(), Suggestions.meant("graph", IDS));
    }

    @Test
    void theStartOfOneNameMeansThatName() {
        assertEquals(Optional.of("letter-combinations-of-a-phone-number"), Suggestions.meant("letter-combinations", IDS));
    }

    @Test
    void theStartOfSeveralNamesIsNotGuessedFromThePrefixAlone() {
        assertEquals(Optional.of("n-queens"), Suggestions.meant("N-Queens", IDS), "an exact match wins");
        assertEquals(Optional.empty(), Suggestions.meant("n", IDS));
    }

    @Test
    void otherCaseSeparatorsAndALeetCodeNumberInFrontStillMeanTheName() {
        assertEquals(Optional.of("n-queens"), Suggestions.meant("N_Queens", IDS));
        assertEquals(Optional.of("sudoku-solver"), Suggestions.meant("37. Sudoku Solver", IDS));
        assertEquals(Optional.of("palindrome-partitioning"), Suggestions.meant("0131-palindrome-partitioning", IDS));
    }

    @Test
    void aTypoIsStillFoundByMeant() {
        assertEquals(Optional.of("n-queens-ii"), Suggestions.meant("n-quens-ii", IDS));
    }

    @Test
    void aNameEquallyCloseToTwoNamesMeansNeither() {
        assertEquals(Optional.empty(), Suggestions.meant("n-queens-2", IDS));
        assertEquals(Optional.empty(), Suggestions.unambiguousClosest("n-queens-2", IDS));
    }

    @Test
    void exactlyReadsCaseSeparatorsAndANumberButGuessesNothing() {
        assertEquals(Optional.of("n-queens"), Suggestions.exactly("51_N_Queens", IDS));
        assertEquals(Optional.empty(), Suggestions.exactly("letter-combinations", IDS));
        assertEquals(Optional.empty(), Suggestions.exactly("n-quens", IDS));
    }
}
