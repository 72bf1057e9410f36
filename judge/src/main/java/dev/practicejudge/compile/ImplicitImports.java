package dev.practicejudge.compile;

import java.util.List;

/**
 * The imports LeetCode's Java editor provides without a line, so a solution pasted from LeetCode
 * compiles here as it does there.
 *
 * <p>They go on the learner's first line, before its text and without a newline, so every line
 * number javac reports is the learner's own; only columns on line 1 move, by the prefix's length,
 * which {@link #column} takes back. The prefix is padded with spaces to a multiple of 8 because
 * javac counts a tab as reaching the next multiple of 8.
 *
 * <p>Only on-demand imports, from packages with no simple name in common with each other or with
 * {@code java.lang} (checked on Java 17 and 25), so they never make a name ambiguous, and a class
 * the learner declares or imports by name always wins over them. A file with a {@code package}
 * clause gets none (imports may not precede it; the judge reports the clause instead).
 *
 * <p>{@code javafx.util} is not in the JDK: its one class LeetCode code uses, {@code Pair}, is
 * provided on the compiler's source path ({@link ProvidedClasses}), as LeetCode provides it.
 */
public final class ImplicitImports {

    /** The packages imported on demand; see README, "Writing a solution". */
    public static final List<String> PACKAGES = List.of("java.util", "java.util.function", "java.util.stream", "java.math",
            "javafx.util");

    private static final String PREFIX = prefix();

    private ImplicitImports() {
    }

    private static String prefix() {
        StringBuilder text = new StringBuilder();
        for (String name : PACKAGES) {
            text.append("import ").append(name).append(".*; ");
        }
        while (text.length() % 8 != 0) {
            text.append(' ');
        }
        return text.toString();
    }

    /** What is put before the learner's first line. */
    public static String prefix(String source) {
        return hasPackageClause(source) ? "" : PREFIX;
    }

    /**
     * A column on the compiled source's line as the learner's: line 1 loses the prefix; a column
     * inside the prefix (never expected) becomes 0, unknown.
     */
    static long column(long line, long column, int prefixLength) {
        if (line != 1 || column <= 0 || prefixLength == 0) {
            return column;
        }
        return column > prefixLength ? column - prefixLength : 0;
    }

    /** Whether the first token after blanks and comments is the keyword {@code package}. */
    static boolean hasPackageClause(String source) {
        int i = 0;
        int n = source.length();
        while (i < n) {
            char c = source.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (source.startsWith("//", i)) {
                int end = source.indexOf('\n', i);
                i = end < 0 ? n : end + 1;
            } else if (source.startsWith("/*", i)) {
                int end = source.indexOf("*/", i + 2);
                i = end < 0 ? n : end + 2;
            } else if (c == '@') {
                return false; // an annotated package is only allowed in package-info.java
            } else {
                int end = i;
                while (end < n && Character.isJavaIdentifierPart(source.charAt(end))) {
                    end++;
                }
                return source.substring(i, end).equals("package");
            }
        }
        return false;
    }
}
