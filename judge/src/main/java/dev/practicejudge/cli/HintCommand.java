package dev.practicejudge.cli;

import dev.practicejudge.learn.HintsSeen;
import dev.practicejudge.learn.StatementRenderer;
import dev.practicejudge.present.Styles;
import dev.practicejudge.problem.Hints;
import dev.practicejudge.problem.ProblemLoader;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.session.Refused;
import dev.practicejudge.session.Session;
import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code judgew hint ID}: the next hint the learner has not seen, one step further each time. */
@Command(name = "hint",
        mixinStandardHelpOptions = true,
        description = {"Show the next hint of a problem that you have not seen yet: the first names the idea, the "
                + "last is nearly the algorithm. How many you have seen is kept in .judge-cache/hints.json and shown "
                + "by list and show; it never changes a verdict or the points. With --all, every hint at once, and "
                + "all of them count as seen."},
        footer = {"", "Exit status: 0 shown (or all shown already), 2 usage error, a problem without hints, or a "
                + "package whose hints do not load.",
                "", "Examples:",
                "  ./judgew hint n-queens",
                "  ./judgew hint n-queens --all"})
final class HintCommand extends JudgeCommand {

    @Mixin
    ProblemId problemId;

    @Option(names = "--all", description = "Show every hint, from the first; all of them then count as seen.")
    boolean all;

    @Override
    public Integer call() throws UsageError, Refused {
        PrintWriter out = out();
        Styles styles = styles();
        Session session = session();
        Workspace workspace = session.workspace();
        String id = problemId.in(session);
        ProblemLoader.Overview problem = Guides.overview(workspace, id);
        Hints hints = Guides.hints(workspace, id);
        HintsSeen seen = new HintsSeen(workspace.root());
        int count = hints.count();
        String title = problem.spec().title();
        if (all) {
            seen.update(id, old -> count);
            for (Hints.Hint hint : hints.hints()) {
                print(hint, count, title, styles, out);
                out.println();
            }
            out.println(styles.faint("All " + count + " hints shown. " + afterTheHints(id)));
            out.flush();
            return ExitCodes.ACCEPTED;
        }
        if (seen.of(id) >= count) {
            out.println("You have seen all " + count + " hints of " + id + ": ./judgew hint " + id
                    + " --all shows them again. " + afterTheHints(id));
            out.flush();
            return ExitCodes.ACCEPTED;
        }
        // The count may have moved since it was read (another terminal): the update decides which hint this is.
        int shown = seen.update(id, old -> Math.min(count, old + 1));
        print(hints.hints().get(shown - 1), count, title, styles, out);
        out.println();
        int left = count - shown;
        out.println(styles.faint(left == 0
                ? "That was the last hint. ./judgew hint " + id + " --all shows them all again. " + afterTheHints(id)
                : left + " more hint" + (left == 1 ? "" : "s") + ": ./judgew hint " + id + " shows the next, --all "
                        + "every one."));
        out.flush();
        return ExitCodes.ACCEPTED;
    }

    private static String afterTheHints(String id) {
        return "Once your solution is accepted, ./judgew editorial " + id + " explains the approaches.";
    }

    private static void print(Hints.Hint hint, int count, String title, Styles styles, PrintWriter out) {
        String heading = "Hint " + hint.number() + " of " + count + " (" + title + ")";
        out.println(styles.bold(heading));
        out.println("-".repeat(heading.length()));
        new StatementRenderer(styles).render(hint.text()).forEach(out::println);
    }
}
