package dev.practicejudge.profile;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.json.Json;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * The report {@code profile --json FILE} writes: one object, its fields always present (null when
 * they do not apply). Times are milliseconds of CPU time (wall time where named so).
 *
 * <pre>
 * {"problem": "n-queens-ii", "title": "N-Queens II", "sizeName": "n", "stopAtMs": 1000.0,
 *  "series": [
 *   {"name": "Solution.java", "learner": true, "stopped": "the ladder ends at n = 13",
 *    "points": [{"size": 4, "medianCpuMs": 0.004, "medianWallMs": 0.005, "cpuMs": [...], "wallMs": [...],
 *                "allocatedBytes": 1234.0, "warmUps": 100}, ...],
 *    "growth": {"perStep": 5.8, "perDoubling": null, "class": "O(5.6^n)", "inconclusive": false,
 *               "candidates": ["O(5.6^n)"], "reason": "..."}},
 *   {"name": "accepted/Bitmask.java", "learner": false, ...}]}
 * </pre>
 *
 * {@code series} holds the learner's solution first, then each accepted reference. A point's
 * {@code cpuMs} and {@code wallMs} are the measured runs in order (warm-up runs left out),
 * {@code allocatedBytes} the median bytes allocated per run (null when the JVM cannot tell).
 * {@code growth}: {@code perStep} how many times longer one step of size takes, {@code perDoubling}
 * how many times longer when the size doubles (both over the largest sizes that took long enough;
 * null with fewer than two), {@code class} the complexity class that fits or null when the fit is
 * {@code inconclusive}, {@code candidates} the classes that fit alike, {@code reason} why in words.
 */
public final class ProfileJson {

    private ProfileJson() {
    }

    public static ObjectNode of(Profile profile, Map<String, Growth> growths) {
        ObjectNode json = Json.MAPPER.createObjectNode();
        json.put("problem", profile.problemId());
        json.put("title", profile.title());
        json.put("sizeName", profile.sizeName());
        json.put("stopAtMs", profile.stopAtMs());
        ArrayNode series = json.putArray("series");
        for (Series s : profile.series()) {
            ObjectNode entry = series.addObject();
            entry.put("name", s.name());
            entry.put("learner", s.learner());
            entry.put("stopped", s.stopped());
            ArrayNode points = entry.putArray("points");
            for (Measurement m : s.points()) {
                ObjectNode point = points.addObject();
                point.put("size", m.size());
                point.put("medianCpuMs", m.medianCpuMs());
                point.put("medianWallMs", m.medianWallMs());
                m.cpuMs().forEach(point.putArray("cpuMs")::add);
                m.wallMs().forEach(point.putArray("wallMs")::add);
                if (m.allocatedBytes() < 0) {
                    point.putNull("allocatedBytes");
                } else {
                    point.put("allocatedBytes", m.allocatedBytes());
                }
                point.put("warmUps", m.warmUps());
            }
            Growth growth = growths.get(s.name());
            ObjectNode fit = entry.putObject("growth");
            put(fit, "perStep", growth.perStep());
            put(fit, "perDoubling", growth.perDoubling());
            fit.put("class", growth.fitted());
            fit.put("inconclusive", growth.inconclusive());
            growth.candidates().forEach(fit.putArray("candidates")::add);
            fit.put("reason", growth.reason());
        }
        return json;
    }

    private static void put(ObjectNode node, String field, OptionalDouble value) {
        if (value.isPresent()) {
            node.put(field, value.getAsDouble());
        } else {
            node.putNull(field);
        }
    }
}
