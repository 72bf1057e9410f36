package dev.practicejudge.interview;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The log of interviews: one open at a time, every event kept, an unreadable file never overwritten. */
class InterviewLogTest {

    private static final Instant START = Instant.parse("2026-12-06T10:00:00Z");

    @TempDir
    Path cache;

    private static Interview session(int number) {
        return Interview.start(number, "two-sum", "Two Sum", "easy", START, 20, OptionalLong.of(3),
                "solutions/two-sum/Solution.java", false);
    }

    @Test
    void aSessionIsKeptEventByEventAndReadBackWhole() throws Exception {
        InterviewLog log = new InterviewLog(cache);
        assertEquals(List.of(), log.all());
        Interview started = log.start(InterviewLogTest::session);
        assertEquals(1, started.number());
        Interview.Attempt attempt = new Interview.Attempt(START.plusSeconds(60), "WA", 3, 13,
                Optional.of(new Interview.FailedTest("04-two-negatives", "WA")), 1, 4);
        log.update(i -> i.withAttempt(attempt).withSampleRun().withRevealed("editorial"));
        Interview growth = log.update(i -> i.withGrowth(new Interview.GrowthCompared(null, List.of(
                new Interview.ReferenceGrowth("A.java", "O(n)")), "why")).endedAt(START.plusSeconds(90))).orElseThrow();
        // Read by a new log, as the next command would.
        assertEquals(List.of(growth), new InterviewLog(cache).all());
        assertEquals(Optional.empty(), new InterviewLog(cache).open());
        assertEquals(Optional.empty(), log.update(i -> i.withSampleRun()), "nothing open to change");
        assertEquals(2, log.start(InterviewLogTest::session).number());
    }

    @Test
    void aSecondSessionWaitsForTheFirst() throws Exception {
        InterviewLog log = new InterviewLog(cache);
        log.start(InterviewLogTest::session);
        InterviewLog.AlreadyOpen open = assertThrows(InterviewLog.AlreadyOpen.class,
                () -> log.start(InterviewLogTest::session));
        assertEquals(1, open.open().number());
        assertEquals(1, log.all().size());
    }

    @Test
    void anUnreadableLogIsSetAsideWithItsBytes() throws Exception {
        Files.writeString(cache.resolve("interviews.json"), "{\"interviews\": 5}");
        InterviewLog log = new InterviewLog(cache);
        InterviewLog.Unreadable unreadable = assertThrows(InterviewLog.Unreadable.class, log::all);
        assertEquals("it has no \"interviews\" list", unreadable.getMessage());
        assertThrows(InterviewLog.Unreadable.class, () -> log.start(InterviewLogTest::session));
        assertThrows(InterviewLog.Unreadable.class, () -> log.update(i -> i));
        assertEquals("{\"interviews\": 5}", Files.readString(cache.resolve("interviews.json")), "never overwritten");

        Path aside = log.setAside(START);
        assertEquals("interviews-unreadable-2026-12-06T10-00-00Z.json", aside.getFileName().toString());
        assertEquals("{\"interviews\": 5}", Files.readString(aside));
        assertEquals(1, log.start(InterviewLogTest::session).number());
    }

    @Test
    void aRecordWithAFieldOfTheWrongKindNamesIt() throws IOException {
        Files.writeString(cache.resolve("interviews.json"), "{\"interviews\": [{\"number\": \"one\"}]}");
        InterviewLog.Unreadable unreadable = assertThrows(InterviewLog.Unreadable.class,
                () -> new InterviewLog(cache).all());
        assertEquals("interview 1: \"attempts\" is not a list", unreadable.getMessage());
    }
}
