package dev.practicejudge.problem;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.provided.ProvidedTypes;
import dev.practicejudge.provided.ValueForm;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A value LeetCode shows in a form of its own (Reverse Bits' 32 binary digits): how a spec declares
 * it, how tests are read against it, what the form converts, compares and shrinks, and the message
 * an author reads for each way of declaring it wrong.
 */
class ValueFormSpecTest {

    private static final ValueForm BITS = ProvidedTypes.form("bits32").orElseThrow();

    private static final String REVERSE_BITS = """
            {"title": "Reverse Bits", "difficulty": "easy",
             "method": {"name": "reverseBits", "params": [{"name": "n", "type": "int", "form": "bits32"}],
                        "returns": "int", "returnsForm": "bits32"}}
            """;

    @TempDir
    Path root;

    @Test
    void aSpecDeclaresTheFormOnAParameterAndOnTheResultAndJavaStillSeesAnInt() throws Exception {
        Path dir = write("reverse-bits", REVERSE_BITS,
                "{\"input\": {\"n\": \"00000010100101000001111010011100\"}, \"expected\": \"00111001011110000010100101000000\"}");

        MethodSignature method = new ProblemLoader(root).load(dir).spec().method();

        assertEquals("public int reverseBits(int n)", method.declaration());
        assertEquals(BITS, method.parameters().get(0).type().form().orElseThrow());
        assertEquals(BITS, method.outputType().form().orElseThrow());
        assertEquals("int", method.returnType().erasure());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "\"00000000000000000000000000001011\"|",
        "11|expected 32 binary digits in quotes, as \"00000000000000000000000000001011\", found the number 11 (write its 32 binary digits instead)",
        "\"1011\"|expected 32 binary digits, found 4 (pad it with zeros on the left: \"00000000000000000000000000001011\")",
        "\"0000000000000000000000000000102x\"|character 31 is '2'; a binary digit is 0 or 1"})
    void aTestValueMustBeThirtyTwoBinaryDigits(String value, String message) throws Exception {
        JsonNode json = Json.MAPPER.readTree(value);

        assertEquals(message == null ? "" : message, BITS.mismatch(json).orElse(""));
    }

    @Test
    void aTestOfAnotherFormIsRejectedWhereItIsWritten() throws IOException {
        Path dir = write("reverse-bits", REVERSE_BITS, "{\"input\": {\"n\": 43261596}, \"expected\": \"0\"}");

        ProblemFormatException error = assertThrows(ProblemFormatException.class, () -> new ProblemLoader(root).load(dir));

        assertTrue(error.getMessage().contains("found the number 43261596 (write its 32 binary digits instead)"),
                error.getMessage());
    }

    @Test
    void theWorkerGetsTheSignedIntAndItsAnswerIsShownUnsigned() {
        JsonNode shown = Json.MAPPER.getNodeFactory().textNode("11111111111111111111111111111101");

        assertEquals(-3, BITS.toJava(shown).asInt());
        assertEquals(shown, BITS.fromJava(Json.MAPPER.getNodeFactory().numberNode(-3)));
        assertEquals("= 4294967293 unsigned; Java's int holds it as -3", BITS.caption(shown));
        assertEquals("= 11", BITS.caption(Json.MAPPER.getNodeFactory().textNode("00000000000000000000000000001011")));
    }

    @Test
    void aDifferenceNamesTheBitsThatDifferUnderTheDigits() {
        JsonNode expected = Json.MAPPER.getNodeFactory().textNode("10111111111111111111111111111111");
        JsonNode actual = Json.MAPPER.getNodeFactory().textNode("01111111111111111111111111111110");

        assertEquals("""
                3 bits differ, bits 31, 30, 0 (bits counted from 0 at the right)
                expected  10111111111111111111111111111111  (= 3221225471)
                got       01111111111111111111111111111110  (= 2147483646)
                          ^^                             ^""", BITS.difference(expected, actual));
        assertEquals(null, BITS.difference(expected, expected));
    }

    @Test
    void shrinkingKeepsThirtyTwoDigitsAndClearsBits() {
        List<JsonNode> smaller = BITS.smaller(Json.MAPPER.getNodeFactory().textNode("00000000000000000000000000001011"));

        assertEquals("00000000000000000000000000000000", smaller.get(0).asText());
        assertTrue(smaller.stream().allMatch(v -> BITS.mismatch(v).isEmpty()), smaller::toString);
        assertTrue(smaller.stream().anyMatch(v -> v.asText().equals("00000000000000000000000000000011")), smaller::toString);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "\"params\": [{\"name\": \"n\", \"type\": \"long\", \"form\": \"bits32\"}], \"returns\": \"int\"|the form \"bits32\" is for int, not long",
        "\"params\": [{\"name\": \"n\", \"type\": \"int\", \"form\": \"hex\"}], \"returns\": \"int\"|unknown form \"hex\" (known: bits32, binary)",
        "\"params\": [{\"name\": \"n\", \"type\": \"int\"}], \"returns\": \"int[]\", \"returnsForm\": \"bits32\"|the form \"bits32\" is for int, not int[]"})
    void aFormDeclaredWrongSaysWhat(String method, String message) throws IOException {
        Path dir = write("broken", "{\"title\": \"T\", \"difficulty\": \"easy\", \"method\": {\"name\": \"f\", " + method + "}}",
                "{\"input\": {\"n\": 1}, \"expected\": 1}");

        ProblemFormatException error = assertThrows(ProblemFormatException.class, () -> new ProblemLoader(root).load(dir));

        assertTrue(error.getMessage().contains(message), error.getMessage());
    }

    @Test
    void aConstraintOnAValueWithAFormSaysTheFormIsItsConstraint() throws IOException {
        Path dir = write("reverse-bits", REVERSE_BITS.replace("\"returnsForm\": \"bits32\"}}",
                        "\"returnsForm\": \"bits32\"}, \"constraints\": {\"n\": {\"value\": [0, 5]}}}"),
                "{\"input\": {\"n\": \"00000010100101000001111010011100\"}, \"expected\": \"00111001011110000010100101000000\"}");

        ProblemFormatException error = assertThrows(ProblemFormatException.class, () -> new ProblemLoader(root).load(dir));

        assertTrue(error.getMessage().contains("n is shown as 32 binary digits"), error.getMessage());
    }

    /**
     * LeetCode states Reverse Bits today with the number itself ({@code n = 43261596}): the
     * "binary" form keeps that in tests, constraints and the worker, and draws the digits beside it.
     */
    @Test
    void theBinaryFormKeepsTheNumberAndDrawsItsDigits() throws Exception {
        ValueForm binary = ProvidedTypes.form("binary").orElseThrow();
        JsonNode n = Json.MAPPER.getNodeFactory().numberNode(43261596);
        Path dir = write("reverse-bits", REVERSE_BITS.replace("bits32", "binary").replace("\"returnsForm\": \"binary\"}}",
                        "\"returnsForm\": \"binary\"}, \"constraints\": {\"n\": {\"value\": [0, 2147483646]}}}"),
                "{\"input\": {\"n\": 43261596}, \"expected\": 964176192}");

        new ProblemLoader(root).load(dir);

        assertEquals(n, binary.toJava(n));
        assertEquals("43261596  (binary 00000010100101000001111010011100)", binary.line(n));
        assertEquals("expected an int, found the string \"1011\"",
                binary.mismatch(Json.MAPPER.getNodeFactory().textNode("1011")).orElseThrow());
        assertEquals("""
                bit 0 differs (bits counted from 0 at the right)
                expected  00000000000000000000000000000010  (= 2)
                got       00000000000000000000000000000011  (= 3)
                                                         ^""", binary.difference(
                Json.MAPPER.getNodeFactory().numberNode(2), Json.MAPPER.getNodeFactory().numberNode(3)));
        assertTrue(binary.smaller(n).stream().allMatch(v -> v.asInt() < 43261596), binary.smaller(n)::toString);
    }

    private Path write(String id, String spec, String test) throws IOException {
        Path dir = root.resolve(id);
        Files.createDirectories(dir.resolve("tests"));
        Files.writeString(dir.resolve("problem.json"), spec, StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("statement.md"), "# " + id + "\n", StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("tests/01.json"), test.strip(), StandardCharsets.UTF_8);
        return dir;
    }
}
