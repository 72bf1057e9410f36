package dev.practicejudge.cli;

import dev.practicejudge.present.Styles;
import dev.practicejudge.session.Canon;
import dev.practicejudge.session.Completions;
import dev.practicejudge.session.LearnerStatus;
import dev.practicejudge.session.PracticePath;
import dev.practicejudge.session.Refused;
import dev.practicejudge.text.Suggestions;
import dev.practicejudge.text.WordWrap;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.IntStream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code judgew list}: every problem, with what the learner has done about it. */
@Command(name = "list",
        mixinStandardHelpOptions = true,
        description = {"List the problems in the order of the practice path (easy to hard, then each problem's "
                + "step): id, title, difficulty, the technique it trains (its tags when it names none), number of "
                + "tests, and your status: "
                + "solved (your last judged run was accepted), attempted (judged otherwise, or "
                + "solutions/<ID>/Solution.java exists) or not started, and how many hints you have seen (./judgew "
                + "hint). The table fits the terminal's width ($COLUMNS, else 100 columns): narrower, it leaves out "
                + "the title, then puts each technique on lines of its own."},
        footer = {"", "Exit status: 0 listed, 2 usage error or a problem package that does not load "
                + "(the others are still listed).",
                "", "Examples:",
                "  ./judgew list",
                "  ./judgew list --difficulty hard",
                "  ./judgew list --tag backtracking --difficulty hard",
                "  ./judgew list --topic linked-list"})
final class ListCommand extends JudgeCommand {

    private static final String[] HEADER = {"ID", "TITLE", "DIFFICULTY", "TECHNIQUE", "TESTS", "STATUS"};
    private static final int ID = 0;
    private static final int TECHNIQUE = 3;
    private static final int TESTS = 4;
    private static final int STATUS = 5;
    /** The columns of each layout, widest first: {@link #printTable} takes the first that fits. */
    private static final int[] ALL = {0, 1, 2, 3, 4, 5};
    private static final int[] UNTITLED = {0, 2, 3, 4, 5};
    private static final int[] STACKED = {0, 2, 4, 5};
    private static final int MIN_ID_WIDTH = 16;
    private static final int STATUS_ROOM = 20;
    private static final String GAP = "  ";
    private static final String INDENT = "    ";

    @Option(names = "--tag", paramLabel = "TAG", completionCandidates = Completions.Tags.class,
            description = "Only problems with this tag (any case).")
    String tag;

    @Option(names = "--topic", paramLabel = "TOPIC", completionCandidates = Completions.Topics.class,
            description = "Only problems of this topic, as written or as one word: \"linked list\" or linked-list.")
    String topic;

    @Option(names = "--canon", description = "Only the interview canon, the Blind 75, in the practice path's order.")
    boolean canon;

    @Option(names = "--difficulty", paramLabel = "LEVEL", completionCandidates = Completions.Difficulties.class,
            description = "Only problems of this difficulty: ${COMPLETION-CANDIDATES}.")
    String difficulty;

    @Override
    public Integer call() throws UsageError, Refused {
        PrintWriter out = out();
        PrintWriter err = err();
        Styles styles = styles();
        String level = level(difficulty);
        PracticePath path = session().practicePath(level, tag, topic);
        if (topic != null) {
            requireTopic(path, topic);
        }
        path.broken().forEach(message -> err.println("error: " + message));
        Canon blind75 = Canon.blind75();
        List<PracticePath.Entry> rows = canon
                ? path.entries().stream().filter(e -> blind75.contains(e.id())).toList() : path.entries();
        boolean broken = !path.broken().isEmpty();

        if (rows.isEmpty()) {
            if (path.empty()) {
                out.println("No problems yet: " + path.problems() + " is empty.");
            } else {
                out.println("No problem matches " + filters() + "."
                        + (path.tags().isEmpty() ? "" : " The tags are: " + String.join(", ", path.tags()) + "."));
            }
            out.flush();
            return broken ? ExitCodes.ERROR : ExitCodes.ACCEPTED;
        }

        int width = width();
        printTable(rows, styles, out, width);
        long misplaced = rows.stream().filter(r -> r.misplaced().isPresent()).count();
        if (misplaced > 0) {
            out.println();
            wrapped(out, width, (misplaced == 1 ? "1 solution file is" : misplaced + " solution files are")
                    + " not where the judge reads them, so test does not judge them: ./judgew test shows the fix.");
        }
        long solved = rows.stream().filter(r -> r.status() == LearnerStatus.SOLVED).count();
        out.println();
        wrapped(out, width, solved + " of " + rows.size() + " solved" + (filters().isEmpty() ? "" : " (" + filters() + ")")
                + rows.stream().filter(r -> r.problem().isPresent() && r.status() != LearnerStatus.SOLVED).findFirst()
                        .map(r -> "; next on the path: " + r.id() + " (./judgew show " + r.id() + ")").orElse(""));
        if (difficulty == null && tag == null && topic == null) {
            // How much of the canon the repository holds, counted over every problem, so only unfiltered.
            List<PracticePath.Entry> inCanon = path.entries().stream()
                    .filter(e -> blind75.contains(e.id()) && e.problem().isPresent()).toList();
            long canonSolved = inCanon.stream().filter(r -> r.status() == LearnerStatus.SOLVED).count();
            // A repository of other problems (a teacher's own) hears nothing of the canon.
            if (!inCanon.isEmpty()) {
                wrapped(out, width, blind75.name() + ": " + inCanon.size() + " of its " + blind75.ids().size()
                        + " problems are here, " + canonSolved + " solved"
                        + (canon ? "" : " (./judgew list --canon lists them alone)"));
            }
        }
        out.flush();
        return broken ? ExitCodes.ERROR : ExitCodes.ACCEPTED;
    }

