package dev.practicejudge.problem;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a package's {@code hints.md} by the team's format (docs/problem-format.md): the line
 * {@code # Hints}, then two to four sections {@code ## Hint 1}, {@code ## Hint 2}, ... in order,
 * each with some text, no fenced code, no {@code TODO} and at most {@value Hints#MAX_WORDS} words.
 */
final class HintsReader {

    static final String TITLE = "# Hints";
    private static final Pattern HEADING = Pattern.compile("^ {0,3}#{1,6}(\\s|$)");
    private static final Pattern HINT = Pattern.compile("## Hint (\\d+)");

    private HintsReader() {
    }

    /** The hints in {@code file}; empty when the file does not exist. */
    static Optional<Hints> read(Path file, Path shown) throws ProblemFormatException {
        Optional<MarkdownFile> found = MarkdownFile.read(file, shown);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        MarkdownFile md = found.get();
        md.rejectTodo("a hint");
        if (!md.line(1).equals(TITLE)) {
            throw md.error(1, 1, "the first line must be \"" + TITLE + "\", then the sections \"## Hint 1\", "
                    + "\"## Hint 2\", ...; found \"" + md.line(1) + "\"");
        }
        List<Hints.Hint> hints = new ArrayList<>();
        int headingLine = 0;
        List<String> text = new ArrayList<>();
        for (int n = 2; n <= md.lineCount(); n++) {
            String line = md.line(n);
            if (MarkdownFile.fence(line).isPresent()) {
                throw md.error(n, 1, "a fenced code block in a hint: hints never hand over code; name a method "
                        + "or an expression in inline `code` instead");
            }
            if (HEADING.matcher(line).find()) {
                Matcher hint = HINT.matcher(line.strip());
                int expected = hints.size() + (headingLine > 0 ? 2 : 1);
                if (!hint.matches() || Integer.parseInt(hint.group(1)) != expected) {
                    throw md.error(n, 1, "expected the heading \"## Hint " + expected + "\" here (hints are "
                            + "sections \"## Hint 1\", \"## Hint 2\", ... in order, nothing else); found \"" + line + "\"");
                }
                if (headingLine > 0) {
                    hints.add(hint(md, headingLine, hints.size() + 1, text));
                }
                if (expected > Hints.MAX) {
                    throw md.error(n, 1, "a hint beyond the " + Hints.MAX + "th: a problem has " + Hints.MIN + " to "
                            + Hints.MAX + " hints; merge some, or move the rest to the editorial");
                }
                headingLine = n;
                text = new ArrayList<>();
                continue;
            }
            if (headingLine == 0) {
                if (!line.isBlank()) {
                    throw md.error(n, 1, "text before \"## Hint 1\": after \"" + TITLE + "\" come the hints, each "
                            + "under its own heading");
                }
                continue;
            }
            text.add(line);
        }
        if (headingLine > 0) {
            hints.add(hint(md, headingLine, hints.size() + 1, text));
        }
        if (hints.size() < Hints.MIN) {
            throw md.error(hints.isEmpty() ? 1 : hints.get(hints.size() - 1).line(), 1, (hints.isEmpty() ? "no hints"
                    : "only one hint") + ": a problem has " + Hints.MIN + " to " + Hints.MAX + " progressive hints "
                    + "under \"## Hint 1\", \"## Hint 2\", ... (the first names the idea, the last is nearly the algorithm)");
        }
        return Optional.of(new Hints(shown, hints));
    }

    private static Hints.Hint hint(MarkdownFile md, int headingLine, int number, List<String> lines)
            throws ProblemFormatException {
        String text = String.join("\n", lines).strip();
        if (text.isEmpty()) {
            throw md.error(headingLine, 1, "Hint " + number + " has no text");
        }
        int words = text.split("\\s+").length;
        if (words > Hints.MAX_WORDS) {
            throw md.error(headingLine, 1, "Hint " + number + " has " + words + " words; a hint has at most "
                    + Hints.MAX_WORDS + ": say less, or leave the rest to the next hint or the editorial");
        }
        return new Hints.Hint(number, headingLine, text);
    }
}
