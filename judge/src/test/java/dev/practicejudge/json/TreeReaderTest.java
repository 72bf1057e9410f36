package dev.practicejudge.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** The quick reader builds Jackson's tree exactly, node class by node class, or leaves the text to Jackson. */
class TreeReaderTest {

    private static void sameAsJackson(String text) throws IOException {
        JsonNode quick = TreeReader.read(text);
        assertNotNull(quick, () -> "gave up on " + text);
        JsonNode jackson = Json.MAPPER.readTree(text);
        sameTree(jackson, quick, text);
        sameTree(jackson, TreeReader.read(text.getBytes(StandardCharsets.UTF_8)), text);
    }

    private static void sameTree(JsonNode expected, JsonNode actual, String where) {
        assertEquals(expected.getClass(), actual.getClass(), where);
        assertEquals(expected, actual, where);
        if (expected.isArray()) {
            for (int i = 0; i < expected.size(); i++) {
                sameTree(expected.get(i), actual.get(i), where);
            }
        } else if (expected.isObject()) {
            assertEquals(List.copyOf(iterable(expected.fieldNames())), List.copyOf(iterable(actual.fieldNames())), where);
            for (Iterator<Map.Entry<String, JsonNode>> it = expected.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> field = it.next();
                sameTree(field.getValue(), actual.get(field.getKey()), where);
            }
        }
    }

    private static <T> List<T> iterable(Iterator<T> it) {
        List<T> list = new java.util.ArrayList<>();
        it.forEachRemaining(list::add);
        return list;
    }

    @Test
    void buildsJacksonsTreeForTheValuesTestsHold() throws IOException {
        for (String text : List.of("0", "-1", "7", "2147483647", "-2147483648", "2147483648", "-2147483649",
                "123456789012345678", "-123456789012345678", "1023", "1024", "-128", "-129",
                "true", "false", "null", "\"\"", "\"abc\"", "[]", "{}", "[[]]", " [ 1 , 2 ]\n",
                "{\"input\": {\"n\": 4, \"k\": 2}, \"expected\": [[1,2],[1,3]], \"sample\": true}",
                "\"tab\\tnew\\nquote\\\"slash\\/back\\\\u\\u00e9\\b\\f\\r\"", "\"é ü 日本 😀\"",
                "[\"a\", null, true, false, {\"x\": [null]}]", "\"\\ud83d\\ude00\"", "[1 ,2 ]", "[1\n,\t-2\r\n]",
                "[[1,2],[3 ], [ 4]]", "[-7]", "[true ,false]")) {
            sameAsJackson(text);
        }
    }

