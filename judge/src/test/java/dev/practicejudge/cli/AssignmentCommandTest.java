package dev.practicejudge.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code judgew assignment} on the real repository: what a student template holds and leaves out,
 * the command's refusals, and, inside a template, the commands that need what it left out saying
 * so in one line (exit 2) before anything starts a worker. Grading in a template is in
 * {@link AssignmentEndToEndTest}.
 */
class AssignmentCommandTest {

    static final List<String> PROBLEMS = List.of("n-queens", "two-sum", "lru-cache");
    static final String CHOSEN = String.join(",", PROBLEMS);

    @TempDir
    Path work;

    /** Writes the template of {@link #PROBLEMS} with {@code options}, which must succeed. */
    static Path template(Path folder, String... options) {
        Stream<String> args = Stream.concat(Stream.of("assignment", "--problems", CHOSEN), Stream.of(options));
        CliResult run = Judgew.run(TestRepository.ROOT,
                Stream.concat(args, Stream.of(folder.toString())).toArray(String[]::new));
        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        return folder;
    }

    static List<String> files(Path root) throws IOException {
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(Files::isRegularFile).map(p -> root.relativize(p).toString().replace('\\', '/'))
                    .sorted().toList();
        }
    }

    @Test
    void templateHoldsTheChosenProblemsWithoutTheirAnswers() throws IOException {
        Path out = work.resolve("week-3");

        CliResult run = Judgew.run(TestRepository.ROOT, "assignment", "--problems", CHOSEN, out.toString());

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertEquals("Wrote a template of 3 problems (60 points) to " + out + ":", run.out().lines().findFirst().orElseThrow());
        assertTrue(run.out().contains("  two-sum    easy     10 points  left out: editorial.md, generator/, proof/, "
                + "submissions/\n"), run.out());
        assertTrue(run.out().contains("\n  problems/**  .github/**  judge/**  ide/**  judgew  pom.xml\n"), run.out());
        List<String> files = files(out);
        assertEquals(Set.copyOf(PROBLEMS), folders(out.resolve("problems")));
        for (String file : files) {
            assertFalse(file.contains("/submissions/") || file.contains("/proof/") || file.contains("/generator/")
                    || file.endsWith("editorial.md"), "an answer in the template: " + file);
            assertFalse(file.startsWith("judge/src/test/") || file.startsWith("bench/") || file.startsWith("docs/")
                    || file.startsWith("scripts/"), "not the judge's to ship: " + file);
        }
        for (String id : PROBLEMS) {
            assertTrue(files.contains("problems/" + id + "/hints.md"), id + "'s hints stay");
            assertTrue(files.contains("problems/" + id + "/statement.md"), id);
            assertTrue(files.contains("problems/" + id + "/tests/01-" + firstTest(id)), id);
        }
        assertTrue(files.contains("problems/n-queens/checker/NQueensChecker.java"), "grading needs the checker");
        assertEquals(List.of(".github/workflows/classroom.yml"),
                files.stream().filter(f -> f.startsWith(".github/")).toList());
        assertEquals(List.of("solutions/.gitkeep"), files.stream().filter(f -> f.startsWith("solutions/")).toList());
        assertEquals("", Files.readString(out.resolve("solutions/.gitkeep")));
        assertTrue(files.containsAll(List.of("judgew", "pom.xml", "judge/pom.xml", "ide/pom.xml", ".gitignore",
                "README.md", "TEACHER.md", "judge/src/main/java/dev/practicejudge/cli/PracticeJudge.java",
                "ide/src/test/java/dev/practicejudge/ide/YourSolutionsTest.java")), files.toString());
        assertTrue(Files.isExecutable(out.resolve("judgew")));
    }

    @Test
    void templatesWorkflowIsTheRepositorysOwnSoItPassesTheSameLint() throws IOException {
        Path out = template(work.resolve("t"));

        // scripts/lint-workflows.sh (run by .ci/run) checks the repository's workflows against GitHub's schema
        // with a tool it installs from npm; the template's is the same file, byte for byte.
        assertArrayEquals(Files.readAllBytes(TestRepository.ROOT.resolve(".github/workflows/classroom.yml")),
                Files.readAllBytes(out.resolve(".github/workflows/classroom.yml")));
    }

    @Test
    void templatesPomsListOnlyModulesItHolds() throws IOException {
        Path out = template(work.resolve("t"));

        String pom = Files.readString(out.resolve("pom.xml"));
        Matcher module = Pattern.compile("<module>([^<]+)</module>").matcher(pom);
        List<String> modules = module.results().map(m -> m.group(1)).toList();
        assertEquals(List.of("judge", "ide"), modules, pom);
        modules.forEach(m -> assertTrue(Files.isRegularFile(out.resolve(m).resolve("pom.xml")), m));
        assertFalse(pom.contains("bench"), pom);
        assertTrue(Files.readString(TestRepository.ROOT.resolve("pom.xml")).contains("<module>bench/jmh</module>"),
                "the repository's own POM has the bench module the template's leaves out");
    }

    @Test
    void generatorFilesAreTakenOutOfProblemJsonAndNothingElse() throws IOException {
        Path out = template(work.resolve("t"));

        String original = Files.readString(TestRepository.ROOT.resolve("problems/two-sum/problem.json"));
        String copied = Files.readString(out.resolve("problems/two-sum/problem.json"));
        assertEquals(original.replace(",\n  \"generator\": \"generator/TwoSumGenerator.java\"", ""), copied);
        assertEquals(Files.readString(TestRepository.ROOT.resolve("problems/n-queens/problem.json")),
                Files.readString(out.resolve("problems/n-queens/problem.json")), "no generator: unchanged");
        // Every package loads: list reports none broken.
        CliResult list = Judgew.run(out, "list");
        assertEquals(ExitCodes.ACCEPTED, list.exit(), list::toString);
        assertTrue(list.out().contains("0 of 3 solved"), list.out());
    }

    @Test
    void studentsReadmeSaysWhatToSolveHowToRunAndHowPointsAreGiven() throws IOException {
        Path out = template(work.resolve("t"), "--title", "Week 3: hashing and backtracking");

        String readme = Files.readString(out.resolve("README.md"));

        assertTrue(readme.startsWith("# Week 3: hashing and backtracking\n"), readme);
        for (String row : List.of("| [N-Queens](problems/n-queens/statement.md) | `n-queens` | hard | 30 |",
                "| [Two Sum](problems/two-sum/statement.md) | `two-sum` | easy | 10 |",
                "| [LRU Cache](problems/lru-cache/statement.md) | `lru-cache` | medium | 20 |",
                "| **Total** | | | **60** |", "./judgew new n-queens ", "./judgew test n-queens ", "./judgew run n-queens ",
                "./judgew hint n-queens ", "./judgew test  ",
                "Each problem is worth the points in the table (`grading.points` in its `problems/<id>/problem.json`)",
                "The most you can get is 60.", "runs `.github/workflows/classroom.yml`",
                "Or open this repository in a GitHub Codespace")) {
            assertTrue(readme.contains(row), "README lacks: " + row + "\n" + readme);
        }
        assertFalse(readme.contains("http"), "links are relative: " + readme);
        Matcher link = Pattern.compile("\\]\\(([^)]+)\\)").matcher(readme);
        link.results().map(m -> m.group(1)).forEach(target ->
                assertTrue(Files.exists(out.resolve(target)), "a link to nothing: " + target));
        assertTrue(Files.isRegularFile(out.resolve(".devcontainer/devcontainer.json")), "the Codespace the README offers");
        String teacher = Files.readString(out.resolve("TEACHER.md"));
        assertTrue(teacher.contains("```text\nproblems/**\n.github/**\njudge/**\nide/**\njudgew\npom.xml\n```"), teacher);
        assertTrue(teacher.contains("- `two-sum`: `editorial.md`, `generator/`, `proof/`, `submissions/`"), teacher);
    }

    @Test
    void defaultTitleNamesTheProblems() throws IOException {
        Path out = template(work.resolve("t"));

        assertTrue(Files.readString(out.resolve("README.md")).startsWith("# Assignment: N-Queens, Two Sum, LRU Cache\n"));
    }

    @Test
    void withoutHintsTheHintsStayOutAndHintSaysSo() throws IOException {
        Path out = template(work.resolve("t"), "--no-hints");

        assertTrue(files(out).stream().noneMatch(f -> f.endsWith("hints.md")), files(out).toString());
        assertFalse(Files.readString(out.resolve("README.md")).contains("./judgew hint"));
        CliResult hint = Judgew.run(out, "hint", "two-sum");
        assertEquals(ExitCodes.ERROR, hint.exit(), hint::toString);
        assertEquals("error: this assignment does not include hints for two-sum\n", hint.err());
    }

    @Test
    void aTopicChoosesItsProblems() throws IOException {
        Path out = work.resolve("t");

        CliResult run = Judgew.run(TestRepository.ROOT, "assignment", "--topic", "linked-list", out.toString());

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        Set<String> chosen = folders(out.resolve("problems"));
        assertTrue(chosen.containsAll(Set.of("lru-cache", "reverse-linked-list")), chosen.toString());
        assertFalse(chosen.contains("two-sum"), chosen.toString());
    }

    @Test
    void aFolderThatIsNotEmptyIsRefusedAndNothingIsWritten() throws IOException {
        Path out = Files.createDirectories(work.resolve("taken"));
        Files.writeString(out.resolve("notes.txt"), "mine");

        CliResult run = Judgew.run(TestRepository.ROOT, "assignment", "--problems", CHOSEN, out.toString());

        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertEquals("error: " + out + " is not empty; nothing was written: give a new or empty folder\n", run.err());
        assertEquals(List.of("notes.txt"), files(out));
        assertEquals(List.of("taken"), names(work), "no half-written template beside it");
    }

    @Test
    void anEmptyFolderIsFilled() throws IOException {
        Path out = Files.createDirectories(work.resolve("empty"));

        template(out);

        assertTrue(Files.isRegularFile(out.resolve("README.md")));
        assertEquals(List.of("empty"), names(work));
    }

    @Test
    void unknownProblemsAndTopicsAreUsageErrorsNamingTheKnownOnes() {
        Path out = work.resolve("t");

        CliResult problem = Judgew.run(TestRepository.ROOT, "assignment", "--problems", "n-queens,two-sun", out.toString());
        CliResult topic = Judgew.run(TestRepository.ROOT, "assignment", "--topic", "backtrack", out.toString());

        assertEquals(ExitCodes.ERROR, problem.exit(), problem::toString);
        assertTrue(problem.err().startsWith("error: unknown problem \"two-sun\" (did you mean \"two-sum\"?); the "
                + "problems are: 3sum, "), problem.err());
        assertEquals(ExitCodes.ERROR, topic.exit(), topic::toString);
        assertTrue(topic.err().startsWith("error: unknown topic \"backtrack\" (did you mean \"backtracking\"?); the "
                + "topics are: "), topic.err());
        assertFalse(Files.exists(out));
    }

    @Test
    void inATemplateWhatNeedsTheReferencesOrTheEditorialSaysTheAssignmentDoesNotIncludeThem() throws IOException {
        Path out = template(work.resolve("t"));
        TestRepository.solve(out, "two-sum",
                TestRepository.ROOT.resolve("problems/two-sum/submissions/accepted/OnePassHashMap.java"));

        assertRefused("error: this assignment does not include the reference solutions of two-sum, so stress has "
                + "nothing to compare your solution with", Judgew.run(out, "stress", "two-sum"));
        // Before the learner's file: no solution would make it possible.
        assertRefused("error: this assignment does not include the reference solutions of n-queens, so stress has "
                + "nothing to compare your solution with", Judgew.run(out, "stress", "n-queens"));
        assertRefused("error: this assignment does not include the reference solutions of two-sum to measure yours "
                + "beside", Judgew.run(out, "profile", "two-sum"));
        assertRefused("error: this assignment does not include the reference solutions of two-sum, so --vs-reference "
                + "has nothing to time yours against", Judgew.run(out, "test", "two-sum", "--vs-reference"));
        assertRefused("error: this assignment does not include the editorial of two-sum",
                Judgew.run(out, "editorial", "two-sum"));
        assertRefused("error: this assignment does not include the editorial of two-sum",
                Judgew.run(out, "editorial", "two-sum", "--spoil"));
        // The hints are there, and point to no editorial.
        CliResult hints = Judgew.run(out, "hint", "two-sum", "--all");
        assertEquals(ExitCodes.ACCEPTED, hints.exit(), hints::toString);
        assertTrue(hints.out().endsWith("All 3 hints shown.\n"), hints.out());
    }

    @Test
    void theFullRepositoryStillSpeaksOfItsReferences() throws IOException {
        // A package whose submissions/ holds no accepted one is an author's unfinished package, not an assignment's.
        Path root = work.resolve("repo");
        TestRepository.copyProblems(root, List.of("two-sum"));
        Path accepted = root.resolve("problems/two-sum/submissions/accepted");
        try (Stream<Path> files = Files.list(accepted)) {
            for (Path file : files.toList()) {
                Files.delete(file);
            }
        }
        TestRepository.solve(root, "two-sum",
                TestRepository.ROOT.resolve("problems/two-sum/submissions/accepted/OnePassHashMap.java"));

        CliResult stress = Judgew.run(root, "stress", "two-sum", "--seconds", "1");

        assertEquals(ExitCodes.ERROR, stress.exit(), stress::toString);
        assertEquals("error: two-sum has no accepted reference submission (under submissions/accepted/) to stress "
                + "your solution against\n", stress.err());
    }

    private static void assertRefused(String line, CliResult run) {
        assertEquals(ExitCodes.ERROR, run.exit(), run::toString);
        assertEquals(line + "\n", run.err(), run::toString);
        assertEquals("", run.out(), run::toString);
    }

    private static String firstTest(String id) throws IOException {
        try (Stream<Path> tests = Files.list(TestRepository.ROOT.resolve("problems").resolve(id).resolve("tests"))) {
            return tests.map(p -> p.getFileName().toString()).sorted().findFirst().orElseThrow().substring(3);
        }
    }

    private static Set<String> folders(Path folder) throws IOException {
        try (Stream<Path> list = Files.list(folder)) {
            return list.map(p -> p.getFileName().toString()).collect(Collectors.toCollection(TreeSet::new));
        }
    }

    private static List<String> names(Path folder) throws IOException {
        return List.copyOf(folders(folder));
    }
}
