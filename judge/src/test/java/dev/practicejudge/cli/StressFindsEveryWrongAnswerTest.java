package dev.practicejudge.cli;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

/**
 * A package's generator is strong enough to catch the mistakes its own wrong submissions make:
 * {@code ./judgew stress ID --solution <wrong_answer/X.java>} finds a counterexample for every
 * wrong-answer submission of every package with a generator, within stress's 30 s budget, from a
 * fixed seed (so a miss reproduces). Stress itself stops at the budget, so "found" is the whole
 * assertion: no wall-clock time is compared here.
 *
 * <p>The runs go two at a time (one per core) and are started together; each submission is then a
 * test of its own that waits for its run. Tagged like ShippedPackagesValidateTest: the packages are
 * data, checked once per CI run.
 */
@EndToEnd
@Tag(ShippedPackagesValidateTest.TAG)
class StressFindsEveryWrongAnswerTest {

    private static final String BUDGET_SECONDS = "30";

    /** One wrong submission and its problem. */
    private record Wrong(String problem, Path file) {

        String name() {
            return problem + "/" + file.getFileName();
        }
    }

    @TestFactory
    Stream<DynamicTest> stressFindsACounterexampleForEveryWrongAnswerSubmission() throws IOException {
        List<Wrong> wrongs = wrongAnswerSubmissions();
        ExecutorService pool = Executors.newFixedThreadPool(2, runnable -> {
            Thread thread = new Thread(runnable, "stress-loop");
            thread.setDaemon(true); // an abandoned run never holds the test JVM open
            return thread;
        });
        List<Future<CliResult>> runs = new ArrayList<>();
        for (Wrong wrong : wrongs) {
            runs.add(pool.submit(() -> Judgew.withReport(ROOT, "stress", wrong.problem(), "--solution",
                    wrong.file().toString(), "--seed", "1", "--seconds", BUDGET_SECONDS)));
        }
        pool.shutdown();
        List<DynamicTest> tests = new ArrayList<>();
        for (int i = 0; i < wrongs.size(); i++) {
            Wrong wrong = wrongs.get(i);
            Future<CliResult> run = runs.get(i);
            tests.add(dynamicTest(wrong.name(), () -> {
                CliResult stressed;
                try {
                    stressed = run.get();
                } catch (ExecutionException e) {
                    throw new AssertionError(wrong.name() + ": stress threw", e.getCause());
                }
                assertEquals(ExitCodes.NOT_ACCEPTED, stressed.exit(), stressed::toString);
                JsonNode report = stressed.report();
                assertTrue(report != null && report.get("found").asBoolean(),
                        () -> wrong.name() + ": stress found no counterexample in " + BUDGET_SECONDS + " s\n" + stressed);
            }));
        }
        return tests.stream();
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
