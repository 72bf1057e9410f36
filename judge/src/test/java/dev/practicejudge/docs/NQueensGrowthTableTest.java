package dev.practicejudge.docs;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.testing.EndToEnd;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Keeps the growth tables of the N-Queens editorials reproducible: {@code scripts/NQueensGrowth.java}
 * run as the editorials say prints the same rows. Brute force is run up to {@code n = 9} here (a
 * few seconds); its row for 10 is printed from the formula, which the script checks against
 * every row it counts, and must equal the editorial's measured one.
 */
@EndToEnd
class NQueensGrowthTableTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"n-queens", "n-queens-ii"})
    void theEditorialsTableIsWhatTheScriptCounts(String problem) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process process = new ProcessBuilder(java, "scripts/NQueensGrowth.java", "10", "9")
                .directory(ROOT.toFile()).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(2, TimeUnit.MINUTES), "the script finished");
        assertEquals(0, process.exitValue(), output);

        List<String> counted = rows(output.replace("*", ""));
        List<String> shown = rows(Files.readString(ROOT.resolve("problems").resolve(problem).resolve("editorial.md")));

        assertEquals(10, counted.size(), output);
        assertEquals(counted, shown, "rerun java scripts/NQueensGrowth.java 10 10 and paste its table");
    }

    /** The table's rows for n = 1, 2, ...: lines starting with "| " and a number. */
    private static List<String> rows(String text) {
        return text.lines().filter(line -> line.matches("\\| \\d+ \\|.*")).map(String::strip).toList();
    }
}
