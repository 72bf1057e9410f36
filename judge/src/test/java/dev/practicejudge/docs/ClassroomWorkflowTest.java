package dev.practicejudge.docs;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The checked-in Classroom workflow wires the judge to GitHub Classroom's reporter the way the
 * reporter reads it ({@code src/main.js}: each id in {@code runners}, in capitals, plus
 * {@code _RESULTS}), and both grading workflows run the judge in its sandbox.
 * {@code scripts/lint-workflows.sh} checks them against GitHub's schema.
 */
class ClassroomWorkflowTest {

    @Test
    void theReporterReadsTheJudgeStepsResultUnderItsStepId() throws IOException {
        String workflow = Files.readString(TestRepository.ROOT.resolve(".github/workflows/classroom.yml"));

        for (String line : List.of("name: Autograding Tests\n", "  run-autograding-tests:\n",
                "if: github.actor != 'github-classroom[bot]'", "  checks: write", "  actions: read", "  contents: read",
                "  - push", "  - repository_dispatch", "id: judge",
                "run: ./judgew --sandbox test --classroom-result",
                "uses: classroom-resources/autograding-grading-reporter@v1",
                "JUDGE_RESULTS: \"${{ steps.judge.outputs.result }}\"", "runners: judge",
                "sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0")) {
            assertTrue(workflow.contains(line), "classroom.yml lacks: " + line);
        }
        // A job name would rename the check run that Classroom knows as run-autograding-tests.
        String job = workflow.substring(workflow.indexOf("  run-autograding-tests:\n"));
        assertFalse(job.lines().skip(1).takeWhile(l -> !l.startsWith("    steps:"))
                .anyMatch(l -> l.startsWith("    name:")), "the autograding job has a name of its own:\n" + job);
    }

    @Test
    void theGradingWorkflowJudgesInTheSandbox() throws IOException {
        String workflow = Files.readString(TestRepository.ROOT.resolve(".github/workflows/grade.yml"));

        assertTrue(workflow.contains("run: ./judgew --sandbox test "), workflow);
        assertTrue(workflow.contains("sudo sysctl -w kernel.apparmor_restrict_unprivileged_userns=0"), workflow);
    }
}
