package dev.practicejudge.protocol;

import com.fasterxml.jackson.core.SerializableString;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.POJONode;
import com.fasterxml.jackson.databind.util.RawValue;
import dev.practicejudge.json.Json;
import dev.practicejudge.json.TreeReader;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * A JSON value the worker has already written (a solution's output), carried into its result frame
 * as those bytes: the frame's writer copies them in, so a 6 MB answer is not read back into a tree
 * and written out again. Only the worker makes one, only for the wire; whoever needs the value
 * itself asks {@link #tree}.
 */
public final class RawJson {

    private RawJson() {
    }

    /** A node that the frame's writer writes as these bytes, which must be one well-formed JSON value. */
    public static JsonNode of(byte[] utf8) {
        return JsonNodeFactory.instance.rawValueNode(new RawValue(new Bytes(utf8)));
    }

    /** The value as a tree: the node itself, or a raw one read back. */
    public static JsonNode tree(JsonNode value) throws IOException {
        if (value instanceof POJONode pojo && pojo.getPojo() instanceof RawValue raw
                && raw.rawValue() instanceof Bytes bytes) {
            JsonNode tree = TreeReader.read(bytes.utf8);
            return tree != null ? tree : Json.MAPPER.readTree(bytes.utf8);
        }
        return value;
    }

    /** Bytes as Jackson writes a raw value: copied into its buffer, never turned into a string. */
    private static final class Bytes implements SerializableString {
        private final byte[] utf8;

        Bytes(byte[] utf8) {
            this.utf8 = utf8;
        }

        @Override
        public String getValue() {
            return new String(utf8, StandardCharsets.UTF_8);
        }

        @Override
        public int charLength() {
            return getValue().length();
        }

        @Override
        public char[] asQuotedChars() {
            throw new UnsupportedOperationException("a raw JSON value is never quoted");
        }

        @Override
        public byte[] asUnquotedUTF8() {
            return utf8;
        }

        @Override
        public byte[] asQuotedUTF8() {
            throw new UnsupportedOperationException("a raw JSON value is never quoted");
        }

        @Override
        public int appendQuotedUTF8(byte[] buffer, int offset) {
            throw new UnsupportedOperationException("a raw JSON value is never quoted");
        }

        @Override
        public int appendQuoted(char[] buffer, int offset) {
            throw new UnsupportedOperationException("a raw JSON value is never quoted");
        }

        @Override
        public int appendUnquotedUTF8(byte[] buffer, int offset) {
            if (offset + utf8.length > buffer.length) {
                return -1;
            }
            System.arraycopy(utf8, 0, buffer, offset, utf8.length);
            return utf8.length;
        }

        @Override
        public int appendUnquoted(char[] buffer, int offset) {
            String text = getValue();
            if (offset + text.length() > buffer.length) {
                return -1;
            }
            text.getChars(0, text.length(), buffer, offset);
            return text.length();
        }

        @Override
        public int writeQuotedUTF8(OutputStream out) {
            throw new UnsupportedOperationException("a raw JSON value is never quoted");
        }

        @Override
        public int writeUnquotedUTF8(OutputStream out) throws IOException {
            out.write(utf8);
            return utf8.length;
        }

        @Override
        public int putQuotedUTF8(ByteBuffer buffer) {
            throw new UnsupportedOperationException("a raw JSON value is never quoted");
        }

        @Override
        public int putUnquotedUTF8(ByteBuffer buffer) {
            if (buffer.remaining() < utf8.length) {
                return -1;
            }
            buffer.put(utf8);
            return utf8.length;
        }

        @Override
        public String toString() {
            return getValue();
        }
    }
}
