package dev.practicejudge.cli;

import dev.practicejudge.report.ClassReport;
import dev.practicejudge.report.ClassTable;
import dev.practicejudge.session.ClassRoll;
import dev.practicejudge.session.Refused;
import dev.practicejudge.session.Session;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code judgew class}: a teacher's roll-up of many students' repositories, judged with this repository. */
@Command(name = "class",
        mixinStandardHelpOptions = true,
        description = {"Judge many students' repositories with this repository's judge and tests, and make a class "
                + "table: per student the points, each problem's verdict and the first failing test.",
                "Only each student's solutions/<id>/Solution.java is judged: never their copy of problems/ (which they "
                        + "could have edited) nor their judge. Solutions run in the sandbox where the system offers "
                        + "one (as with --sandbox), every test of each problem, the package's tests only; points as "
                        + "the Classroom grading gives them. Nothing is written into the students' folders."},
        footer = {"", "DIR is a student's repository (it has solutions/, problems/ or judgew) or a",
                "folder of them, as 'gh classroom clone student-repos' makes: each folder in it",
                "is one student, named by the folder without the prefix all of them share up to",
                "a '-' (the assignment's name before each login).",
                "Without --problems, the problems are the assignment's: those of this repository",
                "that at least half of the repositories have in problems/ (one student adding",
                "or deleting a folder there changes nothing).",
                "", "Exit status: 0 the table was made (whatever the verdicts), 2 a usage error or",
                "a table file that could not be written.",
                "", "Examples:",
                "  ./judgew class ../week-3-submissions --jobs 2 --csv week-3.csv",
                "  ./judgew class ../week-3-submissions --html week-3.html --json week-3.json",
                "  ./judgew class ../week-3-submissions --problems n-queens,n-queens-ii",
                "  ./judgew class ~/grading/alice ~/grading/bob"})
final class ClassCommand extends JudgeCommand {

    @Parameters(paramLabel = "DIR", arity = "1..*",
            description = "A student's repository, or a folder of them (as gh classroom clone student-repos makes).")
    List<Path> folders = new ArrayList<>();

    @Option(names = "--problems", paramLabel = "IDS", split = ",",
            description = "The problems to judge, e.g. n-queens,n-queens-ii (default: the assignment's, see below).")
    List<String> problems = new ArrayList<>();

    @Option(names = "--jobs", paramLabel = "N", defaultValue = "1",
            description = "Judge up to N students at once, each problem in its own worker JVM (default: 1). "
                    + "The table is the same as with one job.")
    int jobs;

    @Option(names = "--csv", paramLabel = "FILE", description = "Also write the table as CSV to FILE.")
    Path csv;

    @Option(names = "--json", paramLabel = "FILE", description = "Also write the table as JSON to FILE.")
    Path json;

    @Option(names = "--html", paramLabel = "FILE", description = "Also write the table as an HTML page to FILE.")
    Path html;

    @Override
    public Integer call() throws UsageError, Refused {
        PrintWriter out = out();
        PrintWriter err = err();
        if (jobs < 1) {
            throw new UsageError("--jobs " + jobs + ": the number of students judged at once must be at least 1, "
                    + "e.g. ./judgew class DIR --jobs 2");
        }
        Session session = sandboxedSession();
        ClassRoll roll = ClassRoll.of(session);
        List<ClassRoll.Student> students = ClassRoll.students(folders);
        List<String> notes = new ArrayList<>();
        List<String> judged = roll.problems(students, problems, notes);
        notes.forEach(err::println);
        err.flush();
        Progress progress = new Progress(err, onTerminal());
        ClassTable table = roll.judge(students, judged, jobs, progress::judged);
        progress.finish();
        ClassReport.console(table, width()).forEach(out::println);
        out.flush();
        boolean failed = false;
        ZonedDateTime now = ZonedDateTime.now();
        failed |= !write(csv, () -> ClassReport.csv(table), "CSV");
        failed |= !write(json, () -> ClassReport.jsonText(table), "JSON");
        failed |= !write(html, () -> ClassReport.html(table, now), "HTML");
        return failed ? ExitCodes.ERROR : ExitCodes.ACCEPTED;
    }

    /** A table file's text, made only when it is asked for. */
    private interface Text {
        String text();
    }

    /** Writes one table file when asked for; false (with a line on stderr) when it cannot be written. */
    private boolean write(Path file, Text text, String kind) {
        if (file == null) {
            return true;
        }
        try {
            ClassReport.write(file, text.text());
            return true;
        } catch (IOException | RuntimeException e) {
            err().println("error: cannot write the " + kind + " table to " + file + ": " + e.getMessage());
            err().flush();
            return false;
        }
    }

    /**
     * Whether stderr is most likely a terminal, where the progress line is rewritten in place; in a log
     * or a pipe each step is a line of its own. (The JVM knows only whether it has a console at all.)
     */
    private static boolean onTerminal() {
        return System.console() != null;
    }

    /** The progress line on stderr: {@code judged 3 of 30: alice}. */
    private static final class Progress {
        private final PrintWriter err;
        private final boolean inPlace;
        private boolean shown;

        Progress(PrintWriter err, boolean inPlace) {
            this.err = err;
            this.inPlace = inPlace;
        }

        void judged(int done, int total, String student) {
            String line = "judged " + done + " of " + total + ": " + student.replaceAll("\\p{Cntrl}", "?");
            if (inPlace) {
                // Back to the line's start, and clear what a longer line before left.
                err.print("\r" + line + "\u001b[K");
            } else {
                err.println(line);
            }
            err.flush();
            shown = true;
        }

        void finish() {
            if (inPlace && shown) {
                err.println();
                err.flush();
            }
        }
    }
}
