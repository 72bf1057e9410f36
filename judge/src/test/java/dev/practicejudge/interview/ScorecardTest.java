package dev.practicejudge.interview;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The scorecard, status and history as the learner reads them, from a session built by hand. */
class ScorecardTest {

    private static final Instant START = Instant.parse("2026-12-06T10:00:00Z");

    private static Interview session() {
        return Interview.start(3, "two-sum", "Two Sum", "easy", START, 20, OptionalLong.of(7),
                "solutions/two-sum/Solution.java", false)
                .withSampleRun().withSampleRun().withOwnInputRun()
                .withAttempt(new Interview.Attempt(START.plusSeconds(9 * 60 + 40), "WA", 10, 13,
                        Optional.of(new Interview.FailedTest("04-two-negatives", "WA")), 0, 0))
                .withRevealed("hint 1")
                .withAttempt(new Interview.Attempt(START.plusSeconds(14 * 60 + 5), "AC", 13, 13, Optional.empty(), 0, 0))
                .withGrowth(new Interview.GrowthCompared("O(n)", List.of(
                        new Interview.ReferenceGrowth("OnePassHashMap.java", "O(n)"),
                        new Interview.ReferenceGrowth("TryEveryPair.java", "O(n^2)")), ""))
                .endedAt(START.plusSeconds(14 * 60 + 15));
    }

    @Test
    void anAcceptedSessionsScorecard() {
        assertEquals(List.of(
                "Scorecard: interview 3, Two Sum (two-sum, easy)",
                "  result        accepted, on attempt 2",
                "  time          14 min 05 s to acceptance, of 20 min allowed (5 min 55 s to spare)",
                "  first submit  9 min 40 s after the start",
                "  growth        yours O(n); the references O(n) (OnePassHashMap.java), O(n^2) (TryEveryPair.java)",
                "  solution      solutions/two-sum/Solution.java",
                "  attempts      1. WA at 9 min 40 s: 10/13 tests passed, first failing 04-two-negatives",
                "                2. AC at 14 min 05 s: 13/13 tests passed",
                "  samples       judged 2 times (./judgew test or watch)",
                "  own inputs    1 run of ./judgew run with an input of your own",
                "  revealed      hint 1",
                "",
                "Follow-up questions, to answer aloud:",
                "  - What if the array were sorted?"),
                Scorecard.lines(session(), List.of("What if the array were sorted?"), START.plusSeconds(3600)));
    }

    @Test
    void overTheTimeWithNothingAcceptedAndNoFollowUps() {
        Interview late = Interview.start(1, "n-queens-ii", "N-Queens II", "hard", START, 45, OptionalLong.empty(),
                "solutions/n-queens-ii/Solution.java", true)
                .withAttempt(new Interview.Attempt(START.plusSeconds(50 * 60), "CE", 0, 9, Optional.empty(), 0, 0))
                .endedAt(START.plusSeconds(52 * 60 + 30));
        List<String> card = Scorecard.lines(late, List.of(), START);
        assertEquals("  result        not accepted after 1 attempt", card.get(1));
        assertEquals("  time          52 min 30 s in all, of 45 min allowed (7 min 30 s over)", card.get(2));
        assertEquals("  growth        measured once a submit is accepted", card.get(4));
        assertEquals("  solution      solutions/n-queens-ii/Solution.java (there before the interview)", card.get(5));
        assertEquals("  attempts      1. CE at 50 min 00 s: it did not compile", card.get(6));
        assertEquals("Follow-up: this problem's editorial asks no follow-up questions; explain your solution's time "
                + "and space aloud instead.", card.get(card.size() - 1));
    }

    @Test
    void aGrowthNoOneCouldClassSaysWhyOnce() {
        Interview measured = session().withGrowth(new Interview.GrowthCompared(null, List.of(
                new Interview.ReferenceGrowth("A.java", null)), "Too fast to tell apart at these sizes."));
        assertEquals("  growth        inconclusive, for yours and the references. Too fast to tell apart at these sizes.",
                Scorecard.lines(measured, List.of(), START).get(4));
    }

    @Test
    void theHistoryTable() {
        Interview open = Interview.start(4, "construct-binary-tree-from-preorder-and-inorder-traversal", "T", "medium",
                START.plus(Duration.ofDays(1)), 35, OptionalLong.empty(), "f", false);
        assertEquals(List.of(
                "  #  date        problem                                                    minutes used      attempts  result        growth",
                "  3  2026-12-06  two-sum                                                    14.3 of 20               2  accepted      O(n)",
                "  4  2026-12-07  construct-binary-tree-from-preorder-and-inorder-traversal  10.0 of 35               0  open          -"),
                Scorecard.history(List.of(session(), open), START.plus(Duration.ofDays(1)).plusSeconds(600)));
    }

    @Test
    void durationsAsAPersonSaysThem() {
        assertEquals("0 s", Scorecard.duration(Duration.ofMillis(900)));
        assertEquals("59 s", Scorecard.duration(Duration.ofSeconds(59)));
        assertEquals("1 min 00 s", Scorecard.duration(Duration.ofSeconds(60)));
        assertEquals("1 h 02 min", Scorecard.duration(Duration.ofSeconds(3720)));
    }
}
