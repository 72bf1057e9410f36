import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.api.CheckResult;
import dev.practicejudge.api.Checker;

/**
 * Accepts any palindromic substring of s of the longest length, and says precisely what is wrong
 * otherwise: not a string, not a substring of s (letters that are in s but not next to each
 * other), not a palindrome (the first pair of positions that differ), or a palindrome shorter
 * than the longest one (whose length, and an example, it quotes).
 *
 * <p>The stored expected output is one longest palindromic substring; the checker reads only its
 * length, and quotes it as an example. Several substrings of that length may be palindromes
 * ("babad": "bab" and "aba"), and any of them is accepted.
 */
public final class LongestPalindromeChecker implements Checker {

    private static final int QUOTE = 60;

    @Override
    public CheckResult check(JsonNode input, JsonNode expected, JsonNode actual) {
        String s = input.get("s").textValue();
        if (expected == null || !expected.isTextual()) {
            throw new IllegalArgumentException("the test's expected output is not a string: " + expected);
        }
        String example = expected.textValue();
        if (actual == null || !actual.isTextual()) {
            return CheckResult.rejected("expected a string (a substring of s), got " + Checker.describe(actual));
        }
        String answer = actual.textValue();
        if (answer.isEmpty()) {
            return CheckResult.rejected("returned the empty string, but every letter of s is a palindrome of length 1;"
                    + " the longest here has length " + example.length() + ", e.g. " + quote(example));
        }
        int at = s.indexOf(answer);
        if (at < 0) {
            return CheckResult.rejected(quote(answer) + " (length " + answer.length() + ") is not a substring of s:"
                    + " the answer must be letters that stand next to each other in s");
        }
        for (int i = 0, j = answer.length() - 1; i < j; i++, j--) {
            if (answer.charAt(i) != answer.charAt(j)) {
                return CheckResult.rejected(quote(answer) + " (length " + answer.length() + ", at index " + at
                        + " of s) is not a palindrome: it reads differently backwards, its character " + i + " is '"
                        + answer.charAt(i) + "' but its character " + j + " is '" + answer.charAt(j) + "' (counted from 0)");
            }
        }
        if (answer.length() < example.length()) {
            return CheckResult.rejected(quote(answer) + " is a palindrome of length " + answer.length()
                    + ", but s has a longer one, of length " + example.length() + ": " + quote(example)
                    + ", at index " + s.indexOf(example));
        }
        if (answer.length() > example.length()) {
            throw new IllegalStateException("the test's expected output " + quote(example) + " has length "
                    + example.length() + ", but " + quote(answer) + " is a longer palindromic substring of s:"
                    + " the expected output is wrong");
        }
        return CheckResult.accepted();
    }

    /** The string in double quotes, cut after QUOTE characters with the count of the rest. */
    private static String quote(String text) {
        if (text.length() <= QUOTE) {
            return "\"" + text + "\"";
        }
        return "\"" + text.substring(0, QUOTE) + "...\" (" + (text.length() - QUOTE) + " more characters)";
    }
}
