package dev.practicejudge.provided;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Pins that the provided types are known in one place: no main code outside this package writes a
 * provided type's name in a string (a test of the name, a message, a copy of its source). Such code
 * asks {@link ProvidedTypes} instead, so a new type reaches it.
 */
class ProvidedTypeNamesTest {

    private static final Path MAIN = TestRepository.ROOT.resolve("judge/src/main/java/dev/practicejudge");

    @Test
    void noMainCodeOutsideTheProvidedPackageNamesAProvidedTypeInAString() throws IOException {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(MAIN)) {
            for (Path file : files.filter(p -> p.toString().endsWith(".java") && !p.startsWith(MAIN.resolve("provided")))
                    .sorted().toList()) {
                for (String literal : strings(Files.readString(file))) {
                    for (String name : ProvidedTypes.names()) {
                        if (Pattern.compile("\\b" + name + "\\b").matcher(literal).find()) {
                            found.add(MAIN.relativize(file) + ": " + literal);
                        }
                    }
                }
            }
        }

        assertEquals(List.of(), found, "ask ProvidedTypes (dev.practicejudge.provided) rather than name its types");
    }

    @Test
    void theSearchFindsANameInAStringAndInATextBlockButNotInACommentOrACharacter() {
        String code = "// TreeNode \"x\"\nString a = \"a // TreeNode\\\" \";\nchar c = '\"';\n/* \"ListNode\" */"
                + "String b = \"\"\"\n  ListNode \\\"\"\"\n  \"\"\";\n";

        assertEquals(List.of("\"a // TreeNode\\\" \"", "\"\"\"\n  ListNode \\\"\"\"\n  \"\"\""), strings(code));
    }

    /** The string literals and text blocks of Java source, quotes included; comments and char literals skipped. */
    static List<String> strings(String source) {
        List<String> strings = new ArrayList<>();
        int i = 0;
        while (i < source.length()) {
            if (source.startsWith("//", i)) {
                int end = source.indexOf('\n', i);
                i = end < 0 ? source.length() : end;
            } else if (source.startsWith("/*", i)) {
                int end = source.indexOf("*/", i + 2);
                i = end < 0 ? source.length() : end + 2;
            } else if (source.startsWith("\"\"\"", i)) {
                int end = closing(source, i + 3, "\"\"\"");
                strings.add(source.substring(i, end));
                i = end;
            } else if (source.charAt(i) == '"' || source.charAt(i) == '\'') {
                String quote = String.valueOf(source.charAt(i));
                int end = closing(source, i + 1, quote);
                if (quote.equals("\"")) {
                    strings.add(source.substring(i, end));
                }
                i = end;
            } else {
                i++;
            }
        }
        return strings;
    }

    /** The index just after the first unescaped {@code quote} from {@code from}. */
    private static int closing(String source, int from, String quote) {
        int i = from;
        while (i < source.length() && !source.startsWith(quote, i)) {
            i += source.charAt(i) == '\\' ? 2 : 1;
        }
        return Math.min(source.length(), i + quote.length());
    }
}
