import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Random;

/**
 * Random inputs for Decode Ways: a string s of 1 to 100 digits, from about half of {@code size}
 * digits up to {@code size}, whose number of decodings fits a 32-bit int, as the statement
 * promises. The digits come from small sets that make the edge cases frequent: '1', '2' and '0'
 * (long chains of pairs, forced "10" and "20", dead "00" and "30"), the digits around the bounds
 * ('1', '2', '6', '7', '9', '0': 17 to 19, 26 against 27), '1' and '0' alone, or any digit. Now
 * and then s starts with '0' (no decoding at all). When the count would pass 2^31 - 1, pairs
 * "33" are written in (a 3 never starts a pair, and a pair never ends in the second 3) until it
 * fits.
 */
public final class DecodeWaysGenerator implements Generator {

    private static final int MAX_LENGTH = 100;
    private static final int MAX_SIZE = 60;
    private static final String[] DIGITS = {"1120", "112", "1267890", "10", "0123456789", "12"};

    @Override
    public ObjectNode generate(int size, Random random) {
        int top = Math.max(1, Math.min(MAX_SIZE, size));
        int length = (top + 1) / 2 + random.nextInt(top - (top + 1) / 2 + 1);
        String digits = DIGITS[random.nextInt(DIGITS.length)];
        char[] s = new char[length];
        for (int i = 0; i < length; i++) {
            s[i] = digits.charAt(random.nextInt(digits.length()));
        }
        if (random.nextInt(8) == 0) {
            s[0] = '0';
        }
        while (count(new String(s)) > Integer.MAX_VALUE) {
            int at = 1 + random.nextInt(length - 1);
            s[at - 1] = '3';
            s[at] = '3';
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.put("s", new String(s));
        return input;
    }

    /** The number of decodings, counted from the end; stops growing past 2^40 so it cannot overflow. */
    static long count(String s) {
        long cap = 1L << 40;
        long next = 1;       // ways to decode s[i + 1..]
        long afterNext = 0;  // ways to decode s[i + 2..]
        for (int i = s.length() - 1; i >= 0; i--) {
            long here = 0;
            if (s.charAt(i) != '0') {
                here = next;
                if (i + 1 < s.length() && (s.charAt(i) - '0') * 10 + (s.charAt(i + 1) - '0') <= 26) {
                    here = Math.min(cap, here + afterNext);
                }
            }
            afterNext = next;
            next = here;
        }
        return next;
    }

    @Override
    public String invalid(JsonNode input) {
        JsonNode s = input.get("s");
        if (s == null || !s.isTextual() || input.size() != 1) {
            return "the input must be exactly one string, s";
        }
        String text = s.textValue();
        if (text.length() < 1 || text.length() > MAX_LENGTH) {
            return "s has " + text.length() + " digits; it must have 1 to " + MAX_LENGTH;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return "s[" + i + "] = '" + c + "' is not a digit";
            }
        }
        if (count(text) > Integer.MAX_VALUE) {
            return "s has more than 2^31 - 1 decodings; the statement promises that the answer fits a 32-bit integer";
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_SIZE;
    }
}
