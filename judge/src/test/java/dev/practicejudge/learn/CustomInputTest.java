package dev.practicejudge.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.practicejudge.json.Json;
import dev.practicejudge.problem.MethodSignature;
import dev.practicejudge.problem.Parameter;
import dev.practicejudge.problem.TypeRef;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class CustomInputTest {

    private static final MethodSignature TWO_SUM = new MethodSignature("twoSum",
            List.of(new Parameter("nums", TypeRef.parse("int[]")), new Parameter("target", TypeRef.parse("int"))),
            TypeRef.parse("int[]"), Optional.empty());

    @Test
    void thePrintedFormAndJsonGiveTheSameInput() throws Exception {
        CustomInput printed = CustomInput.parse("nums = [2,7,11], target = 9", "--input", TWO_SUM);
        CustomInput json = CustomInput.parse("{\"nums\": [2, 7, 11], \"target\": 9}", "--input", TWO_SUM);

        assertEquals(json.input(), printed.input());
        assertEquals(json.arguments(), printed.arguments());
    }

    @Test
    void thePrintedFormIsPutInParameterOrder() throws Exception {
        CustomInput input = CustomInput.parse("target = 9, nums = [2]", "--input", TWO_SUM);

        assertEquals("{\"nums\":[2],\"target\":9}", Json.compact(input.input()));
    }

    @Test
    void aByteOrderMarkIsDroppedInEitherForm() throws Exception {
        assertEquals(9, CustomInput.parse("\uFEFFnums = [2], target = 9", "in.txt", TWO_SUM).arguments().get(1).asInt());
        assertEquals(9, CustomInput.parse("\uFEFF{\"nums\": [2], \"target\": 9}", "in.json", TWO_SUM)
                .arguments().get(1).asInt());
    }

    @Test
    void aMistakeInAFileInThePrintedFormNamesItsLineAndColumn() {
        CustomInput.Invalid invalid = assertThrows(CustomInput.Invalid.class,
                () -> CustomInput.parse("nums = [2, 7],\ntarget = \"9\"\n", "in.txt", TWO_SUM));

        assertEquals("in.txt:2:10: argument \"target\" is not of type int: expected a whole number, found the string "
                + "\"9\"", invalid.getMessage());
    }

    @Test
    void aBadElementIsPlacedAtItsListInThePrintedForm() {
        CustomInput.Invalid invalid = assertThrows(CustomInput.Invalid.class,
                () -> CustomInput.parse("target = 1, nums = [1, \"x\"]", "--input", TWO_SUM));

        assertEquals("--input at line 1, column 20: argument \"nums\" is not of type int[]: element [1]: expected a "
                + "whole number, found the string \"x\"", invalid.getMessage());
    }

    @Test
    void aBadFormIsAnInvalidInputWithItsPosition() {
        CustomInput.Invalid invalid = assertThrows(CustomInput.Invalid.class,
                () -> CustomInput.parse("nums = [1], target 9", "--input", TWO_SUM));

        assertEquals("--input at line 1, column 20: expected \"=\" after \"target\", found \"9\"; write name = value, "
                + "separated by commas, e.g. nums = [1,2,3], target = 7", invalid.getMessage());
    }

    @Test
    void aTestFileIsStillTakenAsItsInput() throws Exception {
        CustomInput input = CustomInput.parse("{\"input\": {\"nums\": [1], \"target\": 2}, \"expected\": [0]}",
                "t.json", TWO_SUM);

        assertEquals("{\"nums\":[1],\"target\":2}", Json.compact(input.input()));
    }
}
