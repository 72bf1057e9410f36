package dev.practicejudge.problem;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class TypeRefTest {

    // ---- parsing and printing ------------------------------------------------------------

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"int", "long", "double", "boolean", "char", "Integer", "Long", "Double", "Boolean",
            "Character", "String", "void", "int[]", "char[][]", "String[]", "List<Integer>", "List<List<String>>",
            "List<int[]>", "List<char[]>", "List<List<Integer>>", "List<String>[]", "List<List<Character>>"})
    void printsBackExactlyWhatItParsed(String text) {
        TypeRef type = TypeRef.parse(text);

        assertEquals(text, type.toString());
        assertEquals(type, TypeRef.parse(type.toString()));
    }

    @ParameterizedTest(name = "\"{0}\" -> {1}")
    @CsvSource(delimiter = '|', value = {
            "List< Integer >       | List<Integer>",
            "' int '               | int",
            "int [ ] [ ]           | int[][]",
            "'List <List< String >>' | List<List<String>>",
            "'List<int []>'        | List<int[]>",
            "'\tchar[]\n'          | char[]"})
    void toleratesSpacesAndPrintsTheCompactForm(String text, String printed) {
        assertEquals(printed, TypeRef.parse(text).toString());
    }

    @Test
    void recordsNameTypeArgumentsAndArrayDimensions() {
        assertEquals(new TypeRef("char", List.of(), 2), TypeRef.parse("char[][]"));
        assertEquals(new TypeRef("List", List.of(new TypeRef("int", List.of(), 1)), 0), TypeRef.parse("List<int[]>"));
        TypeRef boards = TypeRef.parse("List<List<String>>");
        assertEquals("List", boards.name());
        assertEquals("List", boards.typeArguments().get(0).name());
        assertEquals(TypeRef.parse("String"), boards.typeArguments().get(0).typeArguments().get(0));
    }

    @Test
    void onlyPlainVoidIsVoid() {
        assertTrue(TypeRef.parse("void").isVoid());
        assertFalse(TypeRef.parse("int").isVoid());
        assertFalse(TypeRef.parse("List<Integer>").isVoid());
    }

    @Test
    void negativeArrayDimensionsAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> new TypeRef("int", List.of(), -1));
    }

    @ParameterizedTest(name = "\"{0}\": {1}")
    @CsvSource(delimiter = '|', value = {
            "Int                  | unknown type 'Int'",
            "integer              | unknown type 'integer'",
            "Map<String,Integer>  | unknown type 'Map'",
            "List                 | List needs its element type",
            "List<>               | expected a type name",
            "int<String>          | int takes no type arguments",
            "void[]               | void cannot be an array",
            "''                   | expected a type name",
            "int[                 | expected ']'",
            "int[3]               | expected ']'",
            "List<Integer         | expected '>'",
            "List<Integer,String> | expected '>'",
            "int x                | unexpected 'x'",
            "java.util.List<Integer> | unknown type 'java'"})
    void rejectsWhatIsNotAKnownTypeQuotingTheText(String text, String reason) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TypeRef.parse(text));

        assertTrue(e.getMessage().contains("\"" + text + "\""), "quotes the text: " + e.getMessage());
        assertTrue(e.getMessage().contains(reason), "says why: " + e.getMessage());
    }

    /**
     * Java has no {@code List<int>} or {@code List<void>}: a spec declaring one gives the learner a
     * signature that cannot be written, so the spec must be rejected when it is loaded.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"List<int>", "List<double>", "List<void>", "List<List<boolean>>"})
    void primitivesAndVoidAreNotTypeArguments(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TypeRef.parse(text));

        assertTrue(e.getMessage().contains("\"" + text + "\""), e.getMessage());
    }

    // ---- JSON values against types -------------------------------------------------------

    @ParameterizedTest(name = "{1} accepts {0}")
    @CsvSource(delimiter = '|', value = {
            "4                      | int",
            "-2147483648            | int",
            "3000000000             | long",
            "4                      | double",
            "4.5                    | double",
            "true                   | boolean",
            "'\"x\"'                | String",
            "'\"\"'                 | String",
            "'\"a\"'                | char",
            "null                   | Integer",
            "null                   | String",
            "[]                     | int[]",
            "'[[\"Q\"]]'            | List<List<String>>",
            "'[[\"5\",\"3\"],[\".\",\"6\"]]' | char[][]",
            "[[1,2],[3]]            | List<int[]>",
            "'[\"é\",\"日\"]'       | List<Character>"})
    void acceptsValuesOfTheType(String json, String type) throws JsonProcessingException {
        convert(json, type);
    }

    @ParameterizedTest(name = "{1} rejects {0}")
    @CsvSource(delimiter = '|', value = {
            "'\"4\"'                | int",
            "4.5                    | int",
            "4.0                    | int",
            "null                   | int",
            "3000000000             | int",
            "true                   | int",
            "[4]                    | int",
            "{}                     | int",
            "'\"\"'                 | int",
            "1                      | boolean",
            "'\"true\"'             | boolean",
            "'\"4\"'                | double",
            "'\"ab\"'               | char",
            "5                      | char",
            "'[\"a\"]'              | String",
            "'[[\"53\"]]'           | char[][]",
            "[[5]]                  | char[][]",
            "[[null]]               | char[][]",
            "[1,null]               | int[]",
            "4                      | int[]",
            "4                      | List<Integer>",
            "'\"\"'                 | List<Integer>",
            "[1,2]                  | List<int[]>",
            "'\"..Q.,Q...\"'        | List<List<String>>",
            "'[\"..Q.\",\"Q...\"]'  | List<List<String>>",
            "'[\"ab\"]'             | List<Character>"})
    void rejectsValuesThatAreNotOfTheType(String json, String type) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> convert(json, type));

        assertFalse(e.getMessage().isBlank());
    }

    @Test
    void aSudokuBoardOfOneCharacterStringsBecomesACharMatrix() throws JsonProcessingException {
        Object board = convert("[[\"5\",\"3\"],[\".\",\"6\"]]", "char[][]");

        assertArrayEquals(new char[][] {{'5', '3'}, {'.', '6'}}, (char[][]) board);
    }

    @Test
    void aListOfIntArraysHoldsIntArrays() throws JsonProcessingException {
        List<?> pairs = (List<?>) convert("[[1,2],[3]]", "List<int[]>");

        assertArrayEquals(new int[] {1, 2}, assertInstanceOf(int[].class, pairs.get(0)));
        assertArrayEquals(new int[] {3}, assertInstanceOf(int[].class, pairs.get(1)));
    }

    @Test
    void aNullBoxedValueStaysNull() throws JsonProcessingException {
        assertNull(convert("null", "Integer"));
    }

    /**
     * LeetCode's JSON never writes a number or a boolean where a string is meant; accepting one would
     * let a test whose expected output can never be matched load cleanly, and every run be a WA.
     */
    @ParameterizedTest(name = "String rejects {0}")
    @ValueSource(strings = {"4", "4.5", "true"})
    void aNumberOrBooleanIsNotAString(String json) {
        assertThrows(IllegalArgumentException.class, () -> convert(json, "String"));
    }

    /**
     * A {@code char[]} is a list of one-character strings (see {@link Json}); a row written as one
     * string ({@code "53..7...."}) must be rejected, not split into characters, or a Sudoku test whose
     * expected rows are strings loads and then no output can ever equal it.
     */
    @ParameterizedTest(name = "{1} rejects {0}")
    @CsvSource(delimiter = '|', value = {
            "'\"53\"'               | char[]",
            "'[\"53\",\"..\"]'      | char[][]"})
    void aRowWrittenAsOneStringIsNotACharArray(String json, String type) {
        assertThrows(IllegalArgumentException.class, () -> convert(json, type));
    }

    private static Object convert(String json, String type) throws JsonProcessingException {
        JsonNode value = Json.MAPPER.readTree(json);
        return Json.convert(value, TypeRef.parse(type).toJavaType(Json.MAPPER.getTypeFactory()));
    }
}
