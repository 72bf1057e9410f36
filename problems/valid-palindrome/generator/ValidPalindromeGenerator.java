import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Iterator;
import java.util.Random;

/**
 * Random inputs for Valid Palindrome: a string of printable ASCII, 1 to about 4000 characters.
 * Most are built from a "core" of letters and digits (about size letters up to size 10, then
 * growing geometrically to 2000 at {@link #maxSize()}), with upper and lower case mixed at random
 * and punctuation or spaces inserted anywhere. The core is a palindrome, a palindrome with one
 * mirrored pair changed, or a palindrome with one mirrored pair replaced by a digit and the
 * letter 32 codes above it ('0' and 'P'); others are random printable strings or punctuation
 * only. The punctuation is often drawn from the characters between 'Z' and 'a' ([ \ ] ^ _ `).
 */
public final class ValidPalindromeGenerator implements Generator {

    private static final int MAX_LENGTH = 200_000;
    private static final int MAX_SIZE = 20;
    private static final int LINEAR_SIZES = 10;
    private static final int LARGEST_CORE = 2000;
    private static final String ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789";
    private static final String FEW = "ab0";
    private static final String PUNCTUATION = " !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
    private static final String BETWEEN_CASES = "[\\]^_`";

    @Override
    public ObjectNode generate(int size, Random random) {
        int coreLength = coreLength(size);
        String alphabet = random.nextInt(3) == 0 ? FEW : ALNUM;
        String punctuation = random.nextBoolean() ? BETWEEN_CASES : PUNCTUATION;
        int mode = random.nextInt(10);
        String s;
        if (mode == 0) {                                     // any printable characters
            StringBuilder b = new StringBuilder();
            int n = Math.max(1, coreLength);
            for (int i = 0; i < n; i++) {
                b.append((char) (32 + random.nextInt(95)));
            }
            s = b.toString();
        } else if (mode == 1) {                              // nothing to keep
            StringBuilder b = new StringBuilder();
            int n = 1 + random.nextInt(Math.max(1, coreLength));
            for (int i = 0; i < n; i++) {
                b.append(punctuation.charAt(random.nextInt(punctuation.length())));
            }
            s = b.toString();
        } else {
            char[] core = new char[Math.max(1, coreLength)];
            int n = core.length;
            for (int i = 0; i < (n + 1) / 2; i++) {
                char c = alphabet.charAt(random.nextInt(alphabet.length()));
                core[i] = c;
                core[n - 1 - i] = c;
            }
            if (n >= 2 && mode <= 4) {                       // one mirrored pair changed
                int i = random.nextInt(n / 2);
                char other;
                do {
                    other = ALNUM.charAt(random.nextInt(ALNUM.length()));
                } while (other == core[i]);
                core[n - 1 - i] = other;
            } else if (n >= 2 && mode <= 6) {                // a digit against the letter 32 above it
                int i = random.nextInt(n / 2);
                int digit = random.nextInt(10);
                char d = (char) ('0' + digit);
                char letter = (char) ('P' + digit);
                if (random.nextBoolean()) {
                    core[i] = d;
                    core[n - 1 - i] = letter;
                } else {
                    core[i] = letter;
                    core[n - 1 - i] = d;
                }
            }
            StringBuilder b = new StringBuilder();
            int extras = random.nextInt(4) == 0 ? 0 : random.nextInt(n + 1);
            int[] before = new int[n + 1];
            for (int e = 0; e < extras; e++) {
                before[random.nextInt(n + 1)]++;
            }
            for (int i = 0; i <= n; i++) {
                for (int e = 0; e < before[i]; e++) {
                    b.append(punctuation.charAt(random.nextInt(punctuation.length())));
                }
                if (i < n) {
                    char c = core[i];
                    b.append(Character.isLetter(c) && random.nextBoolean() ? Character.toUpperCase(c) : c);
                }
            }
            s = b.toString();
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.put("s", s);
        return input;
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject() || !input.has("s")) {
            return "the input must be an object with s";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("s")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode node = input.get("s");
        if (!node.isTextual()) {
            return "s must be a string, got " + node;
        }
        String s = node.textValue();
        if (s.length() < 1 || s.length() > MAX_LENGTH) {
            return "s has " + s.length() + " characters; it must have 1 to " + MAX_LENGTH;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < ' ' || c > '~') {
                return "s[" + i + "] has code " + (int) c + ", not a printable ASCII character";
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_SIZE;
    }

    private static int coreLength(int size) {
        if (size <= LINEAR_SIZES) {
            return Math.max(1, size);
        }
        double t = (double) (Math.min(size, MAX_SIZE) - LINEAR_SIZES) / (MAX_SIZE - LINEAR_SIZES);
        return (int) Math.round(LINEAR_SIZES * Math.pow((double) LARGEST_CORE / LINEAR_SIZES, t));
    }
}
