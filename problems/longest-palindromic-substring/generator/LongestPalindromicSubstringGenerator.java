import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Random;

/**
 * Random inputs for Longest Palindromic Substring: a string s of digits and English letters, from
 * about half of {@code size} characters up to {@code size}. Palindromes are what the problem is
 * about, so most strings use one to three characters (where palindromes of both parities are
 * frequent); others use one letter in both cases ('a' and 'A' differ), or all 62 characters. Now
 * and then a palindrome of odd or even length is written in at a random place (the start and the
 * end included), or a piece of s is copied reversed somewhere else, which makes s and its reverse
 * share a substring that is no palindrome.
 */
public final class LongestPalindromicSubstringGenerator implements Generator {

    private static final String ALL = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    private static final int MAX_LENGTH = 1000;
    private static final int MAX_SIZE = 40;

    @Override
    public ObjectNode generate(int size, Random random) {
        int top = Math.max(1, Math.min(MAX_SIZE, size));
        int length = (top + 1) / 2 + random.nextInt(top - (top + 1) / 2 + 1);
        String alphabet = alphabet(random);
        char[] s = new char[length];
        for (int i = 0; i < length; i++) {
            s[i] = alphabet.charAt(random.nextInt(alphabet.length()));
        }
        switch (random.nextInt(6)) {
            case 0 -> palindromeAt(s, random);
            case 1 -> reversedCopy(s, random);
            case 2 -> {
                palindromeAt(s, random);
                reversedCopy(s, random);
            }
            default -> { }
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.put("s", new String(s));
        return input;
    }

    private static String alphabet(Random random) {
        char a = ALL.charAt(random.nextInt(ALL.length()));
        char b = ALL.charAt(random.nextInt(ALL.length()));
        char c = ALL.charAt(random.nextInt(ALL.length()));
        return switch (random.nextInt(8)) {
            case 0 -> String.valueOf(a);
            case 1, 2 -> "" + a + b;
            case 3, 4 -> "" + a + b + c;
            case 5 -> "" + Character.toLowerCase(a) + Character.toUpperCase(a) + b;
            case 6 -> "abcd";
            default -> ALL;
        };
    }

    /** Mirrors a random stretch onto itself, so it becomes a palindrome of odd or even length. */
    private static void palindromeAt(char[] s, Random random) {
        int from = random.nextInt(3) == 0 ? 0 : random.nextInt(s.length);
        int to = random.nextInt(3) == 0 ? s.length - 1 : from + random.nextInt(s.length - from);
        for (int i = from, j = to; i < j; i++, j--) {
            s[j] = s[i];
        }
    }

    /** Writes a random piece of s, reversed, over another place of s. */
    private static void reversedCopy(char[] s, Random random) {
        if (s.length < 4) {
            return;
        }
        int len = 2 + random.nextInt(s.length / 2 - 1);
        int from = random.nextInt(s.length - len + 1);
        int to = random.nextInt(s.length - len + 1);
        char[] piece = new char[len];
        for (int i = 0; i < len; i++) {
            piece[i] = s[from + len - 1 - i];
        }
        System.arraycopy(piece, 0, s, to, len);
    }

    @Override
    public String invalid(JsonNode input) {
        JsonNode s = input.get("s");
        if (s == null || !s.isTextual() || input.size() != 1) {
            return "the input must be exactly one string, s";
        }
        String text = s.textValue();
        if (text.length() < 1 || text.length() > MAX_LENGTH) {
            return "s has " + text.length() + " characters; it must have 1 to " + MAX_LENGTH;
        }
        for (int i = 0; i < text.length(); i++) {
            if (ALL.indexOf(text.charAt(i)) < 0) {
                return "s[" + i + "] = '" + text.charAt(i) + "' is not a digit or an English letter";
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_SIZE;
    }
}
