package dev.practicejudge.provided;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Optional;

/**
 * A form in which LeetCode shows a plain Java value differently from its JSON: Reverse Bits' {@code
 * int n} is shown, and stored in tests, as its 32 binary digits (or stored as the number and drawn
 * with its digits, as LeetCode states it today). Everything the judge knows about
 * the form is said here: a spec names it on a parameter ({@code "form"}) or on the result ({@code
 * "returnsForm"}); tests, drawings and messages hold the shown form; only the worker sees the Java
 * value, converted on the way in and out.
 */
public interface ValueForm {

    /** The name a spec gives it: {@code "bits32"}. */
    String name();

    /** The Java type the method declares for a value of this form: {@code int}. */
    String javaType();

    /** What a value looks like, for messages: "32 binary digits, as \"00000000000000000000000000001011\"". */
    String looksLike();

    /** Why {@code shown} is not a value in this form; empty when it is one. */
    Optional<String> mismatch(JsonNode shown);

    /** The Java value's JSON, for the worker, of a value in this form ({@link #mismatch} is empty). */
    JsonNode toJava(JsonNode shown);

    /** The value in this form of the Java value's JSON, as the worker wrote it; null when it is not one. */
    JsonNode fromJava(JsonNode java);

    /** Where two values in this form differ, in the form's terms; null when they are equal. */
    String difference(JsonNode expected, JsonNode actual);

    /**
     * Whether a test holds the Java value itself (as JSON), only drawn differently: then the
     * parameter's constraints and declared generator ranges apply to it as to any value of its
     * type. When not, the form is the value's whole constraint.
     */
    boolean jsonIsJavaValue();

    /** What a drawing shows beside the value: "= 43261596", "binary 0000...1011" (both drawings print it as text). */
    String caption(JsonNode shown);

    /** The value and its caption on one line, as drawings and messages show it. */
    default String line(JsonNode shown) {
        return shown.asText() + "  (" + caption(shown) + ")";
    }

    /** Smaller values than {@code shown}, the most promising first, for the stress shrinker. */
    List<JsonNode> smaller(JsonNode shown);

    /** LeetCode's comment above the method in its editor, for the parameter {@code name}; empty for none. */
    Optional<String> stubComment(String name);
}
