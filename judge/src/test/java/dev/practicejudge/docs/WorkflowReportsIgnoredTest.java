package dev.practicejudge.docs;

import static dev.practicejudge.testing.TestRepository.ROOT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The reports the checked-in workflows write ({@code --json reports/judge.json} and the like) are
 * never committed by accident: a student or teacher who runs a workflow's command locally and then
 * {@code git add .} adds no report. Reads files and asks git; starts no worker JVM.
 */
class WorkflowReportsIgnoredTest {

    /** A report a workflow's judge writes: the file after --json, --junit or --html. */
    private static final Pattern REPORT = Pattern.compile("--(?:json|junit|html) (\\S+)");

    @Test
    void gitIgnoresEveryReportTheWorkflowsWrite() throws Exception {
        TreeSet<String> reports = new TreeSet<>();
        try (Stream<Path> workflows = Files.list(ROOT.resolve(".github/workflows"))) {
            for (Path workflow : workflows.filter(p -> p.toString().endsWith(".yml")).toList()) {
                Matcher report = REPORT.matcher(Files.readString(workflow));
                while (report.find()) {
                    reports.add(report.group(1));
                }
            }
        }
        assertTrue(reports.containsAll(List.of("reports/judge.json", "reports/judge.html")), reports::toString);

        List<String> rules = Files.readAllLines(ROOT.resolve(".gitignore")).stream().map(String::strip).toList();
        assertTrue(rules.contains("/reports/"), "the folder is ignored at the root only: " + rules);
        Integer status = git("rev-parse", "--is-inside-work-tree");
        if (status == null || status != 0) {
            return; // No git here (a source archive): the rule is there, which is what git would read.
        }
        for (String report : reports) {
            // The repository's own rules decide, not the user's global excludes file.
            assertEquals(0, git("-c", "core.excludesFile=", "check-ignore", "-q", "--no-index", report),
                    "git ignores " + report);
        }
        assertFalse(git("-c", "core.excludesFile=", "check-ignore", "-q", "--no-index",
                "judge/src/main/java/dev/practicejudge/report/JsonReporter.java") == 0, "the report package is kept");
    }

    /** git's exit status, or null when git cannot be started. */
    private static Integer git(String... args) throws InterruptedException {
        List<String> command = new ArrayList<>(List.of("git"));
        command.addAll(List.of(args));
        try {
            Process process = new ProcessBuilder(command).directory(ROOT.toFile()).redirectErrorStream(true).start();
            process.getInputStream().readAllBytes();
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                return null;
            }
            return process.exitValue();
        } catch (IOException e) {
            return null;
        }
    }
}
