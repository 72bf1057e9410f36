package dev.practicejudge.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;

/**
 * The one JSON configuration shared by the judge and its worker, so a value that the judge
 * accepts when it loads a test is exactly a value the worker can pass to the solution.
 *
 * <p>Conversions are strict: no string-to-number coercion, no floats as ints, no nulls for
 * primitives, duplicate keys rejected. A {@code char[]} is written as LeetCode writes it, a list
 * of one-character strings, not as one string.
 */
public final class Json {

    /** Thread-safe once configured, like every Jackson mapper. */
    public static final ObjectMapper MAPPER = JsonMapper.builder()
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .enable(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION)
            .addModule(new SimpleModule("leetcode-chars").addSerializer(char[].class, new CharArraySerializer()))
            .build();

    private Json() {
    }

    /**
     * Converts a JSON value to a Java value of the given type.
     *
     * @throws IllegalArgumentException with Jackson's reason when the value does not fit the type
     */
    public static Object convert(JsonNode value, JavaType type) {
        return MAPPER.convertValue(value, type);
    }

    /** One line of JSON, as compact as it gets. */
    public static String compact(JsonNode value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (IOException e) {
            throw new IllegalStateException("a JSON tree failed to serialise", e);
        }
    }

    private static final class CharArraySerializer extends StdSerializer<char[]> {
        private static final long serialVersionUID = 1L;

        CharArraySerializer() {
            super(char[].class);
        }

        @Override
        public void serialize(char[] value, JsonGenerator generator, SerializerProvider provider)
                throws IOException {
            generator.writeStartArray(value, value.length);
            for (char c : value) {
                generator.writeString(String.valueOf(c));
            }
            generator.writeEndArray();
        }
    }
}
