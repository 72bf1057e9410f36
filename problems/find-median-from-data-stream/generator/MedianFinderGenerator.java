import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Random;

/**
 * Random inputs for Find Median from Data Stream: the constructor, an addNum, then {@code size} to
 * {@code 3 * size} calls, each an addNum or a findMedian (findMedian never before the first
 * number). The numbers take one of several shapes: small values with many repeats, rising,
 * falling, zig-zagging between low and high, only negatives, the extremes -10^5 and 10^5, or
 * anything in the whole range.
 */
public final class MedianFinderGenerator implements Generator {

    private static final int MAX_VALUE = 100_000;
    private static final int MAX_CALLS = 50_000;
    private static final int MAX_SIZE = 20;

    @Override
    public ObjectNode generate(int size, Random random) {
        int s = Math.max(1, Math.min(MAX_SIZE, size));
        int calls = s + random.nextInt(2 * s + 1);
        int shape = random.nextInt(7);
        int findPercent = switch (random.nextInt(3)) {
            case 0 -> 50;
            case 1 -> 25;
            default -> 75;
        };
        JsonNodeFactory json = JsonNodeFactory.instance;
        ArrayNode operations = json.arrayNode().add("MedianFinder");
        ArrayNode arguments = json.arrayNode();
        arguments.addArray();
        int added = 0;
        int start = random.nextInt(2 * MAX_VALUE / 3) - MAX_VALUE / 3;
        for (int i = 0; i < calls; i++) {
            if (added > 0 && random.nextInt(100) < findPercent) {
                operations.add("findMedian");
                arguments.addArray();
                continue;
            }
            int num = switch (shape) {
                case 0 -> random.nextInt(7) - 3;                                   // repeats
                case 1 -> Math.min(MAX_VALUE, start + 3 * added + random.nextInt(3));   // rising
                case 2 -> Math.max(-MAX_VALUE, start - 3 * added - random.nextInt(3));  // falling
                case 3 -> (added % 2 == 0 ? -1 : 1) * (added + random.nextInt(5));      // zig-zag
                case 4 -> -1 - random.nextInt(MAX_VALUE);                          // negatives only
                case 5 -> random.nextBoolean() ? MAX_VALUE : -MAX_VALUE;           // extremes
                default -> random.nextInt(2 * MAX_VALUE + 1) - MAX_VALUE;          // anything
            };
            operations.add("addNum");
            arguments.addArray().add(num);
            added++;
        }
        ObjectNode input = json.objectNode();
        input.set("operations", operations);
        input.set("arguments", arguments);
        return input;
    }

    @Override
    public String invalid(JsonNode input) {
        JsonNode operations = input.get("operations");
        JsonNode arguments = input.get("arguments");
        if (operations == null || !operations.isArray() || arguments == null || !arguments.isArray()) {
            return "operations and arguments must both be lists";
        }
        if (operations.size() != arguments.size()) {
            return operations.size() + " operations but " + arguments.size() + " argument lists";
        }
        if (operations.isEmpty() || !operations.get(0).asText().equals("MedianFinder")) {
            return "the first operation must be the constructor, MedianFinder";
        }
        if (!arguments.get(0).isArray() || !arguments.get(0).isEmpty()) {
            return "MedianFinder takes no arguments, not " + arguments.get(0);
        }
        if (operations.size() - 1 > MAX_CALLS) {
            return (operations.size() - 1) + " calls; at most " + MAX_CALLS + " are allowed";
        }
        int added = 0;
        for (int i = 1; i < operations.size(); i++) {
            String name = operations.get(i).asText();
            JsonNode args = arguments.get(i);
            if (name.equals("addNum")) {
                if (!args.isArray() || args.size() != 1 || !args.get(0).isInt()) {
                    return "operation " + i + " (addNum) takes one whole number, not " + args;
                }
                int num = args.get(0).asInt();
                if (num < -MAX_VALUE || num > MAX_VALUE) {
                    return "operation " + i + " (addNum): " + num + " is outside -10^5..10^5";
                }
                added++;
            } else if (name.equals("findMedian")) {
                if (!args.isArray() || !args.isEmpty()) {
                    return "operation " + i + " (findMedian) takes no arguments, not " + args;
                }
                if (added == 0) {
                    return "operation " + i + " is findMedian before any number was added";
                }
            } else {
                return "operation " + i + " is " + operations.get(i) + "; after the constructor only addNum and findMedian are called";
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_SIZE;
    }
}
