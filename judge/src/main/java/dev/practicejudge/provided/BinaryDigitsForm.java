package dev.practicejudge.provided;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.IntNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * An {@code int} whose bits are the point (Reverse Bits, Number of 1 Bits as LeetCode states them
 * today: {@code n = 43261596}): tests hold the number as LeetCode shows it, the worker gets it as
 * it is, and drawings and differences show its 32 binary digits beside it.
 */
final class BinaryDigitsForm implements ValueForm {

    @Override
    public String name() {
        return "binary";
    }

    @Override
    public String javaType() {
        return "int";
    }

    @Override
    public boolean jsonIsJavaValue() {
        return true;
    }

    @Override
    public String looksLike() {
        return "a number, drawn with its 32 binary digits";
    }

    @Override
    public Optional<String> mismatch(JsonNode shown) {
        if (!shown.isIntegralNumber() || !shown.canConvertToInt()) {
            return Optional.of("expected an int, found " + JsonForms.describe(shown));
        }
        return Optional.empty();
    }

    @Override
    public JsonNode toJava(JsonNode shown) {
        return shown;
    }

    @Override
    public JsonNode fromJava(JsonNode java) {
        return java.isInt() ? java : null;
    }

    @Override
    public String difference(JsonNode expected, JsonNode actual) {
        if (mismatch(expected).isPresent() || mismatch(actual).isPresent()) {
            return expected.equals(actual) ? null : "expected " + expected + ", got " + actual;
        }
        if (expected.asInt() == actual.asInt()) {
            return null;
        }
        return Bits.difference(expected.asInt(), actual.asInt(), Integer.toString(expected.asInt()),
                Integer.toString(actual.asInt()));
    }

    @Override
    public String caption(JsonNode shown) {
        return "binary " + Bits.digits(shown.asInt());
    }

    @Override
    public List<JsonNode> smaller(JsonNode shown) {
        List<JsonNode> smaller = new ArrayList<>();
        for (int candidate : Bits.smaller(shown.asInt())) {
            smaller.add(IntNode.valueOf(candidate));
        }
        return smaller;
    }

    @Override
    public Optional<String> stubComment(String name) {
        return Optional.empty();
    }
}
