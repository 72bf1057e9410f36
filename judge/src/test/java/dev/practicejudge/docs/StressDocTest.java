package dev.practicejudge.docs;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.learn.OwnTests;
import dev.practicejudge.present.Styles;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemLoader;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.report.StressReport;
import dev.practicejudge.stress.StressOutcome;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.Judgew;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Keeps {@code docs/stress.md} true where that is cheap (no worker JVM): the options it documents
 * are the command's, every {@code ./judgew stress} line in it uses only real options, problems and
 * files, and the lines it quotes from the code's wording (the "no difference" line, a saved case)
 * are what the code writes today. The counterexamples it shows are real runs and are not re-run.
 */
class StressDocTest {

    /** Options every command has, which the page need not document. */
    private static final Set<String> COMMON = Set.of("--help", "--version", "--no-color", "--root", "--sandbox");
    private static final Pattern OPTION = Pattern.compile("--[a-z][a-z-]*");
    private static final Pattern TABLE_ROW = Pattern.compile("^\\| `(--[a-z][a-z-]*)[^`]*` \\|", Pattern.MULTILINE);
    private static final Pattern COMMAND = Pattern.compile("\\./judgew stress ([^\\n`;)]*)");

    @TempDir
    Path repo;

    private static String doc() throws IOException {
        return Files.readString(ROOT.resolve("docs/stress.md"));
    }

    private static Set<String> helpOptions() {
        CliResult help = Judgew.run(ROOT, "stress", "--help");
        assertEquals(0, help.exit(), help.err());
        Set<String> options = new TreeSet<>();
        Matcher matcher = OPTION.matcher(help.out());
        while (matcher.find()) {
            options.add(matcher.group());
        }
        return options;
    }

    @Test
    void theOptionsTableListsExactlyTheCommandsOwnOptions() throws IOException {
        Set<String> documented = new TreeSet<>();
        Matcher row = TABLE_ROW.matcher(doc());
        while (row.find()) {
            documented.add(row.group(1));
        }
        Set<String> own = new TreeSet<>(helpOptions());
        own.removeAll(COMMON);
        assertEquals(own, documented, "the options table in docs/stress.md against `./judgew stress --help`");
    }

    @Test
    void everyStressCommandOnThePageUsesRealOptionsProblemsAndFiles() throws IOException {
        Set<String> options = helpOptions();
        Matcher command = COMMAND.matcher(doc());
        int commands = 0;
        while (command.find()) {
            commands++;
            String line = command.group(1).trim();
            String[] words = line.split("\\s+");
            String id = words[0];
            if (!id.startsWith("-") && !id.equals("ID")) {
                assertTrue(Files.isDirectory(ROOT.resolve("problems").resolve(id)), "no problem " + id + ": " + line);
            }
            for (int i = 0; i < words.length; i++) {
                if (words[i].startsWith("--")) {
                    assertTrue(options.contains(words[i]), words[i] + " is not an option of stress: " + line);
                }
                if (words[i].equals("--solution") && words[i + 1].startsWith("judge/")) {
                    assertTrue(Files.isRegularFile(ROOT.resolve(words[i + 1])), "no file " + words[i + 1]);
                }
            }
        }
        assertTrue(commands >= 8, "the page shows how to run it: " + commands + " commands");
    }

    @Test
    void theNoDifferenceLineIsWordedAsStressPrintsIt() throws Exception {
        Problem problem = new ProblemLoader(ROOT).load(ROOT.resolve("problems/validate-binary-search-tree"));
        StringWriter out = new StringWriter();
        new StressReport(new PrintWriter(out), Styles.plain())
                .outcome(problem, new StressOutcome.NoneFound(3013, 16, 10_200_000_000L), "unused");
        String line = out.toString().stripTrailing();
        assertFalse(line.isBlank());
        assertTrue(doc().contains(line + "\n"), "docs/stress.md quotes the line as printed today:\n" + line);
    }

    @Test
    void theSavedCaseOnThePageIsTheFileSaveWrites() throws IOException {
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.set("root", JsonNodeFactory.instance.arrayNode().add(0).addNull().add(2).add(1).addNull().add(0));
        Path saved = OwnTests.save(new Workspace(repo), "validate-binary-search-tree", input,
                JsonNodeFactory.instance.booleanNode(false), "found by stress, seed 1", "stress");
        assertEquals("stress-001.json", saved.getFileName().toString());
        assertTrue(doc().contains(Files.readString(saved)), "docs/stress.md shows the saved file as written:\n"
                + Files.readString(saved));
    }
}
