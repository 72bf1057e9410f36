package dev.practicejudge.stress;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.problem.Problem;

/**
 * The report {@code stress --json FILE} writes: one object, its fields always present (null when
 * they do not apply).
 *
 * <pre>
 * {"problem": "subsets", "solution": "solutions/subsets/Solution.java", "reference": "accepted/Cascading.java",
 *  "seed": 42, "cases": 37, "maxSize": 5, "seconds": 0.8,
 *  "found": true, "verdict": "WA", "reason": "...",
 *  "input": {"nums": [1,0,10]}, "expected": [...], "actual": [...],
 *  "size": 3, "originalSize": 7, "sizeUnit": "values", "shrinkSteps": 9, "originalInput": {"nums": [...]},
 *  "error": null, "errorBy": null}
 * </pre>
 *
 * {@code cases} is how many cases ran (the counterexample's included), {@code maxSize} the largest
 * generator size asked for, {@code seconds} the search's time (shrinking not included); with
 * {@code "found": false} every field after {@code found} is null. {@code error} is null but when the
 * judge or the package failed (exit status 2): then it says why, {@code errorBy} whose failure it is
 * ({@code "package"}: its generator or reference; {@code "judge"}: it could not run the solution),
 * {@code input} is the input it happened on (or null), and {@code cases}, {@code maxSize} and
 * {@code seconds} are null.
 */
public final class StressJson {

    private StressJson() {
    }

    public static ObjectNode of(Problem problem, String solution, String reference, long seed, StressOutcome outcome) {
        ObjectNode json = Json.MAPPER.createObjectNode();
        json.put("problem", problem.id());
        json.put("solution", solution);
        json.put("reference", reference);
        json.put("seed", seed);
        if (outcome instanceof StressOutcome.Broken broken) {
            for (String field : new String[] {"cases", "maxSize", "seconds"}) {
                json.putNull(field);
            }
            json.put("found", false);
            for (String field : new String[] {"verdict", "reason", "input", "expected", "actual", "size", "originalSize",
                    "sizeUnit", "shrinkSteps", "originalInput"}) {
                json.putNull(field);
            }
            if (broken.input() != null) {
                json.set("input", broken.input());
            }
            json.put("error", broken.reason());
            json.put("errorBy", broken.fault() == StressOutcome.Fault.JUDGE ? "judge" : "package");
            return json;
        }
        if (outcome instanceof StressOutcome.NoneFound none) {
            json.put("cases", none.cases());
            json.put("maxSize", none.largestSize());
            json.put("seconds", none.nanos() / 1e9);
            json.put("found", false);
            for (String field : new String[] {"verdict", "reason", "input", "expected", "actual", "size", "originalSize",
                    "sizeUnit", "shrinkSteps", "originalInput"}) {
                json.putNull(field);
            }
            return withoutError(json);
        }
        Counterexample c = ((StressOutcome.Found) outcome).counterexample();
        json.put("cases", c.caseNumber());
        json.put("maxSize", c.largestSize());
        json.put("seconds", c.searchNanos() / 1e9);
        json.put("found", true);
        json.put("verdict", c.result().verdict().name());
        json.put("reason", c.result().message());
        json.set("input", c.input());
        json.set("expected", c.result().expected());
        json.set("actual", c.result().actual());
        json.put("size", c.size());
        json.put("originalSize", c.originalSize());
        json.put("sizeUnit", c.sizeUnit());
        json.put("shrinkSteps", c.shrinkSteps());
        json.set("originalInput", c.original());
        return withoutError(json);
    }

    private static ObjectNode withoutError(ObjectNode json) {
        json.putNull("error");
        json.putNull("errorBy");
        return json;
    }
}
