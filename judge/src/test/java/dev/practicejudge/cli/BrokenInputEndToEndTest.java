package dev.practicejudge.cli;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Broken problem packages and bad arguments, through the real CLI, in a repository that also
 * holds a good problem with an accepted solution: each broken case is a clear message naming the
 * file, line and column where they apply, exit status 2, the good problem still judged, and not
 * one byte of problems/ or solutions/ changed or added.
 */
class BrokenInputEndToEndTest {

    private static final Path BROKEN = ROOT.resolve("judge/src/test/resources/broken-packages");

    @TempDir
    Path root;

    @BeforeEach
    void goodProblemWithAnAcceptedSolution() throws IOException {
        TestRepository.copyTree(ROOT.resolve("problems/n-queens-ii"), root.resolve("problems/n-queens-ii"));
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/Accepted.java");
    }

    @EndToEnd
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"spec-trailing-comma", "spec-unknown-comparison-mode", "test-input-missing-parameter",
            "test-argument-wrong-type", "test-malformed-json", "empty-tests-folder"})
    void brokenPackageIsAJudgeErrorAtItsFileWhileTheGoodProblemIsStillJudged(String broken) throws IOException {
        TestRepository.copyTree(BROKEN.resolve(broken), root.resolve("problems/broken"));
        Files.delete(root.resolve("problems/broken/expected-error.txt"));
        TestRepository.solve(root, "broken", "n-queens-ii/Accepted.java");
        List<String> expected = Files.readAllLines(BROKEN.resolve(broken).resolve("expected-error.txt"));
        Map<String, String> before = snapshot();

        CliResult run = Judgew.test(root);

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertEquals("AC", run.problem("n-queens-ii").get("verdict").asText(), "the good problem is still judged");
        JsonNode result = run.problem("broken");
        assertEquals("JE", result.get("verdict").asText(), run::toString);
        String message = result.get("message").asText();
        assertTrue(message.contains("problems/broken/" + expected.get(0)), () -> "where: " + message);
        assertTrue(message.contains(expected.get(1)), () -> "what: " + message);
        assertTrue(run.out().contains(message), "the console shows the same message");
        assertEquals(before, snapshot(), "nothing under problems/ or solutions/ is written");
    }

    @EndToEnd
    @Test
    void aBrokenPackageNobodyAttemptedDoesNotStopTheRunAndABrokenSpecIsWorthNothing() throws IOException {
        // Not attempted: no solution. Only specs are read for these, so a broken test file is
        // listed with its points, and a broken spec with none; neither is an error of this run.
        TestRepository.copyTree(BROKEN.resolve("test-malformed-json"), root.resolve("problems/broken-tests"));
        TestRepository.copyTree(BROKEN.resolve("spec-trailing-comma"), root.resolve("problems/broken-spec"));
        Map<String, String> before = snapshot();

        CliResult run = Judgew.test(root);

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertEquals("AC", run.problem("n-queens-ii").get("verdict").asText(), run::toString);
        Map<String, Integer> points = new TreeMap<>();
        run.report().get("notAttempted").forEach(p -> points.put(p.get("id").asText(), p.get("maxPoints").asInt()));
        assertEquals(Map.of("broken-spec", 0, "broken-tests", 30), points, run::toString);
        assertEquals(before, snapshot());
    }

    @EndToEnd
    @Test
    void unknownProblemIdIsReportedWithASuggestionAndTheOthersAreStillJudged() throws IOException {
        Map<String, String> before = snapshot();

        CliResult run = Judgew.test(root, "n-queens-ii", "n-queens-iii");

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertTrue(run.err().contains("error: unknown problem \"n-queens-iii\" (did you mean \"n-queens-ii\"?)"),
                run::toString);
        assertEquals("AC", run.problem("n-queens-ii").get("verdict").asText(), run::toString);
        assertEquals(before, snapshot());
    }

    @Test
    void onlyUnknownProblemIdsIsAUsageErrorThatJudgesNothing() throws IOException {
        CliResult run = Judgew.test(root, "sudoku");

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertTrue(run.err().startsWith("error: unknown problem \"sudoku\"; the problems are: n-queens-ii"),
                run::toString);
        assertEquals(null, run.report(), "no report: nothing was judged");
    }

    @EndToEnd
    @Test
    void unreadableTestFileIsAJudgeErrorNamingIt() throws IOException {
        TestRepository.copyTree(ROOT.resolve("problems/n-queens-ii"), root.resolve("problems/broken"));
        TestRepository.solve(root, "broken", "n-queens-ii/Accepted.java");
        // A link to nowhere cannot be read by anyone, root included.
        Path test = root.resolve("problems/broken/tests/04-n4.json");
        Files.delete(test);
        Files.createSymbolicLink(test, root.resolve("nowhere.json"));
        Map<String, String> before = snapshot();

        CliResult run = Judgew.test(root);

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertEquals("AC", run.problem("n-queens-ii").get("verdict").asText());
        String message = run.problem("broken").get("message").asText();
        assertTrue(message.contains("problems/broken/tests/04-n4.json") && message.contains("cannot read: it is a link to "),
                message);
        assertEquals(before, snapshot());
    }

    @EndToEnd
    @Test
    void testFileWithoutReadPermissionIsAJudgeErrorNamingIt() throws IOException {
        TestRepository.copyTree(ROOT.resolve("problems/n-queens-ii"), root.resolve("problems/broken"));
        TestRepository.solve(root, "broken", "n-queens-ii/Accepted.java");
        Path test = root.resolve("problems/broken/tests/04-n4.json");
        Files.setPosixFilePermissions(test, PosixFilePermissions.fromString("---------"));
        assumeFalse(Files.isReadable(test), "running as root: permissions do not stop reading");

        CliResult run = Judgew.test(root);

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertEquals("AC", run.problem("n-queens-ii").get("verdict").asText());
        String message = run.problem("broken").get("message").asText();
        assertTrue(message.contains("problems/broken/tests/04-n4.json") && message.contains("cannot read: permission denied"),
                message);
    }

    /** Every file under problems/ and solutions/, by path, with a hash of its bytes. */
    private Map<String, String> snapshot() throws IOException {
        Map<String, String> files = new TreeMap<>();
        for (String folder : List.of("problems", "solutions")) {
            try (Stream<Path> paths = Files.walk(root.resolve(folder))) {
                for (Path path : paths.toList()) {
                    String name = root.relativize(path).toString();
                    if (Files.isSymbolicLink(path)) {
                        files.put(name, "-> " + Files.readSymbolicLink(path));
                    } else if (Files.isRegularFile(path)) {
                        files.put(name, sha256(Files.readAllBytes(path)));
                    } else {
                        files.put(name, "dir");
                    }
                }
            }
        }
        assertFalse(files.isEmpty());
        return files;
    }

    private static String sha256(byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
    }
}
