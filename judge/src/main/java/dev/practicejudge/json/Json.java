package dev.practicejudge.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.type.LogicalType;
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
    public static final ObjectMapper MAPPER = JsonMapper.builder(new com.fasterxml.jackson.core.JsonFactoryBuilder()
                    .characterEscapes(new VisibleEscapes()).build())
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
            .enable(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION)
            // Turning off scalar coercion still lets numbers and booleans become strings; forbid that too.
            .withCoercionConfig(LogicalType.Textual, config -> config
                    .setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail))
            .addModule(new SimpleModule("leetcode-chars")
                    .addSerializer(char[].class, new CharArraySerializer())
                    .addDeserializer(char[].class, new CharArrayDeserializer()))
            .build();

    private Json() {
    }

    /**
     * JSON's own escapes, and DEL (U+007F) escaped too: printed raw it is invisible in a terminal,
     * so a counterexample holding one could not be copied back into {@code run --input}.
     */
    private static final class VisibleEscapes extends com.fasterxml.jackson.core.io.CharacterEscapes {
        private static final long serialVersionUID = 1L;

        private final int[] ascii;

        VisibleEscapes() {
            ascii = standardAsciiEscapesForJSON();
            ascii[0x7f] = ESCAPE_STANDARD;
        }

        @Override
        public int[] getEscapeCodesForAscii() {
            return ascii;
        }

        @Override
        public com.fasterxml.jackson.core.SerializableString getEscapeSequence(int ch) {
            return null;
        }
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

    /**
     * Reads a {@code char[]} only in LeetCode's form, a list of one-character strings; Jackson's
     * own reader would also split a plain string, which LeetCode never uses for a char array.
     */
    private static final class CharArrayDeserializer extends StdDeserializer<char[]> {
        private static final long serialVersionUID = 1L;

        CharArrayDeserializer() {
            super(char[].class);
        }

        @Override
        public char[] deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            if (!parser.isExpectedStartArrayToken()) {
                return (char[]) context.handleUnexpectedToken(char[].class, parser.currentToken(), parser,
                        "a char[] is a list of one-character strings, like [\"5\",\".\"]");
            }
            StringBuilder chars = new StringBuilder();
            JsonToken token;
            while ((token = parser.nextToken()) != JsonToken.END_ARRAY) {
                if (token != JsonToken.VALUE_STRING || parser.getText().length() != 1) {
                    return (char[]) context.handleUnexpectedToken(char[].class, token, parser,
                            "each element of a char[] must be a one-character string, found " + parser.getText());
                }
                chars.append(parser.getText().charAt(0));
            }
            return chars.toString().toCharArray();
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
