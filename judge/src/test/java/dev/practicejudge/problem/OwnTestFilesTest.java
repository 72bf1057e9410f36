package dev.practicejudge.problem;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How the learner's own tests (solutions/ID/tests/*.json) are read: by the package's rules, expected optional. */
class OwnTestFilesTest {

    @TempDir
    Path root;

    private MethodSignature nQueensIi() throws ProblemFormatException {
        return new ProblemLoader(ROOT).loadOverview(ROOT.resolve("problems/n-queens-ii")).spec().method();
    }

    private Path write(String name, String text) throws IOException {
        Path file = root.resolve("solutions/n-queens-ii/tests").resolve(name);
        Files.createDirectories(file.getParent());
        Files.writeString(file, text);
        return file;
    }

    private OwnTestFiles read() throws ProblemFormatException {
        return new ProblemLoader(root).readOwnTests(root.resolve("solutions/n-queens-ii/tests"), nQueensIi());
    }

    @Test
    void aMissingFolderMeansNoOwnTests() throws ProblemFormatException {
        OwnTestFiles own = read();

        assertTrue(own.isEmpty());
        assertEquals("solutions/n-queens-ii/tests", own.shown());
    }

    @Test
    void testsReadInFileNameOrderWithExpectedOptionalAndNeverAsSamplesOrChallenges() throws Exception {
        write("b.json", "{\"input\": {\"n\": 5}}");
        write("a.json", "{\"input\": {\"n\": 4}, \"expected\": 2, \"comment\": \"two boards\", \"challenge\": true,"
                + " \"sample\": true}");
        write("notes.txt", "not a test");

        OwnTestFiles own = read();

        assertEquals(List.of("a", "b"), own.tests().stream().map(TestCase::name).toList());
        TestCase a = own.tests().get(0);
        assertEquals(2, a.expected().asInt());
        assertEquals(Optional.of("two boards"), a.comment());
        assertFalse(a.challenge());
        assertFalse(a.sample());
        assertFalse(own.tests().get(1).hasExpected(), "the reference decides");
        assertEquals(List.of(), own.unreadable());
        assertEquals("solutions/n-queens-ii/tests/a.json", own.shown(a.file()));
    }

    @Test
    void aFileThatDoesNotReadIsKeptWithItsFileLineAndColumnInsteadOfThrown() throws Exception {
        write("bad-type.json", "{\"input\": {\"n\": \"x\"}}");
        write("bad-json.json", "{\"input\": {\"n\": 3}\n");
        write("bad-field.json", "{\"input\": {\"n\": 3}, \"expect\": 1}");
        write("good.json", "{\"input\": {\"n\": 3}, \"expected\": 0}");

        OwnTestFiles own = read();

        assertEquals(List.of("good"), own.tests().stream().map(TestCase::name).toList());
        List<String> messages = own.unreadable().stream().map(u -> u.name() + ": " + u.error().getMessage()).toList();
        assertEquals(3, messages.size(), messages::toString);
        assertTrue(messages.get(0).startsWith("bad-field: solutions/n-queens-ii/tests/bad-field.json:1:31: unknown "
                + "field \"expect\""), messages::toString);
        assertTrue(messages.get(1).startsWith("bad-json: solutions/n-queens-ii/tests/bad-json.json:2:1: malformed JSON"),
                messages::toString);
        assertTrue(messages.get(2).startsWith("bad-type: solutions/n-queens-ii/tests/bad-type.json:1:17: argument \"n\" "
                + "is not of type int"), messages::toString);
    }
}
