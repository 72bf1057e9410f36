package dev.practicejudge.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

/**
 * What the judge prints of a string can be pasted back: every control character is escaped,
 * DEL too, which JSON allows raw but a terminal shows as nothing (a stress counterexample of
 * Encode and Decode Strings printed with a raw DEL did not fail when run again).
 */
class JsonEscapesTest {

    @Test
    void controlCharactersAndDelArePrintedAsEscapes() throws Exception {
        JsonNode value = Json.MAPPER.getNodeFactory().textNode("\u007f\u0011a\tb");

        String compact = Json.compact(value);

        assertEquals("\"\\u007F\\u0011a\\tb\"", compact);
        assertEquals(value, Json.MAPPER.readTree(compact));
    }
}
