package dev.practicejudge.docs;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.difflib.DiffUtils;
import dev.practicejudge.cli.PracticeJudge;
import dev.practicejudge.compile.ClassPaths;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.SeparateJudge;
import dev.practicejudge.testing.TestRepository;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import picocli.CommandLine;

/**
 * Follows {@code docs/adding-a-problem.md} literally: every {@code sh} block, in order, run by
 * bash in a copy of the repository, where {@code ./judgew} runs this build of the judge. A block
 * written {@code sh exit=N} must exit with N; every other block with 0. The walkthrough must end
 * with the new problems valid: the Sudoku, the tree and the design problem.
 *
 * <p>Its judges are processes of their own (bash running the copy's judgew), so it runs beside the
 * rest of the suite ({@code CONCURRENT}; see judge/pom.xml), each process counted as a separate
 * judge ({@link SeparateJudge#register}) so that the other classes' "no worker outlives the run"
 * leaves its workers out.
 */
@EndToEnd
@Execution(ExecutionMode.CONCURRENT)
class AddingAProblemDocTest {

    private static final Pattern SH_BLOCK = Pattern.compile("```sh( exit=(\\d+))?\\n(.*?)\\n```", Pattern.DOTALL);

    @TempDir
    Path repo;

    record Block(String script, int exit) {
    }

    @Test
    void followingTheWalkthroughLiterallyProducesAValidProblem() throws Exception {
        String doc = Files.readString(ROOT.resolve("docs/adding-a-problem.md"));
        List<Block> blocks = new ArrayList<>();
        Matcher matcher = SH_BLOCK.matcher(doc);
        while (matcher.find()) {
            blocks.add(new Block(matcher.group(3), matcher.group(2) == null ? 0 : Integer.parseInt(matcher.group(2))));
        }
        assertTrue(blocks.size() >= 8, "the walkthrough has its steps: " + blocks.size());
        TestRepository.copyTree(ROOT.resolve("problems"), repo.resolve("problems"));
        writeLauncher();

        String lastOutput = "";
        for (Block block : blocks) {
            Process process = SeparateJudge.register(new ProcessBuilder("bash", "-e", "-c", block.script())
                    .directory(repo.toFile()).redirectErrorStream(true).start());
            String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            assertTrue(process.waitFor(5, TimeUnit.MINUTES), "the block finished");
            assertEquals(block.exit(), process.exitValue(), () -> "block:\n" + block.script() + "\noutput:\n" + output);
            lastOutput = output;
        }

        assertTrue(lastOutput.contains("All 1 problem package is valid."), lastOutput);
        assertFalse(Files.exists(repo.resolve("problems/sudoku-practice/tests/01-sample.json")));
        assertTrue(Files.readString(repo.resolve("problems/sudoku-practice/tests/03-against-backtracking.json"))
                .contains("\"generatedBy\": \"accepted/Reference.java\""));
        // The tree and the design walkthroughs: gen wrote LeetCode's forms, and each package ended valid.
        assertTrue(Files.readString(repo.resolve("problems/max-depth-practice/tests/03-leaning-left.json"))
                .contains("\"expected\": 4,"));
        assertTrue(Files.readString(repo.resolve("problems/min-stack-practice/tests/02-minimum-popped-twice.json"))
                .contains("\"expected\": [null,null,null,null,null,1,null,5],"));
        String all = new String(SeparateJudge.register(new ProcessBuilder("./judgew", "validate", "sudoku-practice",
                "max-depth-practice", "min-stack-practice").directory(repo.toFile()).redirectErrorStream(true).start())
                .getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(all.contains("All 3 problem packages are valid."), all);
    }

    /** {@code ./judgew} for the copy: this build of the judge, on this JVM, rooted in the copy. */
    private void writeLauncher() throws IOException {
        String classPath = ClassPaths.of(PracticeJudge.class, ObjectMapper.class, JsonFactory.class, JsonProperty.class,
                CommandLine.class, DiffUtils.class).stream().map(Path::toString)
                .collect(Collectors.joining(File.pathSeparator));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Path launcher = repo.resolve("judgew");
        Files.writeString(launcher, "#!/bin/sh\nexec '" + java + "' -cp '" + classPath + "' "
                + PracticeJudge.class.getName() + " --root '" + repo + "' \"$@\"\n");
        assertTrue(launcher.toFile().setExecutable(true));
    }
}
