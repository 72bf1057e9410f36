package dev.practicejudge.json;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.util.RawValue;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The tree writer writes the bytes Jackson's mapper writes for a tree, or leaves the tree to it. */
class TreeWriterTest {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private static void sameAsJackson(JsonNode tree) throws Exception {
        byte[] quick = TreeWriter.write(tree);
        assertNotNull(quick, () -> "left to Jackson: " + tree);
        assertArrayEquals(Json.MAPPER.writeValueAsBytes(tree), quick, tree::toString);
    }

    @Test
    void writesEveryKindOfValueNodeAsJacksonDoes() throws Exception {
        List<JsonNode> nodes = List.of(NODES.numberNode(0), NODES.numberNode(-7), NODES.numberNode(Integer.MIN_VALUE),
                NODES.numberNode(Long.MAX_VALUE), NODES.numberNode((short) 3), NODES.numberNode(new BigInteger("123456789012345678901234")),
                NODES.numberNode(1.5), NODES.numberNode(-0.0), NODES.numberNode(1e300), NODES.numberNode(Double.NaN),
                NODES.numberNode(2.5f), NODES.numberNode(new BigDecimal("1.10")), NODES.numberNode(new BigDecimal("1E+3")),
                NODES.booleanNode(true), NODES.booleanNode(false), NODES.nullNode(), NODES.textNode(""),
                NODES.textNode("plain"), NODES.textNode("é \"quoted\" \\ tab\t newline\n \u0001 \u2028 😀"),
                NODES.binaryNode(new byte[] {1, 2, 3, (byte) 255}));
        for (JsonNode node : nodes) {
            sameAsJackson(node);
        }
    }

    @Test
    void writesNestedObjectsAndArraysAsJacksonDoes() throws Exception {
        ObjectNode frame = NODES.objectNode().put("type", "result").put("index", 3).put("wallNanos", 123456789012L);
        frame.putArray("boards").add(NODES.arrayNode().add(".Q..").add("...Q")).add(NODES.arrayNode());
        frame.putObject("nested").putNull("nothing").put("ok", true).putObject("empty");
        sameAsJackson(frame);
        sameAsJackson(NODES.arrayNode());
        sameAsJackson(NODES.objectNode());

        Random random = new Random(19);
        for (int round = 0; round < 200; round++) {
            sameAsJackson(randomTree(random, 0));
        }
    }

    @Test
    void copiesARawValueInAsItsBytes() throws Exception {
        ObjectNode frame = NODES.objectNode().put("type", "result");
        frame.set("value", NODES.rawValueNode(new RawValue("[[1,2],[3]]")));
        sameAsJackson(frame);
        assertArrayEquals("{\"type\":\"result\",\"value\":[[1,2],[3]]}".getBytes(java.nio.charset.StandardCharsets.UTF_8),
                TreeWriter.write(frame));
    }

    @Test
    void leavesOtherObjectsToJackson() {
        ArrayNode withPojo = NODES.arrayNode().add(1).addPOJO(List.of(1, 2));
        assertNull(TreeWriter.write(withPojo));
        assertNull(TreeWriter.write(NODES.missingNode()));
    }

    private static JsonNode randomTree(Random random, int depth) {
        int kind = depth > 4 ? random.nextInt(4) : random.nextInt(6);
        switch (kind) {
            case 0:
                return NODES.numberNode(random.nextInt() >> random.nextInt(32));
            case 1:
                return NODES.numberNode(random.nextLong());
            case 2: {
                StringBuilder text = new StringBuilder();
                for (int i = random.nextInt(8); i > 0; i--) {
                    text.append((char) (random.nextBoolean() ? 'a' + random.nextInt(26) : random.nextInt(0x3000)));
                }
                return NODES.textNode(text.toString());
            }
            case 3:
                return random.nextBoolean() ? NODES.booleanNode(random.nextBoolean()) : NODES.nullNode();
            case 4: {
                ArrayNode array = NODES.arrayNode();
                for (int i = random.nextInt(5); i > 0; i--) {
                    array.add(randomTree(random, depth + 1));
                }
                return array;
            }
            default: {
                ObjectNode object = NODES.objectNode();
                for (int i = random.nextInt(5); i > 0; i--) {
                    object.set("k" + random.nextInt(10) + (random.nextBoolean() ? "\"é" : ""), randomTree(random, depth + 1));
                }
                return object;
            }
        }
    }
}
