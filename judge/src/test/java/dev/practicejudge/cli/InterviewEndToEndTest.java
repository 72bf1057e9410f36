package dev.practicejudge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Eventually;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.SeparateJudge;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code judgew interview}, end to end through the real CLI on copies of real packages: a session
 * from start to scorecard (samples only, hints refused, a wrong and an accepted submit, the growth
 * and the follow-ups, the history as JSON), the clock running over, a judge killed mid-command, an
 * unreadable log, and the random pick. Nothing outside {@code solutions/<id>/} and the cache
 * folder may change.
 */
@EndToEnd
class InterviewEndToEndTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path root;

    /** A learner's files that an interview must leave as they are. */
    private static final Map<String, String> OWN_FILES = Map.of(
            "solutions/n-queens-ii/Solution.java", "class Solution { public int totalNQueens(int n) { return 0; } }\n",
            "solutions/notes.md", "my notes\n");

    @BeforeEach
    void aRepositoryWithWork() throws IOException {
        TestRepository.copyProblems(root, List.of("two-sum", "n-queens-ii", "contains-duplicate"));
        for (Map.Entry<String, String> file : OWN_FILES.entrySet()) {
            Path path = root.resolve(file.getKey());
            Files.createDirectories(path.getParent());
            Files.writeString(path, file.getValue());
        }
    }

    private CliResult judgew(String... args) {
        return Judgew.run(root, args);
    }

    @Test
    void aSessionFromStartToScorecard() throws IOException {
        Map<String, String> before = files(root);

        CliResult start = judgew("interview", "two-sum", "--minutes", "1");
        assertEquals(0, start.exit(), start::toString);
        assertTrue(start.out().contains("The 3 sample tests of 13; the others run when you submit."), start::toString);
        assertFalse(start.out().contains("04-two-negatives"), "a hidden test shown:\n" + start);
        assertTrue(start.out().contains("Interview 1: 1 minute, from now"), start::toString);
        assertTrue(start.out().contains("your file     solutions/two-sum/Solution.java, a stub to fill in"), start::toString);
        assertTrue(Files.isRegularFile(root.resolve("solutions/two-sum/Solution.java")));

        CliResult second = judgew("interview", "n-queens-ii");
        assertEquals(2, second.exit(), second::toString);
        assertTrue(second.err().contains("interview 1 is open: Two Sum (two-sum), started "), second::toString);

        TestRepository.solve(root, "two-sum", TestRepository.FIXTURES.resolve("two-sum/interview/SkipsNegatives.java"));
        for (String[] args : List.of(new String[] {"test", "two-sum"}, new String[] {"test"})) {
            CliResult samples = judgew(args);
            assertEquals(0, samples.exit(), samples::toString);
            assertTrue(samples.out().contains("interview: 3 sample tests of two-sum; the other 10 run when you submit "
                    + "(./judgew interview submit)."), samples::toString);
            assertTrue(samples.out().contains("3/3 selected tests passed (partial run: 13 tests in all"), samples::toString);
            assertFalse(samples.out().contains("04-two-negatives"), "a hidden test ran:\n" + samples);
            assertFalse(samples.out().contains("n-queens-ii"), "another problem judged in the interview:\n" + samples);
        }
        CliResult onlyHidden = judgew("test", "two-sum", "--only", "4");
        assertEquals(2, onlyHidden.exit(), onlyHidden::toString);
        assertTrue(onlyHidden.err().contains("runs its samples only (--only waits for the end)"), onlyHidden::toString);

        CliResult hint = judgew("hint", "two-sum");
        assertEquals(2, hint.exit(), hint::toString);
        assertTrue(hint.err().contains("no hints in an interview. ./judgew hint two-sum --reveal shows the next one "
                + "anyway, and the scorecard says so."), hint::toString);
        CliResult editorial = judgew("editorial", "two-sum", "--spoil");
        assertEquals(2, editorial.exit(), editorial::toString);
        assertFalse(editorial.out().contains("Approach"), editorial::toString);

        CliResult own = judgew("run", "two-sum", "--input", "[-1,5,6]\n4");
        assertTrue(own.out().startsWith("interview 1, two-sum: "), own::toString);
        assertTrue(own.out().contains("result    not correct"), own::toString);

        CliResult wrong = judgew("interview", "submit");
        assertEquals(1, wrong.exit(), wrong::toString);
        assertTrue(wrong.out().contains("Attempt 1 recorded: WA, first failing 04-two-negatives."), wrong::toString);
        CliResult status = judgew("interview", "status");
        assertEquals(0, status.exit(), status::toString);
        assertTrue(Pattern.compile("attempts +1\\. WA at (\\d+ min )?\\d+ s: \\d+/13 tests passed, first failing 04-two-negatives")
                .matcher(status.out()).find(), status::toString);
        assertTrue(status.out().contains("samples       judged 2 times"), status::toString);
        assertTrue(status.out().contains("own inputs    1 run of ./judgew run"), status::toString);

        CliResult revealed = judgew("hint", "two-sum", "--reveal");
        assertEquals(0, revealed.exit(), revealed::toString);
        assertTrue(revealed.out().contains("Hint 1 of 3 (Two Sum)"), revealed::toString);

        TestRepository.solve(root, "two-sum", root.resolve("problems/two-sum/submissions/accepted/OnePassHashMap.java"));
        CliResult accepted = judgew("interview", "submit");
        assertEquals(0, accepted.exit(), accepted::toString);
        String card = accepted.out().substring(accepted.out().indexOf("Scorecard: interview 1, Two Sum (two-sum, easy)"));
        assertTrue(card.contains("result        accepted, on attempt 2"), card);
        assertTrue(Pattern.compile("time          \\d+ (min \\d\\d )?s to acceptance, of 1 min allowed \\(.* (to spare|over)\\)")
                .matcher(card).find(), card);
        // The class itself depends on the machine's timing; that it is named or said to be inconclusive does not.
        assertTrue(Pattern.compile("growth        (yours O\\(.+\\); the references .*OnePassHashMap\\.java|inconclusive, "
                + "for yours and the references\\. )").matcher(card).find(), card);
        assertTrue(card.contains("revealed      hint 1"), card);
        assertTrue(card.contains("Follow-up questions, to answer aloud:"), card);
        assertTrue(card.contains("LeetCode 167"), "the editorial's first follow-up:\n" + card);

        CliResult closed = judgew("interview", "status");
        assertEquals(2, closed.exit(), "the first accepted submit ends the session:\n" + closed);

        CliResult history = judgew("interview", "history", "--json");
        assertEquals(0, history.exit(), history::toString);
        JsonNode session = JSON.readTree(history.out()).get("interviews").get(0);
        assertEquals(1, session.get("number").asInt());
        assertEquals("two-sum", session.get("problem").asText());
        assertEquals("easy", session.get("difficulty").asText());
        assertEquals(1, session.get("minutesAllowed").asInt());
        assertEquals("accepted", session.get("result").asText());
        assertEquals(2, session.get("sampleRuns").asInt());
        assertEquals(1, session.get("ownInputRuns").asInt());
        assertEquals("[\"hint 1\"]", session.get("revealed").toString());
        JsonNode attempts = session.get("attempts");
        assertEquals(2, attempts.size());
        assertEquals("WA", attempts.get(0).get("verdict").asText());
        assertEquals("04-two-negatives", attempts.get(0).get("firstFailing").get("test").asText());
        assertEquals("AC", attempts.get(1).get("verdict").asText());
        assertEquals(13, attempts.get(1).get("passed").asInt());
        assertTrue(attempts.get(1).get("firstFailing").isNull());
        Instant started = Instant.parse(session.get("started").asText());
        Instant ended = Instant.parse(session.get("ended").asText());
        assertFalse(ended.isBefore(started));
        assertTrue(session.get("secondsToFirstSubmit").asLong() <= session.get("secondsToAccepted").asLong(),
                session::toString);
        assertTrue(session.get("secondsUsed").asLong() >= session.get("secondsToAccepted").asLong(), session::toString);
        assertEquals(List.of("OnePassHashMap.java", "SortedTwoPointers.java", "TryEveryPair.java"),
                names(session.get("growth").get("references")));
        assertTrue(session.get("growth").has("yours"), session::toString);

        CliResult table = judgew("interview", "history");
        assertTrue(Pattern.compile("\\n +1  \\d{4}-\\d\\d-\\d\\d  two-sum  .* of 1 +2  accepted").matcher(table.out())
                .find(), table::toString);

        // Only the interview's solution folder and the cache changed; every file the learner had is as it was.
        Map<String, String> after = files(root);
        after.keySet().removeIf(path -> path.startsWith("solutions/two-sum/") || path.startsWith(".judge-cache/"));
        assertEquals(before, after);
        assertEquals(List.of("Solution.java"), list(root.resolve("solutions/two-sum")));
    }

    @Test
    void pastTheTimeSubmittingStillWorksAndTheScorecardSaysByHowMuch() throws IOException {
        assertEquals(0, judgew("interview", "contains-duplicate", "--minutes", "5").exit());
        // Ten minutes pass, as far as the record can tell.
        Path log = root.resolve(".judge-cache/interviews.json");
        ObjectNode record = (ObjectNode) JSON.readTree(log.toFile());
        ObjectNode session = (ObjectNode) record.get("interviews").get(0);
        session.put("started", Instant.now().minus(Duration.ofMinutes(10)).toString());
        Files.writeString(log, JSON.writeValueAsString(record));

        CliResult status = judgew("interview", "status");
        assertTrue(Pattern.compile("Interview 1: Contains Duplicate \\(contains-duplicate, easy\\), \\d+ min \\d\\d s over "
                + "the 5 min allowed").matcher(status.out()).find(), status::toString);
        CliResult samples = judgew("test", "contains-duplicate");
        assertTrue(samples.out().contains(" over the 5 min allowed (./judgew interview submit still judges it)."),
                samples::toString);
        CliResult submit = judgew("interview", "submit");
        assertEquals(1, submit.exit(), "the stub is not accepted:\n" + submit);
        CliResult end = judgew("interview", "end");
        assertEquals(0, end.exit(), end::toString);
        assertTrue(end.out().contains("result        not accepted after 1 attempt"), end::toString);
        assertTrue(Pattern.compile("time          (9|10) min \\d\\d s in all, of 5 min allowed \\((4|5) min \\d\\d s over\\)")
                .matcher(end.out()).find(), end::toString);
        assertTrue(end.out().contains("growth        measured once a submit is accepted"), end::toString);
        JsonNode history = JSON.readTree(judgew("interview", "history", "--json").out()).get("interviews").get(0);
        assertEquals("not accepted", history.get("result").asText());
        assertTrue(history.get("secondsOver").asLong() >= 4 * 60, history::toString);
        assertTrue(history.get("secondsToAccepted").isNull(), history::toString);
    }

    @Test
    void aSessionSurvivesTheJudgeKilledMidCommand(@TempDir Path tmp) throws Exception {
        assertEquals(0, judgew("interview", "two-sum").exit());
        Process watch = SeparateJudge.start(tmp, root, "watch", "two-sum");
        try {
            Eventually.await("watch judged the samples", () -> output(tmp).contains("selected tests passed"),
                    () -> output(tmp));
        } finally {
            watch.destroyForcibly();
            watch.waitFor();
        }
        assertTrue(output(tmp).contains("interview: 3 sample tests of two-sum"), output(tmp));
        // Its worker goes with it (the one it kept ready for the next save included).
        Eventually.await("the killed judge's workers gone", () -> SeparateJudge.workersLeft(watch.pid()).isEmpty(),
                () -> String.join("\n", SeparateJudge.workersLeft(watch.pid())));

        CliResult status = judgew("interview", "status");
        assertEquals(0, status.exit(), status::toString);
        assertTrue(status.out().contains("samples       judged once"), status::toString);
        CliResult again = judgew("interview", "contains-duplicate");
        assertEquals(2, again.exit(), again::toString);
        assertTrue(again.err().contains("interview 1 is open: Two Sum (two-sum)"), again::toString);
        CliResult end = judgew("interview", "end");
        assertEquals(0, end.exit(), end::toString);
        assertTrue(end.out().contains("result        not accepted: nothing submitted"), end::toString);
        assertEquals(0, judgew("interview", "contains-duplicate").exit(), "a new session once the old one ended");
    }

    @Test
    void anUnreadableLogIsKeptAsideNeverOverwritten() throws IOException {
        Path log = root.resolve(".judge-cache/interviews.json");
        Files.createDirectories(log.getParent());
        Files.writeString(log, "{\"interviews\": [ half a file");

        CliResult history = judgew("interview", "history");
        assertEquals(2, history.exit(), history::toString);
        assertTrue(history.err().contains("cannot read .judge-cache/interviews.json: it is not valid JSON"), history::toString);
        CliResult test = judgew("test", "n-queens-ii");
        assertEquals(1, test.exit(), "the other commands work as without an interview:\n" + test);
        assertFalse(test.out().contains("interview"), test::toString);

        CliResult start = judgew("interview", "two-sum");
        assertEquals(0, start.exit(), start::toString);
        assertTrue(start.err().contains("note: .judge-cache/interviews.json could not be read (it is not valid JSON"),
                start::toString);
        List<Path> aside;
        try (Stream<Path> files = Files.list(log.getParent())) {
            aside = files.filter(f -> f.getFileName().toString().startsWith("interviews-unreadable-")).toList();
        }
        assertEquals(1, aside.size(), aside::toString);
        assertEquals("{\"interviews\": [ half a file", Files.readString(aside.get(0)));
        assertEquals(0, judgew("interview", "status").exit());
    }

    @Test
    void thePickIsAProblemNotSolvedAndTheSameSeedPicksTheSame(@TempDir Path twin) throws IOException {
        TestRepository.copyProblems(twin, List.of("two-sum", "n-queens-ii", "contains-duplicate"));
        // two-sum solved here, n-queens-ii attempted (a file exists): contains-duplicate is the one not started.
        TestRepository.solve(root, "two-sum", root.resolve("problems/two-sum/submissions/accepted/OnePassHashMap.java"));
        assertEquals(0, judgew("test", "two-sum").exit());
        CliResult picked = judgew("interview", "--seed", "11");
        assertEquals(0, picked.exit(), picked::toString);
        assertTrue(picked.out().contains("Interview 1: 20 minutes, from now (picked with --seed 11)"), picked::toString);
        assertEquals("contains-duplicate", JSON.readTree(judgew("interview", "history", "--json").out())
                .get("interviews").get(0).get("problem").asText());

        // The same seed on the same problems, none started: the same pick, twice.
        List<String> picks = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            Path copy = twin.resolve("copy" + i);
            TestRepository.copyTree(twin.resolve("problems"), copy.resolve("problems"));
            CliResult run = Judgew.run(copy, "interview", "--seed", "5", "--difficulty", "EASY");
            assertEquals(0, run.exit(), run::toString);
            picks.add(JSON.readTree(Judgew.run(copy, "interview", "history", "--json").out())
                    .get("interviews").get(0).get("problem").asText());
        }
        assertEquals(picks.get(0), picks.get(1));
        assertTrue(List.of("two-sum", "contains-duplicate").contains(picks.get(0)), picks::toString);

        CliResult unknown = judgew("interview", "--topic", "graphz");
        assertEquals(2, unknown.exit(), unknown::toString);
        assertTrue(unknown.err().contains("unknown topic \"graphz\""), unknown::toString);
    }

    private static String output(Path tmp) {
        try {
            return SeparateJudge.output(tmp);
        } catch (IOException e) {
            return "";
        }
    }

    private static List<String> names(JsonNode references) {
        List<String> names = new ArrayList<>();
        references.forEach(reference -> names.add(reference.get("name").asText()));
        return names;
    }

    private static List<String> list(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    /** Every file under {@code root} by its path relative to it, with a digest of its bytes. */
    private static Map<String, String> files(Path root) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> walk = Files.walk(root)) {
            for (Path file : walk.filter(Files::isRegularFile).toList()) {
                files.put(root.relativize(file).toString().replace('\\', '/'), digest(Files.readAllBytes(file)));
            }
        }
        return files;
    }

    private static String digest(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

}
