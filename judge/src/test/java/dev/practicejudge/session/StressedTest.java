package dev.practicejudge.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.present.Styles;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.report.StressReport;
import dev.practicejudge.stress.StressOutcome;
import dev.practicejudge.testing.TestRepository;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link Stressing.Stressed}: how a stress run that ended is said, written and saved, without a worker. */
class StressedTest {

    @TempDir
    Path root;

    private Workspace workspace;
    private Problem problem;

    @BeforeEach
    void workspace() throws Exception {
        TestRepository.copyProblems(root, List.of("n-queens-ii"));
        workspace = new Workspace(root);
        problem = workspace.loader().load(workspace.problemDirectory("n-queens-ii"));
    }

    @Test
    void aFailureOfTheJudgeSaysSoWithTheInputItHappenedOn() {
        ObjectNode input = Json.MAPPER.createObjectNode().put("n", 5);

        Stressing.Stressed stressed = stressed(new StressOutcome.Broken("the worker did not start", input,
                StressOutcome.Fault.JUDGE));

        assertEquals(Optional.of("judge error: the worker did not start\n  on the input {\"n\":5}\n  this is the judge's "
                + "failure to run your solution, not your solution's fault"), stressed.judgeError());
        assertEquals(OptionalInt.empty(), stressed.foundAt());
    }

    @Test
    void aFailureOfThePackageWithoutAnInputBlamesThePackage() {
        Stressing.Stressed stressed = stressed(new StressOutcome.Broken("the generator threw", null,
                StressOutcome.Fault.PACKAGE));

        assertEquals(Optional.of("judge error: the generator threw\n  this is the problem package's fault (its "
                + "generator or reference), not your solution's"), stressed.judgeError());
    }

    @Test
    void aRunThatFoundNothingIsNoErrorPrintsWhatWasTriedAndHasNothingToSave() {
        Stressing.Stressed stressed = stressed(new StressOutcome.NoneFound(12, 3, 500_000_000L));
        StringWriter out = new StringWriter();

        stressed.print(new StressReport(new PrintWriter(out), Styles.plain()), "./judgew stress n-queens-ii --seed 7");

        assertEquals(Optional.empty(), stressed.judgeError());
        assertEquals(OptionalInt.empty(), stressed.foundAt());
        assertEquals("  no difference in 12 cases up to size 3 in 0.5 s (not a proof that the solution is right)"
                + System.lineSeparator(), out.toString());
        assertThrows(IllegalStateException.class, stressed::save);
    }

    @Test
    void theJsonFileHoldsTheRunsTermsAndOutcome() throws Exception {
        Path file = root.resolve("stress.json");

        stressed(new StressOutcome.NoneFound(12, 3, 500_000_000L)).writeJson(file);

        JsonNode json = Json.MAPPER.readTree(file.toFile());
        assertEquals("n-queens-ii", json.get("problem").asText());
        assertEquals("solutions/n-queens-ii/Solution.java", json.get("solution").asText());
        assertEquals("accepted/Backtracking.java", json.get("reference").asText());
        assertEquals(7, json.get("seed").asLong());
        assertEquals(12, json.get("cases").asInt());
        assertEquals(false, json.get("found").asBoolean());
        assertEquals(Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(json), Files.readString(file),
                "pretty-printed, without a final line break");
    }

    private Stressing.Stressed stressed(StressOutcome outcome) {
        return new Stressing.Stressed(workspace, problem, "solutions/n-queens-ii/Solution.java",
                "accepted/Backtracking.java", 7, outcome);
    }
}
