package dev.practicejudge.session;

import dev.practicejudge.classroom.StudentTemplate;
import java.util.List;
import java.util.Map;

/**
 * A student template written ({@code assignment}), as a front-end reports it.
 *
 * @param problems the problems, in the README's order
 * @param leftOut for each problem, what of its package stayed out (file names, folders ending in /)
 * @param files how many files the template holds
 * @param protectedPaths the paths the teacher protects in Classroom, as its setting takes them
 * @param teacherNote the file of the template that tells the teacher the same
 */
public record Assignment(List<Problem> problems, Map<String, List<String>> leftOut, int files,
                         List<String> protectedPaths, String teacherNote) {

    public Assignment {
        problems = List.copyOf(problems);
        leftOut = Map.copyOf(leftOut);
        protectedPaths = List.copyOf(protectedPaths);
    }

    /** A problem of the template, with its points (its problem.json's {@code grading}). */
    public record Problem(String id, String title, String difficulty, int points, boolean partialCredit) {
    }

    /** The sum of the problems' points: the most the template's grading gives. */
    public int maxPoints() {
        return problems.stream().mapToInt(Problem::points).sum();
    }

    static Assignment of(StudentTemplate.Written written) {
        return new Assignment(written.problems().stream()
                .map(p -> new Problem(p.id(), p.title(), p.difficulty(), p.points(), p.partialCredit())).toList(),
                written.leftOut(), written.files(), StudentTemplate.PROTECTED, StudentTemplate.TEACHER_NOTE);
    }
}
