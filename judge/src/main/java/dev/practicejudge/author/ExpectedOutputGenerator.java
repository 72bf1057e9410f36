package dev.practicejudge.author;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.compile.CompilationResult;
import dev.practicejudge.compile.SolutionCompiler;
import dev.practicejudge.json.Json;
import dev.practicejudge.json.PrettyJson;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.Submission;
import dev.practicejudge.problem.TestCase;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.run.RunOutcome;
import dev.practicejudge.run.SubmissionRunner;
import dev.practicejudge.text.Utf8;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Fills in test files' expected outputs by running the problem's accepted reference on their
 * inputs. It writes only outputs that are missing or that it wrote before (marked with
 * {@code generatedBy}); an output written by hand is replaced only when asked to ({@code force}).
 */
public final class ExpectedOutputGenerator {

    private final Workspace workspace;
    private final SolutionCompiler compiler;
    private final SubmissionRunner runner;

    public ExpectedOutputGenerator(Workspace workspace, SolutionCompiler compiler, SubmissionRunner runner) {
        this.workspace = workspace;
        this.compiler = compiler;
        this.runner = runner;
    }

    /**
     * @param report receives one line per test: written, kept, or why it could not be generated
     * @return true when every test that needed an output got one
     * @throws ProblemFormatException when the package cannot be loaded, or has no accepted reference
     *     that compiles
     */
    public boolean generate(String id, boolean force, Consumer<String> report) throws ProblemFormatException {
        Problem problem = workspace.loader().loadForGeneration(workspace.problemDirectory(id));
        Submission reference = reference(problem);
        List<TestCase> targets = new ArrayList<>();
        for (TestCase test : problem.tests()) {
            if (!test.hasExpected() || test.generatedBy().isPresent() || force) {
                targets.add(test);
            } else {
                report.accept("kept     " + workspace.display(test.file())
                        + " (its expected output was written by hand; --force replaces it)");
            }
        }
        if (targets.isEmpty()) {
            return true;
        }
        CompilationResult compiled = compiler.compile(reference.file(), workspace.display(reference.file()),
                problem.spec().method());
        if (compiled instanceof CompilationResult.Failed failed) {
            throw new ProblemFormatException(reference.file(), "the reference does not compile:\n" + failed.report());
        }
        boolean[] allWritten = {true};
        runner.run(((CompilationResult.Compiled) compiled).classes(), problem.spec().method(), problem.spec().limits(),
                targets, (index, test, outcome) -> {
                    String shown = workspace.display(test.file());
                    if (outcome instanceof RunOutcome.Returned returned
                            && returned.timing().judgedMs() <= problem.spec().limits().timeMs()) {
                        try {
                            write(problem, test, returned.value(), reference.name());
                            report.accept("wrote    " + shown + " (from " + reference.name() + ")");
                        } catch (IOException e) {
                            allWritten[0] = false;
                            report.accept("FAILED   " + shown + ": cannot write: " + e.getMessage());
                        }
                    } else {
                        allWritten[0] = false;
                        report.accept("FAILED   " + shown + ": the reference " + reference.name() + " did not return "
                                + "an output within the limits (" + outcome.getClass().getSimpleName() + ")");
                    }
                    return true;
                });
        return allWritten[0];
    }

    private static Submission reference(Problem problem) throws ProblemFormatException {
        List<Submission> submissions;
        try {
            submissions = Submission.find(problem.directory().resolve(Submission.SUBMISSIONS_DIR), new ArrayList<>());
        } catch (IOException e) {
            throw new ProblemFormatException(problem.directory(), "cannot list the submissions: " + e.getMessage());
        }
        return submissions.stream().filter(Submission::isAccepted).findFirst()
                .orElseThrow(() -> new ProblemFormatException(problem.directory().resolve(Submission.SUBMISSIONS_DIR),
                        "no accepted submission to generate expected outputs from: add one under submissions/accepted/"));
    }

    /** Rewrites the test file with the output, keeping its comment, sample and challenge marks and input. */
    private static void write(Problem problem, TestCase test, JsonNode value, String referenceName) throws IOException {
        ObjectNode original = (ObjectNode) Json.MAPPER.readTree(Utf8.read(test.file()));
        ObjectNode updated = Json.MAPPER.createObjectNode();
        if (original.has("comment")) {
            updated.set("comment", original.get("comment"));
        }
        if (original.has("sample")) {
            updated.set("sample", original.get("sample"));
        }
        if (original.has("challenge")) {
            updated.set("challenge", original.get("challenge"));
        }
        updated.set("input", problem.input(test));
        updated.set("expected", value);
        updated.put("generatedBy", referenceName);
        Files.writeString(test.file(), PrettyJson.fileText(updated) + "\n", StandardCharsets.UTF_8);
    }
}
