package dev.practicejudge.session;

import dev.practicejudge.judge.StatusCache;
import dev.practicejudge.learn.HintsSeen;
import dev.practicejudge.problem.Editorial;
import dev.practicejudge.problem.Hints;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.ProblemLoader;
import dev.practicejudge.problem.Submission;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.text.Utf8;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * How {@code hint} and {@code editorial} read a problem's hints and editorial, and decide what the
 * learner sees: the next hint (counted as seen), every hint, or the editorial once the solution is
 * accepted. A missing or broken file is refused with a message that says which file and what to run.
 */
public final class Guides {

    /** A hint as shown: its number, from 1, and its Markdown. */
    public record Hint(int number, String text) {
    }

    /**
     * The hints to show now and the line after them (none shown: the learner has seen them all).
     *
     * @param title the problem's title, for each hint's heading
     * @param count how many hints the problem has
     */
    public record HintPage(String title, int count, List<Hint> shown, String note) {
        public HintPage {
            shown = List.copyOf(shown);
        }
    }

    /**
     * The editorial's Markdown, quotes expanded, when it opens; otherwise the lines that say why it
     * stays closed and how to open it.
     */
    public record EditorialPage(Optional<String> markdown, List<String> closed) {
        public EditorialPage {
            closed = List.copyOf(closed);
        }
    }

    private Guides() {
    }

    /** The next hint of problem {@code id}, or every one ({@code all}); either counts as seen. */
    static HintPage hint(Workspace workspace, String id, boolean all) throws Refused {
        ProblemLoader.Overview problem = overview(workspace, id);
        Hints hints = hints(workspace, id);
        HintsSeen seen = new HintsSeen(workspace.root());
        int count = hints.count();
        String title = problem.spec().title();
        if (all) {
            seen.update(id, old -> count);
            return new HintPage(title, count, hints.hints().stream().map(Guides::shown).toList(),
                    "All " + count + " hints shown." + afterTheHints(workspace, id));
        }
        if (seen.of(id) >= count) {
            return new HintPage(title, count, List.of(), "You have seen all " + count + " hints of " + id
                    + ": ./judgew hint " + id + " --all shows them again." + afterTheHints(workspace, id));
        }
        // The count may have moved since it was read (another terminal): the update decides which hint this is.
        int shown = seen.update(id, old -> Math.min(count, old + 1));
        int left = count - shown;
        return new HintPage(title, count, List.of(shown(hints.hints().get(shown - 1))), left == 0
                ? "That was the last hint. ./judgew hint " + id + " --all shows them all again." + afterTheHints(workspace, id)
                : left + " more hint" + (left == 1 ? "" : "s") + ": ./judgew hint " + id + " shows the next, --all "
                        + "every one.");
    }

    private static Hint shown(Hints.Hint hint) {
        return new Hint(hint.number(), hint.text());
    }

    private static String afterTheHints(Workspace workspace, String id) {
        // An assignment's template has no editorial to point to.
        if (!Files.exists(workspace.problemDirectory(id).resolve(Editorial.FILE))) {
            return "";
        }
        return " Once your solution is accepted, ./judgew editorial " + id + " explains the approaches.";
    }

    /** The editorial of problem {@code id}: open once the last {@code test} accepted it, or with {@code spoil}. */
    static EditorialPage editorial(Workspace workspace, String id, boolean spoil) throws Refused {
        ProblemLoader.Overview problem = overview(workspace, id);
        Editorial editorial = editorial(workspace, id, problem);
        Optional<StatusCache.Status> last = StatusCache.of(workspace.root(), id);
        if (!spoil && !last.map(StatusCache.Status::solved).orElse(false)) {
            int seen = new HintsSeen(workspace.root()).of(id);
            return new EditorialPage(Optional.empty(), List.of(
                    "The editorial of " + id + " opens once your solution is accepted: "
                            + last.map(s -> "your last ./judgew test " + id + " was " + s.verdict() + " (" + s.passed()
                                    + "/" + s.total() + " tests).")
                            .orElse("./judgew test " + id + " judges " + workspace.display(workspace.solutionFile(id))
                                    + "."),
                    "Stuck? ./judgew hint " + id + " gives a hint" + (seen == 0 ? "" : " (you have seen " + seen
                            + ")") + ". To read the editorial now anyway: ./judgew editorial " + id + " --spoil"));
        }
        try {
            return new EditorialPage(Optional.of(String.join("\n", withQuotesExpanded(editorial))), List.of());
        } catch (IOException e) {
            throw new Refused("cannot read a submission the editorial quotes: " + e.getMessage());
        }
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

    /** The problem's spec, from {@code problem.json} alone (its tests are not needed here). */
    private static ProblemLoader.Overview overview(Workspace workspace, String id) throws Refused {
        try {
            return workspace.loader().loadOverview(workspace.problemDirectory(id));
        } catch (ProblemFormatException e) {
            throw broken(id, e);
        }
    }

    private static Hints hints(Workspace workspace, String id) throws Refused {
        Path dir = workspace.problemDirectory(id);
        try {
            if (!Files.exists(dir.resolve(Hints.FILE)) && Submission.withheld(dir)) {
                throw new Refused("this assignment does not include hints for " + id);
            }
            return workspace.loader().loadHints(dir).orElseThrow(() -> new Refused(id + " has no hints yet: "
                    + workspace.display(dir.resolve(Hints.FILE)) + " does not exist (its author can add it: "
                    + "docs/problem-format.md)"));
        } catch (ProblemFormatException e) {
            throw broken(id, e);
        }
    }

    private static Editorial editorial(Workspace workspace, String id, ProblemLoader.Overview problem) throws Refused {
        Path dir = workspace.problemDirectory(id);
        if (!Files.exists(dir.resolve(Editorial.FILE)) && Submission.withheld(dir)) {
            throw new Refused("this assignment does not include the editorial of " + id);
        }
        try {
            return workspace.loader().loadEditorial(dir, problem.spec()).orElseThrow(() -> new Refused(id
                    + " has no editorial yet: " + workspace.display(dir.resolve(Editorial.FILE)) + " does not exist "
                    + "(its author can add it: docs/problem-format.md)"));
        } catch (ProblemFormatException e) {
            throw broken(id, e);
        }
    }

    private static Refused broken(String id, ProblemFormatException e) {
        return new Refused("the problem package is broken: " + e.getMessage() + " (./judgew validate " + id
                + " says more)");
    }
}