    /**
     * {@code --difficulty} as a filter: lower case, or null when not given; fails on one that is not
     * a difficulty, suggesting the closest.
     */
    static String level(String difficulty) throws UsageError {
        String level = difficulty == null ? null : difficulty.toLowerCase(Locale.ROOT);
        if (level != null && !Completions.Difficulties.ALL.contains(level)) {
            String suggestion = Suggestions.closest(level, Completions.Difficulties.ALL)
                    .map(d -> " (did you mean \"" + d + "\"?)").orElse("");
            throw new UsageError("unknown difficulty \"" + difficulty + "\"" + suggestion
                    + "; use easy, medium or hard");
        }
        return level;
    }

    /**
     * Fails unless {@code topic} (as written, or as one word) is a topic of {@code path}'s problems,
     * suggesting the closest and naming every topic.
     */
    static void requireTopic(PracticePath path, String topic) throws UsageError {
        List<String> words = path.topics().stream().map(PracticePath::topicWord).toList();
        String word = PracticePath.topicWord(topic);
        if (words.contains(word)) {
            return;
        }
        // The closest by spelling, or else one it begins (backtrack, linked).
        String suggestion = Suggestions.closest(word, words)
                .or(() -> words.stream().filter(w -> !word.isEmpty() && w.startsWith(word)).findFirst())
                .map(t -> " (did you mean \"" + t + "\"?)").orElse("");
        throw new UsageError("unknown topic \"" + topic + "\"" + suggestion + (words.isEmpty()
                ? "; no problem names a topic" : "; the topics are: " + String.join(", ", words)));
    }

    /** A sentence below the table, in lines that fit the table's width. */
    private static void wrapped(PrintWriter out, int width, String text) {
        WordWrap.lines(text, width).forEach(out::println);
    }

    private String filters() {
        List<String> parts = new ArrayList<>();
        if (difficulty != null) {
            parts.add("--difficulty " + difficulty);
        }
        if (tag != null) {
            parts.add("--tag " + tag);
        }
        if (topic != null) {
            parts.add("--topic " + topic);
        }
        if (canon) {
            parts.add("--canon");
        }
        return String.join(" ", parts);
    }

