package dev.practicejudge.cli;

import static dev.practicejudge.testing.TestRepository.FIXTURES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.judge.JudgeListener;
import dev.practicejudge.judge.ParallelJudging;
import dev.practicejudge.judge.ProblemResult;
import dev.practicejudge.judge.Verdict;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code test --jobs N}: several problems judged at once give exactly the reports of a run with
 * one job (console, JSON, JUnit, HTML, GitHub summary and annotations, status cache), timings
 * aside, in the same problem order and with the same exit status; --fail-fast stops at the same
 * problem; --jobs 0 is a usage error. The last tests drive {@link ParallelJudging} with problems
 * that finish in reverse order, so the replay order does not depend on luck.
 */
class ParallelJobsTest {

    /** The judged problems, in the order a run reports them (sorted ids); sudoku-solver is not attempted. */
    private static final List<String> JUDGED = List.of("n-queens", "n-queens-ii", "nq2-throws", "nq2-twin",
            "queens-syntax", "queens-wrong");
    private static final Pattern TIME = Pattern.compile(" *<?\\d+(\\.\\d+)? ms");
    /** The console's note under times too short to print, present only when such a time was printed. */
    private static final Pattern RESOLUTION_NOTE = Pattern.compile("\\n\\n<0\\.1 ms: [^\\n]*");
    private static final Pattern TOKEN = Pattern.compile("judge-[0-9a-f]{32}");

    @TempDir
    Path root;

    @BeforeEach
    void repository() throws IOException {
        TestRepository.copyProblems(root, TestRepository.CORE_PROBLEMS);
        copyProblem("n-queens-ii", "nq2-throws");
        copyProblem("n-queens-ii", "nq2-twin");
        copyProblem("n-queens", "queens-syntax");
        copyProblem("n-queens", "queens-wrong");
        TestRepository.solve(root, "n-queens", "n-queens/AcceptedReversed.java");
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/Accepted.java");
        TestRepository.solve(root, "nq2-throws", "n-queens-ii/ThrowsOnFive.java");
        TestRepository.solve(root, "nq2-twin", "n-queens-ii/Accepted.java");
        TestRepository.solve(root, "queens-syntax", "n-queens/SyntaxError.java");
        TestRepository.solve(root, "queens-wrong", "n-queens/WrongNoAntiDiagonal.java");
    }

    @EndToEnd
    @Test
    void twoJobsReportExactlyWhatOneJobReports() throws IOException {
        Reports one = judge("--jobs", "1");
        Reports two = judge("--jobs", "2");

        assertEquals(ExitCodes.NOT_ACCEPTED, one.exit(), one::toString);
        assertEquals(one.exit(), two.exit(), two::toString);
        assertEquals(JUDGED, ids(one.json()), "the sequential run judged them all, in order");
        assertEquals(List.of("AC", "AC", "RE", "AC", "CE", "WA"), verdicts(one.json()));
        assertEquals(JUDGED, ids(two.json()), "the same problems in the same order");
        assertEquals(verdicts(one.json()), verdicts(two.json()));
        assertEquals(headers(one.out()), headers(two.out()));
        assertEquals(JUDGED, headers(two.out()));

        assertEquals(one.out(), two.out(), "console (times and the random token masked)");
        assertEquals(one.err(), two.err());
        assertEquals(one.json(), two.json(), "JSON report without timeMs/cpuMs");
        assertEquals(one.junit(), two.junit(), "JUnit XML, times and timestamps masked");
        assertEquals(one.html(), two.html(), "HTML report, times masked");
        assertEquals(one.summary(), two.summary(), "GitHub job summary, times masked");
        assertEquals(one.status(), two.status(), "status cache without its times");
        assertTrue(two.out().contains("::error file=solutions/queens-syntax/Solution.java"), two.out());
        assertTrue(two.out().contains("Summary: 3 of 6 problems accepted"), two.out());
    }

    @EndToEnd
    @Test
    void failFastStopsAtTheSameProblemWithMoreJobs() throws IOException {
        Reports one = judge("--fail-fast", "--jobs", "1");
        Reports three = judge("--fail-fast", "--jobs", "3");

        // n-queens and n-queens-ii pass, nq2-throws fails: the run ends there, whatever was under way.
        assertEquals(List.of("n-queens", "n-queens-ii", "nq2-throws"), ids(one.json()), one::toString);
        assertEquals(ids(one.json()), ids(three.json()), three::toString);
        assertEquals(ExitCodes.NOT_ACCEPTED, three.exit());
        assertEquals(one.exit(), three.exit());
        assertEquals(one.out(), three.out());
        assertEquals(one.json(), three.json());
        assertEquals(one.summary(), three.summary());
        assertEquals(one.status(), three.status());
    }

