package dev.practicejudge.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;

/** Reads a worker's {@code result} frame into a {@link RunOutcome}, trusting nothing in it. */
final class ResultFrames {

    private ResultFrames() {
    }

    static RunOutcome toOutcome(ObjectNode frame) {
        Timing timing = Timing.ofNanos(frame.path("wallNanos").asLong(0), frame.path("cpuNanos").asLong(-1));
        CapturedOutput output = new CapturedOutput(
                frame.path("stdout").asText(""), frame.path("stdoutDropped").asLong(0),
                frame.path("stderr").asText(""), frame.path("stderrDropped").asLong(0));
        String status = frame.path("status").asText("");
        return switch (status) {
            case "returned" -> frame.has("value")
                    ? new RunOutcome.Returned(frame.get("value"), timing, output)
                    : new RunOutcome.Crashed("the worker sent a result without a value", timing, output);
            case "threw" -> new RunOutcome.Threw(exception(frame.path("exception")), timing, output);
            case "outputTooLarge" -> new RunOutcome.OutputTooLarge(frame.path("limitBytes").asLong(), timing, output);
            case "unserialisable" -> new RunOutcome.Crashed("the returned value could not be turned into JSON: "
                    + frame.path("reason").asText(), timing, output);
            case "setupFailed" -> new RunOutcome.HarnessFailed("the worker could not set up the test: "
                    + frame.path("reason").asText());
            default -> new RunOutcome.Crashed("the worker sent an unknown result status \"" + status + "\"", timing, output);
        };
    }

    private static RunOutcome.ThrownException exception(JsonNode node) {
        List<String> frames = new ArrayList<>();
        node.path("frames").forEach(f -> frames.add(f.asText()));
        return new RunOutcome.ThrownException(
                node.path("class").asText("java.lang.Throwable"),
                node.path("message").isNull() ? null : node.path("message").asText(null),
                frames,
                node.path("omittedFrames").asInt(0),
                node.path("stackOverflow").asBoolean(false),
                node.path("cause").isTextual() ? node.path("cause").asText() : null);
    }
}
