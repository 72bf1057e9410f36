package dev.practicejudge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code judgew class}: a folder of five students' repositories, as {@code gh classroom clone
 * student-repos} makes it (accepted, wrong, not compiling, no solutions, and one whose
 * {@code problems/} was edited so that its wrong solution passes), judged with this repository's
 * packages: a row each, in the console, CSV, JSON and HTML, and the students' folders left
 * byte for byte as they were.
 */
@EndToEnd
class ClassRollEndToEndTest {

    private static final List<String> PROBLEMS = List.of("n-queens", "n-queens-ii");

    @TempDir
    Path teacher;

    @TempDir
    Path work;

    private Path submissions;

    @BeforeEach
    void aClassOfFive() throws IOException {
        TestRepository.copyProblems(teacher, PROBLEMS);
        submissions = work.resolve("week-3-submissions");
        Path accepted = TestRepository.ROOT.resolve("problems/n-queens/submissions/accepted/Backtracking.java");
        Path wrongII = TestRepository.ROOT.resolve("problems/n-queens-ii/submissions/wrong_answer/CountsMirrorOnce.java");

        Path ana = student("ana");
        TestRepository.solve(ana, "n-queens", accepted);
        TestRepository.solve(ana, "n-queens-ii", "n-queens-ii/Accepted.java");

        Path ben = student("ben");
        TestRepository.solve(ben, "n-queens", "n-queens/WrongNoAntiDiagonal.java");
        TestRepository.solve(ben, "n-queens-ii", wrongII);

        Path cy = student("cy");
        TestRepository.solve(cy, "n-queens", "n-queens/SyntaxError.java");
        // Another class name than Solution: a compile error that says what the judge looks for.
        Path renamed = TestRepository.solve(cy, "n-queens-ii", "n-queens-ii/Accepted.java");
        Files.writeString(renamed, Files.readString(renamed).replace("class Solution", "class Main"));

        student("dee");

        // Ben's solutions, and problems/ edited so that they pass: every expected output is the wrong
        // answer, and each problem claims 1000 points.
        Path eve = student("eve");
        TestRepository.solve(eve, "n-queens", "n-queens/WrongNoAntiDiagonal.java");
        TestRepository.solve(eve, "n-queens-ii", wrongII);
        try (Stream<Path> tests = Files.list(eve.resolve("problems/n-queens-ii/tests"))) {
            for (Path test : tests.toList()) {
                int n = Integer.parseInt(test.getFileName().toString().replaceAll("^\\d+-n(\\d+)\\.json$", "$1"));
                Files.writeString(test, "{\"input\": {\"n\": " + n + "}, \"expected\": " + mirroredOnce(n) + "}");
            }
        }
        for (String id : PROBLEMS) {
            Path spec = eve.resolve("problems").resolve(id).resolve("problem.json");
            Files.writeString(spec, Files.readString(spec).replaceFirst("\\{", "{\n  \"grading\": {\"points\": 1000},"));
        }
    }

    /** A student's repository as the template makes it: the judge, the problems, an empty solutions/. */
    private Path student(String login) throws IOException {
        Path repository = submissions.resolve("week-3-" + login);
        TestRepository.copyProblems(repository, PROBLEMS);
        Files.createDirectories(repository.resolve("solutions"));
        Files.copy(TestRepository.ROOT.resolve("judgew"), repository.resolve("judgew"));
        return repository;
    }

