import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * Random inputs for Top K Frequent Elements whose answer is unique, as the statement promises: it
 * picks d distinct values and k, gives the k chosen ones counts above every count of the others
 * (often just one above, and with ties among themselves), and shuffles. Now and then k is the
 * number of distinct values (every value is in the answer), d is 1, or a single value fills the
 * whole array, where the count equals n. Values come from a small range, the whole range
 * -10^4..10^4, or its ends.
 */
public final class TopKFrequentGenerator implements Generator {

    private static final int MAX_LENGTH = 100_000;
    private static final int LIMIT = 10_000;

    @Override
    public ObjectNode generate(int size, Random random) {
        int d = random.nextInt(8) == 0 ? 1 : 1 + random.nextInt(size + 1);
        int k = random.nextInt(5) == 0 ? d : 1 + random.nextInt(d);
        int mode = random.nextInt(3);
        Set<Integer> used = new HashSet<>();
        List<Integer> values = new ArrayList<>();
        while (values.size() < d) {
            int v = switch (mode) {
                case 0 -> random.nextInt(2 * size + 21) - size - 10;
                case 1 -> random.nextInt(2 * LIMIT + 1) - LIMIT;
                default -> random.nextBoolean() ? LIMIT - random.nextInt(d + 1) : -LIMIT + random.nextInt(d + 1);
            };
            if (used.add(v)) {
                values.add(v);
            }
        }
        int restMax = 1 + random.nextInt(size);                       // the others' counts: 1..restMax
        int gap = random.nextInt(3) == 0 ? 1 : 1 + random.nextInt(size);
        boolean topTies = random.nextInt(3) == 0;
        int topCount = restMax + gap + random.nextInt(size + 1);
        List<Integer> nums = new ArrayList<>();
        for (int i = 0; i < d; i++) {
            int count;
            if (i < k) {
                count = topTies ? topCount : restMax + gap + random.nextInt(size + 1);
            } else {
                count = 1 + random.nextInt(restMax);
                if (i == k) {
                    count = restMax;                                   // the largest of the rest, just below the top
                }
            }
            for (int c = 0; c < count; c++) {
                nums.add(values.get(i));
            }
        }
        Collections.shuffle(nums, random);
        ArrayNode array = JsonNodeFactory.instance.arrayNode();
        nums.forEach(array::add);
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.set("nums", array);
        input.put("k", k);
        return input;
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject()) {
            return "the input must be an object with nums and k";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("nums") && !name.equals("k")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode nums = input.get("nums");
        JsonNode k = input.get("k");
        if (nums == null || !nums.isArray()) {
            return "nums must be an array of whole numbers";
        }
        if (k == null || !k.isInt()) {
            return "k must be a whole number";
        }
        if (nums.size() < 1 || nums.size() > MAX_LENGTH) {
            return "nums has " + nums.size() + " numbers; it must have 1 to " + MAX_LENGTH;
        }
        Map<Integer, Integer> count = new HashMap<>();
        for (int i = 0; i < nums.size(); i++) {
            JsonNode value = nums.get(i);
            if (!value.isInt()) {
                return "nums[" + i + "] = " + value + " is not a whole number";
            }
            if (Math.abs(value.asInt()) > LIMIT) {
                return "nums[" + i + "] = " + value + " is outside -10^4..10^4";
            }
            count.merge(value.asInt(), 1, Integer::sum);
        }
        int kk = k.asInt();
        if (kk < 1 || kk > count.size()) {
            return "k = " + kk + " is outside 1.." + count.size() + ", the number of distinct values";
        }
        List<Integer> counts = new ArrayList<>(count.values());
        counts.sort(Collections.reverseOrder());
        if (kk < counts.size() && counts.get(kk - 1).equals(counts.get(kk))) {
            return "the " + kk + "th and " + (kk + 1) + "th largest counts are both " + counts.get(kk)
                    + ": the answer is not unique, but the statement promises it is";
        }
        return null;
    }

    @Override
    public int maxSize() {
        return 20; // up to 21 distinct values, a few hundred numbers
    }
}
