package dev.practicejudge.generate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import dev.practicejudge.problem.InputConstraints;
import dev.practicejudge.problem.MethodSignature;
import java.util.Random;

/**
 * A package's generator held to the constraints its {@code problem.json} declares as well as to its
 * own {@link Generator#invalid}: an input outside either is invalid, so {@code validate} rejects a
 * generator that makes one, and {@code stress} never shrinks a counterexample into one.
 */
final class ConstrainedGenerator implements Generator {

    private final Generator own;
    private final MethodSignature method;
    private final InputConstraints constraints;

    ConstrainedGenerator(Generator own, MethodSignature method, InputConstraints constraints) {
        this.own = own;
        this.method = method;
        this.constraints = constraints;
    }

    @Override
    public ObjectNode generate(int size, Random random) {
        return own.generate(size, random);
    }

    @Override
    public String invalid(JsonNode input) {
        String invalid = own.invalid(input);
        if (invalid != null) {
            return invalid;
        }
        return constraints.violation(method, input).map(v -> Generators.OUTSIDE_CONSTRAINTS + v).orElse(null);
    }

    @Override
    public int maxSize() {
        return own.maxSize();
    }
}
