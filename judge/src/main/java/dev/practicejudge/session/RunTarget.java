package dev.practicejudge.session;

import dev.practicejudge.learn.CustomInput;
import dev.practicejudge.problem.Problem;
import dev.practicejudge.problem.ProblemFormatException;
import dev.practicejudge.problem.TestCase;
import dev.practicejudge.problem.Workspace;
import dev.practicejudge.text.Utf8;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What {@code run} runs: the problem, the file, and the input, read from {@code --input} or
 * {@code --input-file}, or else the problem's first test's. An input pasted from LeetCode's
 * testcase box may hold several cases: each is a target of its own, run in turn.
 *
 * @param file the solution file run
 * @param input the input, with where it came from
 * @param defaultFrom the test file the input was taken from when none was given, else null
 */
public record RunTarget(Problem problem, Path file, CustomInput input, String defaultFrom) {

    /** The {@code --input-file} that stands for the standard input. */
    static final String STANDARD_INPUT = "-";

    /**
     * @param json the input given with {@code --input}, or null
     * @param inputFile the file given with {@code --input-file}, or null
     * @throws Refused when the package is broken, the input cannot be read or does not fit the method, or
     *     no input was given and the problem has no tests to take one from
     */
    static List<RunTarget> of(Workspace workspace, String id, Path file, String json, Path inputFile)
            throws Refused {
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
            return List.of(new RunTarget(problem, file, new CustomInput(defaultFrom, problem.input(first),
                    first.arguments()), defaultFrom));
        }
        List<RunTarget> targets = new ArrayList<>();
        for (CustomInput input : parse(workspace, problem, json, inputFile)) {
            targets.add(new RunTarget(problem, file, input, null));
        }
        return targets;
    }

    private static List<CustomInput> parse(Workspace workspace, Problem problem, String json, Path inputFile)
            throws Refused {
        String text;
        String source;
        if (inputFile != null && inputFile.toString().equals(STANDARD_INPUT)) {
            // As the shell's own tools read a "-": the standard input, e.g. a box pasted and ended with Ctrl-D.
            source = "--input-file -";
            try {
                text = Utf8.withoutByteOrderMark(StandardCharsets.UTF_8.newDecoder()
                        .decode(ByteBuffer.wrap(System.in.readAllBytes())).toString());
            } catch (CharacterCodingException e) {
                throw new Refused(source + ": the standard input is not valid UTF-8 text");
            } catch (IOException e) {
                throw new Refused(source + ": cannot read the standard input: " + e.getMessage());
            }
        } else if (inputFile != null) {
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
            return CustomInput.parseAll(text, source, problem.spec().method(), problem.id());
        } catch (CustomInput.Invalid e) {
            throw new Refused(e.getMessage());
        }
    }
}
