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
 * Makes 1 to {@code size} intervals in 0..10^4, as the statement allows, almost always in an order
 * that is not sorted. Most inputs crowd short intervals into a small range, so that they overlap,
 * touch at one point, repeat, or sit one apart; others nest short intervals inside a long one,
 * chain intervals end to start, share a start with different ends, or spread over the whole range
 * up to 0 and 10^4.
 */
public final class MergeIntervalsGenerator implements Generator {

    private static final int MAX_VALUE = 10_000;
    private static final int MAX_INTERVALS = 10_000;

    @Override
    public ObjectNode generate(int size, Random random) {
        int n = random.nextInt(4) == 0 ? 1 + random.nextInt(size) : size;
        List<int[]> intervals = new ArrayList<>();
        switch (random.nextInt(6)) {
            case 0 -> {                                   // nested inside one long interval
                int start = random.nextInt(3);
                int end = start + 2 * n + random.nextInt(3);
                intervals.add(new int[] {start, end});
                for (int i = 1; i < n; i++) {
                    int a = start + random.nextInt(end - start + 1);
                    int b = a + random.nextInt(end - a + 1);
                    intervals.add(new int[] {a, b});
                }
            }
            case 1 -> {                                   // a chain, each ending where the next starts (or one short)
                int at = random.nextInt(3);
                for (int i = 0; i < n; i++) {
                    int end = at + 1 + random.nextInt(2);
                    intervals.add(new int[] {at, end});
                    at = end + (random.nextInt(4) == 0 ? 1 : 0);
                }
            }
            case 2 -> {                                   // the same start, different ends
                int start = random.nextInt(5);
                for (int i = 0; i < n; i++) {
                    int a = random.nextInt(3) == 0 ? start + random.nextInt(2 * n + 1) : start;
                    intervals.add(new int[] {a, a + random.nextInt(n + 1)});
                }
            }
            case 3 -> {                                   // over the whole range, ends included
                for (int i = 0; i < n; i++) {
                    int a = switch (random.nextInt(5)) {
                        case 0 -> 0;
                        case 1 -> MAX_VALUE;
                        default -> random.nextInt(MAX_VALUE + 1);
                    };
                    int b = random.nextInt(3) == 0 ? a : a + random.nextInt(MAX_VALUE - a + 1);
                    intervals.add(new int[] {a, b});
                }
            }
            default -> {                                  // short intervals crowded into a small range
                int range = Math.max(2, 2 * n);
                for (int i = 0; i < n; i++) {
                    int a = random.nextInt(range);
                    intervals.add(new int[] {a, a + random.nextInt(3)});
                }
            }
        }
        Collections.shuffle(intervals, random);
        if (random.nextInt(8) == 0) {
            intervals.sort((x, y) -> Integer.compare(y[0], x[0]));   // descending now and then
        }
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
            return "intervals must be an array of 1 to 10^4 intervals";
        }
        for (int i = 0; i < intervals.size(); i++) {
            JsonNode interval = intervals.get(i);
            if (!interval.isArray() || interval.size() != 2 || !interval.get(0).isInt() || !interval.get(1).isInt()) {
                return "intervals[" + i + "] must be two whole numbers, got " + interval;
            }
            int start = interval.get(0).asInt();
            int end = interval.get(1).asInt();
            if (start < 0 || end > MAX_VALUE || start > end) {
                return "intervals[" + i + "] = " + interval + " breaks 0 <= start <= end <= 10^4";
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return 30;
    }
}
