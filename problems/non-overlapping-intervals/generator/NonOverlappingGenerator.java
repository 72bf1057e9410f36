import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Random;

/**
 * Makes 1 to {@code size} intervals with -5*10^4 <= start < end <= 5*10^4, as the statement
 * allows, shuffled. Most inputs crowd short intervals into a small range, often around 0 so that
 * some values are negative, where they overlap, repeat and touch; others put a long interval over
 * several short ones (the trap for keeping the interval that starts first), chain intervals that
 * touch or overlap their neighbours, give many intervals the same end, or reach the ends of the
 * range.
 */
public final class NonOverlappingGenerator implements Generator {

    private static final int LOW = -50_000;
    private static final int HIGH = 50_000;
    private static final int MAX_INTERVALS = 100_000;

    @Override
    public ObjectNode generate(int size, Random random) {
        int n = random.nextInt(4) == 0 ? 1 + random.nextInt(size) : size;
        int base = random.nextBoolean() ? -random.nextInt(2 * n + 2) : random.nextInt(3);
        List<int[]> intervals = new ArrayList<>();
        switch (random.nextInt(6)) {
            case 0 -> {                                   // long intervals over runs of short ones
                int at = base;
                while (intervals.size() < n) {
                    int shorts = 1 + random.nextInt(3);
                    int longStart = at;
                    for (int i = 0; i < shorts && intervals.size() < n - 1; i++) {
                        intervals.add(new int[] {at + 1, at + 2});
                        at += 2;
                    }
                    intervals.add(new int[] {longStart, at + 1 + random.nextInt(2)});
                    at += 1 + random.nextInt(2);
                }
            }
            case 1 -> {                                   // a chain: neighbours touch or overlap by one
                int at = base;
                for (int i = 0; i < n; i++) {
                    int length = 1 + random.nextInt(3);
                    intervals.add(new int[] {at, at + length});
                    at += length - random.nextInt(2);
                }
            }
            case 2 -> {                                   // many intervals with the same end
                int end = base + n + 1;
                for (int i = 0; i < n; i++) {
                    int e = random.nextInt(3) == 0 ? base + 1 + random.nextInt(2 * n + 1) : end;
                    intervals.add(new int[] {e - 1 - random.nextInt(n), e});
                }
            }
            case 3 -> {                                   // the whole range, ends included
                for (int i = 0; i < n; i++) {
                    int a = random.nextInt(4) == 0 ? LOW : LOW + random.nextInt(HIGH - LOW);
                    int b = random.nextInt(4) == 0 ? HIGH : a + 1 + random.nextInt(HIGH - a);
                    intervals.add(new int[] {a, b});
                }
            }
            default -> {                                  // short intervals crowded together
                int range = Math.max(2, n + 2);
                for (int i = 0; i < n; i++) {
                    int a = base + random.nextInt(range);
                    intervals.add(new int[] {a, a + 1 + random.nextInt(3)});
                }
            }
        }
        Collections.shuffle(intervals, random);
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        ArrayNode json = input.putArray("intervals");
        for (int[] interval : intervals) {
            json.addArray().add(interval[0]).add(interval[1]);
        }
        return input;
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject() || !input.has("intervals")) {
            return "the input must be an object with intervals";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("intervals")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode intervals = input.get("intervals");
        if (!intervals.isArray() || intervals.size() < 1 || intervals.size() > MAX_INTERVALS) {
            return "intervals must be an array of 1 to 10^5 intervals";
        }
        for (int i = 0; i < intervals.size(); i++) {
            JsonNode interval = intervals.get(i);
            if (!interval.isArray() || interval.size() != 2 || !interval.get(0).isInt() || !interval.get(1).isInt()) {
                return "intervals[" + i + "] must be two whole numbers, got " + interval;
            }
            int start = interval.get(0).asInt();
            int end = interval.get(1).asInt();
            if (start < LOW || end > HIGH || start >= end) {
                return "intervals[" + i + "] = " + interval + " breaks -5*10^4 <= start < end <= 5*10^4";
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return 30;   // 30 intervals show every mistake and keep a counterexample readable
    }
}
