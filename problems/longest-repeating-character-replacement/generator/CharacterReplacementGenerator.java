import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Iterator;
import java.util.Random;

/**
 * Makes {@code s}, 1 to 100,000 uppercase English letters, and {@code k} in 0..s.length, as the
 * statement allows, though s has at most 400 letters here (the tests hold the long ones). The
 * length is the size for small sizes, then grows to 400 at {@link #maxSize()}; one string in eight
 * is shorter. Letters come from one, two, three or all 26 letters, sometimes in blocks of a
 * letter (runs that replacements can join). k is 0, s.length, or small, or anything in between.
 */
public final class CharacterReplacementGenerator implements Generator {

    private static final int MAX_LENGTH = 100_000;
    private static final int LONGEST = 400;
    private static final int MAX_SIZE = 24;
    private static final int LINEAR_SIZES = 10;

    @Override
    public ObjectNode generate(int size, Random random) {
        int cap = lengthCap(size);
        int n = random.nextInt(8) == 0 ? 1 + random.nextInt(cap) : cap;
        int letters = switch (random.nextInt(5)) {
            case 0 -> 1;
            case 1, 2 -> 2;
            case 3 -> 3;
            default -> 26;
        };
        char first = (char) ('A' + random.nextInt(27 - letters));
        boolean blocks = random.nextInt(3) == 0;
        StringBuilder s = new StringBuilder(n);
        while (s.length() < n) {
            char c = (char) (first + random.nextInt(letters));
            int run = blocks ? 1 + random.nextInt(5) : 1;
            for (int i = 0; i < run && s.length() < n; i++) {
                s.append(c);
            }
        }
        int k = switch (random.nextInt(6)) {
            case 0 -> 0;
            case 1 -> n;
            case 2, 3 -> random.nextInt(Math.min(n, 3) + 1);
            default -> random.nextInt(n + 1);
        };
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.put("s", s.toString());
        input.put("k", k);
        return input;
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
        if (input == null || !input.isObject() || !input.has("s") || !input.has("k")) {
            return "the input must be an object with s and k";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("s") && !name.equals("k")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode s = input.get("s");
        JsonNode k = input.get("k");
        if (!s.isTextual()) {
            return "s must be a string, got " + s;
        }
        if (!k.isInt()) {
            return "k must be a whole number, got " + k;
        }
        String text = s.asText();
        if (text.length() < 1 || text.length() > MAX_LENGTH) {
            return "s has " + text.length() + " letters; it must have 1 to " + MAX_LENGTH;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < 'A' || c > 'Z') {
                return "s[" + i + "] = '" + c + "' is not an uppercase English letter";
            }
        }
        if (k.intValue() < 0 || k.intValue() > text.length()) {
            return "k = " + k.intValue() + " is outside 0..s.length = 0.." + text.length();
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_SIZE;
    }
}
