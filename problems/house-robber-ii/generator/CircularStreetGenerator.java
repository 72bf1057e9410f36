import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Iterator;
import java.util.Random;

/**
 * Makes a circle of 1 to 100 houses with 0..1000 in each, as the statement allows. The circle has
 * size houses (one in eight shorter, down to one house), so {@link #maxSize()} is 100. The money is
 * random over the whole range, or small (0..3, many ties), or only the extremes 0 and 1000, or the
 * same in every house (an odd circle then cannot use every other house), or a rich house every
 * third place, or rich houses at both ends and little between them (the line's best plan robs both
 * ends, which the circle forbids).
 */
public final class CircularStreetGenerator implements Generator {

    private static final int MAX_LENGTH = 100;
    private static final int MAX_VALUE = 1000;

    @Override
    public ObjectNode generate(int size, Random random) {
        int cap = Math.max(1, Math.min(size, MAX_LENGTH));
        int n = random.nextInt(8) == 0 ? 1 + random.nextInt(cap) : cap;
        int mode = random.nextInt(7);
        int same = random.nextInt(MAX_VALUE + 1);
        int offset = random.nextInt(3);
        ArrayNode nums = JsonNodeFactory.instance.arrayNode();
        for (int i = 0; i < n; i++) {
            nums.add(switch (mode) {
                case 0 -> random.nextInt(4);
                case 1 -> random.nextBoolean() ? 0 : MAX_VALUE;
                case 2 -> same;
                case 3 -> (i + offset) % 3 == 0 ? MAX_VALUE - random.nextInt(50) : random.nextInt(50);
                case 4 -> i == 0 || i == n - 1 ? MAX_VALUE - random.nextInt(100) : random.nextInt(100);
                default -> random.nextInt(MAX_VALUE + 1);
            });
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.set("nums", nums);
        return input;
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject() || !input.has("nums")) {
            return "the input must be an object with nums";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("nums")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode nums = input.get("nums");
        if (!nums.isArray()) {
            return "nums must be an array, got " + nums;
        }
        if (nums.size() < 1 || nums.size() > MAX_LENGTH) {
            return "nums has " + nums.size() + " elements, outside 1.." + MAX_LENGTH;
        }
        for (int i = 0; i < nums.size(); i++) {
            JsonNode value = nums.get(i);
            if (!value.isInt()) {
                return "nums[" + i + "] is " + value + ", not a whole number";
            }
            if (value.intValue() < 0 || value.intValue() > MAX_VALUE) {
                return "nums[" + i + "] = " + value.intValue() + " is outside 0.." + MAX_VALUE;
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_LENGTH;
    }
}
