package dev.practicejudge.cli;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.SeparateJudge;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * Every shipped problem package validates, as an author runs it: {@code ./judgew validate --jobs 2}
 * over all of them at once (two packages at a time, which is what keeps the suite inside its budget
 * as the library grows: the time-limit margins are measured in CPU time, so sharing the machine
 * changes no finding). The run is made once; each test reads its own part of the output.
 *
 * <p>It is the suite's longest run and keeps both cores busy, while most other classes leave one
 * idle (a worker JVM starting, a solution sleeping into a backstop): so this class runs beside the
 * rest of the suite ({@code CONCURRENT}, on JUnit's second thread; see judge/pom.xml) and its judge
 * runs in a JVM of its own ({@link SeparateJudge}), as judgew starts it, so that its workers are
 * told apart from the workers of the judges the other classes run in this JVM.
 *
 * <p>Tagged {@value #TAG} besides end-to-end, so {@code .ci/run}'s second pass of the end-to-end
 * tier on the newest JDK can leave it out: the packages are data, validated once per CI run.
 */
@EndToEnd
@Tag(ShippedPackagesValidateTest.TAG)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Execution(ExecutionMode.CONCURRENT)
class ShippedPackagesValidateTest {

    static final String TAG = "every-package";

    private CliResult run;
    private Map<String, String> blocks;
    private List<String> workersLeft;

    @BeforeAll
    void validateEveryPackage(@TempDir Path tmp) throws IOException, InterruptedException {
        SeparateJudge.Run judge = SeparateJudge.run(tmp, ROOT, "validate", "--jobs", "2");
        run = judge.result();
        workersLeft = judge.workersLeft();
        blocks = blocksByPackage(run.out());
    }

    /**
     * Two packages at a time never share a validator: each job's worker started ahead of need is its
     * own, used or ended. (Sharing one once left a worker JVM idle after the run, waiting for a test.)
     */
    @Test
    void noWorkerJvmOutlivesTheRun() {
        assertEquals(List.of(), workersLeft);
    }

    @Test
    void everyShippedPackageIsValid() throws IOException {
        assertEquals(ExitCodes.VALID, run.exit(), run::toString);
        assertFalse(run.out().contains("FAIL"), run::toString);
        assertEquals(shippedIds(), List.copyOf(blocks.keySet()), "every package, once, in name order\n" + run);
        blocks.forEach((id, block) -> assertTrue(block.strip().endsWith("valid") && !block.contains("INVALID"),
                () -> id + ":\n" + block));
        assertTrue(run.out().contains("All " + blocks.size() + " problem packages are valid."), run::toString);
    }

    @Test
    void everyWrongAnswerSubmissionPinsWhatItsMessageTeaches() {
        assertFalse(run.out().contains("has no @expected-message line"), run::toString);
    }

    /**
     * Every package proves its own expected outputs: its {@code proof/*.java} (a brute force written
     * apart from the accepted submissions) agrees with every one, both ways.
     */
    @Test
    void everyPackageHasAProofThatAgreesWithEveryExpectedOutput() {
        blocks.forEach((id, block) -> {
            assertTrue(block.lines().anyMatch(l -> l.startsWith("  ok    proof/") && l.contains("agrees with all")),
                    () -> id + " has a proof that agrees with every expected output:\n" + block);
            assertFalse(block.lines().anyMatch(l -> l.contains("proof/") && !l.startsWith("  ok ")
                    && !l.startsWith("        ")), () -> id + ":\n" + block);
        });
    }

    /** Every package declares its inputs' constraints and its canon topic, so validate warns about neither. */
    @Test
    void everyPackageDeclaresItsConstraintsAndTopic() {
        blocks.forEach((id, block) -> {
            assertTrue(block.contains("ok    constraints: every test input keeps them"), () -> id + ":\n" + block);
            assertFalse(block.contains("warn  topic:"), () -> id + ":\n" + block);
        });
    }

    private static List<String> shippedIds() throws IOException {
        try (Stream<Path> folders = Files.list(ROOT.resolve("problems"))) {
            return folders.filter(f -> Files.isRegularFile(f.resolve("problem.json")))
                    .map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    /** The output cut into each package's block: its id on a line of its own, then its indented findings. */
    private static Map<String, String> blocksByPackage(String out) {
        Map<String, String> blocks = new LinkedHashMap<>();
        String current = null;
        List<String> lines = new ArrayList<>();
        for (String line : out.lines().toList()) {
            if (!line.isEmpty() && !line.startsWith(" ") && !line.startsWith("All ") && !line.contains("invalid:")) {
                if (current != null) {
                    blocks.put(current, String.join("\n", lines));
                }
                current = line.strip();
                lines.clear();
            } else if (current != null && line.startsWith(" ")) {
                lines.add(line);
            }
        }
        if (current != null) {
            blocks.put(current, String.join("\n", lines));
        }
        return blocks;
    }
}
