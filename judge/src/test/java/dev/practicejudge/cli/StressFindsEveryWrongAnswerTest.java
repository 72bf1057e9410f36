package dev.practicejudge.cli;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.SeparateJudge;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * A package's generator is strong enough to catch the mistakes its own wrong submissions make:
 * {@code ./judgew stress ID --solution <wrong_answer/X.java>} finds a counterexample for every
 * wrong-answer submission of every package with a generator, within stress's 30 s budget, from a
 * fixed seed (so a miss reproduces). Stress itself stops at the budget, so "found" is the whole
 * assertion: no wall-clock time is compared here.
 *
 * <p>Like ShippedPackagesValidateTest, it runs beside the rest of the suite (see the JUnit settings
 * in judge/pom.xml), so its runs go in a JVM of its own ({@link #main}, through
 * {@link SeparateJudge#runMain}): their workers are that JVM's, never counted by another class's
 * "no worker outlives the run". There the runs go two at a time (one per core); each submission
 * is then a test of its own here, reading its run's line. Tagged like ShippedPackagesValidateTest:
 * the packages are data, checked once per CI run.
 */
@EndToEnd
@Tag(ShippedPackagesValidateTest.TAG)
@Execution(ExecutionMode.CONCURRENT)
class StressFindsEveryWrongAnswerTest {

    private static final String BUDGET_SECONDS = "30";

    /** One wrong submission and its problem. */
    private record Wrong(String problem, Path file) {

        String name() {
            return problem + "/" + file.getFileName();
        }
    }

    /** What one run said: its exit status, whether its report says found, and all it printed. */
    private record Stressed(int exit, boolean found, String printed) {
    }

    @TestFactory
    Stream<DynamicTest> stressFindsACounterexampleForEveryWrongAnswerSubmission(@TempDir Path tmp)
            throws IOException, InterruptedException {
        Path results = tmp.resolve("stressed.tsv");
        SeparateJudge.Run runs = SeparateJudge.runMain(tmp, StressFindsEveryWrongAnswerTest.class, results.toString());
        assertEquals(0, runs.result().exit(), runs.result()::toString);
        Map<String, Stressed> stressed = new HashMap<>();
        for (String line : Files.readAllLines(results, StandardCharsets.UTF_8)) {
            String[] fields = line.split("\t", 4);
            stressed.put(fields[0], new Stressed(Integer.parseInt(fields[1]), Boolean.parseBoolean(fields[2]),
                    new String(Base64.getDecoder().decode(fields[3]), StandardCharsets.UTF_8)));
        }
        return wrongAnswerSubmissions().stream().map(wrong -> dynamicTest(wrong.name(), () -> {
            Stressed run = stressed.get(wrong.name());
            assertNotNull(run, () -> wrong.name() + ": not run\n" + runs.result());
            assertEquals(ExitCodes.NOT_ACCEPTED, run.exit(), run::printed);
            assertTrue(run.found(), () -> wrong.name() + ": stress found no counterexample in " + BUDGET_SECONDS
                    + " s\n" + run.printed());
        }));
    }

    /**
     * The runs, in the JVM the test starts: every wrong submission stressed in-process, two at a
     * time, each a line of {@code args[0]}: name, exit status, found, and what it printed (base64).
     */
    public static void main(String[] args) throws Exception {
        List<Wrong> wrongs = wrongAnswerSubmissions();
        ExecutorService pool = Executors.newFixedThreadPool(2);
        List<Future<String>> lines = new ArrayList<>();
        for (Wrong wrong : wrongs) {
            lines.add(pool.submit(() -> {
                CliResult run = Judgew.withReport(ROOT, "stress", wrong.problem(), "--solution",
                        wrong.file().toString(), "--seed", "1", "--seconds", BUDGET_SECONDS);
                boolean found = run.report() != null && run.report().path("found").asBoolean();
                return wrong.name() + "\t" + run.exit() + "\t" + found + "\t"
                        + Base64.getEncoder().encodeToString(run.toString().getBytes(StandardCharsets.UTF_8));
            }));
        }
        pool.shutdown();
        List<String> out = new ArrayList<>();
        for (int i = 0; i < wrongs.size(); i++) {
            try {
                out.add(lines.get(i).get());
            } catch (ExecutionException e) {
                out.add(wrongs.get(i).name() + "\t-1\tfalse\t" + Base64.getEncoder().encodeToString(
                        ("stress threw: " + e.getCause()).getBytes(StandardCharsets.UTF_8)));
            }
        }
        Files.write(Path.of(args[0]), out, StandardCharsets.UTF_8);
        System.exit(0);
    }

    /** Every {@code submissions/wrong_answer/*.java} of every shipped package that declares a generator. */
    private static List<Wrong> wrongAnswerSubmissions() throws IOException {
        List<Wrong> wrongs = new ArrayList<>();
        try (Stream<Path> folders = Files.list(ROOT.resolve("problems"))) {
            for (Path folder : folders.sorted().toList()) {
                Path spec = folder.resolve("problem.json");
                Path wrongAnswers = folder.resolve("submissions").resolve("wrong_answer");
                if (!Files.isRegularFile(spec) || !Files.isDirectory(wrongAnswers)
                        || !Files.readString(spec).contains("\"generator\"")) {
                    continue;
                }
                try (Stream<Path> files = Files.list(wrongAnswers)) {
                    files.filter(f -> f.toString().endsWith(".java")).sorted()
                            .forEach(f -> wrongs.add(new Wrong(folder.getFileName().toString(), f)));
                }
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        return wrongs;
    }
}
