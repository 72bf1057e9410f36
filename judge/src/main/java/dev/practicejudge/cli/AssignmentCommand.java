package dev.practicejudge.cli;

import dev.practicejudge.session.Assignment;
import dev.practicejudge.session.Completions;
import dev.practicejudge.session.PracticePath;
import dev.practicejudge.session.Refused;
import dev.practicejudge.session.Session;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code judgew assignment}: a GitHub Classroom template for some problems, without their answers. */
@Command(name = "assignment",
        mixinStandardHelpOptions = true,
        description = {"Write a GitHub Classroom template repository into OUT_DIR (new or empty) for the problems "
                + "chosen: their packages without reference solutions, wrong submissions, proofs, editorials and "
                + "generator code (hints stay unless --no-hints); the judge with what ./judgew needs to build it; "
                + ".github/workflows/classroom.yml alone; an empty solutions/; a README for the students (what to "
                + "solve, how to run, how points are given) and TEACHER.md (the paths to protect in Classroom).",
                "In the template, stress, profile, editorial and test --vs-reference say that the assignment does "
                + "not include what they need; test grades as this repository does."},
        footer = {"", "Exit status: 0 written, 2 usage error (an unknown problem or topic, OUT_DIR not empty) or a "
                + "problem package that does not load; nothing is written then.",
                "", "Examples:",
                "  ./judgew assignment --problems two-sum,valid-parentheses,n-queens ../week-3",
                "  ./judgew assignment --topic backtracking --no-hints --title \"Backtracking exam\" ../exam"})
final class AssignmentCommand extends JudgeCommand {

    /** The problems: named one by one, or a topic's. */
    static final class Chosen {
        @Option(names = "--problems", paramLabel = "ID", split = ",", required = true,
                completionCandidates = Completions.ProblemIds.class,
                description = "The problems, by id, separated by commas: two-sum,n-queens.")
        List<String> ids;

        @Option(names = "--topic", paramLabel = "TOPIC", required = true, completionCandidates = Completions.Topics.class,
                description = "Every problem of this topic (as ./judgew list shows them), as written or as one word.")
        String topic;
    }

    @ArgGroup(exclusive = true, multiplicity = "1")
    Chosen chosen;

    @Option(names = "--no-hints", description = "Leave the hints out too.")
    boolean noHints;

    @Option(names = "--title", paramLabel = "TEXT", description = "The students' README's heading (default: "
            + "\"Assignment: \" and the problems' titles).")
    String title;

    @Parameters(paramLabel = "OUT_DIR", description = "Where to write the template: a new or empty folder.")
    Path out;

    @Override
    public Integer call() throws UsageError, Refused {
        PrintWriter out = out();
        Session session = session();
        List<String> ids = chosen.topic == null ? chosen.ids.stream().map(String::strip).filter(s -> !s.isEmpty())
                .distinct().toList() : topic(session, chosen.topic);
        if (ids.isEmpty()) {
            throw new UsageError("--problems names no problem; give ids separated by commas, e.g. --problems two-sum,n-queens");
        }
        Assignment written = Assignment.write(session, ids, !noHints,
                title == null || title.isBlank() ? Optional.empty() : Optional.of(title.strip()), this.out);
        out.println("Wrote a template of " + ids.size() + (ids.size() == 1 ? " problem" : " problems") + " ("
                + written.maxPoints() + " points) to " + this.out + ":");
        int width = ids.stream().mapToInt(String::length).max().orElse(0);
        for (Assignment.Problem p : written.problems()) {
            out.println(String.format(Locale.ROOT, "  %-" + width + "s  %-6s  %3d points%s  left out: %s", p.id(),
                    p.difficulty(), p.points(), p.partialCredit() ? " (partial)" : "",
                    String.join(", ", written.leftOut().get(p.id()))));
        }
        out.println("  and the judge (judgew, pom.xml, judge/, ide/), .github/workflows/classroom.yml, an empty solutions/,");
        out.println("  README.md for the students and " + written.teacherNote() + " for you: "
                + written.files() + " files.");
        out.println();
        out.println("Next: push it to GitHub as a template repository, make the Classroom assignment from it, and");
        out.println("protect these paths in its settings (" + written.teacherNote() + " lists them too):");
        out.println("  " + String.join("  ", written.protectedPaths()));
        out.flush();
        return ExitCodes.ACCEPTED;
    }

    /** The problems of {@code topic}, in the practice path's order. */
    private static List<String> topic(Session session, String topic) throws UsageError, Refused {
        PracticePath path = session.practicePath(null, null, topic);
        ListCommand.requireTopic(path, topic);
        return path.entries().stream().filter(e -> e.problem().isPresent()).map(PracticePath.Entry::id).toList();
    }
}
