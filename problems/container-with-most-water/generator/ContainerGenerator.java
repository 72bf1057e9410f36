import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Iterator;
import java.util.Random;

/**
 * Random inputs for Container With Most Water: {@code height} of 2 to 2000 values in 0..10^4. The
 * length is size + 1 up to size 10, then grows geometrically to 2000 at {@link #maxSize()}.
 * Heights come in one of five shapes: a few small values (many ties), the whole range, rising or
 * falling, mostly zeros with a few tall spikes anywhere, or short lines at both ends around taller
 * ones inside.
 */
public final class ContainerGenerator implements Generator {

    private static final int MIN_LENGTH = 2;
    private static final int MAX_LENGTH = 100_000;
    private static final int MAX_HEIGHT = 10_000;
    private static final int MAX_SIZE = 20;
    private static final int LINEAR_SIZES = 10;
    private static final int LARGEST_GENERATED = 2000;

    @Override
    public ObjectNode generate(int size, Random random) {
        int n = length(size);
        int[] h = new int[n];
        int shape = random.nextInt(6);
        int top = random.nextBoolean() ? 10 : MAX_HEIGHT;
        for (int i = 0; i < n; i++) {
            h[i] = switch (shape) {
                case 0 -> random.nextInt(4);                                      // ties
                case 1 -> (int) ((long) i * top / Math.max(1, n - 1));            // rising
                case 2 -> (int) ((long) (n - 1 - i) * top / Math.max(1, n - 1));  // falling
                case 3 -> random.nextInt(6) == 0 ? random.nextInt(top + 1) : 0;   // spikes
                case 4 -> {                                                        // a hump
                    int distance = Math.min(i, n - 1 - i);
                    yield Math.min(top, distance * 2 + random.nextInt(3));
                }
                default -> random.nextInt(top + 1);
            };
        }
        ArrayNode height = JsonNodeFactory.instance.arrayNode();
        for (int v : h) {
            height.add(v);
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.set("height", height);
        return input;
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject() || !input.has("height")) {
            return "the input must be an object with height";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("height")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode height = input.get("height");
        if (!height.isArray()) {
            return "height must be an array of numbers, got " + height;
        }
        if (height.size() < MIN_LENGTH || height.size() > MAX_LENGTH) {
            return "height has " + height.size() + " elements; it must have " + MIN_LENGTH + " to " + MAX_LENGTH;
        }
        for (int i = 0; i < height.size(); i++) {
            JsonNode value = height.get(i);
            if (!value.isInt()) {
                return "height[" + i + "] = " + value + " is not a whole number";
            }
            if (value.intValue() < 0 || value.intValue() > MAX_HEIGHT) {
                return "height[" + i + "] = " + value.intValue() + " is outside 0..10^4";
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_SIZE;
    }

    private static int length(int size) {
        if (size <= LINEAR_SIZES) {
            return Math.max(MIN_LENGTH, size + 1);
        }
        double t = (double) (Math.min(size, MAX_SIZE) - LINEAR_SIZES) / (MAX_SIZE - LINEAR_SIZES);
        return (int) Math.round((LINEAR_SIZES + 1) * Math.pow((double) LARGEST_GENERATED / (LINEAR_SIZES + 1), t));
    }
}
