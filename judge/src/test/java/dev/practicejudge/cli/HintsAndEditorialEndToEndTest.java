package dev.practicejudge.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.Judgew;
import dev.practicejudge.testing.TestRepository;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code hint} and {@code editorial} as a learner uses them, in-process on a copy of the shipped
 * N-Queens packages: hints one at a time with the count remembered in {@code .judge-cache/}, the
 * editorial locked until a real accepted run (or {@code --spoil}), and nothing ever written into
 * {@code solutions/}.
 */
class HintsAndEditorialEndToEndTest {

    private static final Path ACCEPTED = TestRepository.ROOT.resolve(
            "problems/n-queens/submissions/accepted/Backtracking.java");

    @TempDir
    Path root;

    @BeforeEach
    void copyProblems() throws IOException {
        TestRepository.copyCoreProblems(root);
    }

    // ---------------------------------------------------------------- hint

    @Test
    void hintShowsTheNextUnseenHintAndRemembersTheCountAcrossRuns() {
        CliResult first = Judgew.run(root, "hint", "n-queens");
        CliResult second = Judgew.run(root, "hint", "n-queens");
        CliResult third = Judgew.run(root, "hint", "n-queens");
        CliResult fourth = Judgew.run(root, "hint", "n-queens");

        assertEquals(ExitCodes.ACCEPTED, first.exit(), first::toString);
        assertTrue(first.out().startsWith("Hint 1 of 3 (N-Queens)\n"), first::toString);
        assertTrue(first.out().contains("exactly one queen per row"), first::toString);
        assertTrue(first.out().contains("2 more hints: ./judgew hint n-queens shows the next"), first::toString);
        assertTrue(second.out().startsWith("Hint 2 of 3 (N-Queens)\n"), second::toString);
        assertTrue(third.out().startsWith("Hint 3 of 3 (N-Queens)\n"), third::toString);
        assertTrue(third.out().contains("That was the last hint. ./judgew hint n-queens --all shows them all again."),
                third::toString);
        assertEquals(ExitCodes.ACCEPTED, fourth.exit(), fourth::toString);
        assertTrue(fourth.out().startsWith("You have seen all 3 hints of n-queens: ./judgew hint n-queens --all "
                + "shows them again."), fourth::toString);
        assertFalse(fourth.out().contains("Hint 3 of 3"), fourth::toString);
    }

    @Test
    void hintCountsAreKeptPerProblem() {
        Judgew.run(root, "hint", "n-queens");

        CliResult other = Judgew.run(root, "hint", "n-queens-ii");

        assertTrue(other.out().startsWith("Hint 1 of 3 (N-Queens II)\n"), other::toString);
    }

    @Test
    void hintAllShowsEveryHintAndCountsThemAllAsSeen() {
        CliResult all = Judgew.run(root, "hint", "n-queens", "--all");
        CliResult after = Judgew.run(root, "hint", "n-queens");

        assertEquals(ExitCodes.ACCEPTED, all.exit(), all::toString);
        assertTrue(all.out().indexOf("Hint 1 of 3") < all.out().indexOf("Hint 2 of 3")
                && all.out().indexOf("Hint 2 of 3") < all.out().indexOf("Hint 3 of 3"), all::toString);
        assertTrue(all.out().contains("All 3 hints shown."), all::toString);
        assertTrue(after.out().startsWith("You have seen all 3 hints of n-queens"), after::toString);
    }

    @Test
    void listAndShowReportTheHintsSeen() {
        Judgew.run(root, "hint", "n-queens");
        Judgew.run(root, "hint", "n-queens");

        CliResult list = Judgew.run(root, "list");
        CliResult show = Judgew.run(root, "show", "n-queens");
        CliResult showOther = Judgew.run(root, "show", "n-queens-ii");

        assertTrue(list.line("n-queens ").endsWith("not started, 2 hints seen"), list::toString);
        assertTrue(list.line("n-queens-ii ").endsWith("not started"), list::toString);
        assertTrue(show.out().contains("\nhints       3 hints (2 seen): ./judgew hint n-queens; the editorial once you "
                + "are accepted: ./judgew editorial n-queens\n"), show::toString);
        assertTrue(showOther.out().contains("\nhints       3 hints: ./judgew hint n-queens-ii;"), showOther::toString);
    }

