package dev.practicejudge.report;

import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.TestResult;
import java.util.List;

/**
 * How every report words a problem's challenge tier: the tests harder than the source's own (the
 * hardest known Sudoku puzzles, a grid built against backtracking), scored on their own. One
 * wording in one place, so the console, the HTML, JUnit and GitHub reports never disagree.
 */
final class ChallengeTier {

    /** What the tier is, for a heading after the words "challenge tier:". */
    static final String ABOUT = "harder than the source's own tests; scored on its own, it never changes the "
            + "verdict or the points";

    private ChallengeTier() {
    }

    /**
     * The tier's outcome in a few words, e.g. {@code 3/7 solved (first unsolved: 07-hard-17-clues, TLE)}
     * or {@code 7 tests not run: it runs once every required test passes}; null when the problem has no tier.
     */
    static String summary(ProblemResult result) {
        if (!result.hasChallenge()) {
            return null;
        }
        String notRun = result.challengeNotRunReason();
        if (notRun != null) {
            return result.challengeTests() + (result.challengeTests() == 1 ? " test" : " tests") + " not run: " + notRun;
        }
        List<TestResult> ran = result.challengeResults();
        StringBuilder text = new StringBuilder().append(result.challengePassed()).append('/');
        text.append(ran.size() < result.challengeTests() ? ran.size() + " chosen (of " + result.challengeTests() + ")"
                : String.valueOf(result.challengeTests())).append(" solved");
        ran.stream().filter(t -> !t.passed()).findFirst().ifPresent(t ->
                text.append(" (first unsolved: ").append(t.name()).append(", ").append(t.verdict()).append(')'));
        return text.toString();
    }

    /** Whether the tier ran and every test of it chosen was solved. */
    static boolean allSolved(ProblemResult result) {
        List<TestResult> ran = result.challengeResults();
        return !ran.isEmpty() && ran.stream().allMatch(TestResult::passed);
    }
}
