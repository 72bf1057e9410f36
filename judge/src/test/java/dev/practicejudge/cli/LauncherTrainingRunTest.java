package dev.practicejudge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.difflib.DiffUtils;
import dev.practicejudge.compile.ClassPaths;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.SeparateJudge;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import picocli.CommandLine;

/**
 * The launcher's training run (it makes the start-up archives, on the first run after a build)
 * leaves nothing behind but the archives: in GitHub Actions, the first {@code ./judgew test} of a
 * fresh clone writes one run to the job summary, one step output and one pair of Classroom
 * notices, all of the learner's; and the learner's {@code .judge-cache} holds nothing of the
 * training run's problem (the launcher's own, in {@code judge/training/}). The real launcher runs this build's judge (assembled into one jar, as
 * the build's shade step makes it) on the real Java, in a copy of the repository's layout with no
 * archives yet.
 *
 * <p>Its judges are processes of their own (the launcher's), so it runs beside the rest of the suite
 * ({@code CONCURRENT}; see judge/pom.xml), each launcher counted as a separate judge
 * ({@link SeparateJudge#register}) so that the other classes' "no worker outlives the run" leaves
 * its workers out.
 */
@EndToEnd
@Execution(ExecutionMode.CONCURRENT)
class LauncherTrainingRunTest {

    /** The one summary heading of the learner's run: climbing-stairs judged, n-queens not attempted. */
    private static final String LEARNERS_RUN = "### Practice Judge: 0 of 1 judged problems accepted, Points 0/40";

    @TempDir
    static Path build;

    private static Path jar;

    @TempDir
    Path root;

    private Path summary;
    private Path output;

    @BeforeAll
    static void assembleTheJudgesJar() throws IOException {
        jar = build.resolve("practice-judge.jar");
        judgeJar(jar);
    }

    @BeforeEach
    void freshCloneWithAWrongSolution() throws IOException {
        Files.copy(TestRepository.ROOT.resolve("judgew"), root.resolve("judgew"));
        Files.createDirectories(root.resolve("judge/target"));
        Files.copy(jar, root.resolve("judge/target/practice-judge.jar"));
        TestRepository.copyTree(TestRepository.ROOT.resolve("judge/training"), root.resolve("judge/training"));
        TestRepository.copyProblems(root, List.of("n-queens", "climbing-stairs"));
        TestRepository.solve(root, "climbing-stairs",
                TestRepository.ROOT.resolve("problems/climbing-stairs/submissions/wrong_answer/FibonacciOffByOne.java"));
        summary = Files.writeString(build.resolve(root.getFileName() + "-summary.md"), "");
        output = Files.writeString(build.resolve(root.getFileName() + "-output"), "");
    }

    @Test
    void theClassroomGradersFirstRunReportsTheLearnersRunOnly() throws Exception {
        Run run = judgew("test", "--classroom-result");

        assertTrue(run.err().contains("judgew: preparing start-up archives"), "the training run happened:\n" + run);
        assertEquals(1, run.exit(), run::toString);
        assertOneRunInTheSummary();
        List<String> results = Files.readAllLines(output).stream().filter(l -> l.startsWith("result=")).toList();
        assertEquals(1, results.size(), () -> "one step output result:\n" + String.join("\n", results));
        JsonNode result = new ObjectMapper().readTree(Base64.getDecoder().decode(results.get(0).substring("result=".length())));
        assertEquals(40, result.get("max_score").asInt(), result::toString);
        assertEquals("fail", result.get("status").asText(), result::toString);
        // With --classroom-result the reporter step makes the notices from that one result, so the judge makes none.
        assertEquals(0, run.count("::notice title=Autograding"), run::toString);
        assertNothingOfTheTrainingRun();
    }

    @Test
    void theFirstRunInGitHubActionsGivesOnePairOfClassroomNotices() throws Exception {
        Run run = judgew("test");

        assertTrue(run.err().contains("judgew: preparing start-up archives"), "the training run happened:\n" + run);
        assertEquals(1, run.exit(), run::toString);
        assertOneRunInTheSummary();
        assertEquals(1, run.count("::notice title=Autograding complete::Points 0/40\n"), run::toString);
        assertEquals(1, run.count("::notice title=Autograding report::{\"totalPoints\":0,\"maxPoints\":40}\n"),
                run::toString);
        assertEquals(2, run.count("::notice title=Autograding"), run::toString);
        assertEquals("", Files.readString(output), "no step output without --classroom-result");
        assertNothingOfTheTrainingRun();
    }

    private void assertOneRunInTheSummary() throws IOException {
        String markdown = Files.readString(summary);
        List<String> headings = markdown.lines().filter(l -> l.startsWith("### ")).toList();
        assertEquals(List.of(LEARNERS_RUN), headings, markdown);
        assertEquals(1, markdown.split("\\| Problem \\| Verdict", -1).length - 1, markdown);
        assertTrue(markdown.contains("| climbing-stairs (Climbing Stairs) | ❌ WA | 1/10 |"), markdown);
        assertTrue(markdown.contains("| n-queens (N-Queens) | ➖ not attempted |"), markdown);
        assertFalse(markdown.contains("✅ AC") || markdown.contains("rook-board"),
                "nothing of the training run's accepted rook-board:\n" + markdown);
    }

