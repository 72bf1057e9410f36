package dev.practicejudge.testing;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;

/**
 * What classroom-resources/autograding-grading-reporter does with its graders' outputs, ported
 * line by line from its sources so tests can hold the judge's {@code result} to it:
 * {@code src/main.js} reads each runner's {@code <RUNNER>_RESULTS} (the step id in capitals) as base64
 * of JSON; {@code src/notify-classroom.js} adds, over the runners with a truthy {@code max_score},
 * the {@code max_score}s and every test's {@code score} in a JavaScript number, and emits
 * {@code core.notice("Points " + total + "/" + max, {title: "Autograding complete"})} and
 * {@code core.notice(JSON.stringify({totalPoints, maxPoints}), {title: "Autograding report"})};
 * {@code src/helpers/test-helpers.js} scores a runner for its table as passed tests / tests x max_score.
 */
public final class ClassroomReporter {

    private static final ObjectMapper JSON = new ObjectMapper();

    private ClassroomReporter() {
    }

    /** One runner's decoded result, as {@code main.js} builds it: {@code {runner, results}}. */
    public record Runner(String id, JsonNode results) {
    }

    /** The runners as {@code main.js} reads them from the environment, for {@code runners: a,b}. */
    public static List<Runner> read(String runners, Map<String, String> environment) {
        List<Runner> read = new ArrayList<>();
        for (String runner : runners.split(",")) {
            String encoded = environment.get(runner.trim().toUpperCase(java.util.Locale.ROOT) + "_RESULTS");
            read.add(new Runner(runner, decode(encoded)));
        }
        return read;
    }

    /** {@code JSON.parse(Buffer.from(encoded, "base64").toString("utf-8"))}. */
    public static JsonNode decode(String encoded) {
        try {
            return JSON.readTree(new String(Base64.getDecoder().decode(encoded), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * The workflow commands {@code NotifyClassroom} prints, as {@code @actions/core}'s {@code notice}
     * writes them ({@code ::notice title=TITLE::MESSAGE}); none when the max is 0.
     */
    public static List<String> notices(List<Runner> runners) {
        double totalPoints = 0;
        double maxPoints = 0;
        for (Runner runner : runners) {
            JsonNode results = runner.results();
            double max = results.path("max_score").asDouble(0);
            if (max == 0) {
                continue;
            }
            maxPoints += max;
            for (JsonNode test : results.get("tests")) {
                if (!test.path("score").isNumber()) {
                    // In JavaScript a missing score makes the total NaN.
                    throw new AssertionError("a test without a numeric score: " + test);
                }
                totalPoints += test.get("score").asDouble();
            }
        }
        if (maxPoints == 0) {
            return List.of();
        }
        return List.of("::notice title=Autograding complete::Points " + js(totalPoints) + "/" + js(maxPoints),
                "::notice title=Autograding report::{\"totalPoints\":" + js(totalPoints) + ",\"maxPoints\":"
                        + js(maxPoints) + "}");
    }

    /** A runner's score in the reporter's table ({@code getTestScore}): the share of tests passed of max_score. */
    public static double tableScore(JsonNode results) {
        int passed = 0;
        for (JsonNode test : results.get("tests")) {
            passed += "pass".equals(test.path("status").asText()) ? 1 : 0;
        }
        return (double) passed / results.get("tests").size() * results.path("max_score").asDouble(0);
    }

    /**
     * A number as JavaScript writes it: integers without a fraction, others in the shortest form
     * that reads back (for the magnitudes of points; exponents never arise here).
     */
    public static String js(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e21) {
            return String.valueOf((long) value);
        }
        return new BigDecimal(Double.toString(value)).stripTrailingZeros().toPlainString();
    }
}
