package dev.practicejudge.check;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.api.CheckResult;
import java.util.Iterator;
import java.util.Locale;
import java.util.Map;

/**
 * Like exact, except that numbers match when they are within an absolute or a relative tolerance
 * of the expected ones: {@code |actual - expected| <= abs} or {@code <= rel * |expected|}.
 */
final class FloatComparator implements OutputComparator {

    private final double absolute;
    private final double relative;

    FloatComparator(double absolute, double relative) {
        this.absolute = absolute;
        this.relative = relative;
    }

    @Override
    public CheckResult compare(JsonNode input, JsonNode expected, JsonNode actual) {
        String difference = difference(expected, actual, "");
        return difference == null ? CheckResult.accepted() : CheckResult.rejected(difference);
    }

    /** The first difference, in words, or null when there is none. */
    private String difference(JsonNode expected, JsonNode actual, String path) {
        if (expected.isNumber() && actual.isNumber()) {
            double e = expected.asDouble();
            double a = actual.asDouble();
            double gap = Math.abs(a - e);
            if (gap <= absolute || gap <= relative * Math.abs(e)) {
                return null;
            }
            return String.format(Locale.ROOT, "expected %s%s, got %s: off by %.3g, more than the tolerance "
                    + "(absolute %.3g, relative %.3g)", expected, at(path), actual, gap, absolute, relative);
        }
        if (expected.isArray() && actual.isArray()) {
            if (expected.size() != actual.size()) {
                return "expected " + expected.size() + " elements" + at(path) + ", got " + actual.size();
            }
            for (int i = 0; i < expected.size(); i++) {
                String inner = difference(expected.get(i), actual.get(i), path + "[" + i + "]");
                if (inner != null) {
                    return inner;
                }
            }
            return null;
        }
        if (expected.isObject() && actual.isObject() && expected.size() == actual.size()) {
            for (Iterator<Map.Entry<String, JsonNode>> it = expected.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> field = it.next();
                JsonNode other = actual.get(field.getKey());
                if (other == null) {
                    return "missing \"" + field.getKey() + "\"" + at(path);
                }
                String inner = difference(field.getValue(), other, path + "." + field.getKey());
                if (inner != null) {
                    return inner;
                }
            }
            return null;
        }
        return JsonValues.equal(expected, actual) ? null : Differences.describe(expected, actual);
    }

    private static String at(String path) {
        return path.isEmpty() ? "" : " at " + path;
    }
}
