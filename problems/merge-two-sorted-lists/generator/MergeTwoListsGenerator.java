import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Random;

/**
 * Makes two sorted linked lists of 0 to 50 values in -100..100, as the statement allows. Each
 * list's length grows with the size (up to 50 at {@link #maxSize()}); now and then one list or
 * both are empty, or a list has a single node. Values come from a narrow range (so ties meet
 * across the lists), from the whole range with its ends, or from two disjoint ranges so that one
 * list runs out long before the other.
 */
public final class MergeTwoListsGenerator implements Generator {

    private static final int MAX_NODES = 50;
    private static final int LIMIT = 100;
    private static final int MAX_SIZE = 50;

    @Override
    public ObjectNode generate(int size, Random random) {
        int cap = Math.max(1, Math.min(MAX_NODES, size));
        int mode = random.nextInt(4);
        boolean firstLow = random.nextBoolean();
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.set("list1", list(cap, mode, firstLow, random));
        input.set("list2", list(cap, mode, !firstLow, random));
        return input;
    }

    private static ArrayNode list(int cap, int mode, boolean low, Random random) {
        int n = switch (random.nextInt(8)) {
            case 0 -> 0;
            case 1 -> 1;
            case 2 -> random.nextInt(cap + 1);
            default -> cap - random.nextInt(Math.max(1, cap / 3));
        };
        int[] values = new int[n];
        for (int i = 0; i < n; i++) {
            values[i] = switch (mode) {
                case 0 -> random.nextInt(5);                                       // narrow: many ties
                case 1 -> random.nextInt(4) == 0 ? (random.nextBoolean() ? LIMIT : -LIMIT)
                        : random.nextInt(2 * LIMIT + 1) - LIMIT;                    // whole range, ends
                case 2 -> low ? -random.nextInt(LIMIT + 1) : random.nextInt(LIMIT + 1); // disjoint-ish
                default -> random.nextInt(2 * LIMIT + 1) - LIMIT;
            };
        }
        Arrays.sort(values);
        ArrayNode list = JsonNodeFactory.instance.arrayNode();
        for (int value : values) {
            list.add(value);
        }
        return list;
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject() || !input.has("list1") || !input.has("list2")) {
            return "the input must be an object with list1 and list2";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("list1") && !name.equals("list2")) {
                return "unknown parameter " + name;
            }
        }
        for (String name : new String[] {"list1", "list2"}) {
            JsonNode list = input.get(name);
            if (!list.isArray()) {
                return name + " must be the list's values as an array, got " + list;
            }
            if (list.size() > MAX_NODES) {
                return name + " has " + list.size() + " nodes, more than " + MAX_NODES;
            }
            for (int i = 0; i < list.size(); i++) {
                JsonNode value = list.get(i);
                if (!value.isInt() || value.intValue() < -LIMIT || value.intValue() > LIMIT) {
                    return name + "[" + i + "] = " + value + " is not a whole number in -" + LIMIT + ".." + LIMIT;
                }
                if (i > 0 && list.get(i - 1).intValue() > value.intValue()) {
                    return name + " is not sorted: " + list.get(i - 1) + " comes before " + value;
                }
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_SIZE;
    }
}
