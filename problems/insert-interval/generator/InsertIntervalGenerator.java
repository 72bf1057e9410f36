import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Random;

/**
 * Makes 0 to {@code size} sorted, pairwise disjoint intervals in 0..10^5 and a new interval, as the
 * statement allows. Most inputs are packed tight (gaps of one to three, lengths of zero to three),
 * so that the new interval often shares an endpoint with a neighbour or stops one short of it; some
 * are spread over the whole range, pushed against 10^5, or start at 0. The new interval's ends are
 * drawn from the intervals' own endpoints and the points next to them, or it lies before all, after
 * all, over all, or is a single point.
 */
public final class InsertIntervalGenerator implements Generator {

    private static final int MAX_VALUE = 100_000;
    private static final int MAX_INTERVALS = 10_000;

    @Override
    public ObjectNode generate(int size, Random random) {
        int n = switch (random.nextInt(10)) {
            case 0 -> 0;
            case 1 -> 1;
            case 2 -> random.nextInt(size + 1);
            default -> size;
        };
        int layout = random.nextInt(6);
        List<int[]> intervals = new ArrayList<>();
        int spread = layout == 0 ? MAX_VALUE / (2 * n + 2) : 3;
        int at = layout == 1 ? 0 : random.nextInt(3);
        for (int i = 0; i < n; i++) {
            int start = at + (i == 0 ? 0 : 1 + random.nextInt(spread));
            int end = start + (random.nextInt(3) == 0 ? 0 : random.nextInt(spread + 1));
            intervals.add(new int[] {start, end});
            at = end;
        }
        if (layout == 2 && n > 0) {               // pushed against the top of the range
            int shift = MAX_VALUE - intervals.get(n - 1)[1];
            for (int[] interval : intervals) {
                interval[0] += shift;
                interval[1] += shift;
            }
        }
        int[] added = newInterval(intervals, random);
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        ArrayNode json = input.putArray("intervals");
        for (int[] interval : intervals) {
            json.addArray().add(interval[0]).add(interval[1]);
        }
        input.putArray("newInterval").add(added[0]).add(added[1]);
        return input;
    }

    private static int[] newInterval(List<int[]> intervals, Random random) {
        int n = intervals.size();
        int low = n == 0 ? 0 : intervals.get(0)[0];
        int high = n == 0 ? 10 : intervals.get(n - 1)[1];
        int a;
        int b;
        switch (random.nextInt(8)) {
            case 0 -> {                           // before all
                a = Math.max(0, low - 1 - random.nextInt(3));
                b = Math.max(a, low - 1 - random.nextInt(2));
            }
            case 1 -> {                           // after all
                a = Math.min(MAX_VALUE, high + 1 + random.nextInt(3));
                b = Math.min(MAX_VALUE, a + random.nextInt(3));
            }
            case 2 -> {                           // over all
                a = Math.max(0, low - random.nextInt(2));
                b = Math.min(MAX_VALUE, high + random.nextInt(2));
            }
            case 3 -> {                           // a single point
                a = near(intervals, low, high, random);
                b = a;
            }
            case 4 -> {                           // anywhere
                a = low + random.nextInt(high - low + 3) - 1;
                b = low + random.nextInt(high - low + 3) - 1;
            }
            default -> {                          // both ends at or next to the intervals' endpoints
                a = near(intervals, low, high, random);
                b = near(intervals, low, high, random);
            }
        }
        a = Math.max(0, Math.min(MAX_VALUE, a));
        b = Math.max(0, Math.min(MAX_VALUE, b));
        return new int[] {Math.min(a, b), Math.max(a, b)};
    }

    /** An endpoint of one of the intervals, or the point just before or after it. */
    private static int near(List<int[]> intervals, int low, int high, Random random) {
        if (intervals.isEmpty()) {
            return low + random.nextInt(high - low + 1);
        }
        int[] interval = intervals.get(random.nextInt(intervals.size()));
        return interval[random.nextInt(2)] + random.nextInt(3) - 1;
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject() || !input.has("intervals") || !input.has("newInterval")) {
            return "the input must be an object with intervals and newInterval";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("intervals") && !name.equals("newInterval")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode intervals = input.get("intervals");
        if (!intervals.isArray() || intervals.size() > MAX_INTERVALS) {
            return "intervals must be an array of at most 10^4 intervals";
        }
        for (int i = 0; i < intervals.size(); i++) {
            String why = interval(intervals.get(i), "intervals[" + i + "]");
            if (why != null) {
                return why;
            }
            if (i > 0) {
                JsonNode before = intervals.get(i - 1);
                JsonNode here = intervals.get(i);
                if (before.get(0).asInt() > here.get(0).asInt()) {
                    return "intervals is not sorted by start: " + before + " comes before " + here;
                }
                if (before.get(1).asInt() >= here.get(0).asInt()) {
                    return "intervals " + before + " and " + here + " overlap, but the statement promises they do not";
                }
            }
        }
        return interval(input.get("newInterval"), "newInterval");
    }

    private static String interval(JsonNode interval, String name) {
        if (!interval.isArray() || interval.size() != 2 || !interval.get(0).isInt() || !interval.get(1).isInt()) {
            return name + " must be two whole numbers, got " + interval;
        }
        int start = interval.get(0).asInt();
        int end = interval.get(1).asInt();
        if (start < 0 || end > MAX_VALUE || start > end) {
            return name + " = " + interval + " breaks 0 <= start <= end <= 10^5";
        }
        return null;
    }

    @Override
    public int maxSize() {
        return 30;
    }
}
