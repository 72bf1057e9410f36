package dev.practicejudge.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/** What {@link Golden} masks (only what varies by run or machine), and what a mismatch says. */
class GoldenTest {

    @Test
    void measuredTimesAreMaskedWithTheirAlignmentAndLimitsAreKept() {
        String console = "  01-n1     AC       <0.1 ms\n  04-n4     TLE     >1000 ms\n"
                + "            why       no result after 2001 ms (limit 1000 ms, CPU 20 ms); took 1203.4 ms, "
                + "over the limit of 1000 ms\n  TLE  time limit exceeded: 7/9 tests passed, 4001.9 ms\n\n"
                + "<0.1 ms: faster than the clock can time one call usefully, so no digits are shown.\n\nPoints 0/30\n";

        assertEquals("  01-n1     AC T ms\n  04-n4     TLE T ms\n"
                + "            why       no result after T ms (limit 1000 ms, CPU T ms); took T ms, "
                + "over the limit of 1000 ms\n  TLE  time limit exceeded: 7/9 tests passed, T ms\n\nPoints 0/30\n",
                Golden.normalise(console));
    }

    @Test
    void aWallTimeNotedBesideACpuTimeIsDroppedSinceTheMachinesLoadDecidesIt() {
        String console = "  09-n9     AC        1.1 ms (wall 14.8 ms)\n  time      3.2 ms of CPU time (wall 40 ms, limit 1000 ms)\n"
                + "            why       took 1001 ms of CPU time, over the limit of 1000 ms (wall 3000 ms)\n";

        assertEquals("  09-n9     AC T ms\n  time T ms of CPU time (limit 1000 ms)\n"
                + "            why       took T ms of CPU time, over the limit of 1000 ms\n", Golden.normalise(console));
    }

    @Test
    void temporaryFoldersAreNamedTmp() {
        Path root = Path.of("/tmp/junit123456");

        assertEquals("wrote <tmp>/judge.xml, 3 boards", Golden.normalise("wrote /tmp/junit123456/judge.xml, 3 boards", root));
    }

    @Test
    void aMismatchShowsADiffAndTheCommandThatRewritesTheFiles() {
        // A golden file of the real tree that this test's output will not match; never rewritten with it.
        Assumptions.assumeFalse(Boolean.getBoolean(Golden.UPDATE_PROPERTY), "golden files are being rewritten");
        AssertionError mismatch = assertThrows(AssertionError.class, () -> Golden.assertMatches(
                "verdicts/n-queens/AcceptedLexicographic.txt", "exit 0\n--- out\nsomething else\n"));

        assertTrue(mismatch.getMessage().contains("-n-queens (N-Queens)  judge/src/test/resources/fixtures/n-queens/"
                + "AcceptedLexicographic.java"), mismatch.getMessage());
        assertTrue(mismatch.getMessage().contains("+something else"), mismatch.getMessage());
        assertTrue(mismatch.getMessage().contains("mvn -o -pl judge test -Dtest=GoldenTest -Dgolden.update=true"),
                mismatch.getMessage());
    }
}
