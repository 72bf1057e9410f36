package dev.practicejudge.session;

import dev.practicejudge.learn.CustomInput;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.TestCase;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.text.Utf8;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * What {@code run} runs: the problem, the file, and the input, read from {@code --input} or
 * {@code --input-file}, or else the problem's first test's.
 *
 * @param file the solution file run
 * @param input the input, with where it came from
 * @param defaultFrom the test file the input was taken from when none was given, else null
 */
public record RunTarget(Problem problem, Path file, CustomInput input, String defaultFrom) {

    /**
     * @param json the input given with {@code --input}, or null
     * @param inputFile the file given with {@code --input-file}, or null
     * @throws Refused when the package is broken, the input cannot be read or does not fit the method, or
     *     no input was given and the problem has no tests to take one from
     */
    static RunTarget of(Workspace workspace, String id, Path file, String json, Path inputFile) throws Refused {
        Problem problem;
        try {
            problem = workspace.loader().load(workspace.problemDirectory(id));
        } catch (ProblemFormatException e) {
            throw new Refused("the problem package is broken: " + e.getMessage());
        }
        if (json == null && inputFile == null) {
            if (problem.tests().isEmpty()) {
                throw new Refused(id + " has no tests to take an input from; give one with --input, e.g. "
                        + "./judgew run " + id + " --input '{...}'");
            }
            TestCase first = problem.tests().get(0);
            String defaultFrom = workspace.display(first.file());
            return new RunTarget(problem, file, new CustomInput(defaultFrom, problem.input(first), first.arguments()),
                    defaultFrom);
        }
        return new RunTarget(problem, file, parse(workspace, problem, json, inputFile), null);
    }

    private static CustomInput parse(Workspace workspace, Problem problem, String json, Path inputFile)
            throws Refused {
        String text;
        String source;
        if (inputFile != null) {
            source = workspace.display(inputFile);
            try {
                text = Utf8.read(inputFile);
            } catch (CharacterCodingException e) {
                throw new Refused("--input-file " + source + ": not valid UTF-8 text");
            } catch (IOException e) {
                throw new Refused("--input-file " + source + ": "
                        + (Files.exists(inputFile) ? "cannot read it: " + e.getMessage() : "no such file"));
            }
        } else {
            source = "--input";
            text = json;
        }
        try {
            return CustomInput.parse(text, source, problem.spec().method());
        } catch (CustomInput.Invalid e) {
            throw new Refused(e.getMessage());
        }
    }
}
