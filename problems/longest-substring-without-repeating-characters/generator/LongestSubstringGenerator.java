import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Iterator;
import java.util.Random;

/**
 * Makes {@code s}: 0 to 50,000 printable ASCII characters (space to tilde: English letters,
 * digits, symbols and spaces), as the statement allows, though at most 400 here (the tests hold
 * the long ones). The length is the size for small sizes, then grows to 400 at {@link #maxSize()};
 * one string in ten is shorter, and one in twenty is empty. The characters come from an alphabet
 * drawn per string: two to four characters (repeats everywhere, so the window's left end jumps
 * often, sometimes to a sighting already left of it, as in "abba"); lowercase letters; digits,
 * symbols and spaces; all 95 printable characters; or one shuffled order of an alphabet repeated
 * (windows as wide as the alphabet).
 */
public final class LongestSubstringGenerator implements Generator {

    private static final int MAX_LENGTH = 50_000;
    private static final int LONGEST = 400;
    private static final int MAX_SIZE = 24;
    private static final int LINEAR_SIZES = 10;
    private static final String PRINTABLE;

    static {
        StringBuilder all = new StringBuilder();
        for (char c = ' '; c <= '~'; c++) {
            all.append(c);
        }
        PRINTABLE = all.toString();
    }

    @Override
    public ObjectNode generate(int size, Random random) {
        int cap = lengthCap(size);
        int roll = random.nextInt(20);
        int n = roll == 0 ? 0 : roll <= 2 ? random.nextInt(cap + 1) : cap;
        String alphabet = switch (random.nextInt(6)) {
            case 0, 1 -> pick(PRINTABLE, 2 + random.nextInt(3), random);
            case 2 -> "abcdefghijklmnopqrstuvwxyz";
            case 3 -> " 0123456789!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
            default -> PRINTABLE;
        };
        StringBuilder s = new StringBuilder(n);
        if (random.nextInt(5) == 0) {
            String order = pick(alphabet, alphabet.length(), random);
            while (s.length() < n) {
                s.append(order.charAt(s.length() % order.length()));
            }
        } else {
            for (int i = 0; i < n; i++) {
                s.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.put("s", s.toString());
        return input;
    }

    /** count different characters of from, in a random order. */
    private static String pick(String from, int count, Random random) {
        char[] chars = from.toCharArray();
        for (int i = 0; i < count; i++) {
            int j = i + random.nextInt(chars.length - i);
            char t = chars[i];
            chars[i] = chars[j];
            chars[j] = t;
        }
        return new String(chars, 0, count);
    }

    private static int lengthCap(int size) {
        if (size <= LINEAR_SIZES) {
            return Math.max(1, size);
        }
        double t = (double) (Math.min(size, MAX_SIZE) - LINEAR_SIZES) / (MAX_SIZE - LINEAR_SIZES);
        return (int) Math.round(LINEAR_SIZES * Math.pow((double) LONGEST / LINEAR_SIZES, t));
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
        JsonNode s = input.get("s");
        if (!s.isTextual()) {
            return "s must be a string, got " + s;
        }
        String text = s.asText();
        if (text.length() > MAX_LENGTH) {
            return "s has " + text.length() + " characters, more than " + MAX_LENGTH;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < ' ' || c > '~') {
                return "s[" + i + "] = U+" + String.format("%04X", (int) c)
                        + " is not an English letter, digit, symbol or space (printable ASCII)";
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_SIZE;
    }
}
