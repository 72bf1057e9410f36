package dev.practicejudge.cli;

import dev.practicejudge.judge.StatusCache;
import dev.practicejudge.learn.HintsSeen;
import dev.practicejudge.learn.StatementRenderer;
import dev.practicejudge.present.Styles;
import dev.practicejudge.problem.Editorial;
import dev.practicejudge.problem.ProblemLoader;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.session.Refused;
import dev.practicejudge.session.Session;
import dev.practicejudge.text.Utf8;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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
                + "it anyway), 2 usage error, a problem without an editorial, or a package whose editorial does not "
                + "load.",
                "", "Examples:",
                "  ./judgew editorial n-queens",
                "  ./judgew editorial n-queens --spoil"})
final class EditorialCommand extends JudgeCommand {

    @Mixin
    ProblemId problemId;

    @Option(names = "--spoil", description = "Show the editorial even though your solution is not accepted yet.")
    boolean spoil;

    @Override
    public Integer call() throws UsageError, Refused {
        PrintWriter out = out();
        Styles styles = styles();
        Session session = session();
        Workspace workspace = session.workspace();
        String id = problemId.in(session);
        ProblemLoader.Overview problem = Guides.overview(workspace, id);
        Editorial editorial = Guides.editorial(workspace, id, problem);
        Optional<StatusCache.Status> last = StatusCache.of(workspace.root(), id);
        if (!spoil && !last.map(StatusCache.Status::solved).orElse(false)) {
            out.println("The editorial of " + id + " opens once your solution is accepted: "
                    + last.map(s -> "your last ./judgew test " + id + " was " + s.verdict() + " (" + s.passed() + "/"
                            + s.total() + " tests).")
                            .orElse("./judgew test " + id + " judges " + workspace.display(workspace.solutionFile(id))
                                    + "."));
            int seen = new HintsSeen(workspace.root()).of(id);
            out.println("Stuck? ./judgew hint " + id + " gives a hint" + (seen == 0 ? "" : " (you have seen " + seen
                    + ")") + ". To read the editorial now anyway: ./judgew editorial " + id + " --spoil");
            out.flush();
            return ExitCodes.NOT_ACCEPTED;
        }
        List<String> markdown;
        try {
            markdown = withQuotesExpanded(editorial);
        } catch (IOException e) {
            throw new UsageError("cannot read a submission the editorial quotes: " + e.getMessage());
        }
        new StatementRenderer(styles).render(String.join("\n", markdown)).forEach(out::println);
        out.flush();
        return ExitCodes.ACCEPTED;
    }

    /**
     * The editorial's lines with each quote (a paragraph that is only a link to an accepted
     * submission) followed by that submission's code in a java block: the link is its caption.
     */
    static List<String> withQuotesExpanded(Editorial editorial) throws IOException {
        List<String> lines = new ArrayList<>(List.of(editorial.markdown().split("\n", -1)));
        // From the last quote up, so earlier line numbers still hold.
        List<Editorial.Quote> quotes = new ArrayList<>(editorial.quotes());
        for (int i = quotes.size() - 1; i >= 0; i--) {
            Editorial.Quote quote = quotes.get(i);
            String code = Utf8.read(quote.source()).stripTrailing();
            String fence = code.contains("```") ? "~~~~" : "```";
            List<String> block = new ArrayList<>();
            block.add("");
            block.add(fence + "java");
            block.addAll(List.of(code.split("\r\n|\r|\n", -1)));
            block.add(fence);
            lines.addAll(quote.line(), block);
        }
        return lines;
    }
}