    @Test
    void aCorruptOrUnreadableCountOnlyCostsTheCount() throws IOException {
        Path counts = root.resolve(".judge-cache/hints.json");
        Files.createDirectories(counts.getParent());
        Files.writeString(counts, "{\"n-queens\": 2, oops", StandardCharsets.UTF_8);

        CliResult list = Judgew.run(root, "list");
        CliResult hint = Judgew.run(root, "hint", "n-queens");
        CliResult next = Judgew.run(root, "hint", "n-queens");

        assertEquals(ExitCodes.ACCEPTED, list.exit(), list::toString);
        assertTrue(list.line("n-queens ").endsWith("not started"), list::toString);
        assertEquals(ExitCodes.ACCEPTED, hint.exit(), hint::toString);
        assertTrue(hint.out().startsWith("Hint 1 of 3 (N-Queens)\n"), hint::toString);
        assertTrue(next.out().startsWith("Hint 2 of 3 (N-Queens)\n"), () -> "the file is whole again\n" + next);
    }

    @Test
    void aProblemWithoutHintsOrWithBrokenHintsSaysSoWithExitStatusTwo() throws IOException {
        Files.delete(root.resolve("problems/n-queens-ii/hints.md"));
        Files.writeString(root.resolve("problems/n-queens/hints.md"), "# Hints\n\n## Hint 1\n\nOne.\n\n## Hint 3\n\nThree.\n");

        CliResult without = Judgew.run(root, "hint", "n-queens-ii");
        CliResult broken = Judgew.run(root, "hint", "n-queens");
        CliResult show = Judgew.run(root, "show", "n-queens-ii");
        CliResult test = Judgew.run(root, "list");

        assertEquals(ExitCodes.ERROR, without.exit(), without::toString);
        assertEquals("error: n-queens-ii has no hints yet: problems/n-queens-ii/hints.md does not exist (its author "
                + "can add it: docs/problem-format.md)\n", without.err(), without::toString);
        assertEquals(ExitCodes.ERROR, broken.exit(), broken::toString);
        assertTrue(broken.err().startsWith("error: the problem package is broken: problems/n-queens/hints.md:7:1: "
                + "expected the heading \"## Hint 2\" here"), broken::toString);
        assertTrue(broken.err().contains("(./judgew validate n-queens says more)"), broken::toString);
        assertFalse(show.out().contains("hints       "), () -> "no hints, no line about them\n" + show);
        assertEquals(ExitCodes.ACCEPTED, test.exit(), () -> "a package without hints still loads\n" + test);
    }

    @Test
    void anUnknownProblemIsAUsageErrorWithTheClosestId() {
        CliResult hint = Judgew.run(root, "hint", "n-quens");
        CliResult editorial = Judgew.run(root, "editorial", "n-quens", "--spoil");

        assertEquals(ExitCodes.ERROR, hint.exit(), hint::toString);
        assertTrue(hint.err().contains("did you mean \"n-queens\""), hint::toString);
        assertEquals(ExitCodes.ERROR, editorial.exit(), editorial::toString);
        assertTrue(editorial.err().contains("did you mean \"n-queens\""), editorial::toString);
    }

    // ---------------------------------------------------------------- editorial

    @Test
    void theEditorialIsRefusedBeforeAnyRunWithExitStatusOneAndHowToOpenIt() {
        CliResult run = Judgew.run(root, "editorial", "n-queens");

        assertEquals(ExitCodes.NOT_ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().startsWith("The editorial of n-queens opens once your solution is accepted: "
                + "./judgew test n-queens judges solutions/n-queens/Solution.java.\n"), run::toString);
        assertTrue(run.out().contains("To read the editorial now anyway: ./judgew editorial n-queens --spoil"),
                run::toString);
        assertFalse(run.out().contains("Approach 1"), run::toString);
    }

