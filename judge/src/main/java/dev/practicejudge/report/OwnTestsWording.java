package dev.practicejudge.report;

import dev.practicejudge.judge.OwnTestResult;
import dev.practicejudge.judge.ProblemResult;
import java.util.ArrayList;
import java.util.List;

/**
 * How every report words the learner's own tests ({@code solutions/ID/tests/}): a heading, a
 * result's code and a problem's summary. One wording in one place, so the console, the HTML,
 * JUnit and GitHub reports never disagree.
 */
final class OwnTestsWording {

    /** What the own tests are, after their folder in a heading. */
    static final String ABOUT = "your own tests, never part of the verdict or the points";

    /** The code of an own test that ran but was not judged, where a verdict code would stand. */
    static final String NOT_JUDGED = "--";
    /** The code of an own test file that could not be read, where a verdict code would stand. */
    static final String NOT_READ = "??";

    private OwnTestsWording() {
    }

    /** The heading above a problem's own tests: {@code solutions/n-queens/tests: your own tests, ...}. */
    static String heading(OwnTestResult first) {
        String file = first.file();
        int slash = file.lastIndexOf('/');
        return (slash < 0 ? file : file.substring(0, slash)) + ": " + ABOUT;
    }

    /** A result's verdict code, or {@link #NOT_JUDGED} or {@link #NOT_READ}. */
    static String code(OwnTestResult result) {
        if (result instanceof OwnTestResult.Judged judged) {
            return judged.result().verdict().name();
        }
        return result instanceof OwnTestResult.Unchecked ? NOT_JUDGED : NOT_READ;
    }

    /**
     * The own tests' outcome in a few words, e.g. {@code 2/3 passed, 1 not judged (first failing:
     * run-002, WA)}; null when the problem has none (or they did not run).
     */
    static String summary(ProblemResult result) {
        List<OwnTestResult> own = result.ownTests();
        if (own.isEmpty()) {
            return null;
        }
        List<String> parts = new ArrayList<>();
        if (result.ownJudged() > 0) {
            parts.add(result.ownPassed() + "/" + result.ownJudged() + " passed");
        }
        long unchecked = own.stream().filter(t -> t instanceof OwnTestResult.Unchecked).count();
        if (unchecked > 0) {
            parts.add(unchecked + " not judged");
        }
        long unreadable = own.stream().filter(t -> t instanceof OwnTestResult.Unreadable).count();
        if (unreadable > 0) {
            parts.add(unreadable + (unreadable == 1 ? " file" : " files") + " not read");
        }
        StringBuilder text = new StringBuilder(String.join(", ", parts));
        own.stream().filter(OwnTestResult::failed).findFirst().ifPresent(t ->
                text.append(" (first failing: ").append(t.name()).append(", ").append(code(t)).append(')'));
        return text.toString();
    }
}
