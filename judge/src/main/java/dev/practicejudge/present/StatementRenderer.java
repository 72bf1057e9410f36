package dev.practicejudge.present;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A problem's {@code statement.md} as terminal text: headings bold and underlined ({@code =} under
 * a title, {@code -} under a section), code blocks kept as they are but indented, inline code
 * without its backticks, bold through {@link Styles}, other emphasis and link markup removed.
 * Lines are never wrapped or joined: the statement's own line breaks are kept.
 */
public final class StatementRenderer {

    private static final Pattern HEADING = Pattern.compile("^ {0,3}(#{1,6})\\s+(.*?)(?:\\s+#+)?\\s*$");
    private static final Pattern FENCE = Pattern.compile("^ {0,3}(`{3,}|~{3,})");
    private static final Pattern ESCAPE = Pattern.compile("\\\\([\\\\`*_{}\\[\\]()#+\\-.!|<>~])");
    private static final Pattern IMAGE = Pattern.compile("!\\[([^\\]]*)]\\(([^)\\s]*)[^)]*\\)");
    private static final Pattern LINK = Pattern.compile("\\[([^\\]]+)]\\(([^)\\s]*)[^)]*\\)");
    private static final Pattern AUTOLINK = Pattern.compile("<(https?://[^>\\s]+)>");
    private static final Pattern STRONG = Pattern.compile("(\\*\\*|__)(?=\\S)(.+?)(?<=\\S)\\1");
    private static final Pattern EMPHASIS_STAR = Pattern.compile("(?<![*\\w])\\*(?=[^\\s*])(.+?)(?<=[^\\s*])\\*(?![*\\w])");
    private static final Pattern EMPHASIS_UNDERSCORE = Pattern.compile("(?<![_\\w])_(?=[^\\s_])(.+?)(?<=[^\\s_])_(?![_\\w])");
    private static final String CODE_INDENT = "    ";
    /** Stands in for an escaped character while emphasis is parsed; from Unicode's private use area. */
    private static final char HELD = '\uE000';

    private final Styles styles;

    public StatementRenderer(Styles styles) {
        this.styles = styles;
    }

    /** The statement's lines as they should be printed. */
    public List<String> render(String markdown) {
        List<String> out = new ArrayList<>();
        String fence = null;
        for (String raw : markdown.split("\r?\n|\r", -1)) {
            String line = raw.replace("\t", "    ");
            Matcher fenceStart = FENCE.matcher(line);
            if (fence != null) {
                if (fenceStart.find() && fenceStart.group(1).charAt(0) == fence.charAt(0)
                        && fenceStart.group(1).length() >= fence.length() && line.strip().matches("[`~]+")) {
                    fence = null;
                } else {
                    out.add(line.isBlank() ? "" : CODE_INDENT + line);
                }
                continue;
            }
            if (fenceStart.find()) {
                fence = fenceStart.group(1);
                continue;
            }
            Matcher heading = HEADING.matcher(line);
            if (heading.matches()) {
                int level = heading.group(1).length();
                String plain = new StatementRenderer(Styles.plain()).inline(heading.group(2));
                out.add(styles.bold(plain));
                if (level <= 2) {
                    out.add((level == 1 ? "=" : "-").repeat(plain.length()));
                }
                continue;
            }
            out.add(inline(line));
        }
        // The split leaves one empty string after a final newline; a statement ends with its last line.
        while (!out.isEmpty() && out.get(out.size() - 1).isEmpty()) {
            out.remove(out.size() - 1);
        }
        return out;
    }

    /** One line of running text: code spans kept literally without backticks, the rest unmarked. */
    String inline(String line) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        int textStart = 0;
        while (i < line.length()) {
            char c = line.charAt(i);
            if (c == '\\' && i + 1 < line.length()) {
                i += 2;
                continue;
            }
            if (c != '`') {
                i++;
                continue;
            }
            int run = i;
            while (run < line.length() && line.charAt(run) == '`') {
                run++;
            }
            String ticks = line.substring(i, run);
            int close = findClosingRun(line, run, ticks.length());
            if (close < 0) {
                i = run;
                continue;
            }
            out.append(text(line.substring(textStart, i)));
            String code = line.substring(run, close);
            // CommonMark strips one space each side, so `` `x` `` can show backticks.
            if (code.length() >= 2 && code.startsWith(" ") && code.endsWith(" ") && !code.isBlank()) {
                code = code.substring(1, code.length() - 1);
            }
            out.append(code);
            i = close + ticks.length();
            textStart = i;
        }
        out.append(text(line.substring(textStart)));
        return out.toString();
    }

    private static int findClosingRun(String line, int from, int length) {
        int i = from;
        while (i < line.length()) {
            if (line.charAt(i) != '`') {
                i++;
                continue;
            }
            int run = i;
            while (run < line.length() && line.charAt(run) == '`') {
                run++;
            }
            if (run - i == length) {
                return i;
            }
            i = run;
        }
        return -1;
    }

    /** Text outside code spans: links as "text (url)", bold styled, emphasis marks dropped, escapes resolved. */
    private String text(String segment) {
        List<Character> held = new ArrayList<>();
        Matcher escapes = ESCAPE.matcher(segment);
        StringBuilder unescaped = new StringBuilder();
        while (escapes.find()) {
            held.add(escapes.group(1).charAt(0));
            escapes.appendReplacement(unescaped, String.valueOf(HELD));
        }
        escapes.appendTail(unescaped);
        String text = unescaped.toString();
        text = IMAGE.matcher(text).replaceAll(m -> Matcher.quoteReplacement("[image: " + m.group(1) + "]"));
        text = LINK.matcher(text).replaceAll(m -> Matcher.quoteReplacement(
                m.group(1).equals(m.group(2)) ? m.group(2) : m.group(1) + " (" + m.group(2) + ")"));
        text = AUTOLINK.matcher(text).replaceAll("$1");
        text = STRONG.matcher(text).replaceAll(m -> Matcher.quoteReplacement(styles.bold(m.group(2))));
        text = EMPHASIS_STAR.matcher(text).replaceAll("$1");
        text = EMPHASIS_UNDERSCORE.matcher(text).replaceAll("$1");
        StringBuilder restored = new StringBuilder(text.length());
        int next = 0;
        for (char c : text.toCharArray()) {
            restored.append(c == HELD ? held.get(next++) : c);
        }
        return restored.toString();
    }
}
