package dev.practicejudge.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.cli.ExitCodes;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Runs every case under {@code src/test/resources/invalid-packages}: a shipped package (named in
 * {@code based-on.txt}; its spec, statement, tests, checker, proof and accepted submissions) with
 * the case's files laid over it, one defect that only the proof step, the random cross-check
 * ({@link RandomCrossCheck}: a generator that breaks its own rules or does not compile, accepted
 * submissions that disagree or fail on a generated input) or the constraints' check (a test input
 * outside a declared constraint, a case per kind of constraint) can find, and an
 * {@code expected-findings.txt} whose every line must be printed by {@code validate} as a FAIL.
 * {@code validate} must exit with 1, as for any invalid package. A new case is a folder.
 */
@EndToEnd
class InvalidPackageProofTest {

    private static final Path CASES = TestRepository.ROOT.resolve("judge/src/test/resources/invalid-packages");
    private static final String BASED_ON = "based-on.txt";
    private static final String EXPECTED_FINDINGS = "expected-findings.txt";

    @TempDir
    Path root;

    static Stream<String> invalidPackages() throws IOException {
        try (Stream<Path> folders = Files.list(CASES)) {
            return folders.filter(Files::isDirectory).map(f -> f.getFileName().toString()).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("invalidPackages")
    void validateFailsNamingWhatTheProofTheRandomCrossCheckOrTheConstraintsFound(String caseName) throws IOException {
        Path caseFolder = CASES.resolve(caseName);
        String base = Files.readString(caseFolder.resolve(BASED_ON), StandardCharsets.UTF_8).strip();
        Path target = root.resolve("problems").resolve(caseName);
        copyShipped(base, target, true, false);
        overlay(caseFolder, target);

        CliResult run = Judgew.run(root, "validate", caseName);

        assertEquals(ExitCodes.INVALID, run.exit(), run::toString);
        assertTrue(run.out().contains("  INVALID"), run::toString);
        for (String line : Files.readAllLines(caseFolder.resolve(EXPECTED_FINDINGS), StandardCharsets.UTF_8)) {
            if (!line.isBlank()) {
                assertTrue(run.out().contains("FAIL  " + line.strip()), () -> "no FAIL line\n  " + line + "\nin\n" + run);
            }
        }
    }

    @Test
    void everyCaseNamesItsBaseAndTheFindingsItExpects() throws IOException {
        List<String> names = invalidPackages().toList();
        assertTrue(names.size() >= 3, names.toString());
        for (String name : names) {
            String base = Files.readString(CASES.resolve(name).resolve(BASED_ON), StandardCharsets.UTF_8).strip();
            assertTrue(Files.isDirectory(TestRepository.ROOT.resolve("problems").resolve(base)), name + ": " + base);
            assertFalse(Files.readString(CASES.resolve(name).resolve(EXPECTED_FINDINGS)).isBlank(), name);
        }
    }

    @Test
    void aPackageWithoutAProofIsValidButWarned() throws IOException {
        copyShipped("n-queens-ii", root.resolve("problems/n-queens-ii"), false, true);

        CliResult run = Judgew.run(root, "validate", "n-queens-ii");

        assertEquals(ExitCodes.VALID, run.exit(), run::toString);
        assertTrue(run.out().contains("warn  no proof of the expected outputs: add proof/BruteForce.java"), run::toString);
    }

    @Test
    void aPackageWithoutAGeneratorOrATopicIsValidButWarned() throws IOException {
        Path target = root.resolve("problems/n-queens-ii");
        copyShipped("n-queens-ii", target, true, true);
        Path spec = target.resolve("problem.json");
        Files.writeString(spec, Files.readString(spec).replaceAll(",\\s*\"generator\": \\{[^\n]*\\}\\}", "")
                .replace("\"topic\": \"backtracking\",", ""));
        assertFalse(Files.readString(spec).contains("generator"), "the generator is gone from the copy's spec");
        assertFalse(Files.readString(spec).contains("topic"), "and so is the topic");

        CliResult run = Judgew.run(root, "validate", "n-queens-ii");

        assertEquals(ExitCodes.VALID, run.exit(), run::toString);
        assertTrue(run.out().contains("warn  no generator: stress cannot test this problem"), run::toString);
        assertTrue(run.out().contains("warn  topic: none; name the canon's topic in problem.json's \"topic\""),
                run::toString);
    }

    /**
     * Copies a shipped package, without its failing submissions unless asked (they slow a case down,
     * but a package that must be valid needs them: its editorial links each one).
     */
    private static void copyShipped(String id, Path target, boolean withProof, boolean withFailingSubmissions)
            throws IOException {
        Path from = TestRepository.ROOT.resolve("problems").resolve(id);
        try (Stream<Path> paths = Files.walk(from)) {
            for (Path path : paths.toList()) {
                Path relative = from.relativize(path);
                String first = relative.getNameCount() == 0 ? "" : relative.getName(0).toString();
                boolean failingSubmission = first.equals("submissions") && relative.getNameCount() > 1
                        && !relative.getName(1).toString().equals("accepted");
                if (failingSubmission && !withFailingSubmissions || !withProof && first.equals(ProofStep.FOLDER)) {
                    continue;
                }
                Path to = target.resolve(relative.toString());
                if (Files.isDirectory(path)) {
                    Files.createDirectories(to);
                } else {
                    Files.copy(path, to);
                }
            }
        }
    }

    /** Lays the case's own files over the copy, replacing those of the same name. */
    private static void overlay(Path caseFolder, Path target) throws IOException {
        try (Stream<Path> paths = Files.walk(caseFolder)) {
            for (Path path : paths.filter(Files::isRegularFile).toList()) {
                String name = path.getFileName().toString();
                if (path.getParent().equals(caseFolder) && (name.equals(BASED_ON) || name.equals(EXPECTED_FINDINGS))) {
                    continue;
                }
                Path to = target.resolve(caseFolder.relativize(path).toString());
                Files.createDirectories(to.getParent());
                Files.copy(path, to, StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }
}
