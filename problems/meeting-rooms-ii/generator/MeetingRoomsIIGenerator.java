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
 * Makes 1 to {@code size} meetings with 0 <= start < end <= 10^6, as the statement allows,
 * shuffled. Most are short meetings crowded into a small stretch of time, so that they overlap,
 * repeat, and often start exactly when another ends; others are a few tracks of back-to-back
 * meetings (as many rooms as tracks), meetings nested inside one another, a long meeting over
 * short ones that overlap it but not each other, or meetings spread over the whole day up to 10^6.
 */
public final class MeetingRoomsIIGenerator implements Generator {

    private static final int MAX_TIME = 1_000_000;
    private static final int MAX_MEETINGS = 10_000;

    @Override
    public ObjectNode generate(int size, Random random) {
        int n = random.nextInt(4) == 0 ? 1 + random.nextInt(size) : size;
        List<int[]> meetings = new ArrayList<>();
        switch (random.nextInt(6)) {
            case 0 -> {                                   // tracks of back-to-back meetings
                int tracks = 1 + random.nextInt(3);
                for (int t = 0; t < tracks && meetings.size() < n; t++) {
                    int at = random.nextInt(3);
                    for (int i = t; i < n; i += tracks) {
                        int length = 1 + random.nextInt(3);
                        meetings.add(new int[] {at, at + length});
                        at += length + (random.nextInt(4) == 0 ? 1 : 0);
                    }
                }
            }
            case 1 -> {                                   // nested, sometimes sharing an end
                for (int i = 0; i < n; i++) {
                    int start = random.nextInt(i + 1);
                    int end = 2 * n + 1 - (random.nextInt(3) == 0 ? 0 : random.nextInt(i + 1));
                    meetings.add(new int[] {start, end});
                }
            }
            case 2 -> {                                   // a long meeting over short ones that touch in a row
                meetings.add(new int[] {0, 2 * n + 2});
                int at = 1;
                for (int i = 1; i < n; i++) {
                    meetings.add(new int[] {at, at + 2});
                    at += random.nextBoolean() ? 1 : 2;
                }
            }
            case 3 -> {                                   // spread over the whole day
                for (int i = 0; i < n; i++) {
                    int start = random.nextInt(4) == 0 ? 0 : random.nextInt(MAX_TIME);
                    int end = random.nextInt(4) == 0 ? MAX_TIME : start + 1 + random.nextInt(MAX_TIME - start);
                    meetings.add(new int[] {start, end});
                }
            }
            default -> {                                  // short meetings crowded together
                int range = Math.max(2, n);
                for (int i = 0; i < n; i++) {
                    int start = random.nextInt(range);
                    meetings.add(new int[] {start, start + 1 + random.nextInt(3)});
                }
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
        if (!intervals.isArray() || intervals.size() < 1 || intervals.size() > MAX_MEETINGS) {
            return "intervals must be an array of 1 to 10^4 meetings";
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