    @Test
    void spoilShowsTheEditorialWithTheAcceptedSubmissionsQuotedInFull() throws IOException {
        CliResult run = Judgew.run(root, "editorial", "n-queens-ii", "--spoil");

        assertEquals(ExitCodes.ACCEPTED, run.exit(), run::toString);
        assertTrue(run.out().startsWith("N-Queens II: editorial\n======================\n"), run::toString);
        assertTrue(run.out().contains("\nApproach 4: bitmasks\n--------------------\n"), run::toString);
        assertTrue(run.out().contains("\nPitfalls\n--------\n"), run::toString);
        // Each quote: the link as its caption, then the submission's code, indented as a code block.
        for (String name : new String[] {"Backtracking.java", "Bitmask.java"}) {
            String code = Files.readString(TestRepository.ROOT.resolve("problems/n-queens-ii/submissions/accepted/"
                    + name)).stripTrailing();
            String indented = String.join("\n", code.lines().map(l -> l.isBlank() ? "" : "    " + l).toList());
            assertTrue(run.out().contains("\nsubmissions/accepted/" + name + "\n\n" + indented + "\n"),
                    () -> name + " quoted in full\n" + run);
        }
        assertFalse(run.out().contains("```"), () -> "fences are rendered, not printed\n" + run);
        assertFalse(run.out().contains("**Why"), () -> "bold is rendered, not printed\n" + run);
        assertTrue(run.out().contains("\nWhy it is correct. "), run::toString);
    }

    @EndToEnd
    @Test
    void theEditorialOpensAfterARealAcceptedRunOfTheLearnersOwnSolution() throws IOException {
        TestRepository.solve(root, "n-queens", "n-queens/DuplicateBoard.java");
        CliResult wrong = Judgew.run(root, "test", "n-queens");
        CliResult refused = Judgew.run(root, "editorial", "n-queens");
        // Accepted, but not the learner's own file: the editorial stays locked.
        CliResult otherFile = Judgew.run(root, "test", "n-queens", "--solution", ACCEPTED.toString());
        CliResult stillRefused = Judgew.run(root, "editorial", "n-queens");
        TestRepository.solve(root, "n-queens", ACCEPTED);
        CliResult accepted = Judgew.run(root, "test", "n-queens");
        CliResult opened = Judgew.run(root, "editorial", "n-queens");

        assertEquals(ExitCodes.NOT_ACCEPTED, wrong.exit(), wrong::toString);
        assertEquals(ExitCodes.NOT_ACCEPTED, refused.exit(), refused::toString);
        assertTrue(refused.out().contains("your last ./judgew test n-queens was WA ("), refused::toString);
        assertEquals(ExitCodes.ACCEPTED, otherFile.exit(), otherFile::toString);
        assertEquals(ExitCodes.NOT_ACCEPTED, stillRefused.exit(), stillRefused::toString);
        assertEquals(ExitCodes.ACCEPTED, accepted.exit(), accepted::toString);
        assertEquals(ExitCodes.ACCEPTED, opened.exit(), opened::toString);
        assertTrue(opened.out().startsWith("N-Queens: editorial\n"), opened::toString);
        assertTrue(opened.out().contains("\nsubmissions/accepted/Backtracking.java\n\n    import java.util.*;\n"),
                opened::toString);
    }

    @EndToEnd
    @Test
    void nothingIsEverWrittenIntoSolutionsAndGradingNeverMentionsHints() throws IOException {
        TestRepository.solve(root, "n-queens", ACCEPTED);
        Map<String, String> before = snapshot(root.resolve("solutions"));

        Judgew.run(root, "hint", "n-queens");
        Judgew.run(root, "hint", "n-queens", "--all");
        Judgew.run(root, "editorial", "n-queens");
        Judgew.run(root, "editorial", "n-queens", "--spoil");
        CliResult graded = Judgew.test(root, "n-queens");
        Judgew.run(root, "editorial", "n-queens");

        assertEquals(before, snapshot(root.resolve("solutions")));
        assertEquals(ExitCodes.ACCEPTED, graded.exit(), graded::toString);
        assertFalse(graded.out().toLowerCase(java.util.Locale.ROOT).contains("hint"), graded::toString);
        assertFalse(graded.report().toString().toLowerCase(java.util.Locale.ROOT).contains("hint"),
                () -> "the JSON report knows nothing of hints: " + graded.report());
        assertEquals("{\n  \"n-queens\" : 3\n}\n", Files.readString(root.resolve(".judge-cache/hints.json")));
    }

    /** Every file under {@code folder} by its relative path, with its content. */
    private static Map<String, String> snapshot(Path folder) throws IOException {
        Map<String, String> files = new TreeMap<>();
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.toList()) {
                files.put(folder.relativize(path).toString(), Files.isRegularFile(path) ? Files.readString(path) : "/");
            }
        }
        return files;
    }
}
