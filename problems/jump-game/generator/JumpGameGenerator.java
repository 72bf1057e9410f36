import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Iterator;
import java.util.Random;

/**
 * Random inputs for Jump Game: 1 to {@code 2 * size} jump lengths from 0 to 10^5, as the
 * statement allows.
 *
 * <p>Most lengths are small (0 to 3), with zeros common, so that some arrays can be crossed and
 * others cannot, and a longest jump often lands on a 0 that a shorter one avoids. Shapes, drawn at
 * random: small lengths; small lengths with a wall (a run of zeros that the lengths before it just
 * fail to cross) somewhere; zeros with a few long jumps, up to 10^5; all zeros. Now and then a
 * single element.
 */
public final class JumpGameGenerator implements Generator {

    private static final int MAX_LENGTH = 10_000;
    private static final int MAX_JUMP = 100_000;

    @Override
    public ObjectNode generate(int size, Random random) {
        int n = random.nextInt(12) == 0 ? 1 : 1 + random.nextInt(Math.min(MAX_LENGTH, 2 * size));
        int shape = random.nextInt(5);
        int[] nums = new int[n];
        for (int i = 0; i < n; i++) {
            nums[i] = switch (shape) {
                case 0, 1 -> random.nextInt(4);
                case 2 -> random.nextInt(3) == 0 ? 0 : 1 + random.nextInt(3);
                case 3 -> random.nextInt(4) == 0 ? 1 + random.nextInt(random.nextBoolean() ? n : MAX_JUMP) : 0;
                default -> 0;
            };
        }
        if (shape == 2 && n >= 3) {
            // A wall at index w: every index before it jumps at most to w, and w holds a 0.
            int w = 1 + random.nextInt(n - 2);
            for (int i = 0; i < w; i++) {
                nums[i] = Math.min(nums[i], w - i);
            }
            nums[w] = 0;
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        ArrayNode list = input.putArray("nums");
        for (int x : nums) {
            list.add(x);
        }
        return input;
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject()) {
            return "the input must be an object with nums";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("nums")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode nums = input.get("nums");
        if (nums == null || !nums.isArray()) {
            return "nums must be a list";
        }
        if (nums.size() < 1 || nums.size() > MAX_LENGTH) {
            return "nums has " + nums.size() + " elements, outside 1.." + MAX_LENGTH;
        }
        for (int i = 0; i < nums.size(); i++) {
            JsonNode x = nums.get(i);
            if (!x.isInt() || x.asInt() < 0 || x.asInt() > MAX_JUMP) {
                return "nums[" + i + "] = " + x + " is not a whole number in 0..10^5";
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return 20; // up to 40 elements: every accepted submission is instant
    }
}
