package dev.practicejudge.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class InputBindingTest {

    private static final MethodSignature N_QUEENS_II = new MethodSignature("totalNQueens",
            List.of(new Parameter("n", TypeRef.parse("int"))), TypeRef.parse("int"), Optional.empty());
    private static final MethodSignature TWO_SUM = new MethodSignature("twoSum",
            List.of(new Parameter("nums", TypeRef.parse("int[]")), new Parameter("target", TypeRef.parse("int"))),
            TypeRef.parse("int[]"), Optional.empty());

    @Test
    void aValueSurelyFitsOnlyWhereJacksonConvertsIt() throws Exception {
        List<String> types = List.of("int", "Integer", "long", "String", "boolean", "int[]", "int[][]",
                "List<Integer>", "List<List<Integer>>", "List<String>", "long[]", "char[][]", "double", "Boolean[]");
        List<String> values = List.of("1", "-7", "2147483648", "1.0", "1.5", "\"a\"", "true", "null", "[]", "[1,2]",
                "[1,null]", "[[1],[2,3]]", "[[1],null]", "[\"a\",\"b\"]", "[[\"a\"]]", "[true]", "{\"a\":1}",
                "[9223372036854775807]", "[[1,2.0]]");
        int sure = 0;
        for (String type : types) {
            TypeRef ref = TypeRef.parse(type);
            for (String text : values) {
                JsonNode value = json(text);
                boolean converts;
                try {
                    Json.convert(value, ref.toJavaType(Json.MAPPER.getTypeFactory()));
                    converts = true;
                } catch (IllegalArgumentException e) {
                    converts = false;
                }
                if (InputBinding.surelyFits(value, ref)) {
                    sure++;
                    assertEquals(true, converts, text + " as " + type);
                }
                // The answer is the same either way: the walk only spares the conversion.
                assertEquals(converts, InputBinding.mismatch(value, ref).isEmpty(), text + " as " + type);
            }
        }
        assertEquals(true, sure > 20, "surely fitting pairs: " + sure);
    }

    @Test
    void returnsTheValuesInParameterOrderWhateverTheOrderWritten() throws Exception {
        List<JsonNode> arguments = InputBinding.bind(json("{\"target\": 9, \"nums\": [2, 7]}"), TWO_SUM);

        assertEquals(List.of(json("[2, 7]"), json("9")), arguments);
    }

    @Test
    void aStringForAnIntIsNamedInPlainWordsAtTheValue() {
        InputBinding.Mismatch mismatch = assertThrows(InputBinding.Mismatch.class,
                () -> InputBinding.bind(json("{\"n\": \"4\"}"), N_QUEENS_II));

        assertEquals("argument \"n\" is not of type int: expected a whole number, found the string \"4\"",
                mismatch.getMessage());
        assertEquals("/n", mismatch.pointer());
    }

    @Test
    void anUnknownNameComesBeforeAMissingOneAndSuggestsIt() {
        InputBinding.Mismatch mismatch = assertThrows(InputBinding.Mismatch.class,
                () -> InputBinding.bind(json("{\"m\": 4}"), N_QUEENS_II));

        assertEquals("\"m\" is not a parameter of public int totalNQueens(int n) (did you mean \"n\"?)",
                mismatch.getMessage());
        assertEquals("/m", mismatch.pointer());
    }

    @Test
    void aNameWithASlashIsEscapedInThePointer() {
        InputBinding.Mismatch mismatch = assertThrows(InputBinding.Mismatch.class,
                () -> InputBinding.bind(json("{\"n\": 4, \"n/2\": 2}"), N_QUEENS_II));

        assertEquals("/n~12", mismatch.pointer());
    }

    @Test
    void aMissingArgumentSaysHowToWriteTheInput() {
        InputBinding.Mismatch mismatch = assertThrows(InputBinding.Mismatch.class,
                () -> InputBinding.bind(json("{\"nums\": [1]}"), TWO_SUM));

        assertEquals("missing argument \"target\" (int) of public int[] twoSum(int[] nums, int target); write an "
                + "object such as {\"nums\": [...], \"target\": 4}", mismatch.getMessage());
        assertEquals("", mismatch.pointer());
    }

    @Test
    void aLoneValueForAOneParameterMethodSuggestsTheObject() {
        InputBinding.Mismatch mismatch = assertThrows(InputBinding.Mismatch.class,
                () -> InputBinding.bind(json("4"), N_QUEENS_II));

        assertEquals("the input must be a JSON object with one value per parameter of public int totalNQueens(int n), "
                + "found the number 4; did you mean {\"n\": 4}?", mismatch.getMessage());
    }

    @ParameterizedTest(name = "{0} for {1}: {2}")
    @CsvSource(delimiter = '|', value = {
            "\"4\"           | int                  | expected a whole number, found the string \"4\"",
            "4.5             | int                  | expected a whole number, found the number 4.5",
            "true            | long                 | expected a whole number, found true",
            "\"x\"           | double               | expected a number, found the string \"x\"",
            "1               | boolean              | expected true or false, found the number 1",
            "5               | char                 | expected a one-character string, found the number 5",
            "4               | String               | expected a string, found the number 4",
            "{}              | int[]                | expected a list, found an object",
            "\"abc\"         | List<Integer>        | expected a list, found the string \"abc\"",
            "3000000000      | int                  | Numeric value (3000000000) out of range of int (-2147483648 - 2147483647)"})
    void namesWhyAValueDoesNotFitItsType(String value, String type, String reason) {
        assertEquals(Optional.of(reason), InputBinding.mismatch(json(value), TypeRef.parse(type)));
    }

    @ParameterizedTest(name = "{0} for {1}")
    @CsvSource(delimiter = '|', value = {
            "4                       | int",
            "4                       | double",
            "null                    | Integer",
            "[[\"5\", \".\"]]        | char[][]",
            "[[1, 2], []]            | List<List<Integer>>",
            "\"a\"                   | char"})
    void acceptsWhatTheWorkerConverts(String value, String type) {
        assertEquals(Optional.empty(), InputBinding.mismatch(json(value), TypeRef.parse(type)));
    }

    private static JsonNode json(String text) {
        try {
            return Json.MAPPER.readTree(text);
        } catch (Exception e) {
            throw new IllegalArgumentException(text, e);
        }
    }
}