    /**
     * The table in {@code width} columns: every column when it fits; else without the title (the id says
     * it too); else stacked, each row's technique on lines of its own beneath it, an id too long for
     * its column alone on its line, and a long status continued under itself. Only a single word
     * longer than the whole width (an id or a file name) can make a line wider.
     */
    private static void printTable(List<PracticePath.Entry> rows, Styles styles, PrintWriter out, int width) {
        List<String[]> cells = new ArrayList<>();
        for (PracticePath.Entry row : rows) {
            cells.add(row.problem().map(p -> new String[] {row.id(), p.title(), p.difficulty(), p.technique(),
                    String.valueOf(p.tests()), status(row)})
                    .orElse(new String[] {row.id(), "-", "-", "-", "-", status(row)}));
        }
        int[] widths = new int[HEADER.length];
        for (int c = 0; c < HEADER.length; c++) {
            widths[c] = HEADER[c].length();
            for (String[] line : cells) {
                widths[c] = Math.max(widths[c], line[c].length());
            }
        }
        int[] columns = tableWidth(ALL, widths) <= width ? ALL
                : tableWidth(UNTITLED, widths) <= width ? UNTITLED : STACKED;
        boolean stacked = columns == STACKED;
        if (stacked) {
            // The ids keep their column while the status keeps room for the common ones ("solved (13/13 tests)");
            // a longer status continues on the next line, and an id too long for its column takes a line of its own.
            int others = tableWidth(STACKED, widths) - widths[ID] - widths[STATUS] + Math.min(widths[STATUS], STATUS_ROOM);
            widths[ID] = Math.min(widths[ID], Math.max(MIN_ID_WIDTH, width - others));
        }
        out.println(styles.bold(line(HEADER, columns, widths)));
        if (stacked) {
            out.println(styles.bold(INDENT + HEADER[TECHNIQUE]));
        }
        for (int r = 0; r < rows.size(); r++) {
            Optional<String> topic = PracticePath.topicOf(rows.get(r));
            if (r == 0 || !topic.equals(PracticePath.topicOf(rows.get(r - 1)))) {
                // A heading per topic, with how far the learner is in it.
                List<PracticePath.Entry> group = rows.stream().filter(e -> PracticePath.topicOf(e).equals(topic)).toList();
                long solved = group.stream().filter(e -> e.status() == LearnerStatus.SOLVED).count();
                out.println();
                out.println(styles.bold(topic.orElse("other")) + ": " + solved + " of " + group.size() + " solved");
            }
            String[] line = cells.get(r);
            String status = line[STATUS];
            line[STATUS] = "";
            if (!stacked) {
                out.println(line(line, columns, widths) + colour(rows.get(r), status, styles));
                continue;
            }
            if (line[ID].length() > widths[ID]) {
                out.println(line[ID]);
                line[ID] = "";
            }
            String front = line(line, columns, widths);
            List<String> statusLines = WordWrap.lines(status, Math.max(1, width - front.length()));
            for (int s = 0; s < statusLines.size(); s++) {
                // A word too long for the status column (a file's path) ends at the right edge instead.
                String piece = statusLines.get(s);
                String margin = s == 0 ? front : " ".repeat(Math.max(0, Math.min(front.length(), width - piece.length())));
                out.println(margin + colour(rows.get(r), piece, styles));
            }
            if (!line[TECHNIQUE].equals("-")) {
                WordWrap.lines(line[TECHNIQUE], width - INDENT.length()).forEach(t -> out.println(INDENT + t));
            }
        }
    }

    /** How wide a table of these columns is, its last column (the status) at its longest. */
    private static int tableWidth(int[] columns, int[] widths) {
        return IntStream.of(columns).map(c -> widths[c]).sum() + GAP.length() * (columns.length - 1);
    }

    /** The cells of these columns padded to their widths (numbers to the right); the last one, the status, is not padded. */
    private static String line(String[] cells, int[] columns, int[] widths) {
        StringBuilder text = new StringBuilder();
        for (int c : columns) {
            if (c != columns[0]) {
                text.append(GAP);
            }
            text.append(c == STATUS ? cells[c]
                    : String.format(Locale.ROOT, "%" + (c == TESTS ? "" : "-") + widths[c] + "s", cells[c]));
        }
        return text.toString();
    }

    /**
     * "solved (9/9)", "attempted (WA 2/9)", "attempted" (never judged), "not started", "broken package",
     * "not judged: found solutions/ID/solution.java"; then ", 2 hints seen" when the learner asked for any.
     */
    private static String status(PracticePath.Entry row) {
        String hints = row.hintsSeen() == 0 ? ""
                : ", " + row.hintsSeen() + (row.hintsSeen() == 1 ? " hint" : " hints") + " seen";
        if (row.misplaced().isPresent()) {
            return "not judged: found " + row.misplaced().get() + hints;
        }
        return row.status().label() + row.last()
                .map(s -> " (" + (s.solved() ? "" : s.verdict() + " ") + s.passed() + "/" + s.total() + " tests)")
                .orElse("") + hints;
    }

    private static String colour(PracticePath.Entry row, String status, Styles styles) {
        return switch (row.status()) {
            case SOLVED -> styles.green(status);
            case ATTEMPTED -> status;
            case NOT_STARTED -> row.misplaced().isPresent() ? styles.bold(status) : styles.faint(status);
            case BROKEN -> styles.red(status);
        };
    }
}
