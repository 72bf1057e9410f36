package dev.practicejudge.cli;

import dev.practicejudge.report.ReportRequest;
import dev.practicejudge.report.Reports;
import dev.practicejudge.report.Verbosity;
import dev.practicejudge.session.Completions;
import dev.practicejudge.session.Interviews;
import dev.practicejudge.session.Refused;
import dev.practicejudge.session.Session;
import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code judgew interview [ID]}: a timed mock interview on one problem, with its subcommands
 * {@code status}, {@code submit}, {@code end} and {@code history}. What the other commands do
 * differently while a session is open (samples only, no hints) is decided in {@link Interviews}.
 */
@Command(name = "interview",
        mixinStandardHelpOptions = true,
        description = {"Start a mock interview: one problem (the one named, or one you have not solved, picked at "
                + "random), its statement with the sample tests only, a clock, and solutions/ID/Solution.java to "
                + "write (made as ./judgew new makes it; one already there is used as it is).",
                "Until you submit, ./judgew test and watch run the samples only; ./judgew run --input runs your own "
                + "cases as always; hint and editorial refuse unless --reveal, which the scorecard records. "
                + "./judgew interview submit judges every test; accepted, it measures how your solution's time "
                + "grows beside the references' (about ten seconds), ends the session and prints the scorecard. "
                + "One session at a time; it lives in .judge-cache/interviews.json and survives the judge being "
                + "stopped. See docs/interview.md."},
        subcommands = {InterviewCommand.Status.class, InterviewCommand.Submit.class, InterviewCommand.End.class,
                InterviewCommand.History.class},
        footer = {"", "Exit status: 0 started, 2 usage error, an interview already open (it is named), or no problem "
                + "left to pick.",
                "", "Examples:",
                "  ./judgew interview                          a problem you have not solved, at random",
                "  ./judgew interview --difficulty medium --topic graphs",
                "  ./judgew interview two-sum --minutes 15",
                "  ./judgew interview status                   the time left and what you have done",
                "  ./judgew interview submit                   judge every test; accepted: the scorecard",
                "  ./judgew interview end                      stop now and see the scorecard",
                "  ./judgew interview history --json"})
final class InterviewCommand extends JudgeCommand {

    @Parameters(paramLabel = "ID", arity = "0..1", completionCandidates = Completions.ProblemIds.class,
            description = "The problem (default: one you have not solved, picked at random).")
    String id;

    @Option(names = "--topic", paramLabel = "TOPIC", completionCandidates = Completions.Topics.class,
            description = "Pick among the problems of this topic, as written or as one word: \"linked list\" or "
                    + "linked-list.")
    String topic;

    @Option(names = "--difficulty", paramLabel = "LEVEL", completionCandidates = Completions.Difficulties.class,
            description = "Pick among the problems of this difficulty: ${COMPLETION-CANDIDATES}.")
    String difficulty;

    @Option(names = "--minutes", paramLabel = "N",
            description = "The time allowed (default: 20 for an easy problem, 35 for a medium one, 45 for a hard one).")
    Integer minutes;

    @Option(names = "--seed", paramLabel = "N",
            description = "The seed of the random pick: the same seed picks the same problem among the same ones.")
    Long seed;

    @Override
    public Integer call() throws UsageError, Refused {
        if (minutes != null && (minutes < 1 || minutes > 600)) {
            throw new UsageError("--minutes " + minutes + ": give the time allowed in whole minutes, 1 to 600, "
                    + "e.g. --minutes 30");
        }
        if (id != null && (topic != null || difficulty != null || seed != null)) {
            throw new UsageError("--topic, --difficulty and --seed choose a problem at random; with " + id
                    + " named there is nothing to choose: leave them out");
        }
        String level = ListCommand.level(difficulty);
        Session session = session();
        if (topic != null) {
            ListCommand.requireTopic(session.practicePath(null, null, null), topic);
        }
        Interviews.Started started = Interviews.of(session).start(id, level, topic, minutes, seed, styles());
        started.notes().forEach(note -> err().println("note: " + note));
        err().flush();
        started.sheet().forEach(out()::println);
        started.introduction().forEach(out()::println);
        out().flush();
        return ExitCodes.ACCEPTED;
    }

