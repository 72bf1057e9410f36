package dev.practicejudge.ide;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

/**
 * Your solutions, judged in your IDE's test runner: a container per problem that has a
 * {@code solutions/<id>/Solution.java} and a test per test case, named by its problem and the
 * judge's name for it ({@code n-queens: 03-n3}, so a report that shows only a test's name still says
 * which problem) and linked to the test's JSON file. A wrong answer shows expected and actual as
 * LeetCode JSON (IntelliJ offers its diff); a runtime error's stack trace leads into your
 * {@code Solution.java}; a compile error fails every test with javac's errors.
 *
 * <p>Run or debug one test case, one problem, or all of them from the IDE; on the command line,
 * {@code mvn -q test -Psolutions} from the repository's root. The repository is the system
 * property {@code practicejudge.root} (the Maven build sets it), else the nearest folder at or
 * above the working directory that holds {@code problems/}.
 *
 * <p><b>This is not the judge's sandbox.</b> To let a debugger stop at your breakpoints, your
 * solution runs in this test JVM, compiled and judged by the judge's own code: no sandbox, no
 * memory limit (an OutOfMemoryError is this JVM's), and no time limit (a test paused at a
 * breakpoint cannot be told apart from a slow one; an endless loop runs until you stop it).
 * {@code System.exit} in your code ends the test JVM. {@code ./judgew test} gives the verdicts that
 * count.
 */
class YourSolutionsTest {

    @TestFactory
    Stream<DynamicNode> yourSolutions() {
        return new SolutionTests(RepositoryRoot.find()).all();
    }
}
