package dev.practicejudge.provided;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A 32-bit unsigned integer as LeetCode shows one (Reverse Bits, Number of 1 Bits): 32 binary
 * digits, most significant first. Java has no unsigned {@code int}, so the method gets the same 32
 * bits as a signed one; {@code 11111111111111111111111111111101} is {@code -3} to Java and
 * 4294967293 unsigned.
 */
final class UnsignedBitsForm implements ValueForm {

    @Override
    public String name() {
        return "bits32";
    }

    @Override
    public String javaType() {
        return "int";
    }

    @Override
    public String looksLike() {
        return "32 binary digits, as \"00000000000000000000000000001011\"";
    }

    @Override
    public Optional<String> mismatch(JsonNode shown) {
        if (!shown.isTextual()) {
            return Optional.of("expected 32 binary digits in quotes, as \"00000000000000000000000000001011\", found "
                    + JsonForms.describe(shown) + (shown.isIntegralNumber() ? " (write its 32 binary digits instead)" : ""));
        }
        String digits = shown.asText();
        if (digits.length() != Bits.COUNT) {
            return Optional.of("expected 32 binary digits, found " + digits.length()
                    + (digits.length() < Bits.COUNT && digits.chars().allMatch(c -> c == '0' || c == '1')
                    ? " (pad it with zeros on the left: \"" + "0".repeat(Bits.COUNT - digits.length()) + digits + "\")" : ""));
        }
        for (int i = 0; i < Bits.COUNT; i++) {
            char c = digits.charAt(i);
            if (c != '0' && c != '1') {
                return Optional.of("character " + (i + 1) + " is '" + c + "'; a binary digit is 0 or 1");
            }
        }
        return Optional.empty();
    }

    @Override
    public JsonNode toJava(JsonNode shown) {
        return IntNode.valueOf(Integer.parseUnsignedInt(shown.asText(), 2));
    }

    @Override
    public JsonNode fromJava(JsonNode java) {
        if (!java.isInt()) {
            return null;
        }
        return TextNode.valueOf(Bits.digits(java.asInt()));
    }

    @Override
    public String difference(JsonNode expected, JsonNode actual) {
        if (expected.equals(actual)) {
            return null;
        }
        if (mismatch(actual).isPresent() || mismatch(expected).isPresent()) {
            return "expected " + expected + ", got " + actual;
        }
        return Bits.difference(Integer.parseUnsignedInt(expected.asText(), 2),
                Integer.parseUnsignedInt(actual.asText(), 2), unsigned(expected.asText()), unsigned(actual.asText()));
    }

    private static String unsigned(String digits) {
        return Long.toString(Long.parseLong(digits, 2));
    }

    @Override
    public String caption(JsonNode shown) {
        long value = Long.parseLong(shown.asText(), 2);
        int asInt = (int) value;
        return "= " + value + (asInt < 0 ? " unsigned; Java's int holds it as " + asInt : "");
    }

    @Override
    public List<JsonNode> smaller(JsonNode shown) {
        List<JsonNode> smaller = new ArrayList<>();
        for (int candidate : Bits.smaller(Integer.parseUnsignedInt(shown.asText(), 2))) {
            smaller.add(TextNode.valueOf(Bits.digits(candidate)));
        }
        return smaller;
    }

    @Override
    public boolean jsonIsJavaValue() {
        return false;
    }

    @Override
    public Optional<String> stubComment(String name) {
        return Optional.of("// you need treat " + name + " as an unsigned value");
    }
}