    /**
     * The learner's cache holds their own solution's classes and status only (the training run
     * compiled its own solution and checker), the archives were made, and the training
     * run's folder is gone.
     */
    private void assertNothingOfTheTrainingRun() throws IOException {
        List<String> cached = new ArrayList<>();
        try (Stream<Path> files = Files.walk(root.resolve(".judge-cache"))) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                String bytes = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
                cached.add(root.relativize(file) + (bytes.contains("Rook") || bytes.contains("rook-board")
                        ? " (of the training run)" : ""));
            }
        }
        assertTrue(cached.stream().noneMatch(f -> f.endsWith("(of the training run)")), "the learner's cache: " + cached);
        assertTrue(cached.stream().anyMatch(f -> f.endsWith("status.json")), "the learner's run was cached: " + cached);

        Path startup = root.resolve("judge/target/startup");
        List<String> archives;
        try (Stream<Path> made = Files.walk(startup)) {
            archives = made.map(p -> p.getFileName().toString()).filter(n -> n.matches("judge-(cli|worker)\\.(jsa|aot)")).sorted()
                    .toList();
        }
        assertTrue(archives.equals(List.of("judge-cli.jsa", "judge-worker.jsa"))
                || archives.equals(List.of("judge-cli.aot", "judge-worker.aot")), "the archives were made: " + archives);
        try (Stream<Path> target = Files.list(root.resolve("judge/target"))) {
            assertEquals(List.of(), target.filter(p -> p.getFileName().toString().startsWith("judgew-archive.")).toList());
        }
    }

    private record Run(int exit, String out, String err) {

        int count(String text) {
            return out.split(Pattern.quote(text), -1).length - 1;
        }

        @Override
        public String toString() {
            return "exit " + exit + "\n--- out\n" + out + "--- err\n" + err;
        }
    }

    /** {@code ./judgew ARGS} in the copy as a GitHub Actions step runs it, on the Java running these tests. */
    private Run judgew(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("sh", root.resolve("judgew").toString()));
        command.addAll(List.of(args));
        Path out = build.resolve(root.getFileName() + ".out");
        Path err = build.resolve(root.getFileName() + ".err");
        ProcessBuilder builder = new ProcessBuilder(command).directory(root.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile());
        builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
        builder.environment().put("GITHUB_ACTIONS", "true");
        builder.environment().put("CI", "true");
        builder.environment().put("GITHUB_STEP_SUMMARY", summary.toString());
        builder.environment().put("GITHUB_OUTPUT", output.toString());
        builder.environment().remove("PRACTICE_JUDGE_NO_ARCHIVE");
        builder.environment().remove("PRACTICE_JUDGE_ARCHIVE");
        builder.environment().remove("PRACTICE_JUDGE_ROOT");
        Process process = SeparateJudge.register(builder.start());
        assertTrue(process.waitFor(5, TimeUnit.MINUTES), "judgew did not finish");
        return new Run(process.exitValue(), Files.readString(out), Files.readString(err));
    }

    /**
     * The judge as one jar, as the build's shade step makes it (the launcher runs {@code -jar}, and
     * class-data-sharing archives take classes from jars only): this build's classes and their
     * libraries, the first of each entry kept.
     */
    private static void judgeJar(Path jar) throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, PracticeJudge.class.getName());
        manifest.getMainAttributes().put(Attributes.Name.MULTI_RELEASE, "true");
        Set<String> written = new HashSet<>();
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), manifest)) {
            written.add(JarFile.MANIFEST_NAME);
            for (Path entry : ClassPaths.of(PracticeJudge.class, ObjectMapper.class, JsonFactory.class, JsonProperty.class,
                    CommandLine.class, DiffUtils.class)) {
                if (Files.isDirectory(entry)) {
                    try (Stream<Path> files = Files.walk(entry)) {
                        for (Path file : files.filter(Files::isRegularFile).toList()) {
                            String name = entry.relativize(file).toString().replace('\\', '/');
                            try (InputStream in = Files.newInputStream(file)) {
                                add(out, written, name, in);
                            }
                        }
                    }
                } else {
                    try (JarFile library = new JarFile(entry.toFile())) {
                        for (JarEntry file : library.stream().filter(e -> !e.isDirectory()).toList()) {
                            try (InputStream in = library.getInputStream(file)) {
                                add(out, written, file.getName(), in);
                            }
                        }
                    }
                }
            }
        }
    }

    private static void add(JarOutputStream out, Set<String> written, String name, InputStream in) throws IOException {
        boolean signature = name.startsWith("META-INF/") && name.matches("META-INF/[^/]+\\.(SF|DSA|RSA)");
        if (signature || name.endsWith("module-info.class") || !written.add(name)) {
            return;
        }
        out.putNextEntry(new JarEntry(name));
        in.transferTo(out);
        out.closeEntry();
    }
}
