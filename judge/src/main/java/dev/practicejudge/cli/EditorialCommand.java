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

/** {@code judgew editorial ID [--spoil]}: how the problem is meant to be solved, once the learner has solved it. */
@Command(name = "editorial",
        mixinStandardHelpOptions = true,
        description = {"Show a problem's editorial: the approaches from naive to best, why each is correct, what "
                + "each costs, and the mistakes the package's wrong submissions make, with the package's accepted "
                + "submissions quoted in full. It opens once your last ./judgew test of solutions/<ID>/Solution.java "
                + "was accepted; --spoil opens it before."},
        footer = {"", "Exit status: 0 shown, 1 not shown because your solution is not accepted yet (--spoil shows "
                + "it anyway), 2 usage error, a problem without an editorial, a package whose editorial does not "
                + "load, or an interview open on the problem (without --reveal).",
                "", "Examples:",
                "  ./judgew editorial n-queens",
                "  ./judgew editorial n-queens --spoil"})
final class EditorialCommand extends JudgeCommand {

    @Mixin
    ProblemId problemId;

    @Option(names = "--spoil", description = "Show the editorial even though your solution is not accepted yet.")
    boolean spoil;

    @Option(names = "--reveal", description = "During an interview on this problem, show the editorial anyway; the "
            + "interview's scorecard records it.")
    boolean reveal;

    @Override
    public Integer call() throws UsageError, Refused {
        PrintWriter out = out();
        Styles styles = styles();
        Session session = session();
        String id = problemId.in(session);
        Interviews interviews = Interviews.of(session);
        interviews.requireReveal(id, "editorial", reveal);
        // Revealed in an interview: shown whether or not the solution is accepted yet.
        Guides.EditorialPage page = session.editorial(id, spoil || reveal);
        if (page.markdown().isPresent()) {
            interviews.revealed(id, "editorial");
        }
        if (page.markdown().isEmpty()) {
            page.closed().forEach(out::println);
            out.flush();
            return ExitCodes.NOT_ACCEPTED;
        }
        new StatementRenderer(styles).render(page.markdown().get()).forEach(out::println);
        out.flush();
        return ExitCodes.ACCEPTED;
    }
}
