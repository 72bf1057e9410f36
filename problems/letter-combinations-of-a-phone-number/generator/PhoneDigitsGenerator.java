import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Random;

/**
 * Random inputs for Letter Combinations of a Phone Number: {@code size} digits from 2 to 9
 * (repeats allowed, and the four-letter keys 7 and 9 as likely as the others), or, one time in
 * eight, no digits at all. Size 4 is the statement's longest input.
 */
public final class PhoneDigitsGenerator implements Generator {

    @Override
    public ObjectNode generate(int size, Random random) {
        int length = random.nextInt(8) == 0 ? 0 : size;
        StringBuilder digits = new StringBuilder();
        for (int i = 0; i < length; i++) {
            digits.append((char) ('2' + random.nextInt(8)));
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.put("digits", digits.toString());
        return input;
    }

    @Override
    public String invalid(JsonNode input) {
        JsonNode digits = input.get("digits");
        if (digits == null || !digits.isTextual()) {
            return "digits must be a string";
        }
        String text = digits.asText();
        if (text.length() > 4) {
            return "digits has " + text.length() + " characters, more than 4";
        }
        for (char c : text.toCharArray()) {
            if (c < '2' || c > '9') {
                return "digits holds '" + c + "', not one of '2' to '9'";
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return 4;
    }
}
