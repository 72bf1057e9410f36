package dev.practicejudge.classroom;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.practicejudge.problem.Hints;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.ProblemSpec;
import dev.practicejudge.problem.Workspace;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A GitHub Classroom template repository for a handful of problems: what a student needs to solve
 * and grade them, and none of the answers.
 *
 * <p>Each package is copied by a list of what may go (its spec, statement, tests, checker and,
 * unless left out, hints), not by a list of what may not, so that whatever an author adds to a
 * package later stays out until someone decides it is safe. So the reference and wrong submissions,
 * the proof, the editorial (which quotes the references in full) and a generator file stay out: a
 * generator is written with the answer at hand (Sudoku's and the Latin square's hold a complete
 * solver), and what uses it, {@code stress} and {@code profile}, compares with the references,
 * which are gone anyway. A generator given as ranges in problem.json is no code and stays. The
 * checker stays: grading needs it, and it checks an answer rather than finding one. The tests'
 * expected outputs stay too, readable, as they must for a student to grade locally.
 *
 * <p>The judge goes with what {@code judgew} needs to build and run it (and the problem of its own
 * it makes its start-up archives with, which answers nothing assigned), without its own tests; the
 * IDE module keeps the one test class an IDE runs the student's solutions with.
 */
public final class StudentTemplate {

    /** What a problem's package keeps in a template; hints.md only when hints are kept. */
    static final List<String> KEPT = List.of("problem.json", "statement.md", "tests", "checker");

    /**
     * The judge's files and folders a template holds, relative to the repository's root; those the
     * repository lacks (a Codespaces container, say) are skipped.
     */
    static final List<String> JUDGE = List.of("judgew", ".devcontainer", "pom.xml", "judge/pom.xml", "judge/src/main",
            "judge/training", "ide/pom.xml",
            "ide/src/main", "ide/src/test/java/dev/practicejudge/ide/YourSolutionsTest.java",
            ".idea/runConfigurations", ".vscode/launch.json", ".vscode/tasks.json", ".gitignore");

    /** The grading workflow, the only one a template holds (grade.yml would report a second score). */
    static final String WORKFLOW = ".github/workflows/classroom.yml";

    /** The paths a teacher protects in Classroom, as its "protected file paths" setting takes them. */
    public static final List<String> PROTECTED = List.of("problems/**", ".github/**", "judge/**", "ide/**", "judgew",
            "pom.xml");

    /** The teacher's note, written beside the student's README. */
    public static final String TEACHER_NOTE = "TEACHER.md";

    private static final String GENERATOR_MEMBER = "\"generator\"\\s*:\\s*\"(?:[^\"\\\\]|\\\\.)*\"";
    private static final Pattern GENERATOR_FILE = Pattern.compile(GENERATOR_MEMBER + "\\s*,\\s*");
    private static final Pattern LAST_GENERATOR_FILE = Pattern.compile(",\\s*" + GENERATOR_MEMBER);
    private static final Pattern BENCH_PROFILE = Pattern.compile(
            "\\n[ \\t]*<profile>\\s*(<!--(?:(?!-->).)*-->\\s*)?<id>bench</id>.*?</profile>", Pattern.DOTALL);
    private static final Pattern NO_PROFILES = Pattern.compile("\\n[ \\t]*<profiles>\\s*</profiles>");

    /**
     * The template asked for.
     *
     * @param ids the problems, in the order the README lists them
     * @param hints whether the packages keep their hints
     * @param title the README's heading; when empty, "Assignment: " and the problems' titles
     */
    public record Choice(List<String> ids, boolean hints, Optional<String> title) {
        public Choice {
            ids = List.copyOf(ids);
            Objects.requireNonNull(title, "title");
        }
    }

    /** A problem as the README lists it. */
    public record Listed(String id, String title, String difficulty, int points, boolean partialCredit) {
    }

    /**
     * A template written.
     *
     * @param problems the problems, as listed
     * @param leftOut for each problem, what of its package stayed out (file and folder names)
     * @param files how many files were written
     */
    public record Written(List<Listed> problems, Map<String, List<String>> leftOut, int files) {
        public Written {
            problems = List.copyOf(problems);
            leftOut = Map.copyOf(leftOut);
        }

        /** The sum of the problems' points: the maximum the grading reports. */
        public int maxPoints() {
            return problems.stream().mapToInt(Listed::points).sum();
        }
    }

    private final Workspace source;
    private final Path out;
    private int files;

    private StudentTemplate(Workspace source, Path out) {
        this.source = source;
        this.out = out;
    }

    /** The judge's files a template needs that {@code root} lacks: a repository that cannot make one names them. */
    public static List<String> missingFrom(Path root) {
        List<String> missing = new ArrayList<>();
        for (String path : List.of("judgew", "pom.xml", "judge/pom.xml", "judge/src/main", WORKFLOW)) {
            if (!Files.exists(root.resolve(path))) {
                missing.add(path);
            }
        }
        return missing;
    }

