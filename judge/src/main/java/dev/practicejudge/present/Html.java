package dev.practicejudge.present;

/**
 * HTML under construction: {@link #raw} for the caller's own markup, {@link #text} for anything
 * else, which is escaped for element content and quoted attribute values alike. The result is
 * also well-formed XML, so control characters and broken surrogates are replaced by visible ones.
 */
public final class Html {

    private final StringBuilder out = new StringBuilder(64 * 1024);

    public Html raw(String markup) {
        out.append(markup);
        return this;
    }

    public Html text(String text) {
        out.append(escape(text));
        return this;
    }

    public Html attr(String value) {
        return text(value);
    }

    @Override
    public String toString() {
        return out.toString();
    }

    /** The text up to {@code max} characters, with a count of what was left out; never splits a surrogate pair. */
    public static String cut(String text, int max) {
        if (text.length() <= max) {
            return text;
        }
        int end = Character.isHighSurrogate(text.charAt(max - 1)) ? max - 1 : max;
        return text.substring(0, end) + "\n\u2026 (" + (text.length() - end) + " more characters)";
    }

    /** Escapes text for element content and quoted attribute values alike. */
    public static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                case '\t', '\n', '\r' -> out.append(c);
                default -> {
                    if (Character.isHighSurrogate(c) && i + 1 < text.length()
                            && Character.isLowSurrogate(text.charAt(i + 1))) {
                        out.append(c).append(text.charAt(++i));
                    } else if (c < 0x20) {
                        // Control characters are not allowed in XML and are invisible in HTML;
                        // show them as their Unicode control pictures (an ANSI escape as U+241B).
                        out.append((char) (0x2400 + c));
                    } else if (c == 0x7F) {
                        out.append('\u2421');
                    } else if (Character.isSurrogate(c) || (c >= 0x80 && c <= 0x9F) || c == '\uFFFE' || c == '\uFFFF') {
                        out.append('\uFFFD');
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.toString();
    }
}