    /** {@code interview status}: the open session's problem, time left, and what was done. */
    @Command(name = "status", mixinStandardHelpOptions = true,
            description = "The open interview: its problem, the time left, your attempts and runs so far.",
            footer = {"", "Exit status: 0 shown, 2 no interview open."})
    static final class Status extends JudgeCommand {
        @Override
        public Integer call() throws Refused {
            Interviews.of(session()).status().forEach(out()::println);
            out().flush();
            return ExitCodes.ACCEPTED;
        }
    }

    /** {@code interview submit}: every test; accepted, the growth, the end and the scorecard. */
    @Command(name = "submit", mixinStandardHelpOptions = true,
            description = {"Judge the interview's solution on every test (the challenge tier too, reported apart) "
                    + "and record the attempt. Accepted: measure how its time grows beside the references' "
                    + "(about ten seconds), end the interview and print the scorecard. Not accepted: submit again "
                    + "once it is fixed, as often as you like; past the time allowed too (the scorecard says by "
                    + "how much)."},
            footer = {"", "Exit status: 0 accepted, 1 not accepted, 2 no interview open, no solution file, or a "
                    + "judge error."})
    static final class Submit extends JudgeCommand {
        @Override
        public Integer call() throws Refused {
            PrintWriter out = out();
            Session session = session();
            Interviews interviews = Interviews.of(session);
            out.println(styles().faint(interviews.submitting()));
            out.flush();
            // The status list shows is kept as by test: a submit is a run of the learner's own file.
            Reports reports = Reports.forRun(new ReportRequest(out, styles(), environment(),
                    session.workers().sandbox(), null, null, null, null, false, session.root(), Verbosity.SHORT));
            Interviews.Submitted submitted = interviews.submit(reports.listener(), () -> {
                out.println();
                out.println("Accepted. Measuring how its time grows beside the references' (about ten seconds)...");
                out.flush();
            });
            reports.failureLines().forEach(err()::println);
            err().flush();
            submitted.lines().forEach(out::println);
            out.flush();
            return submitted.accepted() ? ExitCodes.ACCEPTED : submitted.judgeError() || reports.failed()
                    ? ExitCodes.ERROR : ExitCodes.NOT_ACCEPTED;
        }
    }

    /** {@code interview end}: stop the open session and print its scorecard. */
    @Command(name = "end", mixinStandardHelpOptions = true,
            description = "End the open interview now (accepted or not) and print its scorecard.",
            footer = {"", "Exit status: 0 ended, 2 no interview open."})
    static final class End extends JudgeCommand {
        @Override
        public Integer call() throws Refused {
            Interviews.of(session()).end().forEach(out()::println);
            out().flush();
            return ExitCodes.ACCEPTED;
        }
    }

    /** {@code interview history [--json]}: every session, oldest first. */
    @Command(name = "history", mixinStandardHelpOptions = true,
            description = "Every interview, oldest first: date, problem, minutes used of allowed, attempts, result, "
                    + "growth class. With --json, every field the scorecard reports, per session.",
            footer = {"", "Exit status: 0 listed, 2 the record cannot be read."})
    static final class History extends JudgeCommand {
        @Option(names = "--json", description = "Print the sessions as JSON instead of a table.")
        boolean json;

        @Override
        public Integer call() throws Refused, UsageError {
            Interviews interviews = Interviews.of(session());
            if (json) {
                out().println(interviews.historyJson());
            } else {
                interviews.historyTable().forEach(out()::println);
            }
            out().flush();
            return ExitCodes.ACCEPTED;
        }
    }
}