    @Test
    void buildsJacksonsTreeForEveryTestFileOfTheRepository() throws IOException {
        Path problems = Path.of("..", "problems");
        int read = 0;
        try (Stream<Path> files = Files.walk(problems)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".json") && f.toString().contains("tests"))
                    .limit(400).toList()) {
                String text = Files.readString(file, StandardCharsets.UTF_8);
                JsonNode quick = TreeReader.read(text);
                if (quick != null) {
                    sameTree(Json.MAPPER.readTree(text), quick, file.toString());
                    read++;
                }
            }
        }
        assertTrue(read > 50, "only " + read + " test files read");
    }

    @Test
    void leavesToJacksonWhatItDoesNotReadExactlyAsJacksonDoes() {
        for (String text : List.of("", "  ", "1.5", "1e3", "-0", "01", "1234567890123456789", "-", "[1,]", "[1 2]",
                "{\"a\":1,\"a\":2}", "{\"a\" 1}", "{a:1}", "tru", "truex", "nul", "[1]x", "[1] [2]", "// c\n1",
                "\"unterminated", "\"bad\\q\"", "\"\\u12G4\"", "\"ctrl\u0001\"", "[", "{", "NaN", "'a'",
                "[".repeat(500) + "]".repeat(500), "[-0]", "[1.5]", "[1e2]", "[1x]", "[1,2", "[1 2]", "[01]")) {
            assertNull(TreeReader.read(text), () -> "read " + text);
        }
        assertNull(TreeReader.read(new byte[] {'"', (byte) 0xC3, '"'}), "malformed UTF-8");
    }

    @Test
    void smallWholeNumbersShareTheirNodes() {
        JsonNode list = TreeReader.read("[20, 20, 1000]");
        assertSame(list.get(0), list.get(1));
        assertEquals(1000, list.get(2).intValue());
    }
    @Test
    void aDocumentParsedFromAsciiBytesLocatesItsValuesAsOneParsedFromText() throws Exception {
        String text = "{\n  \"input\": {\"n\": 4},\n  \"expected\": [[1, 2],\n    [3]]\n}\n";
        JsonDocument fromBytes = JsonDocument.parseAscii(text.getBytes(StandardCharsets.US_ASCII)).orElseThrow();
        JsonDocument fromText = JsonDocument.parse(text);
        assertEquals(fromText.root(), fromBytes.root());
        for (String pointer : List.of("", "/input/n", "/expected/1", "/expected/1/0")) {
            assertEquals(fromText.locate(pointer), fromBytes.locate(pointer), pointer);
        }
        assertTrue(JsonDocument.parseAscii("\"é\"".getBytes(StandardCharsets.UTF_8)).isEmpty());
        JsonDocument.Malformed malformed = org.junit.jupiter.api.Assertions.assertThrows(JsonDocument.Malformed.class,
                () -> JsonDocument.parseAscii("{\"a\": [1,]}".getBytes(StandardCharsets.US_ASCII)));
        JsonDocument.Malformed asText = org.junit.jupiter.api.Assertions.assertThrows(JsonDocument.Malformed.class,
                () -> JsonDocument.parse("{\"a\": [1,]}"));
        assertEquals(asText.getMessage(), malformed.getMessage());
        assertEquals(asText.position(), malformed.position());
    }

    /** A frame's text with {@code value} as its answer, read with {@code likely} as the probable answer. */
    private static JsonNode frame(String value, JsonNode likely) throws IOException {
        String text = "{\"type\": \"result\", \"index\": 3, \"value\": " + value + ", \"stdout\": \"\"}";
        JsonNode frame = TreeReader.read(text.getBytes(StandardCharsets.UTF_8), "value", likely);
        JsonNode jackson = Json.MAPPER.readTree(text);
        if (frame == null) {
            return jackson.get("value"); // left to Jackson (a decimal), as Frames.read does
        }
        // Whatever the likely value, the frame is the one Jackson reads, node class by node class.
        sameTree(jackson, frame, text);
        return frame.get("value");
    }

    @Test
    void anAnswerWrittenAsTheLikelyValueIsThatNodeItself() throws IOException {
        for (String expected : List.of("[[1,2],[1,3],[2,3]]", "[]", "[[]]", "7", "-2147483648", "2147483648",
                "\"Q...\"", "[\".Q..\",\"...Q\"]", "true", "false", "null", "{\"a\":[1,{\"b\":null}],\"c\":\"x\"}",
                "[null,1,null,-2]", "{}")) {
            JsonNode likely = Json.MAPPER.readTree(expected);
            assertSame(likely, frame(expected, likely), expected);
            // Spaces between the tokens do not change the value.
            String spaced = expected.replace(",", " ,\n ").replace("[", "[ ").replace(":", " : ");
            assertSame(likely, frame(spaced, likely), spaced);
        }
    }

    @Test
    void anyOtherAnswerIsReadAsItIsAndOnlyEqualsTheLikelyValueWhenItIsEqual() throws IOException {
        JsonNode likely = Json.MAPPER.readTree("[[1,2],[1,3]]");
        for (String other : List.of("[[1,3],[1,2]]", "[[1,2],[1,3],[2,3]]", "[[1,2]]", "[[1,2],[1,4]]", "[[1,2],[1,3.0]]",
                "[[1,2],[1,\"3\"]]", "[[1,2],[1,30]]", "[[1,2],[1,-3]]", "[[1,2],[1,3,4]]", "{\"a\":1}", "null")) {
            JsonNode read = frame(other, likely);
            assertNotSame(likely, read, other);
        }
        // Written another way than the reader builds the likely node: read, never taken for it.
        for (String[] pair : new String[][] {{"\"a\\\"b\"", "\"a\\\"b\""}, {"\"\\u0041\"", "\"A\""},
                {"\"é\"", "\"é\""}, {"1.5", "1.5"}, {"[1e2]", "[100]"}}) {
            JsonNode expected = Json.MAPPER.readTree(pair[1]);
            assertNotSame(expected, frame(pair[0], expected), pair[0]);
        }
        // A LongNode of an int-sized number is not what the reader makes of "5": no match, an IntNode read.
        JsonNode five = com.fasterxml.jackson.databind.node.LongNode.valueOf(5);
        JsonNode read = frame("5", five);
        assertNotSame(five, read);
        assertEquals(com.fasterxml.jackson.databind.node.IntNode.class, read.getClass());
    }

    @Test
    void randomAnswersAreReadExactlyAsJacksonReadsThemWhateverTheLikelyValue() throws IOException {
        java.util.Random random = new java.util.Random(19);
        for (int round = 0; round < 300; round++) {
            JsonNode likely = randomValue(random, 0);
            String written = Json.MAPPER.writeValueAsString(likely);
            JsonNode same = Json.MAPPER.readTree(written);
            // The likely node may be one the reader would not build (a LongNode of 5): then it is read.
            JsonNode read = frame(written, likely);
            if (read == likely) {
                sameTree(same, likely, written);
            }
            JsonNode other = randomValue(random, 0);
            frame(Json.MAPPER.writeValueAsString(other), likely);
        }
    }

    private static JsonNode randomValue(java.util.Random random, int depth) {
        com.fasterxml.jackson.databind.node.JsonNodeFactory nodes = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance;
        int kind = random.nextInt(depth > 3 ? 6 : 8);
        switch (kind) {
            case 0: return nodes.numberNode(random.nextInt(2001) - 1000);
            case 1: return nodes.numberNode(random.nextBoolean() ? (long) random.nextInt(10) : random.nextLong());
            case 2: return nodes.textNode(List.of("", "a", "Q..", "x y", "é", "a\"b", "tab\t").get(random.nextInt(7)));
            case 3: return nodes.booleanNode(random.nextBoolean());
            case 4: return nodes.nullNode();
            case 5: return nodes.numberNode(random.nextInt(3) == 0 ? 1.5 : 2.0);
            case 6: {
                com.fasterxml.jackson.databind.node.ArrayNode array = nodes.arrayNode();
                for (int i = random.nextInt(4); i > 0; i--) {
                    array.add(randomValue(random, depth + 1));
                }
                return array;
            }
            default: {
                com.fasterxml.jackson.databind.node.ObjectNode object = nodes.objectNode();
                for (int i = random.nextInt(3); i > 0; i--) {
                    object.set(List.of("a", "b", "c d").get(random.nextInt(3)), randomValue(random, depth + 1));
                }
                return object;
            }
        }
    }
}
