package dev.practicejudge.ide;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.judge.Verdict;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.FileSource;
import org.opentest4j.AssertionFailedError;

/**
 * Runs {@link YourSolutionsTest} through the JUnit Platform Launcher, as an IDE does, on the
 * fixture repository {@code three-solutions}: one accepted solution (n-queens-ii), one wrong
 * (reverse-linked-list returns the old head) and one that does not compile (subsets).
 */
class YourSolutionsSelfTest {

    static final Path FIXTURE = RepositoryRoot.find().root().resolve("ide/src/test/resources/three-solutions");

    private static Map<String, String> solutionsBefore;
    private static LaunchedRun run;

    @BeforeAll
    static void runYourSolutionsTestOnTheFixture() {
        solutionsBefore = snapshot(FIXTURE.resolve("solutions"));
        run = LaunchedRun.on(FIXTURE);
    }

    @Test
    void everyAttemptedProblemIsAContainerInTheJudgesOrder() {
        assertEquals(List.of("n-queens-ii", "reverse-linked-list", "subsets"), run.children());
        assertTrue(run.node("subsets").container());
    }

    @Test
    void everyTestCaseIsATestNamedAfterItsProblemAndFileInTheJudgesOrder() {
        // The problem's id in each test's own name: Surefire's report ("YourSolutionsTest.n-queens-ii: 01-n1")
        // and some IDEs' failure lists show a test without the container it is in.
        assertEquals(List.of("n-queens-ii: 01-n1", "n-queens-ii: 02-n2", "n-queens-ii: 03-n3", "n-queens-ii: 04-n4",
                "n-queens-ii: 05-n5"), run.children("n-queens-ii"));
        assertEquals(List.of("reverse-linked-list: 01-five", "reverse-linked-list: 02-two",
                "reverse-linked-list: 03-empty", "reverse-linked-list: 04-one"), run.children("reverse-linked-list"));
    }

    @Test
    void theAcceptedSolutionsTestsAllPass() {
        assertAll(run.children("n-queens-ii").stream().map(name -> () -> assertEquals(
                TestExecutionResult.Status.SUCCESSFUL, run.node("n-queens-ii", name).result().getStatus(), name)));
    }

    @Test
    void aWrongAnswerFailsWithTheJudgesReasonAndExpectedAndActualAsJson() {
        Throwable thrown = failure("reverse-linked-list", "reverse-linked-list: 01-five");

        AssertionFailedError wrong = assertInstanceOf(AssertionFailedError.class, thrown);
        assertTrue(wrong.getMessage().startsWith("the lists differ at node 1 (counted from 1): expected 5, got 3"),
                wrong.getMessage());
        assertTrue(wrong.isExpectedDefined() && wrong.isActualDefined(), "expected and actual, for the IDE's diff");
        assertEquals("[5,1,4,1,3]", wrong.getExpected().getStringRepresentation());
        assertEquals("[3]", wrong.getActual().getStringRepresentation());
        assertTrue(wrong.getMessage().endsWith("\n==> expected: <[5,1,4,1,3]> but was: <[3]>"),
                "the values in the message too, for Maven's console and XML report: " + wrong.getMessage());
    }

    @Test
    void testsTheWrongSolutionGetsRightStillPass() {
        assertEquals(TestExecutionResult.Status.SUCCESSFUL, run.node("reverse-linked-list", "reverse-linked-list: 03-empty").result().getStatus());
        assertEquals(TestExecutionResult.Status.SUCCESSFUL, run.node("reverse-linked-list", "reverse-linked-list: 04-one").result().getStatus());
    }

    @Test
    void everyTestOfASolutionThatDoesNotCompileFailsWithJavacsError() {
        assertEquals(List.of("subsets: 01-three", "subsets: 02-one", "subsets: 03-zero"), run.children("subsets"));
        for (String test : run.children("subsets")) {
            Throwable thrown = failure("subsets", test);
            assertFalse(thrown instanceof AssertionFailedError, "a plain failure, nothing to diff: " + thrown);
            assertEquals(Verdict.CE, assertInstanceOf(NotAccepted.class, thrown).verdict());
            String message = thrown.getMessage();
            assertTrue(message.startsWith("Solution.java does not compile"), message);
            assertTrue(message.contains("solutions/subsets/Solution.java:9:56: error: cannot find symbol"), message);
            assertTrue(message.contains("new ArrayList<>(reslt.get(i));"), message);
        }
    }

    @Test
    void eachTestLinksToItsJsonFileAndEachProblemToItsSolution() {
        assertEquals(FileSource.from(FIXTURE.resolve("problems/reverse-linked-list/tests/02-two.json").toFile()),
                run.node("reverse-linked-list", "reverse-linked-list: 02-two").source().orElseThrow());
        assertEquals(FileSource.from(FIXTURE.resolve("solutions/subsets/Solution.java").toFile()),
                run.node("subsets").source().orElseThrow());
    }

    @Test
    void judgingChangesNothingUnderSolutions() {
        assertEquals(solutionsBefore, snapshot(FIXTURE.resolve("solutions")));
    }

    private static Throwable failure(String... path) {
        TestExecutionResult result = run.node(path).result();
        assertEquals(TestExecutionResult.Status.FAILED, result.getStatus(), List.of(path).toString());
        Throwable thrown = result.getThrowable().orElse(null);
        assertNotNull(thrown);
        return thrown;
    }

    /** Every file under the folder, by relative path, with its size, modification time and content. */
    static Map<String, String> snapshot(Path folder) {
        try (Stream<Path> files = Files.walk(folder)) {
            Map<String, String> state = new TreeMap<>();
            for (Path file : files.toList()) {
                state.put(folder.relativize(file).toString(), Files.isDirectory(file) ? "folder"
                        : Files.getLastModifiedTime(file) + " " + Files.readString(file));
            }
            return state;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
