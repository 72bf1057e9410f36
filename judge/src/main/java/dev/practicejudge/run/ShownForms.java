package dev.practicejudge.run;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.Parameter;
import dev.practicejudge.provided.ValueForm;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The values a problem shows in a {@link ValueForm} (Reverse Bits' 32 binary digits), converted at
 * the worker's door: the worker gets and gives Java's values, everything else in the judge keeps
 * the form tests hold and people read.
 */
final class ShownForms {

    static final ShownForms NONE = new ShownForms(List.of(), Optional.empty());

    private final List<Optional<ValueForm>> arguments;
    private final Optional<ValueForm> output;

    private ShownForms(List<Optional<ValueForm>> arguments, Optional<ValueForm> output) {
        this.arguments = arguments;
        this.output = output;
    }

    static ShownForms of(MethodSignature method) {
        List<Optional<ValueForm>> arguments = method.parameters().stream().map(Parameter::type)
                .map(type -> type.form()).toList();
        Optional<ValueForm> output = method.outputType().form();
        if (output.isEmpty() && arguments.stream().allMatch(Optional::isEmpty)) {
            return NONE;
        }
        return new ShownForms(arguments, output);
    }

    /** The test's arguments as the worker takes them. */
    List<JsonNode> toWorker(List<JsonNode> shown) {
        if (this == NONE) {
            return shown;
        }
        List<JsonNode> java = new ArrayList<>(shown);
        for (int i = 0; i < Math.min(arguments.size(), java.size()); i++) {
            Optional<ValueForm> form = arguments.get(i);
            if (form.isPresent() && form.get().mismatch(java.get(i)).isEmpty()) {
                java.set(i, form.get().toJava(java.get(i)));
            }
        }
        return java;
    }

    /** What the solution returned as the test shows it; the worker's value when it is not one of the form. */
    RunOutcome fromWorker(RunOutcome outcome) {
        if (output.isEmpty() || !(outcome instanceof RunOutcome.Returned returned)) {
            return outcome;
        }
        JsonNode shown = output.get().fromJava(returned.value());
        return shown == null ? outcome
                : new RunOutcome.Returned(shown, returned.timing(), returned.output(), returned.stuck(),
                        returned.repeated());
    }
}
