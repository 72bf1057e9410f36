package dev.practicejudge.classroom;

import java.util.List;
import java.util.Map;

/**
 * The two notes of a student template: the student's README (what to solve, how to run the judge,
 * how points are given) and the teacher's (what to protect in Classroom, what each package lost).
 * Links are relative, to files the template holds, so they work on GitHub and in a clone alike.
 */
final class StudentReadme {

    private StudentReadme() {
    }

    /** The student's README.md. */
    static String markdown(StudentTemplate.Choice choice, StudentTemplate.Written written, boolean codespace) {
        List<StudentTemplate.Listed> problems = written.problems();
        String first = problems.get(0).id();
        StringBuilder md = new StringBuilder();
        md.append("# ").append(choice.title().orElse("Assignment: " + String.join(", ",
                problems.stream().map(StudentTemplate.Listed::title).toList()))).append("\n\n");
        md.append("Solve ").append(problems.size() == 1 ? "this problem" : "these " + problems.size() + " problems")
                .append(" in Java, as on LeetCode: a class `Solution` with the problem's method, in\n")
                .append("`solutions/<id>/Solution.java`. Each push to this repository is graded.\n\n");
        md.append("| Problem | Id | Difficulty | Points |\n|---|---|---|---|\n");
        for (StudentTemplate.Listed p : problems) {
            md.append("| [").append(p.title()).append("](problems/").append(p.id()).append("/statement.md) | `")
                    .append(p.id()).append("` | ").append(p.difficulty()).append(" | ").append(p.points())
                    .append(p.partialCredit() ? " (partial credit)" : "").append(" |\n");
        }
        md.append("| **Total** | | | **").append(written.maxPoints()).append("** |\n\n");

        md.append("## How to work\n\n");
        md.append("You need a JDK 17 or newer and Maven: the first run of `./judgew` builds the judge.");
        md.append(codespace ? " Or open this repository in a GitHub Codespace (*Code*, then *Codespaces*): it comes\n"
                + "with Java 21, Maven and VS Code's Java extensions, and builds the judge as it starts.\n\n" : "\n\n");
        md.append("```sh\n");
        md.append(line("./judgew show " + first, "the statement and the examples, in the terminal"));
        md.append(line("./judgew new " + first, "writes solutions/" + first + "/Solution.java with the method to fill in"));
        md.append(line("./judgew test " + first, "judges it on the problem's tests and explains each failure"));
        md.append(line("./judgew run " + first, "runs it on the first example (--input '...' for your own) and prints what it returns"));
        if (choice.hints()) {
            md.append(line("./judgew hint " + first, "a hint when you are stuck, one more each time"));
        }
        md.append(line("./judgew test", "judges every problem you have a solution for, with your points"));
        md.append("```\n\n");
        md.append("`./judgew --help` lists every command. This assignment holds no reference solutions and no "
                + "editorials, so the commands that need them (`stress`, `profile`, `editorial`, `test "
                + "--vs-reference`) say so and stop.\n\n");

        md.append("## How points are given\n\n");
        md.append("Each problem is worth the points in the table (`grading.points` in its `problems/<id>/problem.json`): "
                + "all of them when your solution passes every test of the problem, ")
                .append(problems.stream().anyMatch(StudentTemplate.Listed::partialCredit)
                        ? "or, for a problem with partial credit, the share of its tests it passes; "
                        : "none otherwise; ")
                .append("a problem without a solution counts 0. The most you can get is ").append(written.maxPoints())
                .append(".\n\n");
        md.append("On every push, GitHub Actions runs `.github/workflows/classroom.yml`: it judges every problem with "
                + "`./judgew test` and reports the points to GitHub Classroom. `./judgew test` on your own machine "
                + "prints the same `Points X/Y` line. Your own tests in `solutions/<id>/tests/` never count.\n\n");
        md.append("Change only `solutions/`: `problems/`, the judge and the workflow are protected.\n");
        return md.toString();
    }

    private static String line(String command, String what) {
        return String.format("%-28s # %s%n", command, what).replace(System.lineSeparator(), "\n");
    }

    /** The teacher's TEACHER.md: the paths to protect, and what was left out of each package. */
    static String teacherNote(StudentTemplate.Choice choice, StudentTemplate.Written written) {
        StringBuilder md = new StringBuilder();
        md.append("# For the teacher\n\n");
        md.append("This template was written by `./judgew assignment`. Make it a template repository on GitHub, "
                + "create the Classroom assignment with it as the starter code, and leave Classroom's own "
                + "autograding tests empty: `.github/workflows/classroom.yml` is the grading.\n\n");
        md.append("## Protected file paths\n\n");
        md.append("Everything the grade depends on is in each student's repository. In the assignment's settings, "
                + "protect:\n\n```text\n");
        StudentTemplate.PROTECTED.forEach(path -> md.append(path).append('\n'));
        md.append("```\n\n");
        md.append("## What the packages hold\n\n");
        md.append("Each problem keeps its spec (`problem.json`), statement, tests, checker (where it has one)")
                .append(choice.hints() ? " and hints" : "")
                .append(". The expected outputs in `problems/*/tests/` stay readable (the judge grades with them): "
                        + "only reading the code catches a solution that returns them. Left out:\n\n");
        for (Map.Entry<String, List<String>> entry : written.leftOut().entrySet().stream()
                .sorted(Map.Entry.comparingByKey()).toList()) {
            md.append("- `").append(entry.getKey()).append("`: ")
                    .append(entry.getValue().isEmpty() ? "nothing"
                            : String.join(", ", entry.getValue().stream().map(e -> "`" + e + "`").toList()))
                    .append('\n');
        }
        md.append("\nThe maximum is ").append(written.maxPoints())
                .append(" points, the sum of the problems' `grading.points`.\n");
        return md.toString();
    }
}
