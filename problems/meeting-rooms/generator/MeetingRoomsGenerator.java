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
 * Makes 0 to {@code size} meetings with 0 <= start < end <= 10^6, as the statement allows,
 * shuffled. About half are a day of disjoint meetings, often back to back (one starts when the
 * other ends), so the answer is true; the others take such a day and break it once, by stretching
 * a meeting into the next, putting one inside another, repeating one, or adding a meeting that
 * starts with another; some are short meetings at random in a small range, and some reach the
 * ends of the range.
 */
public final class MeetingRoomsGenerator implements Generator {

    private static final int MAX_TIME = 1_000_000;
    private static final int MAX_MEETINGS = 10_000;

    @Override
    public ObjectNode generate(int size, Random random) {
        int n = switch (random.nextInt(10)) {
            case 0 -> 0;
            case 1 -> 1;
            case 2 -> random.nextInt(size + 1);
            default -> size;
        };
        List<int[]> meetings = new ArrayList<>();
        int kind = random.nextInt(5);
        if (kind == 4) {                                  // short meetings at random in a small range
            for (int i = 0; i < n; i++) {
                int start = random.nextInt(3 * n + 1);
                meetings.add(new int[] {start, start + 1 + random.nextInt(3)});
            }
        } else {
            boolean wide = random.nextInt(4) == 0;
            int at = wide ? 0 : random.nextInt(3);
            for (int i = 0; i < n; i++) {
                int length = wide ? 1 + random.nextInt(MAX_TIME / Math.max(1, 2 * n)) : 1 + random.nextInt(3);
                meetings.add(new int[] {at, at + length});
                at += length + (random.nextBoolean() ? 0 : random.nextInt(3));
            }
            if (wide && n > 0 && random.nextBoolean()) {
                meetings.get(n - 1)[1] = MAX_TIME;        // the day ends at 10^6
            }
            if (kind >= 2 && n > 0) {
                breakOnce(meetings, random);
            }
        }
        Collections.shuffle(meetings, random);
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        ArrayNode json = input.putArray("intervals");
        for (int[] meeting : meetings) {
            json.addArray().add(meeting[0]).add(meeting[1]);
        }
        return input;
    }

    /** Makes one clash in a day of disjoint meetings (listed in time order). */
    private static void breakOnce(List<int[]> meetings, Random random) {
        int i = random.nextInt(meetings.size());
        int[] meeting = meetings.get(i);
        switch (random.nextInt(4)) {
            case 0 -> {                                   // stretch into the next meeting
                if (i + 1 < meetings.size()) {
                    meeting[1] = meetings.get(i + 1)[0] + 1;
                } else {
                    meetings.add(new int[] {meeting[1] - 1, Math.min(MAX_TIME, meeting[1] + 1)});
                }
            }
            case 1 -> meetings.add(new int[] {meeting[0], meeting[0] + 1});          // inside, same start
            case 2 -> meetings.add(new int[] {meeting[0], meeting[1]});              // the same meeting again
            default -> meetings.add(new int[] {meeting[1] - 1, meeting[1]});         // inside, same end
        }
        if (meetings.size() > MAX_MEETINGS) {
            meetings.remove(meetings.size() - 1);
        }
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
        if (!intervals.isArray() || intervals.size() > MAX_MEETINGS) {
            return "intervals must be an array of at most 10^4 meetings";
        }
        for (int i = 0; i < intervals.size(); i++) {
            JsonNode meeting = intervals.get(i);
            if (!meeting.isArray() || meeting.size() != 2 || !meeting.get(0).isInt() || !meeting.get(1).isInt()) {
                return "intervals[" + i + "] must be two whole numbers, got " + meeting;
            }
            int start = meeting.get(0).asInt();
            int end = meeting.get(1).asInt();
            if (start < 0 || end > MAX_TIME || start >= end) {
                return "intervals[" + i + "] = " + meeting + " breaks 0 <= start < end <= 10^6";
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return 30;
    }
}
