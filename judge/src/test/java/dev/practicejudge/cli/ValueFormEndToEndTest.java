package dev.practicejudge.cli;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A value LeetCode shows in a form of its own, end to end through the real CLI and worker:
 * Reverse Bits' {@code int n}, which tests, {@code run --input}, {@code show} and every message
 * hold as 32 binary digits while the solution gets and returns a plain (signed) {@code int}.
 */
@EndToEnd
class ValueFormEndToEndTest {

    private static final Path REPO = ROOT.resolve("judge/src/test/resources/form-repo");
    private static final Path FIXTURES = TestRepository.FIXTURES.resolve("forms/reverse-bits");

    @TempDir
    Path temp;

    @Test
    void aFailingTestShowsTheBinaryDigitsAndNamesTheBitsThatDiffer() throws IOException {
        CliResult accepted = Judgew.test(REPO, "reverse-bits", "--solution", FIXTURES.resolve("Accepted.java").toString());
        // --verbose: the second failure (02-high-bit) in full, as the first.
        CliResult wrong = Judgew.test(REPO, "reverse-bits", "--solution",
                FIXTURES.resolve("ShiftsOnceTooMany.java").toString(), "--verbose");

        assertEquals("AC", accepted.problem("reverse-bits").get("verdict").asText(), accepted::toString);
        assertEquals("WA", wrong.problem("reverse-bits").get("verdict").asText(), wrong::toString);
        // The report holds the answer as the tests do: 32 binary digits, read unsigned.
        assertEquals("01111111111111111111111111111110",
                wrong.problem("reverse-bits").get("tests").get(1).get("actual").asText(), wrong::toString);
        assertEquals("""
                3 bits differ, bits 31, 30, 0 (bits counted from 0 at the right)
                expected  10111111111111111111111111111111  (= 3221225471)
                got       01111111111111111111111111111110  (= 2147483646)
                          ^^                             ^""",
                wrong.problem("reverse-bits").get("tests").get(1).get("message").asText());
        assertTrue(wrong.out().contains(
                "input     n = 11111111111111111111111111111101  (= 4294967293 unsigned; Java's int holds it as -3)\n"),
                wrong::toString);
        assertTrue(wrong.out().contains("actual    01111111111111111111111111111110  (= 2147483646)\n"), wrong::toString);
    }

    @Test
    void runTakesTheBinaryDigitsAndSaysPlainlyWhenGivenANumber() throws IOException {
        TestRepository.copyTree(REPO.resolve("problems/reverse-bits"), temp.resolve("problems/reverse-bits"));
        TestRepository.solve(temp, "reverse-bits", FIXTURES.resolve("Accepted.java"));

        CliResult run = Judgew.run(temp, "run", "reverse-bits", "--input", "{\"n\": \"00000000000000000000000000001011\"}");
        CliResult number = Judgew.run(temp, "run", "reverse-bits", "--input", "{\"n\": 11}");

        assertTrue(run.out().contains("input     n = 00000000000000000000000000001011  (= 11)\n"), run::toString);
        assertTrue(run.out().contains(
                "output    11010000000000000000000000000000  (= 3489660928 unsigned; Java's int holds it as -805306368)\n"),
                run::toString);
        assertEquals(ExitCodes.ERROR, number.exit(), number::toString);
        assertTrue(number.err().contains("expected 32 binary digits in quotes, as \"00000000000000000000000000001011\", "
                + "found the number 11 (write its 32 binary digits instead)"), number::toString);
    }

    @Test
    void showDrawsTheDigitsAndTheStubCarriesLeetCodesRemark() throws IOException {
        TestRepository.copyTree(REPO.resolve("problems/reverse-bits"), temp.resolve("problems/reverse-bits"));

        CliResult show = Judgew.run(temp, "show", "reverse-bits");
        CliResult stub = Judgew.run(temp, "new", "reverse-bits");

        assertTrue(show.out().contains("shown as    n and the result: 32 binary digits, as "
                + "\"00000000000000000000000000001011\" (your method gets and returns the int)\n"), show::toString);
        assertTrue(show.out().contains("expected  00111001011110000010100101000000  (= 964176192)\n"), show::toString);
        assertEquals(0, stub.exit(), stub::toString);
        String source = Files.readString(temp.resolve("solutions/reverse-bits/Solution.java"));
        assertTrue(source.contains("    // you need treat n as an unsigned value\n    public int reverseBits(int n) {"), source);
    }
}
