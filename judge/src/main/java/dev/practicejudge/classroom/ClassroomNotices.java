package dev.practicejudge.classroom;

import dev.practicejudge.judge.RunSummary;
import java.util.List;

/**
 * The two notice annotations GitHub Classroom reads as an assignment's score, exactly as
 * classroom-resources/autograding-grading-reporter emits them ({@code src/notify-classroom.js}):
 * title {@code Autograding complete} with {@code Points X/Y}, and title {@code Autograding report}
 * with {@code JSON.stringify({totalPoints, maxPoints})}, which has no spaces.
 */
public final class ClassroomNotices {

    static final String COMPLETE = "Autograding complete";
    static final String REPORT = "Autograding report";

    private ClassroomNotices() {
    }

    /**
     * The workflow commands for {@code summary}'s score, or none: like the reporter, none when
     * nothing is worth points, and none for a partial run ({@code --only}, {@code --fail-fast}),
     * which earns no points and must not be recorded as a zero.
     */
    public static List<String> commands(RunSummary summary) {
        if (summary.partial() || summary.maxPoints() == 0) {
            return List.of();
        }
        // The same number the console prints; the reporter's sum of the result's scores is made equal to it.
        String points = RunSummary.number(summary.points());
        return List.of("::notice title=" + COMPLETE + "::Points " + points + "/" + summary.maxPoints(),
                "::notice title=" + REPORT + "::{\"totalPoints\":" + points + ",\"maxPoints\":" + summary.maxPoints() + "}");
    }
}
