import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Iterator;
import java.util.Random;

/**
 * Makes a and b in -1000..1000, as the statement allows. The magnitudes grow with the size (at
 * most 2^size - 1, so size 1 is 0 and 1), and each number gets a random sign, so that negative
 * numbers, mixed signs and carries through the sign bit come early. Now and then a number is 0,
 * -1 (all ones in two's complement), an end of the range, or b is -a.
 */
public final class SumOfTwoIntegersGenerator implements Generator {

    private static final int LIMIT = 1000;

    @Override
    public ObjectNode generate(int size, Random random) {
        int cap = size >= 10 ? LIMIT : (1 << size) - 1;
        int a = number(cap, random);
        int b = switch (random.nextInt(6)) {
            case 0 -> -a;
            case 1 -> random.nextBoolean() ? -1 : 0;
            default -> number(cap, random);
        };
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.put("a", a);
        input.put("b", b);
        return input;
    }

    private static int number(int cap, Random random) {
        return switch (random.nextInt(8)) {
            case 0 -> random.nextBoolean() ? -cap : cap;
            default -> {
                int magnitude = random.nextInt(cap + 1);
                yield random.nextBoolean() ? -magnitude : magnitude;
            }
        };
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject() || !input.has("a") || !input.has("b")) {
            return "the input must be an object with a and b";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("a") && !name.equals("b")) {
                return "unknown parameter " + name;
            }
        }
        for (String name : new String[] {"a", "b"}) {
            JsonNode v = input.get(name);
            if (!v.isInt() || v.asInt() < -LIMIT || v.asInt() > LIMIT) {
                return name + " = " + v + " is not a whole number in -1000..1000";
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return 12;
    }
}
