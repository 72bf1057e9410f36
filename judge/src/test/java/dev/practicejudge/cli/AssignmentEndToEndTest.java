package dev.practicejudge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.difflib.DiffUtils;
import dev.practicejudge.testing.ClassroomReporter;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * A student template made by {@code judgew assignment} grades as the full repository does: the
 * same solutions (an accepted reference, a wrong fixture, one missing) get the same points, on the
 * console, in the JSON report and in the result Classroom's reporter reads; run's check says the
 * assignment has no reference; and the template's own launcher runs the judge without building it.
 */
@EndToEnd
class AssignmentEndToEndTest {

    @TempDir
    Path work;

    Path template;
    Path full;

    @BeforeEach
    void templateAndFullCopyWithTheSameSolutions() throws IOException {
        template = AssignmentCommandTest.template(work.resolve("template"));
        full = work.resolve("full");
        try (Stream<Path> problems = Files.list(TestRepository.ROOT.resolve("problems"))) {
            TestRepository.copyProblems(full, problems.map(p -> p.getFileName().toString()).sorted().toList());
        }
        for (Path root : List.of(template, full)) {
            TestRepository.solve(root, "two-sum",
                    TestRepository.ROOT.resolve("problems/two-sum/submissions/accepted/OnePassHashMap.java"));
            TestRepository.solve(root, "n-queens", "n-queens/WrongNoAntiDiagonal.java");
            // lru-cache: no solution.
        }
    }

    @Test
    void theTemplateGivesTheSamePointsAsTheFullRepository() throws IOException {
        CliResult inTemplate = Judgew.test(template);
        CliResult inFull = Judgew.test(full);

        assertEquals(ExitCodes.NOT_ACCEPTED, inTemplate.exit(), inTemplate::toString);
        assertEquals(ExitCodes.NOT_ACCEPTED, inFull.exit(), inFull::toString);
        for (String id : List.of("two-sum", "n-queens")) {
            JsonNode mine = inTemplate.problem(id);
            JsonNode theirs = inFull.problem(id);
            assertEquals(theirs.get("verdict"), mine.get("verdict"), id);
            assertEquals(theirs.get("points"), mine.get("points"), id);
            assertEquals(theirs.get("maxPoints"), mine.get("maxPoints"), id);
        }
        assertEquals(10, inTemplate.problem("two-sum").get("points").asInt());
        assertEquals(0, inTemplate.problem("n-queens").get("points").asInt());
        assertEquals(inFull.report().get("points"), inTemplate.report().get("points"));
        // The maximum is the sum over the problems present: the template's three, the repository's every one.
        assertTrue(inTemplate.out().contains("\nPoints 10/60\n"), inTemplate.out());
        assertTrue(inFull.out().contains("\nPoints 10/"), inFull.out());
    }

    @Test
    void classroomsResultGivesEachTestTheSameScoreInBoth() throws IOException {
        JsonNode inTemplate = classroomResult(template);
        JsonNode inFull = classroomResult(full);

        Map<String, Double> mine = scores(inTemplate);
        Map<String, Double> theirs = scores(inFull);
        theirs.keySet().retainAll(mine.keySet());
        assertEquals(theirs, mine);
        assertTrue(mine.keySet().stream().anyMatch(name -> name.startsWith("n-queens: ")), mine.toString());
        // The points the reporter sums: the same 10 in both; only the maximum differs (every problem present counts).
        assertEquals(10.0, scores(inTemplate).values().stream().mapToDouble(Double::doubleValue).sum());
        assertEquals(10.0, scores(inFull).values().stream().mapToDouble(Double::doubleValue).sum());
        assertEquals(60, inTemplate.get("max_score").asInt());
    }

    @Test
    void runSaysTheAssignmentHasNoReferenceToCheckAgainst() {
        CliResult run = Judgew.run(template, "run", "two-sum");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().contains("  result    returned; not checked: this assignment does not include the problem's "
                + "reference solution to check against\n"), run.out());
    }

    @Test
    void ownTestWithoutExpectedSaysTheAssignmentHasNoReferenceToDecideIt() throws IOException {
        Path own = template.resolve("solutions/two-sum/tests/mine.json");
        Files.createDirectories(own.getParent());
        Files.writeString(own, "{\"input\": {\"nums\": [1, 2], \"target\": 3}}");

        CliResult test = Judgew.run(template, "test", "two-sum", "--verbose");

        assertTrue(test.out().contains("not judged: the file has no \"expected\", and this assignment does not include "
                + "the problem's reference solution to decide it: add one"), test.out());
    }

    @Test
    void theTemplatesLauncherRunsTheJudgeWithoutBuildingIt() throws Exception {
        // Building the judge in the template would be a Maven build (and a minute): a jar newer than the
        // template's sources is fresh to judgew, so it runs it. The jar here names the classes this test runs
        // on in its manifest (mvn verify tests before it packages the real jar).
        Path jar = Files.createDirectories(template.resolve("judge/target")).resolve("practice-judge.jar");
        writeLauncherJar(jar);
        Path err = work.resolve("judgew.err");
        ProcessBuilder builder = new ProcessBuilder("sh", template.resolve("judgew").toString(), "test", "two-sum")
                .directory(template.toFile()).redirectError(err.toFile());
        builder.environment().keySet().removeIf(name -> name.startsWith("GITHUB_") || name.equals("CI")
                || name.startsWith("PRACTICE_JUDGE_"));
        builder.environment().put("PRACTICE_JUDGE_NO_ARCHIVE", "1");
        builder.environment().put("NO_COLOR", "1");
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "judgew did not finish");

        String stderr = Files.readString(err);
        assertFalse(stderr.contains("building the judge"), stderr);
        assertEquals(0, process.exitValue(), out + stderr);
        assertTrue(out.contains("two-sum") && out.contains("AC") && out.contains("Points 10/10"), out + stderr);
    }

    private JsonNode classroomResult(Path root) throws IOException {
        Path output = root.resolve("github-output.txt");
        CliResult run = Judgew.run(Map.of("GITHUB_ACTIONS", "true", "GITHUB_OUTPUT", output.toString()), root,
                "test", "--classroom-result");
        assertEquals(ExitCodes.NOT_ACCEPTED, run.exit(), run::toString);
        String line = Files.readAllLines(output).get(0);
        return ClassroomReporter.decode(line.substring("result=".length()));
    }

    private static Map<String, Double> scores(JsonNode result) {
        Map<String, Double> scores = new LinkedHashMap<>();
        result.get("tests").forEach(t -> scores.put(t.get("name").asText(), t.get("score").asDouble()));
        return scores;
    }

    /** A jar whose manifest starts the judge from the class path this test runs on. */
    private static void writeLauncherJar(Path jar) throws IOException, URISyntaxException {
        Manifest manifest = new Manifest();
        Attributes main = manifest.getMainAttributes();
        main.put(Attributes.Name.MANIFEST_VERSION, "1.0");
        main.put(Attributes.Name.MAIN_CLASS, PracticeJudge.class.getName());
        String classPath = Stream.of(PracticeJudge.class, ObjectMapper.class, JsonFactory.class, JsonProperty.class,
                        CommandLine.class, DiffUtils.class)
                .map(c -> c.getProtectionDomain().getCodeSource().getLocation().toString()).distinct()
                .collect(Collectors.joining(" "));
        main.put(Attributes.Name.CLASS_PATH, classPath);
        try (OutputStream file = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(file, manifest)) {
            out.flush();
        }
    }
}
