package dev.practicejudge.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.core.JsonPointer;
import dev.practicejudge.json.JsonLocator.Position;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class JsonLocatorTest {

    /** Columns are 1-based; each value's first character is marked in the comment beside it. */
    private static final String TEXT = String.join("\n",
            "{",                                        // line 1: the root object at column 1
            "  \"title\": \"N-Queens\",",               // line 2: "N-Queens" at column 12
            "  \"n\": 4,",                              // line 3: 4 at column 8
            "  \"ok\": true, \"none\": null,",          // line 4: true at 9, null at 23
            "  \"input\": {\"board\": [[\"5\", \"3\"],", // line 5: { at 12, [[ at 22/23, "5" at 24, "3" at 29
            "    [\".\", \"6\"]]},",                    // line 6: [ at 5, "6" at 11
            "  \"empty\": [],",                         // line 7: [] at 12
            "  \"a/b\": 1, \"m~n\": 2",                 // line 8: 1 at 10, 2 at 20
            "}");

    @ParameterizedTest(name = "\"{0}\" at {1}:{2}")
    @CsvSource({
            "'',                      1, 1",
            "/title,                  2, 12",
            "/n,                      3, 8",
            "/ok,                     4, 9",
            "/none,                   4, 23",
            "/input,                  5, 12",
            "/input/board,            5, 22",
            "/input/board/0,          5, 23",
            "/input/board/0/0,        5, 24",
            "/input/board/0/1,        5, 29",
            "/input/board/1,          6, 5",
            "/input/board/1/1,        6, 11",
            "/empty,                  7, 12",
            "/a~1b,                   8, 10",
            "/m~0n,                   8, 20"})
    void findsTheFirstCharacterOfTheValueAtAPointer(String pointer, int line, int column) {
        assertEquals(Optional.of(new Position(line, column)), locate(TEXT, pointer));
    }

    @ParameterizedTest(name = "\"{0}\"")
    @ValueSource(strings = {"/missing", "/title/0", "/input/board/2", "/input/board/0/2", "/empty/0", "/n/x",
            "/a/b", "/board"})
    void aPointerToNoValueIsNotFound(String pointer) {
        assertEquals(Optional.empty(), locate(TEXT, pointer));
    }

    @Test
    void theRootPointerFindsARootArrayOrScalar() {
        assertEquals(Optional.of(new Position(1, 3)), locate("  [1, 2]", ""));
        assertEquals(Optional.of(new Position(2, 1)), locate("\n42", ""));
        assertEquals(Optional.of(new Position(1, 7)), locate("  [1, 2]", "/1"));
    }

    @Test
    void aKeyNamedLikeAnIndexIsFoundInAnObject() {
        assertEquals(Optional.of(new Position(1, 7)), locate("{\"0\": 5}", "/0"));
    }

    @Test
    void aValueIsNotConfusedWithOneOfTheSameNameAtAnotherDepth() {
        String text = "{\"outer\": {\"n\": 1},\n \"n\": 2}";

        assertEquals(Optional.of(new Position(2, 7)), locate(text, "/n"));
        assertEquals(Optional.of(new Position(1, 17)), locate(text, "/outer/n"));
    }

    @Test
    void windowsLineEndingsCountAsOneLineBreak() {
        assertEquals(Optional.of(new Position(3, 8)), locate("{\r\n  \"a\": 1,\r\n  \"b\": 2\r\n}", "/b"));
    }

    @Test
    void aValueBeforeASyntaxErrorIsStillFoundButNothingAfterIt() {
        String text = "{\"a\": 1, \"b\": [2,, 3], \"c\": 4}";

        assertEquals(Optional.of(new Position(1, 7)), locate(text, "/a"));
        assertEquals(Optional.empty(), locate(text, "/c"));
    }

    @Test
    void emptyTextHasNoValues() {
        assertEquals(Optional.empty(), locate("", ""));
    }

    private static Optional<Position> locate(String text, String pointer) {
        return JsonLocator.locate(text, JsonPointer.compile(pointer));
    }
}
