package dev.practicejudge.provided;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;

/**
 * Values of each provided type, for the tests that check every descriptor. A new type needs its
 * samples here: {@code EveryProvidedTypeTest} fails, naming it, until it has them.
 *
 * @param value a well-formed value with a few nodes, in the form the worker writes
 * @param other another well-formed value, unequal to {@code value}
 * @param malformed a value that is not of the type
 */
public record ProvidedTypeSamples(JsonNode value, JsonNode other, JsonNode malformed) {

    private static final Map<String, ProvidedTypeSamples> BY_TYPE = Map.of(
            "TreeNode", of("[3,9,20,null,null,15,7]", "[3,9,20,null,null,15,8]", "[null,1]"),
            "ListNode", of("[1,2,3]", "[1,2]", "[1,null,3]"),
            "Node", of("[[2,4],[1,3],[2,4],[1,3]]", "[[2],[1]]", "[[2],[5]]"));

    /** The samples of {@code type}; null when it has none yet. */
    public static ProvidedTypeSamples of(ProvidedType type) {
        return BY_TYPE.get(type.name());
    }

    private static ProvidedTypeSamples of(String value, String other, String malformed) {
        return new ProvidedTypeSamples(json(value), json(other), json(malformed));
    }

    static JsonNode json(String text) {
        try {
            return Json.MAPPER.readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
