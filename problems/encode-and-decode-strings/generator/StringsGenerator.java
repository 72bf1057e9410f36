import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Iterator;
import java.util.Random;

/**
 * Makes the codec's input, the list of strings to send on a round trip: 1 to 200 strings of 0 to
 * 200 characters, as the statement allows. The number of strings and their longest length grow
 * with the size, up to 200 of each at {@link #maxSize()}. Now and then the list is the one empty
 * string [""], only empty strings, or ends in empty strings; strings are empty, short, or long (10
 * characters or more, so a length has two or three digits). Their characters come from one of four
 * pools: the usual separators and escape characters (',', '#', '/', '\', '|', quotes, digits, space,
 * tab, newline), all printable ASCII, control characters (codes 1 to 31 and 127), or letters; some
 * strings look like a length prefix ("3#abc", "12#"). Characters stay within codes 1 to 127, which
 * JSON carries plainly; the statement allows codes 0 to 255.
 */
public final class StringsGenerator implements Generator {

    private static final int MAX_STRINGS = 200;
    private static final int MAX_LENGTH = 200;
    private static final int MAX_SIZE = 20;
    private static final String SEPARATORS = ",#/\\|:;.-_ \t\n\r\"'0123456789";
    private static final String LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

    @Override
    public ObjectNode generate(int size, Random random) {
        int countCap = cap(size, MAX_STRINGS);
        int lengthCap = Math.min(MAX_LENGTH, cap(size, MAX_LENGTH) + 2);
        int count = 1 + random.nextInt(countCap);
        ArrayNode strs = JsonNodeFactory.instance.arrayNode();
        int shape = random.nextInt(12);
        if (shape == 0) {
            strs.add("");                                   // the one empty string
        } else if (shape == 1) {
            for (int i = 0; i < Math.max(2, count); i++) { // only empty strings
                strs.add("");
            }
        } else {
            int pool = random.nextInt(4);
            for (int i = 0; i < count; i++) {
                strs.add(string(lengthCap, pool, random));
            }
            if (shape == 2) {                               // ends in empty strings
                int trailing = 1 + random.nextInt(2);
                for (int i = 0; i < trailing && strs.size() < MAX_STRINGS; i++) {
                    strs.add("");
                }
            }
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.set("strs", strs);
        return input;
    }

    /** From 1 at size 1, linearly to 10 at size 10, then geometrically to max at MAX_SIZE. */
    private static int cap(int size, int max) {
        if (size <= 10) {
            return Math.max(1, size);
        }
        double t = (double) (Math.min(size, MAX_SIZE) - 10) / (MAX_SIZE - 10);
        return (int) Math.round(10 * Math.pow(max / 10.0, t));
    }

    private static String string(int lengthCap, int pool, Random random) {
        int kind = random.nextInt(8);
        if (kind == 0) {
            return "";
        }
        if (kind == 1) {                                    // looks like a length prefix
            int length = random.nextInt(Math.min(lengthCap, 12) + 1);
            String prefix = random.nextInt(3) + "#";
            StringBuilder out = new StringBuilder(prefix);
            while (out.length() < length) {
                out.append(random.nextBoolean() ? "#" : String.valueOf(random.nextInt(20)));
            }
            return out.length() > lengthCap ? out.substring(0, lengthCap) : out.toString();
        }
        int length = kind == 2 ? Math.min(lengthCap, 10 + random.nextInt(lengthCap))   // long, when allowed
                : random.nextInt(lengthCap + 1);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < length; i++) {
            out.append(character(pool, random));
        }
        return out.toString();
    }

    private static char character(int pool, Random random) {
        return switch (pool) {
            case 0 -> SEPARATORS.charAt(random.nextInt(SEPARATORS.length()));
            case 1 -> (char) (32 + random.nextInt(95));
            case 2 -> random.nextInt(4) == 0 ? (char) 127 : (char) (1 + random.nextInt(31));
            default -> random.nextInt(3) == 0 ? SEPARATORS.charAt(random.nextInt(SEPARATORS.length()))
                    : LETTERS.charAt(random.nextInt(LETTERS.length()));
        };
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject() || !input.has("strs")) {
            return "the input must be an object with strs";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("strs")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode strs = input.get("strs");
        if (!strs.isArray()) {
            return "strs must be a list of strings, got " + strs;
        }
        if (strs.size() < 1 || strs.size() > MAX_STRINGS) {
            return "strs holds " + strs.size() + " strings, outside 1.." + MAX_STRINGS;
        }
        for (int k = 0; k < strs.size(); k++) {
            JsonNode str = strs.get(k);
            if (!str.isTextual()) {
                return "strs[" + k + "] is " + str + ", not a string";
            }
            String text = str.textValue();
            if (text.length() > MAX_LENGTH) {
                return "strs[" + k + "] has " + text.length() + " characters, more than " + MAX_LENGTH;
            }
            for (int i = 0; i < text.length(); i++) {
                if (text.charAt(i) > 255) {
                    return "strs[" + k + "] holds the character U+" + String.format("%04X", (int) text.charAt(i))
                            + ", outside the 256 ASCII codes";
                }
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_SIZE;
    }
}