    /**
     * Writes the template of {@code choice}, from the repository {@code source}, into {@code out},
     * an empty or new folder.
     *
     * @throws ProblemFormatException when a chosen package's problem.json does not load
     */
    public static Written write(Workspace source, Choice choice, Path out) throws IOException, ProblemFormatException {
        return new StudentTemplate(source, out).write(choice);
    }

    private Written write(Choice choice) throws IOException, ProblemFormatException {
        List<Listed> listed = new ArrayList<>();
        for (String id : choice.ids()) {
            ProblemSpec spec = source.loader().loadOverview(source.problemDirectory(id)).spec();
            listed.add(new Listed(id, spec.title(), spec.difficulty(), spec.grading().points(),
                    spec.grading().partialCredit()));
        }
        Map<String, List<String>> leftOut = new LinkedHashMap<>();
        for (String id : choice.ids()) {
            leftOut.put(id, copyProblem(id, choice.hints()));
        }
        for (String path : JUDGE) {
            copy(source.root().resolve(path), out.resolve(path));
        }
        copy(source.root().resolve(WORKFLOW), out.resolve(WORKFLOW));
        withoutBenchProfile(out.resolve("pom.xml"));
        Path launcher = out.resolve("judgew");
        if (Files.exists(launcher) && Files.getFileStore(launcher).supportsFileAttributeView("posix")) {
            Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
        }
        // Git keeps no empty folder: the placeholder keeps solutions/ in the template.
        write(out.resolve("solutions/.gitkeep"), "");
        Written written = new Written(listed, leftOut, 0);
        write(out.resolve("README.md"), StudentReadme.markdown(choice, written, Files.exists(out.resolve(".devcontainer"))));
        write(out.resolve(TEACHER_NOTE), StudentReadme.teacherNote(choice, written));
        return new Written(listed, leftOut, files);
    }

    /** Copies what problem {@code id} keeps; what stayed out, by name. */
    private List<String> copyProblem(String id, boolean hints) throws IOException {
        Path from = source.problemDirectory(id);
        Path to = out.resolve(Workspace.PROBLEMS_DIR).resolve(id);
        Set<String> kept = Set.copyOf(KEPT);
        List<String> leftOut = new ArrayList<>();
        List<Path> entries;
        try (Stream<Path> list = Files.list(from)) {
            entries = list.sorted().toList();
        }
        for (Path entry : entries) {
            String name = entry.getFileName().toString();
            if (kept.contains(name) || (hints && name.equals(Hints.FILE))) {
                copy(entry, to.resolve(name));
            } else {
                leftOut.add(Files.isDirectory(entry) ? name + "/" : name);
            }
        }
        withoutGeneratorFile(to.resolve("problem.json"));
        return leftOut;
    }

    /**
     * Takes a generator file's name out of the copied problem.json (its file stayed out), changing
     * nothing else of the author's layout; a generator given as ranges stays.
     */
    private static void withoutGeneratorFile(Path spec) throws IOException {
        String json = Files.readString(spec, StandardCharsets.UTF_8);
        // A member followed by another goes with its comma and the space up to the next; the last one
        // goes with the comma before it.
        String edited = GENERATOR_FILE.matcher(json).replaceFirst("");
        if (edited.equals(json)) {
            edited = LAST_GENERATOR_FILE.matcher(json).replaceFirst("");
        }
        if (edited.equals(json)) {
            return;
        }
        JsonNode parsed = new ObjectMapper().readTree(edited);
        if (parsed == null || parsed.has("generator")) {
            throw new IOException("cannot take the generator out of " + spec);
        }
        Files.writeString(spec, edited, StandardCharsets.UTF_8);
    }

    /** The parent POM without the bench profile, whose module (bench/jmh) a template does not hold. */
    private static void withoutBenchProfile(Path pom) throws IOException {
        String xml = Files.readString(pom, StandardCharsets.UTF_8);
        String without = NO_PROFILES.matcher(BENCH_PROFILE.matcher(xml).replaceFirst("")).replaceFirst("");
        Files.writeString(pom, without, StandardCharsets.UTF_8);
    }

    /** Copies a file, or a folder and everything in it; a path the source lacks is skipped. */
    private void copy(Path from, Path to) throws IOException {
        if (!Files.exists(from)) {
            return;
        }
        if (!Files.isDirectory(from)) {
            Files.createDirectories(to.getParent());
            Files.copy(from, to);
            files++;
            return;
        }
        List<Path> all;
        try (Stream<Path> walk = Files.walk(from)) {
            all = walk.sorted().toList();
        }
        for (Path path : all) {
            Path target = to.resolve(from.relativize(path).toString());
            if (Files.isDirectory(path)) {
                Files.createDirectories(target);
            } else if (Files.isRegularFile(path)) {
                Files.createDirectories(target.getParent());
                Files.copy(path, target);
                files++;
            }
        }
    }

    private void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
        files++;
    }
}
