import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Random;

/**
 * Random inputs for LRU Cache: the constructor with a small capacity, then {@code size} to
 * {@code 3 * size} calls to {@code get} and {@code put} on a few more keys than the cache holds,
 * so that keys are evicted, read again and updated. Values are often drawn from 0..2, so that a key
 * is sometimes put again with the value it already has; otherwise from the whole range. Keys are
 * sometimes spread over the whole range 0..10^4, its ends included.
 */
public final class LruCacheGenerator implements Generator {

    private static final int MAX_CAPACITY = 3000;
    private static final int MAX_KEY = 10_000;
    private static final int MAX_VALUE = 100_000;
    private static final int MAX_CALLS = 200_000;
    private static final int MAX_SIZE = 20;

    @Override
    public ObjectNode generate(int size, Random random) {
        int s = Math.max(1, Math.min(MAX_SIZE, size));
        int capacity = 1 + random.nextInt(Math.max(1, (s + 2) / 3));
        int[] keys = new int[capacity + 1 + random.nextInt(3)];
        boolean spread = random.nextInt(4) == 0;
        for (int i = 0; i < keys.length; i++) {
            keys[i] = spread ? (i == 0 ? 0 : i == 1 ? MAX_KEY : random.nextInt(MAX_KEY + 1)) : i;
        }
        boolean fewValues = random.nextBoolean();
        int calls = s + random.nextInt(2 * s + 1);
        JsonNodeFactory json = JsonNodeFactory.instance;
        ArrayNode operations = json.arrayNode().add("LRUCache");
        ArrayNode arguments = json.arrayNode();
        arguments.addArray().add(capacity);
        for (int i = 0; i < calls; i++) {
            int key = keys[random.nextInt(keys.length)];
            if (random.nextInt(5) < 2) {
                operations.add("get");
                arguments.addArray().add(key);
            } else {
                operations.add("put");
                arguments.addArray().add(key).add(fewValues ? random.nextInt(3) : random.nextInt(MAX_VALUE + 1));
            }
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
        if (operations.isEmpty() || !operations.get(0).asText().equals("LRUCache")) {
            return "the first operation must be the constructor, LRUCache";
        }
        if (operations.size() - 1 > MAX_CALLS) {
            return (operations.size() - 1) + " calls; at most " + MAX_CALLS + " are allowed";
        }
        JsonNode capacity = arguments.get(0);
        if (!capacity.isArray() || capacity.size() != 1 || !capacity.get(0).isInt()
                || capacity.get(0).asInt() < 1 || capacity.get(0).asInt() > MAX_CAPACITY) {
            return "LRUCache takes one capacity from 1 to " + MAX_CAPACITY + ", not " + capacity;
        }
        for (int i = 1; i < operations.size(); i++) {
            String name = operations.get(i).asText();
            JsonNode args = arguments.get(i);
            int arity = name.equals("get") ? 1 : name.equals("put") ? 2 : -1;
            if (arity < 0) {
                return "operation " + i + " is " + operations.get(i) + "; after the constructor only get and put are called";
            }
            if (!args.isArray() || args.size() != arity) {
                return "operation " + i + " (" + name + ") takes " + arity + " arguments, not " + args;
            }
            if (!args.get(0).isInt() || args.get(0).asInt() < 0 || args.get(0).asInt() > MAX_KEY) {
                return "operation " + i + " (" + name + "): the key " + args.get(0) + " is outside 0.." + MAX_KEY;
            }
            if (arity == 2 && (!args.get(1).isInt() || args.get(1).asInt() < 0 || args.get(1).asInt() > MAX_VALUE)) {
                return "operation " + i + " (put): the value " + args.get(1) + " is outside 0.." + MAX_VALUE;
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_SIZE;
    }
}
