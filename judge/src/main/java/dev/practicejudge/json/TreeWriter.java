package dev.practicejudge.json;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.ByteArrayBuilder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.BigIntegerNode;
import com.fasterxml.jackson.databind.node.BinaryNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.DecimalNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.FloatNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.POJONode;
import com.fasterxml.jackson.databind.node.ShortNode;
import com.fasterxml.jackson.databind.node.TextNode;
import com.fasterxml.jackson.databind.util.RawValue;
import java.io.IOException;
import java.util.Iterator;
import java.util.Map;

/**
 * Writes a JSON tree as the bytes {@code Json.MAPPER.writeValueAsBytes(tree)} writes, through
 * Jackson's streaming generator alone, without an {@code ObjectMapper}: building one is about a
 * tenth of a second of a worker JVM's start, and the worker's frames are trees of plain values.
 * Each node is written as its own {@code serialize} would write it; a node it does not know (a
 * POJO other than a raw value) makes it give up, and the caller asks Jackson.
 */
public final class TreeWriter {

    /** Jackson's defaults, as {@link Json#MAPPER}'s factory has them for writing. */
    private static final JsonFactory FACTORY = new JsonFactory();
    private static final int MAX_DEPTH = 1000;

    /** Thrown, without a stack, to leave the tree to Jackson. */
    private static final class GiveUp extends RuntimeException {
        private static final long serialVersionUID = 1L;
        static final GiveUp INSTANCE = new GiveUp();

        private GiveUp() {
            super(null, null, false, false);
        }
    }

    private TreeWriter() {
    }

    /** The tree's JSON as UTF-8 bytes, or {@code null} when it holds a node only Jackson can write. */
    public static byte[] write(JsonNode tree) {
        try (ByteArrayBuilder out = new ByteArrayBuilder(256)) {
            try (JsonGenerator generator = FACTORY.createGenerator(out)) {
                write(generator, tree, 0);
            }
            return out.toByteArray();
        } catch (GiveUp e) {
            return null;
        } catch (IOException e) {
            throw new IllegalStateException("a JSON tree failed to serialise", e);
        }
    }

    private static void write(JsonGenerator out, JsonNode node, int depth) throws IOException {
        if (depth > MAX_DEPTH) {
            throw GiveUp.INSTANCE;
        }
        if (node instanceof ObjectNode object) {
            out.writeStartObject(object);
            Iterator<Map.Entry<String, JsonNode>> fields = object.fields();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> field = fields.next();
                out.writeFieldName(field.getKey());
                write(out, field.getValue(), depth + 1);
            }
            out.writeEndObject();
        } else if (node instanceof ArrayNode array) {
            int size = array.size();
            out.writeStartArray(array, size);
            for (int i = 0; i < size; i++) {
                write(out, array.get(i), depth + 1);
            }
            out.writeEndArray();
        } else if (node instanceof TextNode) {
            out.writeString(node.textValue());
        } else if (node instanceof IntNode) {
            out.writeNumber(node.intValue());
        } else if (node instanceof LongNode) {
            out.writeNumber(node.longValue());
        } else if (node instanceof BooleanNode) {
            out.writeBoolean(node.booleanValue());
        } else if (node instanceof NullNode) {
            out.writeNull();
        } else if (node instanceof ShortNode) {
            out.writeNumber(node.shortValue());
        } else if (node instanceof BigIntegerNode) {
            out.writeNumber(node.bigIntegerValue());
        } else if (node instanceof DoubleNode) {
            out.writeNumber(node.doubleValue());
        } else if (node instanceof FloatNode) {
            out.writeNumber(node.floatValue());
        } else if (node instanceof DecimalNode) {
            // Jackson writes it plain only when asked to (WRITE_BIGDECIMAL_AS_PLAIN, off in the mapper).
            out.writeNumber(node.decimalValue());
        } else if (node instanceof BinaryNode) {
            out.writeBinary(node.binaryValue());
        } else if (node instanceof POJONode pojo && pojo.getPojo() instanceof RawValue raw) {
            // A raw value writes itself without its serializer provider (RawJson's bytes, copied in).
            raw.serialize(out, null);
        } else {
            throw GiveUp.INSTANCE;
        }
    }
}
