import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Random;

/**
 * Random inputs for Palindromic Substrings: a string s of lowercase letters, from about half of
 * {@code size} letters up to {@code size}. Palindromes are what is counted, so most strings use
 * one to three letters (where palindromes of both parities, and repeated equal ones, are frequent);
 * a few use the whole alphabet. Now and then a random stretch is mirrored onto itself, making a
 * long palindrome of odd or even length, at the start or the end of s as often as inside it.
 */
public final class PalindromicSubstringsGenerator implements Generator {

    private static final int MAX_LENGTH = 1000;
    private static final int MAX_SIZE = 40;

    @Override
    public ObjectNode generate(int size, Random random) {
        int top = Math.max(1, Math.min(MAX_SIZE, size));
        int length = (top + 1) / 2 + random.nextInt(top - (top + 1) / 2 + 1);
        int kind = random.nextInt(10);
        int letters = kind == 0 ? 1 : kind < 5 ? 2 : kind < 8 ? 3 : 26;
        char first = (char) ('a' + random.nextInt(26 - letters + 1));
        char[] s = new char[length];
        for (int i = 0; i < length; i++) {
            s[i] = (char) (first + random.nextInt(letters));
        }
        if (random.nextInt(3) == 0) {
            int from = random.nextInt(3) == 0 ? 0 : random.nextInt(length);
            int to = random.nextInt(3) == 0 ? length - 1 : from + random.nextInt(length - from);
            for (int i = from, j = to; i < j; i++, j--) {
                s[j] = s[i];
            }
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.put("s", new String(s));
        return input;
    }

    @Override
    public String invalid(JsonNode input) {
        JsonNode s = input.get("s");
        if (s == null || !s.isTextual() || input.size() != 1) {
            return "the input must be exactly one string, s";
        }
        String text = s.textValue();
        if (text.length() < 1 || text.length() > MAX_LENGTH) {
            return "s has " + text.length() + " letters; it must have 1 to " + MAX_LENGTH;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 'a' || c > 'z') {
                return "s[" + i + "] = '" + c + "' is not a lowercase English letter";
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_SIZE;
    }
}
