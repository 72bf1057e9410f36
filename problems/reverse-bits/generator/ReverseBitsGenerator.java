import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Iterator;
import java.util.Random;

/**
 * Makes an even n in 0..2^31 - 2, as the statement allows: bit 0 is always 0, bit 31 (the sign)
 * always 0, so only bits 1..30 are free. The size is how many of them may be set: at size s the
 * random bits are drawn from bits 1..s (size 30 is any allowed n), so small sizes give small
 * numbers with many leading zeros. Now and then an edge shape instead, at any size: 0, a single
 * bit, the largest n (bits 1..30 all set), only the high or the low 16 bits, bit 15 set (it
 * reaches the sign bit after the halves are swapped), or a random n over the whole range.
 */
public final class ReverseBitsGenerator implements Generator {

    private static final int MAX = 2147483646;

    @Override
    public ObjectNode generate(int size, Random random) {
        int width = Math.max(1, Math.min(30, size));
        int free = (int) ((1L << (width + 1)) - 2); // bits 1..width
        int n = switch (random.nextInt(10)) {
            case 0 -> 0;
            case 1 -> 1 << (1 + random.nextInt(width)); // one bit
            case 2 -> MAX & free;                        // every allowed bit up to the width
            case 3 -> random.nextInt() & 0x7fff0000;     // high half only
            case 4 -> random.nextInt() & 0x0000fffe;     // low half only
            case 5 -> (random.nextInt() & MAX) | 0x8000; // bit 15 set
            case 6 -> random.nextInt() & MAX;            // anywhere in the range
            default -> random.nextInt() & free;
        };
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.put("n", n);
        return input;
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject() || !input.has("n")) {
            return "the input must be an object with n";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("n")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode n = input.get("n");
        if (!n.isInt()) {
            return "n = " + n + " is not a 32-bit whole number";
        }
        if (n.asInt() < 0 || n.asInt() > MAX) {
            return "n = " + n.asInt() + " is outside 0..2^31 - 2";
        }
        if (n.asInt() % 2 != 0) {
            return "n = " + n.asInt() + " is odd, but the statement promises an even n";
        }
        return null;
    }

    @Override
    public int maxSize() {
        return 30;
    }
}
