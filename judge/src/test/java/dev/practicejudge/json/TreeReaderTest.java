package dev.practicejudge.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
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
}
