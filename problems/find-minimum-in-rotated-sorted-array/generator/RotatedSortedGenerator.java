import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Iterator;
import java.util.Random;

/**
 * Makes a sorted array of distinct values in -5000..5000 and rotates it 1 to n times, as the
 * statement promises. The length grows with the size, from 1 at size 1 to 5000 at
 * {@link #maxSize()}; one array in eight is shorter (down to one element). The values are
 * consecutive, or spread at random, or include both ends of the range. The rotation is often at an
 * edge: n times (the array is sorted), once (the minimum is second), n - 1 times (the minimum is
 * last), or the minimum just right or left of the middle; otherwise it is random.
 */
public final class RotatedSortedGenerator implements Generator {

    private static final int MAX_LENGTH = 5000;
    private static final int MIN_VALUE = -5000;
    private static final int MAX_VALUE = 5000;
    private static final int MAX_SIZE = 30;
    /** Up to this size the array has exactly size elements; beyond it, the length grows geometrically to 5000. */
    private static final int LINEAR_SIZES = 10;

    @Override
    public ObjectNode generate(int size, Random random) {
        int cap = lengthCap(size);
        int n = random.nextInt(8) == 0 ? 1 + random.nextInt(cap) : cap;
        int[] sorted = sortedValues(n, random);
        int k = switch (random.nextInt(8)) {
            case 0 -> n;                              // sorted again
            case 1 -> 1;                              // the minimum is at index 1 (for n > 1)
            case 2 -> Math.max(1, n - 1);             // the minimum is the last element
            case 3 -> Math.max(1, n / 2);             // the minimum in the middle
            case 4 -> Math.max(1, n / 2 + 1);
            default -> 1 + random.nextInt(n);
        };
        ArrayNode nums = JsonNodeFactory.instance.arrayNode();
        int[] rotated = new int[n];
        for (int i = 0; i < n; i++) {
            rotated[(i + k) % n] = sorted[i];
        }
        for (int value : rotated) {
            nums.add(value);
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.set("nums", nums);
        return input;
    }

    /** n distinct values in increasing order: consecutive, spread at random, or with both extremes. */
    private static int[] sortedValues(int n, Random random) {
        int span = MAX_VALUE - MIN_VALUE + 1;
        boolean[] taken = new boolean[span];
        int mode = random.nextInt(4);
        if (mode == 0) {
            int start = MIN_VALUE + random.nextInt(span - n + 1);
            for (int i = 0; i < n; i++) {
                taken[start + i - MIN_VALUE] = true;
            }
        } else {
            int count = 0;
            if (mode == 1) {
                taken[0] = true;
                count++;
                if (n > 1) {
                    taken[span - 1] = true;
                    count++;
                }
            }
            int width = mode == 2 ? Math.min(span, Math.max(2 * n, 20)) : span;   // small values near 0, or anywhere
            int low = mode == 2 ? -width / 2 - MIN_VALUE : 0;
            while (count < n) {
                int index = low + random.nextInt(width);
                if (!taken[index]) {
                    taken[index] = true;
                    count++;
                }
            }
        }
        int[] values = new int[n];
        int next = 0;
        for (int index = 0; index < span && next < n; index++) {
            if (taken[index]) {
                values[next++] = index + MIN_VALUE;
            }
        }
        return values;
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
        int n = nums.size();
        if (n < 1 || n > MAX_LENGTH) {
            return "nums has " + n + " elements, outside 1.." + MAX_LENGTH;
        }
        boolean[] seen = new boolean[MAX_VALUE - MIN_VALUE + 1];
        for (int i = 0; i < n; i++) {
            JsonNode value = nums.get(i);
            if (!value.isInt()) {
                return "nums[" + i + "] is " + value + ", not a whole number";
            }
            int v = value.intValue();
            if (v < MIN_VALUE || v > MAX_VALUE) {
                return "nums[" + i + "] = " + v + " is outside " + MIN_VALUE + ".." + MAX_VALUE;
            }
            if (seen[v - MIN_VALUE]) {
                return "nums holds " + v + " twice; the values must be all different";
            }
            seen[v - MIN_VALUE] = true;
        }
        int drops = 0;
        for (int i = 0; i < n; i++) {
            if (nums.get(i).intValue() > nums.get((i + 1) % n).intValue()) {
                drops++;
            }
        }
        if (n > 1 && drops != 1) {
            return "nums is not a sorted array rotated 1 to n times: going round it, it decreases "
                    + drops + " times, not once";
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_SIZE;
    }

    private static int lengthCap(int size) {
        if (size <= LINEAR_SIZES) {
            return Math.max(1, size);
        }
        double t = (double) (Math.min(size, MAX_SIZE) - LINEAR_SIZES) / (MAX_SIZE - LINEAR_SIZES);
        return (int) Math.round(LINEAR_SIZES * Math.pow((double) MAX_LENGTH / LINEAR_SIZES, t));
    }
}
