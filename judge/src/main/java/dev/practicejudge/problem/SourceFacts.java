package dev.practicejudge.problem;

import java.util.HashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a Java file declares, as a look at its text shows (comments and literals blanked, nothing
 * compiled): whether {@code class Solution}, and the names of the methods and classes it declares.
 * {@link SolutionLayout} asks it whether a file out of place looks like a solution.
 */
record SourceFacts(boolean declaresSolution, Set<String> methods, Set<String> classes) {

    private static final Pattern DECLARES_SOLUTION = Pattern.compile("\\bclass\\s+Solution\\b");
    private static final Pattern CLASS = Pattern.compile("\\bclass\\s+([A-Za-z_$][\\w$]*)");

    /** A type (qualified, generic, array) then a name then {@code (}: a declaration, not a call. */
    private static final Pattern DECLARATION = Pattern.compile(
            "(?<![\\w$.])([A-Za-z_$][\\w$]*(?:\\s*\\.\\s*[A-Za-z_$][\\w$]*)*)(?:\\s*<[^;{}()=]*>)?"
                    + "(?:\\s*\\[\\s*\\])*\\s+([A-Za-z_$][\\w$]*)\\s*\\(");
    /** Words that come before a name and a {@code (} without being a return type, and names that are statements. */
    private static final Set<String> KEYWORDS = Set.of("return", "new", "throw", "else", "case", "yield",
            "assert", "do", "instanceof", "package", "import", "goto", "if", "for", "while", "switch", "catch",
            "synchronized", "try", "finally", "super", "this");

    static SourceFacts of(String source) {
        String text = code(source);
        Set<String> methods = new HashSet<>();
        Matcher declaration = DECLARATION.matcher(text);
        while (declaration.find()) {
            String type = declaration.group(1);
            String name = declaration.group(2);
            if (!KEYWORDS.contains(type) && !KEYWORDS.contains(name)) {
                methods.add(name);
            }
        }
        Set<String> classes = new HashSet<>();
        Matcher declared = CLASS.matcher(text);
        while (declared.find()) {
            classes.add(declared.group(1));
        }
        return new SourceFacts(DECLARES_SOLUTION.matcher(text).find(), Set.copyOf(methods), Set.copyOf(classes));
    }

    /**
     * The source with comments, string and char literals and text blocks blanked out (each
     * character a space, line breaks kept), so {@code // class Solution} or {@code "exist("}
     * declares nothing. An unterminated one runs to the end.
     */
    static String code(String source) {
        StringBuilder out = new StringBuilder(source.length());
        int n = source.length();
        int i = 0;
        while (i < n) {
            char c = source.charAt(i);
            int end;
            if (c == '/' && i + 1 < n && source.charAt(i + 1) == '/') {
                end = source.indexOf('\n', i);
                end = end < 0 ? n : end;
            } else if (c == '/' && i + 1 < n && source.charAt(i + 1) == '*') {
                end = source.indexOf("*/", i + 2);
                end = end < 0 ? n : end + 2;
            } else if (source.startsWith("\"\"\"", i)) {
                end = closing(source, i + 3, "\"\"\"");
            } else if (c == '"' || c == '\'') {
                end = closing(source, i + 1, String.valueOf(c));
            } else {
                out.append(c);
                i++;
                continue;
            }
            for (int k = i; k < end; k++) {
                out.append(source.charAt(k) == '\n' ? '\n' : ' ');
            }
            i = end;
        }
        return out.toString();
    }

    /** Just past the first unescaped {@code quote} from {@code from}, or the end; a plain literal ends at a line break. */
    private static int closing(String source, int from, String quote) {
        boolean block = quote.length() > 1;
        for (int i = from; i < source.length(); i++) {
            char c = source.charAt(i);
            if (c == '\\') {
                i++;
            } else if (source.startsWith(quote, i)) {
                return i + quote.length();
            } else if (c == '\n' && !block) {
                return i;
            }
        }
        return source.length();
    }
}
