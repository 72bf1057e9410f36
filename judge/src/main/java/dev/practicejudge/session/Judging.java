package dev.practicejudge.session;

import dev.practicejudge.judge.TestSelection;
import dev.practicejudge.problem.Submission;
import dev.practicejudge.problem.Workspace;
import java.util.List;
import java.util.Optional;

/**
 * How a run plan is judged: which tests ({@code --only}, read when the options are, so a bad one
 * is refused before anything starts), whether to stop at the first failure or to run even the
 * tests a time limit made hopeless, how many problems at once, whether the references are timed
 * beside, and whether accepted results are remembered (and recalled, unless every problem is to be
 * judged again).
 */
public record Judging(Optional<TestSelection> selection, boolean failFast, int jobs, boolean vsReference,
                      boolean remember, boolean recall, boolean everyTest) {

    /**
     * Every test but those skipped after a time limit, one problem at a time, nothing remembered:
     * {@code test} with no options.
     */
    public static final Judging PLAIN = new Judging(Optional.empty(), false, 1, false, false, false, false);

    /**
     * @param only the tests to judge as the learner wrote them ({@code 1,3-5}, {@code 04-n4}), or null for all
     * @throws Refused when {@code only} names no tests the way a selection is written
     */
    public static Judging of(String only, boolean failFast, int jobs, boolean vsReference) throws Refused {
        Optional<TestSelection> selection = Optional.empty();
        if (only != null) {
            try {
                selection = Optional.of(TestSelection.parse(only));
            } catch (TestSelection.Invalid e) {
                throw new Refused(e.getMessage());
            }
        }
        return new Judging(selection, failFast, jobs, vsReference, false, false, false);
    }

    /** The same, remembering accepted results; a remembered one stands in for a run when {@code recall}. */
    public Judging remembering(boolean remember, boolean recall) {
        return new Judging(selection, failFast, jobs, vsReference, remember, recall, everyTest);
    }

    /**
     * The same, running every test even after one ran out of time ({@code --all}, a grader's run);
     * by default the later ones at least as large are skipped then.
     */
    public Judging runningEveryTest(boolean every) {
        return new Judging(selection, failFast, jobs, vsReference, remember, recall, every);
    }

    /**
     * Refuses {@code --vs-reference} on problems whose references an assignment's template left out
     * (see {@link Submission#withheld}): there is nothing to time the learner's solution against.
     */
    void requireReferences(Workspace workspace, List<String> ids) throws Refused {
        if (!vsReference) {
            return;
        }
        List<String> withheld = ids.stream().filter(id -> Submission.withheld(workspace.problemDirectory(id))).toList();
        if (!withheld.isEmpty()) {
            throw new Refused("this assignment does not include the reference solutions of " + String.join(", ", withheld)
                    + ", so --vs-reference has nothing to time yours against");
        }
    }
}