    @EndToEnd
    @Test
    void moreJobsThanProblemsAndOneSolutionFileAreFine() throws IOException {
        CliResult both = Judgew.test(root, "n-queens-ii", "nq2-twin", "--jobs", "8");
        assertEquals(ExitCodes.ACCEPTED, both.exit(), both::toString);
        assertEquals(List.of("n-queens-ii", "nq2-twin"), ids(both.report()));

        CliResult file = Judgew.test(root, "nq2-throws", "--jobs", "2", "--solution",
                FIXTURES.resolve("n-queens-ii/Accepted.java").toString());
        assertEquals(ExitCodes.ACCEPTED, file.exit(), file::toString);
        assertEquals("AC", file.problem("nq2-throws").get("verdict").asText());
    }

    @Test
    void jobsBelowOneIsAUsageError() throws IOException {
        for (String n : List.of("0", "-2")) {
            CliResult run = Judgew.test(root, "--jobs", n);
            assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
            assertTrue(run.err().contains("error: --jobs " + n + ": the number of problems judged at once must be "
                    + "at least 1"), run::toString);
            assertEquals("", run.out(), "nothing judged");
            assertEquals(null, run.report(), "no report written");
        }
        CliResult word = Judgew.test(root, "--jobs", "two");
        assertEquals(ExitCodes.ERROR, word.exit(), word::toString);
        assertTrue(word.err().contains("--jobs"), word::toString);
    }

