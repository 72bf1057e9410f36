package dev.practicejudge.judge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.compile.ClassPaths;
import dev.practicejudge.json.Json;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.run.CapturedOutput;
import dev.practicejudge.run.Timing;
import dev.practicejudge.run.WorkerCommand;
import dev.practicejudge.text.CacheFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Accepted results remembered between runs of {@code test}, so judging a repository again costs
 * the problems that changed and not a worker JVM for every one ({@code .judge-cache/verdicts/},
 * one file per problem, ignored by git).
 *
 * <p>Only a whole, accepted result is remembered: every test run and passed (the challenge tier's
 * too), none of the learner's own tests. It is recalled only under the key it was judged under,
 * which covers everything that could change the verdict: the solution's bytes, every file of the
 * problem's package (path, size and modification time), the judge's own build, the Java that runs
 * the workers and the sandbox they run in. Anything else (a wrong answer, a partial run, a result
 * judged again and no longer accepted) removes the problem's entry, so what is recalled is always
 * the last real verdict for that key. When to use it at all is the caller's choice: {@code test}
 * never does in CI, with a machine-read report, or with {@code --rerun}. A lost or corrupt entry
 * only costs a real run.
 */
public final class VerdictCache {

    static final String FOLDER = "verdicts";
    /** Bumped whenever the entry's shape or the key's inputs change, so older entries are never read. */
    private static final int FORMAT = 1;

    private final Workspace workspace;
    private final Path folder;
    private final String judgeIdentity;
    private final Clock clock;

    /**
     * @param cacheFolder the learner's cache folder, e.g. {@code .judge-cache}
     * @param worker how the workers start: their Java, class path and sandbox are part of every key
     */
    public VerdictCache(Workspace workspace, Path cacheFolder, WorkerCommand worker, Clock clock) {
        this.workspace = Objects.requireNonNull(workspace, "workspace");
        this.folder = cacheFolder.resolve(FOLDER);
        this.clock = Objects.requireNonNull(clock, "clock");
        this.judgeIdentity = judgeIdentity(worker);
    }

    /** A remembered result, and when it was judged. */
    public record Remembered(ProblemResult result, Instant judgedAt) {
        public Remembered {
            Objects.requireNonNull(result, "result");
            Objects.requireNonNull(judgedAt, "judgedAt");
        }

        /**
         * Reports the result as it was reported when judged, with {@link JudgeListener#resultRemembered}
         * after the problem's heading so every report can say it was not judged now.
         */
        void replay(JudgeListener listener) {
            List<String> names = result.tests().stream().map(TestResult::name).toList();
            listener.problemStarted(result.id(), result.title(), names.size(), result.solution());
            listener.resultRemembered(result.id(), judgedAt);
            listener.testsPlanned(result.id(), names);
            result.tests().forEach(test -> listener.testFinished(result.id(), test));
            listener.problemFinished(result);
        }
    }

