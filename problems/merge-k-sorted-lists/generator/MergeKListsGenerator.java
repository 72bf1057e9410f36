import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Arrays;
import java.util.Random;

/**
 * Random inputs for Merge k Sorted Lists: {@code lists}, up to {@code size} sorted lists of up to
 * {@code size} values each. Empty lists turn up in any position (and sometimes there are no lists
 * at all); values come from a small range, so that equal values meet across lists, or from the
 * whole range -10^4..10^4, its ends included.
 */
public final class MergeKListsGenerator implements Generator {

    private static final int MAX_LISTS = 10_000;
    private static final int MAX_LENGTH = 500;
    private static final int MAX_NODES = 10_000;
    private static final int LIMIT = 10_000;
    private static final int MAX_SIZE = 12;

    @Override
    public ObjectNode generate(int size, Random random) {
        int top = Math.max(1, Math.min(MAX_SIZE, size));
        int k = random.nextInt(8) == 0 ? random.nextInt(2) : 1 + random.nextInt(top);
        int range = random.nextInt(3);
        int emptyChance = random.nextInt(4);
        ArrayNode lists = JsonNodeFactory.instance.arrayNode();
        for (int i = 0; i < k; i++) {
            int length = random.nextInt(4) < emptyChance ? 0 : 1 + random.nextInt(top);
            int[] values = new int[length];
            for (int j = 0; j < length; j++) {
                values[j] = switch (range) {
                    case 0 -> random.nextInt(2 * top + 1) - top;
                    case 1 -> random.nextInt(2 * LIMIT + 1) - LIMIT;
                    default -> random.nextBoolean() ? (random.nextBoolean() ? LIMIT : -LIMIT)
                            : random.nextInt(2 * LIMIT + 1) - LIMIT;
                };
            }
            Arrays.sort(values);
            ArrayNode list = lists.addArray();
            for (int value : values) {
                list.add(value);
            }
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.set("lists", lists);
        return input;
    }

    @Override
    public String invalid(JsonNode input) {
        JsonNode lists = input.get("lists");
        if (lists == null || !lists.isArray()) {
            return "lists must be an array of lists";
        }
        if (lists.size() > MAX_LISTS) {
            return "there are " + lists.size() + " lists; at most " + MAX_LISTS + " are allowed";
        }
        int total = 0;
        for (int i = 0; i < lists.size(); i++) {
            JsonNode list = lists.get(i);
            if (!list.isArray()) {
                return "lists[" + i + "] is not a list";
            }
            if (list.size() > MAX_LENGTH) {
                return "lists[" + i + "] has " + list.size() + " nodes; at most " + MAX_LENGTH + " are allowed";
            }
            total += list.size();
            for (int j = 0; j < list.size(); j++) {
                JsonNode value = list.get(j);
                if (!value.isInt() || value.asInt() < -LIMIT || value.asInt() > LIMIT) {
                    return "lists[" + i + "][" + j + "] = " + value + " is not a whole number from -" + LIMIT + " to "
                            + LIMIT;
                }
                if (j > 0 && list.get(j - 1).asInt() > value.asInt()) {
                    return "lists[" + i + "] is not sorted: " + list.get(j - 1) + " comes before " + value;
                }
            }
        }
        if (total > MAX_NODES) {
            return "the lists hold " + total + " nodes together; at most " + MAX_NODES + " are allowed";
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_SIZE;
    }
}
