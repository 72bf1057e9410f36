import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Iterator;
import java.util.Random;

/**
 * Makes {@code s}: a string of digits as long as the size, from 1 to 20 (the statement's bounds);
 * one in five is shorter, down to one digit. Lengths 4 to 12 can hold an address, and half of
 * those strings are one: four parts of 0..255 written without leading zeros, favouring the edges
 * 0, 10, 99, 100, 199, 200, 249, 250, 255, sometimes with one digit then changed (which may make a
 * part 256 or give it a leading zero). The rest are digits drawn from all ten, or mostly from 0
 * (leading zeros everywhere), or from 2 and 5 (parts just under and over 255).
 */
public final class RestoreIpGenerator implements Generator {

    private static final int MAX_LENGTH = 20;
    private static final int[] EDGE_PARTS = {0, 1, 9, 10, 99, 100, 199, 200, 249, 250, 254, 255};
    private static final String[] ALPHABETS = {"0123456789", "0000000125", "2255550"};

    @Override
    public ObjectNode generate(int size, Random random) {
        int cap = Math.max(1, Math.min(size, MAX_LENGTH));
        int length = random.nextInt(5) == 0 ? 1 + random.nextInt(cap) : cap;
        String s;
        if (length >= 4 && length <= 12 && random.nextBoolean()) {
            s = address(length, random);
            if (random.nextInt(3) == 0) {
                int at = random.nextInt(length);
                s = s.substring(0, at) + (char) ('0' + random.nextInt(10)) + s.substring(at + 1);
            }
        } else {
            String alphabet = ALPHABETS[random.nextInt(ALPHABETS.length)];
            StringBuilder digits = new StringBuilder();
            for (int i = 0; i < length; i++) {
                digits.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            s = digits.toString();
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.put("s", s);
        return input;
    }

    /** A valid address's four parts, written together in exactly {@code length} (4..12) digits. */
    private static String address(int length, Random random) {
        // Part lengths of 1 to 3 digits that add up to length: start from 1 each, grow random parts.
        int[] digits = {1, 1, 1, 1};
        for (int extra = length - 4; extra > 0; ) {
            int part = random.nextInt(4);
            if (digits[part] < 3) {
                digits[part]++;
                extra--;
            }
        }
        StringBuilder s = new StringBuilder();
        for (int d : digits) {
            int low = d == 1 ? 0 : d == 2 ? 10 : 100;
            int high = d == 1 ? 9 : d == 2 ? 99 : 255;
            int part = low + random.nextInt(high - low + 1);
            if (random.nextBoolean()) {
                // An edge value of the same length instead, when one is drawn.
                int edge = EDGE_PARTS[random.nextInt(EDGE_PARTS.length)];
                if (String.valueOf(edge).length() == d) {
                    part = edge;
                }
            }
            s.append(part);
        }
        return s.toString();
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
            return "s must be a string of digits, got " + s;
        }
        String text = s.textValue();
        if (text.length() < 1 || text.length() > MAX_LENGTH) {
            return "s has " + text.length() + " characters; the statement allows 1 to " + MAX_LENGTH;
        }
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) < '0' || text.charAt(i) > '9') {
                return "s[" + i + "] is '" + text.charAt(i) + "', not a digit";
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_LENGTH;
    }
}
