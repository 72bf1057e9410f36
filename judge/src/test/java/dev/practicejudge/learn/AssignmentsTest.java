package dev.practicejudge.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.json.Json;
import dev.practicejudge.json.JsonLocator.Position;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class AssignmentsTest {

    @Test
    void readsOneNameAndValue() throws Exception {
        assertEquals("{\"n\":4}", Json.compact(Assignments.parse("n = 4").object()));
    }

    @Test
    void readsTheFormTheJudgePrintsForSeveralParameters() throws Exception {
        assertEquals("{\"nums\":[1,2,3],\"target\":7}",
                Json.compact(Assignments.parse("nums = [1,2,3], target = 7").object()));
    }

    @Test
    void commasInsideBracketsAndBracesBelongToTheValue() throws Exception {
        assertEquals("{\"grid\":[[1,2],[3,4]],\"m\":{\"a\":1,\"b\":[5,6]},\"k\":2}",
                Json.compact(Assignments.parse("grid = [[1, 2], [3, 4]], m = {\"a\": 1, \"b\": [5, 6]}, k = 2")
                        .object()));
    }

    @Test
    void commasEqualSignsAndBracketsInsideStringsBelongToTheValue() throws Exception {
        assertEquals("{\"s\":\"a, b = [c\",\"t\":\"\\\"q\\\", x\"}",
                Json.compact(Assignments.parse("s = \"a, b = [c\", t = \"\\\"q\\\", x\"").object()));
    }

    @Test
    void spacesAndLineBreaksAroundTheParts() throws Exception {
        assertEquals("{\"a\":1,\"b\":[2]}", Json.compact(Assignments.parse("  a=1 ,\n b =\t[2]  ").object()));
    }

    @ParameterizedTest(name = "\"{0}\"")
    @ValueSource(strings = {"n = 4", "  nums = [1]", "null = 3", "_x = 1", "trueish = 1"})
    void isTheFormWhenTheTextStartsWithAName(String text) {
        assertTrue(Assignments.isWrittenSo(text));
    }

    @ParameterizedTest(name = "\"{0}\"")
    @ValueSource(strings = {"{\"n\": 4}", "4", "[1]", "\"n = 4\"", "true", "null", " false ", ""})
    void isNotTheFormForJson(String text) {
        assertFalse(Assignments.isWrittenSo(text));
    }

    @ParameterizedTest(name = "\"{0}\"")
    @CsvSource(delimiter = '|', value = {
            "n 4                 | 1 | 3  | expected \"=\" after \"n\", found \"4\"; write name = value, separated by "
                    + "commas, e.g. nums = [1,2,3], target = 7",
            "n =                 | 1 | 4  | expected a value after \"n =\"; write name = value, separated by commas, "
                    + "e.g. nums = [1,2,3], target = 7",
            "n = 4,              | 1 | 7  | expected a parameter name after \",\", found the end of the input; write "
                    + "name = value, separated by commas, e.g. nums = [1,2,3], target = 7",
            "n = 4, 5            | 1 | 8  | expected a parameter name after \",\", found \"5\"; write name = value, "
                    + "separated by commas, e.g. nums = [1,2,3], target = 7",
            "n = 4, n = 5        | 1 | 8  | \"n\" is given twice",
            "s = abc             | 1 | 5  | malformed JSON in the value of \"s\": `abc` is not a JSON value: a string "
                    + "is written in double quotes, e.g. \"abc\"",
            "a = 1, nums = [1,2  | 1 | 19 | malformed JSON in the value of \"nums\": the text ends before the `]` that "
                    + "closes the `[` at line 1, column 15"})
    void aBadFormSaysWhatIsWrongAndWhere(String text, int line, int column, String message) {
        UnreadableInput invalid = assertThrows(UnreadableInput.class, () -> Assignments.parse(text));

        assertEquals(message, invalid.getMessage());
        assertEquals(Optional.of(new Position(line, column)), invalid.position());
    }

    @Test
    void locatesAValueAndWhatIsInsideIt() throws Exception {
        Assignments input = Assignments.parse("nums = [1, 2],\n  target = 7");

        assertEquals(Optional.of(new Position(1, 8)), input.locate("/nums"));
        assertEquals(Optional.of(new Position(1, 12)), input.locate("/nums/1"));
        assertEquals(Optional.of(new Position(2, 12)), input.locate("/target"));
        assertEquals(Optional.empty(), input.locate("/missing"));
        assertEquals(Optional.empty(), input.locate(""));
    }
}