    @Test
    void problemsThatFinishInReverseAreStillReportedInOrderOnTheCallingThread() throws Exception {
        int count = 3;
        List<CountDownLatch> finished = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            finished.add(new CountDownLatch(1));
        }
        CountDownLatch headStarted = new CountDownLatch(1);
        List<ParallelJudging.Job<RuntimeException>> jobs = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int index = i;
            jobs.add((compiler, listener) -> {
                String id = "p" + index;
                listener.problemStarted(id, id, 1, null);
                if (index == 0) {
                    // The head problem streams: its first event reaches the real listener before it ends.
                    await(headStarted);
                }
                if (index + 1 < count) {
                    await(finished.get(index + 1)); // the problem after this one finishes first
                }
                listener.testsPlanned(id, List.of("t"));
                ProblemResult result = result(id, Verdict.AC);
                listener.problemFinished(result);
                finished.get(index).countDown();
                return result;
            });
        }
        Thread caller = Thread.currentThread();
        List<String> events = Collections.synchronizedList(new ArrayList<>());
        JudgeListener recorder = new JudgeListener() {
            @Override
            public void problemStarted(String problemId, String title, int testCount, String solution) {
                record("started " + problemId);
                if (problemId.equals("p0")) {
                    headStarted.countDown();
                }
            }

            @Override
            public void testsPlanned(String problemId, List<String> testNames) {
                record("planned " + problemId);
            }

            @Override
            public void problemFinished(ProblemResult result) {
                record("finished " + result.id());
            }

            private void record(String event) {
                events.add(event + (Thread.currentThread() == caller ? "" : " on another thread"));
            }
        };

        List<ProblemResult> results = ParallelJudging.run(jobs, count, new SolutionCompiler(), SolutionCompiler::new,
                recorder, r -> false);

        assertEquals(List.of("p0", "p1", "p2"), results.stream().map(ProblemResult::id).toList());
        assertEquals(List.of("started p0", "planned p0", "finished p0", "started p1", "planned p1", "finished p1",
                "started p2", "planned p2", "finished p2"), events);
    }

    @Test
    void aJobThatThrowsEndsTheRunAtItsTurn() {
        List<String> reported = Collections.synchronizedList(new ArrayList<>());
        JudgeListener recorder = new JudgeListener() {
            @Override
            public void problemFinished(ProblemResult result) {
                reported.add(result.id());
            }
        };
        List<ParallelJudging.Job<IOException>> jobs = List.of(
                (compiler, listener) -> finish(listener, "p0"),
                (compiler, listener) -> {
                    throw new IOException("p1 broke");
                },
                (compiler, listener) -> finish(listener, "p2"));

        IOException thrown = assertThrows(IOException.class, () -> ParallelJudging.run(jobs, 2,
                new SolutionCompiler(), SolutionCompiler::new, recorder, r -> false));

        assertEquals("p1 broke", thrown.getMessage());
        assertEquals(List.of("p0"), reported, "the problems before it are reported, none after");
    }

    // ------------------------------------------------------------------------------------------

    /** Everything one run wrote, with what legitimately differs between runs (times, tokens) masked. */
    private record Reports(int exit, String out, String err, JsonNode json, String junit, String html,
                           String summary, JsonNode status) {
    }

    /** One run of {@code test} as GitHub Actions runs it, writing every report. */
    private Reports judge(String... args) throws IOException {
        Path reports = Files.createTempDirectory(root, "reports-");
        Path json = reports.resolve("judge.json");
        Path junit = reports.resolve("judge.xml");
        Path html = reports.resolve("judge.html");
        Path summary = reports.resolve("summary.md");
        Files.deleteIfExists(root.resolve(Workspace.CACHE_DIR).resolve("status.json"));
        List<String> all = new ArrayList<>(List.of("--no-color", "test",
                "--json", json.toString(), "--junit", junit.toString(), "--html", html.toString()));
        all.addAll(List.of(args));
        CliResult run = Judgew.run(Map.of("GITHUB_ACTIONS", "true", "GITHUB_STEP_SUMMARY", summary.toString()), root,
                all.toArray(String[]::new));
        ObjectMapper mapper = new ObjectMapper();
        JsonNode report = mapper.readTree(json.toFile());
        for (JsonNode problem : report.get("problems")) {
            ((ObjectNode) problem).remove(List.of("timeMs", "cpuMs"));
            for (JsonNode test : problem.get("tests")) {
                ((ObjectNode) test).remove(List.of("timeMs", "cpuMs"));
            }
        }
        JsonNode status = mapper.readTree(root.resolve(Workspace.CACHE_DIR).resolve("status.json").toFile());
        status.forEach(s -> ((ObjectNode) s).remove("at"));
        String xml = Files.readString(junit).replaceAll("time=\"[^\"]*\"", "time=\"T\"")
                .replaceAll("timestamp=\"[^\"]*\"", "timestamp=\"T\"");
        String page = mask(Files.readString(html)).replaceAll("Generated [^<]*", "Generated T");
        return new Reports(run.exit(), mask(run.out()), mask(run.err()), report, xml, page,
                mask(Files.readString(summary)), status);
    }

    private static String mask(String text) {
        String withoutNote = dev.practicejudge.testing.Golden.withoutWallNotes(RESOLUTION_NOTE.matcher(text).replaceAll(""));
        return TOKEN.matcher(TIME.matcher(withoutNote).replaceAll(" T ms")).replaceAll("judge-TOKEN");
    }

    private void copyProblem(String from, String to) throws IOException {
        TestRepository.copyTree(TestRepository.ROOT.resolve("problems").resolve(from), root.resolve("problems").resolve(to));
    }

    private static List<String> ids(JsonNode report) {
        return StreamSupport.stream(report.get("problems").spliterator(), false).map(p -> p.get("id").asText()).toList();
    }

    private static List<String> verdicts(JsonNode report) {
        return StreamSupport.stream(report.get("problems").spliterator(), false)
                .map(p -> p.get("verdict").asText()).toList();
    }

    /** The problems' header lines on the console, in order. */
    private static List<String> headers(String out) {
        List<String> ids = new ArrayList<>();
        for (String line : out.split("\n")) {
            String first = line.split(" ", 2)[0];
            if (JUDGED.contains(first) && !line.startsWith(" ")) {
                ids.add(first);
            }
        }
        return ids;
    }

    private static ProblemResult result(String id, Verdict verdict) {
        return new ProblemResult(id, id, null, verdict, 0, List.of(), null, List.of(), 0, 0);
    }

    private static ProblemResult finish(JudgeListener listener, String id) {
        listener.problemStarted(id, id, 0, null);
        ProblemResult result = result(id, Verdict.AC);
        listener.problemFinished(result);
        return result;
    }

    private static void await(CountDownLatch latch) {
        try {
            // Only a guard against a hang if the order were broken; nothing here is timed.
            assertTrue(latch.await(60, TimeUnit.SECONDS), "the run deadlocked: events are not forwarded in order");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
