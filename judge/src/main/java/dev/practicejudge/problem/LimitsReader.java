package dev.practicejudge.problem;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Set;

/** Reads the spec's {@code "limits"}: time, memory and output, defaults for what is left out. */
final class LimitsReader {

    private LimitsReader() {
    }

    static Limits readLimits(PackageJson doc, JsonNode root) throws ProblemFormatException {
        if (!root.has("limits")) {
            return Limits.defaults();
        }
        JsonNode l = root.get("limits");
        doc.requireObject(l, "/limits");
        doc.rejectUnknownFields(l, "/limits", Set.of("timeMs", "memoryMb", "outputKb", "timeMultiplier", "safetyMargin"));
        int time = doc.optionalInt(l, "/limits", "timeMs", Limits.DEFAULT_TIME_MS);
        int memory = doc.optionalInt(l, "/limits", "memoryMb", Limits.DEFAULT_MEMORY_MB);
        int output = doc.optionalInt(l, "/limits", "outputKb", Limits.DEFAULT_OUTPUT_KB);
        double multiplier = doc.optionalNumber(l, "/limits", "timeMultiplier", Limits.DEFAULT_TIME_MULTIPLIER);
        double margin = doc.optionalNumber(l, "/limits", "safetyMargin", Limits.DEFAULT_SAFETY_MARGIN);
        if (time == Limits.NO_TIME_LIMIT) {
            // Only a debugging run goes without a time limit; a problem always has one.
            throw doc.error("/limits", "timeMs must be in 1..60000, got " + time);
        }
        try {
            return new Limits(time, memory, output, multiplier, margin);
        } catch (IllegalArgumentException e) {
            throw doc.error("/limits", e.getMessage());
        }
    }
}
