package dev.practicejudge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A report that cannot be written, through the real command line: the run of the issue
 * ({@code test n-queens-ii --json /etc/passwd/x.json --junit out.xml --classroom-result}), with a
 * path under a regular file of the test's own so that it fails for everyone, root included. Each
 * format failing in turn is {@code report.ReportsIsolationTest}'s.
 */
@EndToEnd
class ReportFailureEndToEndTest {

    @TempDir
    Path root;

    @Test
    void aJsonReportThatCannotBeWrittenCostsNeitherTheJUnitFileNorTheClassroomResult() throws IOException {
        TestRepository.copyCoreProblems(root);
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/Accepted.java");
        Path notAFolder = Files.writeString(root.resolve("passwd"), "root:x:0:0:root:/root:/bin/sh\n");
        Path json = notAFolder.resolve("x.json");
        Path junit = root.resolve("out.xml");
        Path output = root.resolve("github-output.txt");

        CliResult run = Judgew.run(Map.of("GITHUB_ACTIONS", "true", "GITHUB_OUTPUT", output.toString()), root,
                "test", "n-queens-ii", "--json", json.toString(), "--junit", junit.toString(), "--classroom-result");

        assertEquals(ExitCodes.ERROR, run.exit(), run.toString());
        List<String> errors = run.err().lines().filter(line -> line.contains("error")).toList();
        assertEquals(1, errors.size(), run.toString());
        assertEquals("error: cannot write the JSON report to " + json + ": " + notAFolder + " is a file, not a folder",
                errors.get(0));
        assertTrue(Files.readString(junit).contains("<testsuite name=\"n-queens-ii\""), "the JUnit report is written");
        assertTrue(Files.readString(output).startsWith("result="), "the grader's result output is set");
        assertTrue(run.out().contains("Points 30/30"), run.toString());
    }
}
