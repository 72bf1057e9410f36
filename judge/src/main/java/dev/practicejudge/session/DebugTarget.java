package dev.practicejudge.session;

import dev.practicejudge.judge.StatusCache;
import dev.practicejudge.judge.TestSelection;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.TestCase;
import dev.practicejudge.problem.Workspace;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The one test {@code debug} runs under a debugger, and why that one: the test asked for, else the
 * first that failed in the learner's last {@code test} of their own file, else the first.
 *
 * @param id the problem
 * @param solution the file given instead of the problem's own solution
 * @param test the test's name
 * @param position its position among the problem's tests, from 1
 * @param why why this test, as a note after its name (empty when the learner named it)
 */
public record DebugTarget(String id, Optional<Path> solution, String test, int position, String why) {

    /**
     * @param asked the test the learner named ({@code --test}: a name or a position), or null
     * @throws Refused when the package is broken or has no tests, or {@code asked} names not exactly one test
     */
    static DebugTarget choose(Workspace workspace, String id, Optional<Path> solution, String asked) throws Refused {
        Problem problem;
        try {
            problem = workspace.loader().load(workspace.problemDirectory(id));
        } catch (ProblemFormatException e) {
            throw new Refused("the problem package is broken: " + e.getMessage());
        }
        List<TestCase> tests = problem.tests();
        if (tests.isEmpty()) {
            throw new Refused(problem.id() + " has no tests to debug; try ./judgew run " + problem.id()
                    + " --input '...' --debug");
        }
        if (asked != null) {
            List<TestCase> picked;
            try {
                picked = TestSelection.parse(asked).apply(tests);
            } catch (TestSelection.Invalid e) {
                throw new Refused("--test " + asked + ": " + e.getMessage());
            }
            if (picked.size() != 1) {
                throw new Refused("--test " + asked + " names " + picked.size() + " tests; name one, e.g. --test "
                        + tests.get(0).name());
            }
            return of(id, solution, tests, picked.get(0), "");
        }
        boolean otherFile = solution.isPresent();
        if (!otherFile) {
            Optional<String> failed = StatusCache.of(workspace.root(), problem.id())
                    .flatMap(StatusCache.Status::firstFailed);
            Optional<TestCase> last = failed.flatMap(name -> tests.stream().filter(t -> t.name().equals(name)).findFirst());
            if (last.isPresent()) {
                return of(id, solution, tests, last.get(), " (the first that failed in your last ./judgew test)");
            }
        }
        return of(id, solution, tests, tests.get(0), otherFile ? " (the first; choose one with --test)"
                : " (the first: no failed test is on record; choose one with --test)");
    }

    private static DebugTarget of(String id, Optional<Path> solution, List<TestCase> tests, TestCase test, String why) {
        return new DebugTarget(id, solution, test.name(), tests.indexOf(test) + 1, why);
    }
}
