package dev.practicejudge.problem;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.provided.ProvidedType;
import dev.practicejudge.provided.ProvidedTypes;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/** A loaded, well-formed problem package: its id (the folder's name), spec and tests in order. */
public record Problem(String id, Path directory, ProblemSpec spec, List<TestCase> tests) {

    /** A test's arguments by parameter name, as checkers and reports see them: {@code {"n": 4}}. */
    public ObjectNode input(TestCase test) {
        ObjectNode input = Json.MAPPER.createObjectNode();
        List<Parameter> parameters = spec.method().parameters();
        for (int i = 0; i < parameters.size(); i++) {
            Parameter parameter = parameters.get(i);
            JsonNode argument = test.arguments().get(i);
            if (parameter.tailLinksTo().isPresent()) {
                // Back in LeetCode's form: the list, and pos beside it (-1 for none).
                ProvidedType list = ProvidedTypes.of(parameter.type().name());
                input.set(parameter.name(), list.cycleValues(argument));
                input.put(parameter.tailLinksTo().get(), list.cycleTarget(argument));
                continue;
            }
            input.set(parameter.name(), argument);
        }
        return input;
    }

    /** This problem with no time limit on its tests: for a run under a debugger. */
    public Problem withoutTimeLimit() {
        return new Problem(id, directory, spec.withLimits(spec.limits().withoutTimeLimit()), tests);
    }

    public Problem {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(directory, "directory");
        Objects.requireNonNull(spec, "spec");
        tests = List.copyOf(tests);
    }
}
