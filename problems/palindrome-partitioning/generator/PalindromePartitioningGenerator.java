import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Random;

/**
 * Random inputs for Palindrome Partitioning: a string {@code s} of lowercase letters, from about
 * half of {@code size} letters up to {@code size} (at most 16). Palindromes are what the problem is
 * about, so most strings use two or three letters (where they are frequent), some are built
 * around a mirrored half, and a few use the whole alphabet or a single repeated letter.
 */
public final class PalindromePartitioningGenerator implements Generator {

    private static final int MAX_LENGTH = 16;

    @Override
    public ObjectNode generate(int size, Random random) {
        int top = Math.max(1, Math.min(MAX_LENGTH, size));
        int length = (top + 1) / 2 + random.nextInt(top - (top + 1) / 2 + 1);
        int kind = random.nextInt(10);
        int letters = kind == 0 ? 1 : kind < 5 ? 2 : kind < 8 ? 3 : 26;
        char[] s = new char[length];
        for (int i = 0; i < length; i++) {
            s[i] = (char) ('a' + random.nextInt(letters));
        }
        if (random.nextInt(4) == 0) {
            // A palindrome around a random centre, with random letters outside it.
            int from = random.nextInt(length);
            int to = from + random.nextInt(length - from);
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
        if (s == null || !s.isTextual()) {
            return "s must be a string";
        }
        String text = s.asText();
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
        return MAX_LENGTH;
    }
}
