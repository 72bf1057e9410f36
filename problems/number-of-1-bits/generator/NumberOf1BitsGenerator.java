import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Iterator;
import java.util.Random;
import dev.practicejudge.api.Generator;

/**
 * Makes n in 1..2^31 - 1, as the statement allows. At size s, n has at most s binary digits
 * (size 1 is n = 1, size 31 reaches 2^31 - 1), so small counterexamples come first. Besides
 * uniform numbers it makes the shapes bit bugs trip on: 1, a single bit, all ones below some
 * place, sparse and dense patterns, the highest allowed bit with random bits below, even and odd
 * numbers.
 */
public final class NumberOf1BitsGenerator implements Generator {

    private static final long MAX = Integer.MAX_VALUE;

    @Override
    public ObjectNode generate(int size, Random random) {
        int digits = Math.max(1, Math.min(31, size));
        long cap = (1L << digits) - 1;              // the largest n with this many digits
        int length = 1 + random.nextInt(digits);    // a length for the shaped numbers
        long n = switch (random.nextInt(9)) {
            case 0 -> 1;
            case 1 -> (1L << length) - 1;                                   // all ones
            case 2 -> 1L << (length - 1);                                   // one bit
            case 3 -> uniform(cap, random) & uniform(cap, random) & uniform(cap, random); // sparse
            case 4 -> uniform(cap, random) | uniform(cap, random);          // dense
            case 5 -> (1L << (digits - 1)) | (uniform(cap, random) >> 1);   // the top bit set
            case 6 -> (uniform(cap, random) & ~1L);                         // even
            default -> uniform(cap, random);
        };
        if (n < 1) {
            n = 1L << random.nextInt(digits);
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.put("n", (int) n);
        return input;
    }

    /** A number from 1 to cap, every one equally likely. */
    private static long uniform(long cap, Random random) {
        return 1 + (random.nextLong() & Long.MAX_VALUE) % cap;
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
        if (!n.isIntegralNumber() || !n.canConvertToLong() || n.asLong() < 1 || n.asLong() > MAX) {
            return "n = " + n + " is not a whole number in 1..2147483647 (1 <= n <= 2^31 - 1)";
        }
        return null;
    }

    @Override
    public int maxSize() {
        return 31;
    }
}
