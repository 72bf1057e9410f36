package dev.practicejudge.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.Test;

/**
 * How {@code gen} writes a test file: a long list of numbers stays on one line (an array of 10^5
 * numbers one per line was 10^5 lines and twice the bytes), while lists of words and boards keep the
 * layout people read, one per line, and the whole file reads back as the same JSON.
 */
class PrettyJsonFileTextTest {

    @Test
    void aLongListOfNumbersStaysOnOneLine() {
        ObjectNode test = Json.MAPPER.createObjectNode();
        ArrayNode nums = test.putObject("input").putArray("nums");
        for (int i = 0; i < 1000; i++) {
            nums.add(i * 7919 % 1000);
        }
        test.put("expected", 42);

        String text = PrettyJson.fileText(test);

        // {, "input": {, "nums": [...], }, "expected": 42, }
        assertEquals(6, text.lines().count(), text);
        assertEquals(1, text.lines().filter(l -> l.contains("\"nums\": [0,")).count(), text);
        assertEquals(test, read(text));
    }

    @Test
    void rowsOfAGridAreOneLineEachHoweverWide() {
        ObjectNode test = Json.MAPPER.createObjectNode();
        ArrayNode matrix = test.putObject("input").putArray("matrix");
        for (int r = 0; r < 3; r++) {
            ArrayNode row = matrix.addArray();
            for (int c = 0; c < 200; c++) {
                row.add(r * 200 + c);
            }
        }

        String text = PrettyJson.fileText(test);

        assertEquals(3, text.lines().filter(l -> l.strip().startsWith("[0,") || l.strip().startsWith("[200,")
                || l.strip().startsWith("[400,")).count(), text);
        assertEquals(test, read(text));
    }

    /** A 300 x 300 char grid one cell per line was 90,000 lines and 2.2 MB (number-of-islands). */
    @Test
    void aCharGridIsOneLinePerRow() {
        ObjectNode test = Json.MAPPER.createObjectNode();
        ArrayNode grid = test.putObject("input").putArray("grid");
        for (int r = 0; r < 300; r++) {
            ArrayNode row = grid.addArray();
            for (int c = 0; c < 300; c++) {
                row.add((r + c) % 3 == 0 ? "1" : "0");
            }
        }

        String text = PrettyJson.fileText(test);

        assertEquals(300, text.lines().filter(l -> l.strip().startsWith("[\"")).count(), text.substring(0, 400));
        assertEquals(test, read(text));
    }

    /** 5,000 edges one per line was 5,000 lines and 60% more bytes (course-schedule). */
    @Test
    void aLongEdgeListIsOneLineAndAShortOneARowPerLine() {
        ArrayNode edges = Json.MAPPER.createArrayNode();
        for (int i = 0; i < 5000; i++) {
            edges.addArray().add(i % 2000).add((i * 7 + 1) % 2000);
        }
        ArrayNode few = Json.MAPPER.createArrayNode();
        for (int i = 0; i < 3; i++) {
            few.addArray().add(i).add(i + 1);
        }

        assertEquals(1, PrettyJson.fileText(edges).lines().count());
        assertEquals(edges, read(PrettyJson.fileText(edges)));
        assertEquals("[\n  [0,1],\n  [1,2],\n  [2,3]\n]", PrettyJson.fileText(few));
    }

    @Test
    void aLongListOfWordsIsStillOnePerLine() {
        ArrayNode words = Json.MAPPER.createArrayNode();
        for (int i = 0; i < 30; i++) {
            words.add("word" + i);
        }

        String text = PrettyJson.fileText(words);

        assertEquals(30, text.lines().count(), text);
        assertEquals(PrettyJson.text(words), text, "as the drawings lay it out");
        assertEquals(words, read(text));
    }

    private static JsonNode read(String text) {
        try {
            return Json.MAPPER.readTree(text);
        } catch (java.io.IOException e) {
            throw new AssertionError(e);
        }
    }
}
