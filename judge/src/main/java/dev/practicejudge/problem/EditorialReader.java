package dev.practicejudge.problem;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a package's {@code editorial.md} by the team's format (docs/problem-format.md): the title
 * line, at least two {@code ## Approach N: name} sections in order, each with a paragraph starting
 * {@code **Why it is correct.**} and one starting {@code **Complexity.**}, then one
 * {@code ## Pitfalls} section linking every submission outside {@code submissions/accepted/} and
 * quoting its pinned message; every link into {@code submissions/} resolves; no {@code TODO}.
 * Whether its {@code java} blocks compile is for {@code validate}, which has a compiler.
 */
final class EditorialReader {

    static final String PITFALLS = "## Pitfalls";
    static final String WHY = "**Why it is correct.**";
    static final String COMPLEXITY = "**Complexity.**";
    private static final Pattern SECTION = Pattern.compile("^## ");
    private static final Pattern APPROACH = Pattern.compile("## Approach (\\d+): (\\S.*)");
    private static final Pattern LINK = Pattern.compile("\\[([^\\]]*)]\\(([^)\\s]*)\\)");
    private static final Pattern QUOTE = Pattern.compile("\\[(submissions/accepted/[^\\]]+\\.java)]\\(\\1\\)");
    private static final Pattern BULLET = Pattern.compile("^ {0,3}[-*+] ");
    private static final String SUBMISSIONS = Submission.SUBMISSIONS_DIR + "/";

    private EditorialReader() {
    }

    /** One link into {@code submissions/}: where it is, where it goes, and the pitfall bullet it is in (-1: none). */
    private record SubmissionLink(int line, int column, String target, int bullet) {
    }

    /**
     * The editorial in {@code file}; empty when the file does not exist.
     *
     * @param problemDirectory the package, where links into {@code submissions/} resolve
     * @param spec the problem's spec, whose title the first line repeats
     */
    static Optional<Editorial> read(Path file, Path shown, Path problemDirectory, ProblemSpec spec)
            throws ProblemFormatException {
        Optional<MarkdownFile> found = MarkdownFile.read(file, shown);
        if (found.isEmpty()) {
            return Optional.empty();
        }
        MarkdownFile md = found.get();
        md.rejectTodo("the editorial");
        String title = "# " + spec.title() + ": editorial";
        if (!md.line(1).equals(title)) {
            throw md.error(1, 1, "the first line must be \"" + title + "\" (problem.json's title, then \": editorial\"); "
                    + "found \"" + md.line(1) + "\"");
        }
        List<Editorial.Approach> approaches = new ArrayList<>();
        List<Editorial.Quote> quotes = new ArrayList<>();
        List<Editorial.JavaBlock> javaBlocks = new ArrayList<>();
        List<SubmissionLink> links = new ArrayList<>();
        List<StringBuilder> bullets = new ArrayList<>();
        int pitfallsLine = 0;
        // The approach whose section the loop is in (null in any other section), and the pitfalls' likewise.
        Editorial.Approach inApproach = null;
        boolean inPitfalls = false;
        boolean inBullet = false;
        boolean why = false;
        boolean complexity = false;
        List<String> paragraph = new ArrayList<>();
        int paragraphStart = 0;
        for (int n = 2; n <= md.lineCount() + 1; n++) {
            // One line past the end closes the last paragraph and section.
            String line = n <= md.lineCount() ? md.line(n) : "";
            boolean end = n > md.lineCount();
            Optional<MarkdownFile.Fence> fence = end ? Optional.empty() : MarkdownFile.fence(line);
            boolean heading = !end && SECTION.matcher(line).find();
            if (line.isBlank() || fence.isPresent() || heading) {
                quote(paragraph, paragraphStart, problemDirectory).ifPresent(quotes::add);
                paragraph = new ArrayList<>();
                inBullet = false;  // a blank line, a fence or a heading ends a pitfall's bullet
            }
            if (fence.isPresent()) {
                n = codeBlock(md, n, fence.get(), javaBlocks, spec);
                continue;
            }
            if (heading || end) {
                if (inApproach != null) {
                    requireParts(md, inApproach, why, complexity);
                }
                if (end) {
                    break;
                }
                inApproach = null;
                inPitfalls = false;
                Matcher approach = APPROACH.matcher(line);
                if (line.startsWith("## Approach")) {
                    int expected = approaches.size() + 1;
                    if (!approach.matches() || Integer.parseInt(approach.group(1)) != expected) {
                        throw md.error(n, 1, "expected \"## Approach " + expected + ": <name>\" here (approaches are "
                                + "numbered 1, 2, ... in order, each with a name); found \"" + line + "\"");
                    }
                    if (pitfallsLine > 0) {
                        throw md.error(n, 1, "an approach after \"" + PITFALLS + "\" (line " + pitfallsLine
                                + "): the pitfalls come after every approach");
                    }
                    inApproach = new Editorial.Approach(expected, approach.group(2).strip(), n);
                    approaches.add(inApproach);
                    why = false;
                    complexity = false;
                } else if (approaches.isEmpty()) {
                    throw md.error(n, 1, "the first section must be \"## Approach 1: <name>\" (the naive one); other "
                            + "sections such as \"## Growth\" may come after it; found \"" + line + "\"");
                } else if (line.equals(PITFALLS)) {
                    if (pitfallsLine > 0) {
                        throw md.error(n, 1, "a second \"" + PITFALLS + "\" section (the first is at line "
                                + pitfallsLine + "): an editorial has exactly one");
                    }
                    pitfallsLine = n;
                    inPitfalls = true;
                }
                continue;
            }
            if (line.isBlank()) {
                continue;
            }
            if (paragraph.isEmpty()) {
                paragraphStart = n;
                String text = line.strip();
                why |= text.startsWith(WHY);
                complexity |= text.startsWith(COMPLEXITY);
            }
            paragraph.add(line);
            if (inPitfalls && BULLET.matcher(line).find()) {
                bullets.add(new StringBuilder());
                inBullet = true;
            }
            boolean pitfall = inPitfalls && inBullet;
            if (pitfall) {
                bullets.get(bullets.size() - 1).append(line.strip()).append(' ');
            }
            Matcher link = LINK.matcher(line);
            while (link.find()) {
                String target = link.group(2);
                if (!target.startsWith(SUBMISSIONS)) {
                    continue;
                }
                if (!link.group(1).equals(target)) {
                    throw md.error(n, link.start() + 1, "a link into " + SUBMISSIONS + " has its path as its text, "
                            + "[" + target + "](" + target + "); found [" + link.group(1) + "]");
                }
                Path resolved = problemDirectory.resolve(target).normalize();
                if (!resolved.startsWith(problemDirectory.resolve(Submission.SUBMISSIONS_DIR))
                        || !Files.isRegularFile(resolved)) {
                    throw md.error(n, link.start() + 1, "the link " + target + " goes to no file of the package: "
                            + "link an existing submission, e.g. " + SUBMISSIONS + "accepted/X.java");
                }
                links.add(new SubmissionLink(n, link.start() + 1, target, pitfall ? bullets.size() - 1 : -1));
            }
        }
        if (approaches.size() < Editorial.MIN_APPROACHES) {
            throw md.error(approaches.isEmpty() ? 1 : approaches.get(0).line(), 1, (approaches.isEmpty() ? "no approach"
                    : "one approach") + ": an editorial compares at least " + Editorial.MIN_APPROACHES
                    + ", from naive to best, each under \"## Approach N: <name>\"");
        }
        if (pitfallsLine == 0) {
            throw md.error(md.lineCount(), 1, "no \"" + PITFALLS + "\" section: after the approaches, one bullet per "
                    + "submission outside " + SUBMISSIONS + "accepted/, linking it and saying what mistake it makes");
        }
        requirePitfalls(md, problemDirectory, pitfallsLine, links, bullets);
        return Optional.of(new Editorial(shown, String.join("\n", md.lines), approaches, quotes, javaBlocks));
    }

    private static void requireParts(MarkdownFile md, Editorial.Approach approach, boolean why, boolean complexity)
            throws ProblemFormatException {
        if (!why || !complexity) {
            throw md.error(approach.line(), 1, "\"## Approach " + approach.number() + ": " + approach.name()
                    + "\" has no paragraph starting " + (why ? COMPLEXITY : WHY) + " (each approach says why it is "
                    + "correct, and its time and space with the reasoning)");
        }
    }

    /** Skips a fenced block starting at line {@code start}, keeping it when it is marked java; returns its last line. */
    private static int codeBlock(MarkdownFile md, int start, MarkdownFile.Fence fence,
                                 List<Editorial.JavaBlock> javaBlocks, ProblemSpec spec) throws ProblemFormatException {
        List<String> code = new ArrayList<>();
        for (int n = start + 1; n <= md.lineCount(); n++) {
            if (fence.closedBy(md.line(n))) {
                if (fence.info().equals("java")) {
                    String className = spec.method().className();
                    String text = String.join("\n", code);
                    if (!Pattern.compile("\\bclass\\s+" + Pattern.quote(className) + "\\b").matcher(text).find()) {
                        throw md.error(start, 1, "a ```java block must declare class " + className + " and compile "
                                + "as a solution of this problem; mark fragments and pseudo code ```text");
                    }
                    javaBlocks.add(new Editorial.JavaBlock(start + 1, text));
                }
                return n;
            }
            code.add(md.lines.get(n - 1));
        }
        throw md.error(start, 1, "this " + fence.marker() + " block is never closed: end it with a line of "
                + fence.marker());
    }

    /** The quote a paragraph is, when it is only a link to an accepted submission. */
    private static Optional<Editorial.Quote> quote(List<String> paragraph, int line, Path problemDirectory) {
        if (paragraph.size() != 1) {
            return Optional.empty();
        }
        Matcher m = QUOTE.matcher(paragraph.get(0).strip());
        return m.matches()
                ? Optional.of(new Editorial.Quote(line, m.group(1), problemDirectory.resolve(m.group(1)).normalize()))
                : Optional.empty();
    }

    /**
     * Every submission outside {@code accepted/} is linked under the pitfalls, and the bullet that
     * links one with an {@code @expected-message} line quotes that message in double quotes or as
     * a code span (the form for a message that has double quotes of its own, such as a returned
     * string's {@code "(())(())"}).
     */
    private static void requirePitfalls(MarkdownFile md, Path problemDirectory, int pitfallsLine,
                                        List<SubmissionLink> links, List<StringBuilder> bullets)
            throws ProblemFormatException {
        List<Submission> submissions;
        try {
            submissions = Submission.find(problemDirectory.resolve(Submission.SUBMISSIONS_DIR), new ArrayList<>());
        } catch (IOException e) {
            throw md.error(pitfallsLine, 1, "cannot list the submissions to check the pitfalls: " + e.getMessage());
        }
        Map<String, List<SubmissionLink>> linked = new LinkedHashMap<>();
        for (SubmissionLink link : links) {
            if (link.bullet() >= 0) {
                linked.computeIfAbsent(link.target(), t -> new ArrayList<>()).add(link);
            }
        }
        for (Submission submission : submissions) {
            if (submission.isAccepted()) {
                continue;
            }
            String path = SUBMISSIONS + submission.name();
            List<SubmissionLink> found = linked.get(path);
            if (found == null) {
                throw md.error(pitfallsLine, 1, path + " is not linked under \"" + PITFALLS + "\": add a bullet that "
                        + "says what mistake it makes, linking it as [" + path + "](" + path + ")"
                        + submission.expectedMessage().map(m -> " and quoting its message \"" + m + "\"").orElse(""));
            }
            Optional<String> pinned = submission.expectedMessage();
            if (pinned.isPresent() && found.stream()
                    .noneMatch(l -> quotes(bullets.get(l.bullet()).toString(), pinned.get()))) {
                SubmissionLink first = found.get(0);
                throw md.error(first.line(), first.column(), "the pitfall that links " + path + " must quote its "
                        + "pinned message (its @expected-message line) verbatim, in double quotes or as a code "
                        + "span: \"" + pinned.get() + "\"" + (pinned.get().contains("\"")
                                ? " (a message with double quotes of its own reads better as `" + pinned.get() + "`)"
                                : ""));
            }
        }
    }

    /** True when {@code bullet} holds {@code message} verbatim as {@code "message"} or {@code `message`}. */
    private static boolean quotes(String bullet, String message) {
        return bullet.contains("\"" + message + "\"") || bullet.contains("`" + message + "`");
    }
}
