package dev.practicejudge.docs;

import static dev.practicejudge.testing.TestRepository.ROOT;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The project's Markdown pages ({@code README.md} and every {@code docs/**}{@code /*.md}) as the
 * doc tests read them: prose blocks, relative links and heading anchors, with fenced code blocks
 * left out of all three. A small reader of the Markdown this repository writes, not a full
 * CommonMark parser: what it does not understand it passes over, so a test built on it can only
 * miss a mistake, never report one that is not there.
 */
final class MarkdownPages {

    /** A paragraph or a list item: its text with whitespace runs made one space, and its first line. */
    record Block(String page, int line, String text) {

        int words() {
            return text.split(" ").length;
        }
    }

    /** A relative link as written: its target (before any {@code #}), its anchor (or empty) and its line. */
    record Link(String page, int line, String target, String anchor) {

        @Override
        public String toString() {
            return page + ":" + line + ": (" + target + (anchor.isEmpty() ? "" : "#" + anchor) + ")";
        }
    }

    private static final Pattern FENCE = Pattern.compile("^\\s*(```+|~~~+)");
    private static final Pattern HEADING = Pattern.compile("^ {0,3}(#{1,6})\\s+(.*?)\\s*#*\\s*$");
    private static final Pattern LIST_ITEM = Pattern.compile("^\\s*(?:[-*+]|\\d+[.)])\\s+(.*)$");
    private static final Pattern CODE_SPAN = Pattern.compile("(`+)(?:(?!\\1).)+?\\1");
    private static final Pattern LINK = Pattern.compile("!?\\[[^\\]]*\\]\\(\\s*<?([^)\\s>]*)>?(?:\\s+\"[^\"]*\")?\\s*\\)");
    private static final Pattern HTML_TAG = Pattern.compile("<[^>]+>");

    private MarkdownPages() {
    }

    /** The pages, as paths relative to the repository root with {@code /}: README.md first, then docs/ sorted. */
    static List<String> pages() {
        List<String> pages = new ArrayList<>();
        pages.add("README.md");
        try (Stream<Path> files = Files.walk(ROOT.resolve("docs"))) {
            files.filter(f -> f.getFileName().toString().endsWith(".md") && Files.isRegularFile(f))
                    .map(f -> ROOT.relativize(f).toString().replace('\\', '/'))
                    .sorted()
                    .forEach(pages::add);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return pages;
    }

    /** The text of a page, by its path relative to the repository root. */
    static String read(String page) {
        try {
            return Files.readString(ROOT.resolve(page));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The page's lines, each fenced code block's lines (fences included) replaced by null. */
    private static List<String> linesOutsideCode(String text) {
        List<String> lines = new ArrayList<>();
        String fence = null;
        for (String line : text.split("\n", -1)) {
            Matcher opening = FENCE.matcher(line);
            if (fence != null) {
                if (line.strip().startsWith(fence) && line.strip().replace(fence.substring(0, 1), "").isEmpty()) {
                    fence = null;
                }
                lines.add(null);
            } else if (opening.find()) {
                fence = opening.group(1);
                lines.add(null);
            } else {
                lines.add(line);
            }
        }
        return lines;
    }

    /**
     * The page's paragraphs and list items, in order. Fenced code, tables, headings, HTML lines
     * (such as {@code <details>}) and images alone on their line are not prose and are left out;
     * a list item's continuation lines belong to it, and a nested item is a block of its own.
     */
    static List<Block> blocks(String page) {
        List<Block> blocks = new ArrayList<>();
        List<String> lines = linesOutsideCode(read(page));
        StringBuilder current = new StringBuilder();
        int start = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            String stripped = line == null ? "" : line.strip();
            boolean notProse = line == null || stripped.isEmpty() || HEADING.matcher(line).matches()
                    || stripped.startsWith("|") || stripped.startsWith("<") || stripped.startsWith("![");
            Matcher item = line == null ? null : LIST_ITEM.matcher(line);
            if (notProse || item.matches()) {
                if (current.length() > 0) {
                    blocks.add(new Block(page, start, current.toString()));
                    current.setLength(0);
                }
                if (notProse) {
                    continue;
                }
                stripped = item.group(1).strip();
            }
            if (current.length() == 0) {
                start = i + 1;
            } else {
                current.append(' ');
            }
            current.append(String.join(" ", stripped.split("\\s+")));
        }
        if (current.length() > 0) {
            blocks.add(new Block(page, start, current.toString()));
        }
        return blocks;
    }

    /** The page's links that lead into the repository: not to the web, not to mail, not inside code. */
    static List<Link> relativeLinks(String page) {
        List<Link> links = new ArrayList<>();
        List<String> lines = linesOutsideCode(read(page));
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i) == null) {
                continue;
            }
            Matcher link = LINK.matcher(CODE_SPAN.matcher(lines.get(i)).replaceAll(""));
            while (link.find()) {
                String target = link.group(1);
                if (target.matches("^[a-zA-Z][a-zA-Z0-9+.-]*:.*")) {
                    continue;
                }
                int hash = target.indexOf('#');
                links.add(hash < 0 ? new Link(page, i + 1, target, "")
                        : new Link(page, i + 1, target.substring(0, hash), target.substring(hash + 1)));
            }
        }
        return links;
    }

    /** The anchors GitHub gives the page's headings, in order, a repeated one with {@code -1}, {@code -2}, ... */
    static Set<String> anchors(String page) {
        Set<String> anchors = new LinkedHashSet<>();
        Map<String, Integer> seen = new HashMap<>();
        for (String line : linesOutsideCode(read(page))) {
            Matcher heading = line == null ? null : HEADING.matcher(line);
            if (heading != null && heading.matches()) {
                String slug = slug(heading.group(2));
                int count = seen.merge(slug, 1, Integer::sum);
                anchors.add(count == 1 ? slug : slug + "-" + (count - 1));
            }
        }
        return anchors;
    }

    /**
     * GitHub's anchor for a heading's Markdown: the text as rendered (code marks, emphasis, link
     * targets and HTML tags gone), lower-cased, with every character that is not a letter, a digit,
     * a space, {@code -} or {@code _} removed and each space made {@code -}.
     */
    static String slug(String heading) {
        String text = heading.replaceAll("\\[([^\\]]*)\\]\\([^)]*\\)", "$1");
        text = HTML_TAG.matcher(text).replaceAll("");
        text = text.replace("`", "").replace("*", "");
        text = text.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}\\p{M} _-]", "");
        return text.replace(' ', '-');
    }

    /** The first group of every match of {@code pattern} in {@code text}, in order. */
    static List<String> firstGroups(Pattern pattern, String text) {
        List<String> found = new ArrayList<>();
        Matcher matcher = pattern.matcher(text);
        while (matcher.find()) {
            found.add(matcher.group(1));
        }
        return found;
    }

    /** Where a link written on {@code page} leads, relative to the repository root (normalised). */
    static Path resolve(String page, String target) {
        Path from = ROOT.resolve(page).getParent();
        return target.startsWith("/") ? ROOT.resolve(target.substring(1)).normalize() : from.resolve(target).normalize();
    }
}