    @Test
    void eachStudentHasTheRowTheirSolutionsEarnAndTheirFoldersAreLeftAlone() throws Exception {
        Path notes = Files.createDirectories(work.resolve("notes"));
        Map<String, String> before = snapshot(work);
        Path csv = teacher.resolve("reports/week-3.csv");
        Path json = teacher.resolve("reports/week-3.json");
        Path html = teacher.resolve("reports/week-3.html");

        CliResult run = Judgew.run(teacher, "class", submissions.toString(), notes.toString(), "--jobs", "2",
                "--csv", csv.toString(), "--json", json.toString(), "--html", html.toString());

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        List<String> table = run.out().lines().toList();
        assertEquals("Class roll-up: 6 students, judged on n-queens, n-queens-ii (60 points) with this repository's tests",
                table.get(0), run::toString);
        assertTrue(table.get(1).startsWith("Sandbox: "), run::toString);
        assertEquals(List.of(
                "student  points  n-queens  n-queens-ii  first failing test",
                "ana      60/60   AC        AC",
                "ben      0/60    WA        WA           n-queens: 02-n2 (WA)",
                "cy       0/60    CE        CE           n-queens: does not compile: ';' expected",
                "dee      0/60    -         -            no solutions",
                "eve      0/60    WA        WA           n-queens: 02-n2 (WA)",
                "notes    -       -         -            not a student repository, nor a folder of them",
                "",
                "1 of 6 accepted on every problem."), table.subList(3, table.size()), run::toString);
        // The progress, a plain line per student (stderr is no terminal here), in the order they finished.
        List<String> progress = run.err().lines().filter(l -> l.startsWith("judged ")).toList();
        assertEquals(6, progress.size(), run::toString);
        assertEquals("judged 6 of 6: ", progress.get(5).replaceAll(": .*", ": "), run::toString);

        assertEquals(String.join("\r\n",
                "student,folder,points,max_points,n-queens,n-queens-ii,first_failing_test,note",
                "ana," + submissions.resolve("week-3-ana") + ",60,60,AC,AC,,",
                "ben," + submissions.resolve("week-3-ben") + ",0,60,WA,WA,n-queens: 02-n2 (WA),",
                "cy," + submissions.resolve("week-3-cy") + ",0,60,CE,CE,n-queens: does not compile: ';' expected,",
                "dee," + submissions.resolve("week-3-dee") + ",0,60,-,-,,no solutions",
                "eve," + submissions.resolve("week-3-eve") + ",0,60,WA,WA,n-queens: 02-n2 (WA),",
                "notes," + notes + ",,60,-,-,,\"not a student repository, nor a folder of them\"") + "\r\n",
                Files.readString(csv));

        JsonNode report = new ObjectMapper().readTree(json.toFile());
        assertEquals("[\"n-queens\",\"n-queens-ii\"]", report.get("problems").toString());
        assertEquals(60, report.get("maxPoints").asInt());
        JsonNode students = report.get("students");
        assertEquals(6, students.size());
        assertEquals(60, students.get(0).get("points").asDouble());
        JsonNode eveRow = students.get(4);
        JsonNode benRow = students.get(1);
        assertEquals("eve", eveRow.get("student").asText());
        for (String field : List.of("points", "maxPoints", "problems", "firstFailure", "note")) {
            assertEquals(benRow.get(field), eveRow.get(field), "the edited problems/ changes nothing: " + field);
        }
        assertEquals("01-n1 (WA)", benRow.get("problems").get(1).get("detail").asText());
        JsonNode renamed = students.get(2).get("problems").get(1);
        assertEquals("CE", renamed.get("verdict").asText());
        assertTrue(renamed.get("detail").asText().startsWith("does not compile: ")
                && renamed.get("detail").asText().contains("Solution"), renamed::toString);
        assertEquals("no solutions", students.get(3).get("note").asText());
        assertTrue(students.get(5).get("points").isNull(), students.get(5)::toString);

        String page = Files.readString(html, StandardCharsets.UTF_8);
        DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new java.io.ByteArrayInputStream(page.getBytes(StandardCharsets.UTF_8)));
        assertTrue(page.contains("<td title=\"" + submissions.resolve("week-3-ben") + "\">ben</td><td class=\"num\">0/60</td>"),
                page);
        assertTrue(page.contains("n-queens: does not compile: &#39;;&#39; expected"), page);
        assertFalse(page.contains("<script"), page);

        assertEquals(before, snapshot(work), "nothing written into, or changed in, the students' folders");
    }

    @Test
    void aFolderNameIsEscapedInEveryFormAndOneRepositoryIsNamedInFull() throws Exception {
        Path odd = Files.createDirectories(work.resolve("=HYPERLINK(\"x\"),<b>"));
        Files.createDirectories(odd.resolve("solutions"));
        Path csv = teacher.resolve("class.csv");
        Path html = teacher.resolve("class.html");

        CliResult run = Judgew.run(teacher, "class", odd.toString(), "--problems", "n-queens-ii", "--csv", csv.toString(),
                "--html", html.toString());

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().contains("=HYPERLINK(\"x\"),<b>  0/30    -            no solutions"), run::toString);
        String row = Files.readString(csv).lines().toList().get(1);
        assertTrue(row.startsWith("\"'=HYPERLINK(\"\"x\"\"),<b>\","), row);
        assertTrue(Files.readString(html).contains("=HYPERLINK(&quot;x&quot;),&lt;b&gt;</td>"), Files.readString(html));
    }

    @Test
    void anUnknownProblemIsAUsageError() throws IOException {
        CliResult run = Judgew.run(teacher, "class", submissions.toString(), "--problems", "n-queen");

        assertEquals(ExitCodes.ERROR, run.exit());
        assertTrue(run.err().contains("unknown problem \"n-queen\" (did you mean \"n-queens\"?)"), run::toString);
    }

    /** What {@code CountsMirrorOnce} answers: the placements with the first queen left of the middle, twice. */
    private static int mirroredOnce(int n) {
        int total = 0;
        for (int col = 0; col < n / 2; col++) {
            int[] queens = new int[n];
            queens[0] = col;
            total += 2 * placements(queens, 1, n);
        }
        return total;
    }

    private static int placements(int[] queens, int row, int n) {
        if (row == n) {
            return 1;
        }
        int count = 0;
        for (int col = 0; col < n; col++) {
            boolean free = true;
            for (int r = 0; r < row && free; r++) {
                free = queens[r] != col && Math.abs(queens[r] - col) != row - r;
            }
            if (free) {
                queens[row] = col;
                count += placements(queens, row + 1, n);
            }
        }
        return count;
    }

    /** Every file and folder under {@code folder}, by path, with its bytes (folders as "dir"). */
    private static Map<String, String> snapshot(Path folder) throws IOException {
        Map<String, String> files = new TreeMap<>();
        List<Path> paths = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(folder)) {
            walk.forEach(paths::add);
        }
        for (Path path : paths) {
            files.put(folder.relativize(path).toString(), Files.isDirectory(path) ? "dir"
                    : java.util.HexFormat.of().formatHex(Files.readAllBytes(path)));
        }
        return files;
    }
}