    /**
     * The key of the problem's solution and package as they are now; empty when its result could
     * not be remembered anyway (the learner has tests of their own for it, or a file cannot be read).
     */
    public Optional<String> key(String id) {
        try {
            Path ownTests = workspace.ownTestsDirectory(id);
            if (Files.isDirectory(ownTests)) {
                try (Stream<Path> files = Files.list(ownTests)) {
                    if (files.findAny().isPresent()) {
                        return Optional.empty();
                    }
                }
            }
            MessageDigest digest = sha256();
            part(digest, judgeIdentity);
            part(digest, id);
            Path solution = workspace.solutionFile(id);
            part(digest, workspace.display(solution));
            byte[] source = Files.readAllBytes(solution);
            part(digest, "solution " + source.length);
            digest.update(source);
            Path problem = workspace.problemDirectory(id);
            List<String> stamps = new ArrayList<>();
            Files.walkFileTree(problem, new java.nio.file.SimpleFileVisitor<>() {
                @Override
                public java.nio.file.FileVisitResult visitFile(Path file, BasicFileAttributes attributes) {
                    // Size and time, not bytes: a package's test files run to megabytes, and an edit
                    // always moves the modification time (as make and git's index rely on).
                    stamps.add(problem.relativize(file) + "|" + attributes.size() + "|"
                            + attributes.lastModifiedTime().toInstant());
                    return java.nio.file.FileVisitResult.CONTINUE;
                }
            });
            stamps.sort(null);
            stamps.forEach(stamp -> part(digest, stamp));
            return Optional.of(HexFormat.of().formatHex(digest.digest()));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** The result remembered for the problem under this key, if there is a whole one. */
    public Optional<Remembered> recall(String id, String key) {
        try {
            JsonNode entry = Json.MAPPER.readTree(Files.readString(entryFile(id), StandardCharsets.UTF_8));
            if (entry.path("format").asInt() != FORMAT || !key.equals(entry.path("key").asText())) {
                return Optional.empty();
            }
            List<TestResult> tests = new ArrayList<>();
            for (JsonNode test : entry.withArray("tests")) {
                JsonNode cpu = test.path("cpuMs");
                // What an accepted test's report shows: its name, verdict, time and tier. The inputs and
                // outputs are not kept (an accepted test's report never shows them).
                tests.add(new TestResult(text(test, "name"), Verdict.AC,
                        new Timing(test.path("wallMs").asDouble(), cpu.isNumber() ? cpu.asDouble() : null), null,
                        MissingNode.getInstance(), MissingNode.getInstance(), null, CapturedOutput.NONE, null, null,
                        dev.practicejudge.problem.ExpectedOutput.THE_ANSWER, test.path("challenge").asBoolean()));
            }
            int totalTests = entry.path("totalTests").asInt();
            int challengeTests = entry.path("challengeTests").asInt();
            if (tests.size() != totalTests + challengeTests) {
                return Optional.empty();
            }
            ProblemResult result = new ProblemResult(id, text(entry, "title"), text(entry, "solution"), Verdict.AC,
                    totalTests, tests, null, List.of(), entry.path("points").asDouble(), entry.path("maxPoints").asInt(),
                    totalTests, false, challengeTests);
            return Optional.of(new Remembered(result, Instant.parse(text(entry, "judgedAt"))));
        } catch (IOException | RuntimeException e) {
            return Optional.empty(); // none yet, or cut short: judge it
        }
    }

    /**
     * After a real run of the problem judged under {@code key}: remembers the result when it is a
     * whole accepted one, and forgets any earlier one otherwise. A failure to write costs only a
     * real run next time.
     */
    public void judged(String key, ProblemResult result) {
        try {
            if (!rememberable(result)) {
                Files.deleteIfExists(entryFile(result.id()));
                return;
            }
            ObjectNode entry = Json.MAPPER.createObjectNode().put("format", FORMAT).put("key", key)
                    .put("judgedAt", clock.instant().toString()).put("title", result.title())
                    .put("solution", result.solution()).put("totalTests", result.totalTests())
                    .put("challengeTests", result.challengeTests()).put("points", result.points())
                    .put("maxPoints", result.maxPoints());
            ArrayNode tests = entry.putArray("tests");
            for (TestResult test : result.tests()) {
                ObjectNode t = tests.addObject().put("name", test.name()).put("wallMs", test.timing().wallMs());
                if (test.timing().cpuMs() != null) {
                    t.put("cpuMs", test.timing().cpuMs());
                }
                t.put("challenge", test.challenge());
            }
            CacheFile.write(entryFile(result.id()),
                    Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(entry));
        } catch (IOException | RuntimeException e) {
            // Remembering is an optimisation; the verdict stands without it.
        }
    }

    /**
     * Whether a result can stand in for a run: accepted on every test it has, the challenge tier's
     * included, with nothing of the learner's own (whose results are not kept).
     */
    static boolean rememberable(ProblemResult result) {
        return result.verdict() == Verdict.AC && !result.partial() && result.ownTests().isEmpty()
                && result.solution() != null && !result.tests().isEmpty()
                && result.tests().size() == result.totalTests() + result.challengeTests()
                && result.tests().stream().allMatch(TestResult::passed);
    }

    private Path entryFile(String id) {
        return folder.resolve(id + ".json");
    }

    private static String text(JsonNode node, String field) {
        JsonNode value = node.get(field);
        if (value == null || !value.isTextual()) {
            throw new IllegalStateException("no " + field);
        }
        return value.asText();
    }

    /**
     * What identifies the judge and how it runs workers: the judge's own build (a jar's size and
     * time; from class folders, the newest class's), the worker's Java and class path, and the sandbox.
     */
    private static String judgeIdentity(WorkerCommand worker) {
        StringBuilder identity = new StringBuilder("format ").append(FORMAT);
        try {
            identity.append('|').append(Runtime.version());
            identity.append('|').append(stamp(ClassPaths.of(VerdictCache.class).get(0)));
            identity.append('|').append(worker.javaExecutable());
            for (Path entry : worker.classPath()) {
                identity.append('|').append(stamp(entry));
            }
            identity.append('|').append(worker.sandbox().description());
        } catch (IOException | RuntimeException e) {
            identity.append("|unknown-").append(System.nanoTime()); // never recall anything then
        }
        return identity.toString();
    }

    private static String stamp(Path code) throws IOException {
        if (!Files.isDirectory(code)) {
            return code + "@" + Files.size(code) + "@" + Files.getLastModifiedTime(code).toInstant();
        }
        try (Stream<Path> files = Files.walk(code)) {
            long[] newest = {0};
            long[] count = {0};
            files.filter(Files::isRegularFile).forEach(file -> {
                count[0]++;
                try {
                    newest[0] = Math.max(newest[0], Files.getLastModifiedTime(file).toMillis());
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
            return code + "@" + count[0] + "@" + newest[0];
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this Java", e);
        }
    }

    /** Adds one part of a key, with its length first, so that no two lists of parts hash alike. */
    private static void part(MessageDigest digest, String part) {
        byte[] bytes = part.getBytes(StandardCharsets.UTF_8);
        digest.update(Integer.toString(bytes.length).getBytes(StandardCharsets.US_ASCII));
        digest.update((byte) ':');
        digest.update(bytes);
    }
}
