import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Iterator;
import java.util.Random;

/**
 * Makes an increasing array of distinct values in -10^4..10^4, cut at a random position k and the
 * two pieces swapped (k = 0, not rotated, now and then), and a target. The length grows with the
 * size, from 1 at size 1 to 5000 at {@link #maxSize()}; one array in eight is shorter. The values are
 * consecutive, spread at random, small around 0, or include both ends of the range; the cut is
 * often at an edge (none, after the first element, before the last, at the middle). The target is
 * in the array two times in three, at a random index or an edge (first, last, the minimum, the
 * maximum, the middle); otherwise it is absent: below or above every value, in a gap between two
 * values, or an extreme of the range.
 */
public final class RotatedSearchGenerator implements Generator {

    private static final int MAX_LENGTH = 5000;
    private static final int MIN_VALUE = -10000;
    private static final int MAX_VALUE = 10000;
    private static final int MAX_SIZE = 30;
    /** Up to this size the array has exactly size elements; beyond it, the length grows geometrically to 5000. */
    private static final int LINEAR_SIZES = 10;

    @Override
    public ObjectNode generate(int size, Random random) {
        int cap = lengthCap(size);
        int n = random.nextInt(8) == 0 ? 1 + random.nextInt(cap) : cap;
        int[] sorted = sortedValues(n, random);
        int k = switch (random.nextInt(8)) {
            case 0 -> 0;                    // not rotated
            case 1 -> 1 % n;
            case 2 -> Math.max(0, n - 1);
            case 3 -> n / 2;
            default -> random.nextInt(n);
        };
        int[] nums = new int[n];
        for (int i = 0; i < n; i++) {
            nums[i] = sorted[(i + k) % n];
        }
        int target;
        if (random.nextInt(3) != 0) {
            int index = switch (random.nextInt(8)) {
                case 0 -> 0;
                case 1 -> n - 1;
                case 2 -> (n - k) % n;                // the minimum
                case 3 -> (n - k + n - 1) % n;        // the maximum
                case 4 -> (n - 1) / 2;
                default -> random.nextInt(n);
            };
            target = nums[index];
        } else {
            target = absentTarget(sorted, random);
        }
        ArrayNode array = JsonNodeFactory.instance.arrayNode();
        for (int value : nums) {
            array.add(value);
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.set("nums", array);
        input.put("target", target);
        return input;
    }

    /** A value of -10^4..10^4 that is not in sorted: below or above all, in a gap, or an extreme. */
    private static int absentTarget(int[] sorted, Random random) {
        int n = sorted.length;
        for (int attempt = 0; attempt < 4; attempt++) {
            int candidate = switch (random.nextInt(4)) {
                case 0 -> sorted[0] - 1 - random.nextInt(3);
                case 1 -> sorted[n - 1] + 1 + random.nextInt(3);
                case 2 -> random.nextBoolean() ? MIN_VALUE : MAX_VALUE;
                default -> {
                    int i = random.nextInt(n);
                    yield sorted[i] + 1;                 // just above a value: absent when there is a gap
                }
            };
            if (candidate >= MIN_VALUE && candidate <= MAX_VALUE && java.util.Arrays.binarySearch(sorted, candidate) < 0) {
                return candidate;
            }
        }
        for (int candidate = MIN_VALUE; ; candidate++) {   // 20001 values, at most 5000 taken
            if (java.util.Arrays.binarySearch(sorted, candidate) < 0) {
                return candidate;
            }
        }
    }

    /** n distinct values in increasing order: consecutive, spread at random, near 0, or with both extremes. */
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
            int width = mode == 2 ? Math.min(span, Math.max(3 * n, 20)) : span;
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
        if (input == null || !input.isObject() || !input.has("nums") || !input.has("target")) {
            return "the input must be an object with nums and target";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("nums") && !name.equals("target")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode target = input.get("target");
        if (!target.isInt()) {
            return "target is " + target + ", not a whole number";
        }
        if (target.intValue() < MIN_VALUE || target.intValue() > MAX_VALUE) {
            return "target = " + target.intValue() + " is outside " + MIN_VALUE + ".." + MAX_VALUE;
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
            return "nums is not an increasing array, possibly rotated: going round it, it decreases "
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
