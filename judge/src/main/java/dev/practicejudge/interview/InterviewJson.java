package dev.practicejudge.interview;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.json.Json;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * An interview as JSON: the log's record of it, and with {@code history --json} the figures the
 * scorecard derives (time used, to the first submit, to acceptance, over the time allowed) beside.
 * Times are ISO-8601 instants in UTC; durations are whole seconds.
 */
public final class InterviewJson {

    private InterviewJson() {
    }

    /** The record as the log keeps it. */
    public static ObjectNode of(Interview interview) {
        ObjectNode node = Json.MAPPER.createObjectNode();
        node.put("number", interview.number());
        node.put("problem", interview.problem());
        node.put("title", interview.title());
        node.put("difficulty", interview.difficulty());
        node.put("started", interview.started().toString());
        node.put("minutesAllowed", interview.minutesAllowed());
        if (interview.seed().isPresent()) {
            node.put("seed", interview.seed().getAsLong());
        } else {
            node.putNull("seed");
        }
        node.put("solution", interview.solution());
        node.put("solutionExisted", interview.solutionExisted());
        node.put("sampleRuns", interview.sampleRuns());
        node.put("ownInputRuns", interview.ownInputRuns());
        ArrayNode attempts = node.putArray("attempts");
        for (Interview.Attempt attempt : interview.attempts()) {
            ObjectNode a = attempts.addObject();
            a.put("at", attempt.at().toString());
            a.put("verdict", attempt.verdict());
            a.put("passed", attempt.passed());
            a.put("total", attempt.total());
            if (attempt.firstFailing().isPresent()) {
                ObjectNode failing = a.putObject("firstFailing");
                failing.put("test", attempt.firstFailing().get().test());
                failing.put("verdict", attempt.firstFailing().get().verdict());
            } else {
                a.putNull("firstFailing");
            }
            a.put("challengePassed", attempt.challengePassed());
            a.put("challengeTests", attempt.challengeTests());
        }
        ArrayNode revealed = node.putArray("revealed");
        interview.revealed().forEach(revealed::add);
        if (interview.ended().isPresent()) {
            node.put("ended", interview.ended().get().toString());
        } else {
            node.putNull("ended");
        }
        if (interview.growth().isPresent()) {
            Interview.GrowthCompared growth = interview.growth().get();
            ObjectNode g = node.putObject("growth");
            g.put("yours", growth.yours());
            ArrayNode references = g.putArray("references");
            for (Interview.ReferenceGrowth reference : growth.references()) {
                references.addObject().put("name", reference.name()).put("growth", reference.growth());
            }
            g.put("note", growth.note());
        } else {
            node.putNull("growth");
        }
        return node;
    }

    /**
     * The record with what {@code history} shows derived from it, as of {@code now} for a session
     * still open: result ("accepted", "not accepted", "open"), seconds used, to the first submit and
     * to acceptance (null when there was none), and over the time allowed (0 when within it).
     */
    public static ObjectNode withFigures(Interview interview, Instant now) {
        ObjectNode node = of(interview);
        node.put("result", Scorecard.result(interview));
        Duration used = interview.used(now);
        node.put("secondsUsed", used.toSeconds());
        putSeconds(node, "secondsToFirstSubmit", interview.firstAttempt().map(a -> interview.after(a.at())));
        putSeconds(node, "secondsToAccepted", interview.acceptedAttempt().map(a -> interview.after(a.at())));
        Duration over = used.minus(interview.allowed());
        node.put("secondsOver", over.isNegative() ? 0 : over.toSeconds());
        node.put("attemptCount", interview.attempts().size());
        return node;
    }

    private static void putSeconds(ObjectNode node, String field, Optional<Duration> duration) {
        if (duration.isPresent()) {
            node.put(field, duration.get().toSeconds());
        } else {
            node.putNull(field);
        }
    }

    /**
     * The record read back.
     *
     * @throws IllegalArgumentException when a field is missing or of the wrong kind
     */
    public static Interview read(JsonNode node) {
        List<Interview.Attempt> attempts = new ArrayList<>();
        for (JsonNode a : array(node, "attempts")) {
            JsonNode failing = a.path("firstFailing");
            attempts.add(new Interview.Attempt(instant(a, "at"), text(a, "verdict"), integer(a, "passed"),
                    integer(a, "total"), failing.isObject()
                            ? Optional.of(new Interview.FailedTest(text(failing, "test"), text(failing, "verdict")))
                            : Optional.empty(), integer(a, "challengePassed"), integer(a, "challengeTests")));
        }
        List<String> revealed = new ArrayList<>();
        for (JsonNode r : array(node, "revealed")) {
            revealed.add(r.asText());
        }
        Optional<Interview.GrowthCompared> growth = Optional.empty();
        JsonNode g = node.path("growth");
        if (g.isObject()) {
            List<Interview.ReferenceGrowth> references = new ArrayList<>();
            for (JsonNode r : array(g, "references")) {
                references.add(new Interview.ReferenceGrowth(text(r, "name"), r.path("growth").isTextual()
                        ? r.get("growth").asText() : null));
            }
            growth = Optional.of(new Interview.GrowthCompared(g.path("yours").isTextual() ? g.get("yours").asText()
                    : null, references, g.path("note").asText("")));
        }
        JsonNode seed = node.path("seed");
        return new Interview(integer(node, "number"), text(node, "problem"), text(node, "title"),
                text(node, "difficulty"), instant(node, "started"), integer(node, "minutesAllowed"),
                seed.canConvertToLong() ? OptionalLong.of(seed.asLong()) : OptionalLong.empty(),
                text(node, "solution"), node.path("solutionExisted").asBoolean(false), integer(node, "sampleRuns"),
                integer(node, "ownInputRuns"), attempts, revealed,
                node.path("ended").isTextual() ? Optional.of(instant(node, "ended")) : Optional.empty(), growth);
    }

    private static JsonNode array(JsonNode node, String field) {
        JsonNode value = node.path(field);
        if (!value.isArray()) {
            throw new IllegalArgumentException("\"" + field + "\" is not a list");
        }
        return value;
    }

    private static String text(JsonNode node, String field) {
        JsonNode value = node.path(field);
        if (!value.isTextual()) {
            throw new IllegalArgumentException("\"" + field + "\" is not a string");
        }
        return value.asText();
    }

    private static int integer(JsonNode node, String field) {
        JsonNode value = node.path(field);
        if (!value.canConvertToInt()) {
            throw new IllegalArgumentException("\"" + field + "\" is not a whole number");
        }
        return value.asInt();
    }

    private static Instant instant(JsonNode node, String field) {
        try {
            return Instant.parse(text(node, field));
        } catch (java.time.format.DateTimeParseException e) {
            throw new IllegalArgumentException("\"" + field + "\" is not a time like 2026-12-06T10:15:30Z");
        }
    }
}
