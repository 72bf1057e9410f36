package dev.practicejudge.generate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import dev.practicejudge.problem.GeneratorSpec;
import java.util.Map;
import java.util.Random;

/**
 * The generator of a problem that declares a range for each of its {@code int} parameters: at size
 * s, each value is drawn from {@code min} to {@code min(max, min + s - 1)}.
 */
final class DeclaredGenerator implements Generator {

    private final GeneratorSpec.Declared spec;

    DeclaredGenerator(GeneratorSpec.Declared spec) {
        this.spec = spec;
    }

    @Override
    public ObjectNode generate(int size, Random random) {
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        for (Map.Entry<String, GeneratorSpec.IntRange> entry : spec.ranges().entrySet()) {
            GeneratorSpec.IntRange range = entry.getValue();
            long top = Math.min((long) range.max(), (long) range.min() + Math.max(1, size) - 1);
            input.put(entry.getKey(), (int) (range.min() + (long) (random.nextDouble() * (top - range.min() + 1))));
        }
        return input;
    }

    @Override
    public String invalid(JsonNode input) {
        for (Map.Entry<String, GeneratorSpec.IntRange> entry : spec.ranges().entrySet()) {
            JsonNode value = input.get(entry.getKey());
            GeneratorSpec.IntRange range = entry.getValue();
            if (value == null || !value.isInt()) {
                return entry.getKey() + " must be a whole number";
            }
            if (value.asInt() < range.min() || value.asInt() > range.max()) {
                return entry.getKey() + " = " + value.asInt() + " is outside " + range.min() + ".." + range.max();
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        // The widest range, so that the largest size reaches every value.
        return (int) Math.min(Integer.MAX_VALUE, spec.ranges().values().stream()
                .mapToLong(r -> (long) r.max() - r.min() + 1).max().orElse(1));
    }
}
