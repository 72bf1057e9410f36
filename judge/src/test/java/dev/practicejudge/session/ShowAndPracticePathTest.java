package dev.practicejudge.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.present.Styles;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link Session#show} and {@link Session#practicePath}: what {@code show} and {@code list} print, got ready. */
class ShowAndPracticePathTest {

    @TempDir
    Path root;

    private Session session;

    @BeforeEach
    void workspace() throws IOException {
        TestRepository.copyProblems(root, List.of("n-queens", "n-queens-ii"));
        session = new Session(new Workspace(root), () -> {
            throw new AssertionError("showing and listing compile nothing");
        });
    }

    @Test
    void showGivesTheSheetsLines() throws Exception {
        List<String> lines = session.show("n-queens", 1, Styles.plain());

        assertEquals("N-Queens", lines.get(0));
        assertTrue(lines.contains("The sample test of 9; ./judgew show n-queens --samples 9 shows them all."),
                lines.toString());
    }

    @Test
    void aBrokenPackageIsRefusedWithWhatToRun() throws Exception {
        Files.writeString(root.resolve("problems/n-queens/problem.json"), "{");

        Refused refused = assertThrows(Refused.class, () -> session.show("n-queens", null, Styles.plain()));

        assertTrue(refused.getMessage().startsWith("the problem package is broken: "), refused.getMessage());
        assertTrue(refused.getMessage().endsWith(" (./judgew validate n-queens says more)"), refused.getMessage());
    }

    @Test
    void aStatementThatCannotBeReadIsRefusedByItsPath() throws Exception {
        Path statement = root.resolve("problems/n-queens/statement.md");
        Files.delete(statement);
        Files.createDirectory(statement);

        Refused refused = assertThrows(Refused.class, () -> session.show("n-queens", null, Styles.plain()));

        assertTrue(refused.getMessage().startsWith("cannot read problems/n-queens/statement.md: "), refused.getMessage());
    }

    @Test
    void theLastJudgedResultIsOnTheEntryAsTheStatusCacheHasIt() throws Exception {
        Files.createDirectories(root.resolve(Workspace.CACHE_DIR));
        Files.writeString(root.resolve(Workspace.CACHE_DIR).resolve("status.json"),
                "{\"n-queens\":{\"verdict\":\"WA\",\"passed\":3,\"total\":9,\"at\":\"2026-01-01T00:00:00Z\"},"
                        + "\"n-queens-ii\":{\"verdict\":\"AC\",\"passed\":9,\"total\":9,\"at\":\"2026-01-01T00:00:00Z\"}}");

        List<PracticePath.Entry> entries = session.practicePath(null, null, null).entries();
        PracticePath.Entry queens = entries.stream().filter(e -> e.id().equals("n-queens")).findFirst().orElseThrow();
        PracticePath.Entry count = entries.stream().filter(e -> e.id().equals("n-queens-ii")).findFirst().orElseThrow();

        assertEquals(Optional.of(new PracticePath.LastRun("WA", 3, 9, false)), queens.last());
        assertEquals(LearnerStatus.ATTEMPTED, queens.status());
        assertEquals(Optional.of(new PracticePath.LastRun("AC", 9, 9, true)), count.last());
        assertEquals(LearnerStatus.SOLVED, count.status());
    }

    @Test
    void aProblemNeverJudgedHasNoLastResult() throws Exception {
        PracticePath.Entry queens = session.practicePath(null, null, null).entries().stream()
                .filter(e -> e.id().equals("n-queens")).findFirst().orElseThrow();

        assertEquals(Optional.empty(), queens.last());
        assertEquals(LearnerStatus.NOT_STARTED, queens.status());
    }
}
