package dev.practicejudge.cli;

import dev.practicejudge.present.StatementRenderer;
import dev.practicejudge.present.Styles;
import dev.practicejudge.session.Guides;
import dev.practicejudge.session.Interviews;
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
        footer = {"", "Exit status: 0 shown (or all shown already), 2 usage error, a problem without hints, a "
                + "package whose hints do not load, or an interview open on the problem (without --reveal).",
                "", "Examples:",
                "  ./judgew hint n-queens",
                "  ./judgew hint n-queens --all"})
final class HintCommand extends JudgeCommand {

    @Mixin
    ProblemId problemId;

    @Option(names = "--all", description = "Show every hint, from the first; all of them then count as seen.")
    boolean all;

    @Option(names = "--reveal", description = "During an interview on this problem, show the hint anyway; the "
            + "interview's scorecard records it.")
    boolean reveal;

    @Override
    public Integer call() throws UsageError, Refused {
        PrintWriter out = out();
        Styles styles = styles();
        Session session = session();
        String id = problemId.in(session);
        Interviews interviews = Interviews.of(session);
        interviews.requireReveal(id, "hint", reveal);
        Guides.HintPage page = session.hint(id, all);
        page.shown().forEach(hint -> interviews.revealed(id, "hint " + hint.number()));
        for (Guides.Hint hint : page.shown()) {
            print(hint, page.count(), page.title(), styles, out);
            out.println();
        }
        // Alone, the note says there is nothing more to show; after hints it is their footnote.
        out.println(page.shown().isEmpty() ? page.note() : styles.faint(page.note()));
        out.flush();
        return ExitCodes.ACCEPTED;
    }

    private static void print(Guides.Hint hint, int count, String title, Styles styles, PrintWriter out) {
        String heading = "Hint " + hint.number() + " of " + count + " (" + title + ")";
        out.println(styles.bold(heading));
        out.println("-".repeat(heading.length()));
        new StatementRenderer(styles).render(hint.text()).forEach(out::println);
    }
}
