package dev.practicejudge.classroom;

import dev.practicejudge.judge.JudgeListener;
import dev.practicejudge.judge.RunSummary;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Sets the step output {@code result} (see {@link GraderResult}) when the run finishes, by
 * appending {@code result=BASE64} to the file {@code $GITHUB_OUTPUT} names, as a grader action
 * does; base64 has no line break, so the one-line form is enough.
 */
public final class GraderResultOutput implements JudgeListener {

    /** The name the reporter's {@code <ID>_RESULTS} variables are read from: {@code steps.<ID>.outputs.result}. */
    public static final String OUTPUT = "result";

    private final Path outputFile;

    /** @param outputFile where {@code $GITHUB_OUTPUT} points */
    public GraderResultOutput(Path outputFile) {
        this.outputFile = outputFile;
    }

    @Override
    public void runFinished(RunSummary summary) {
        try {
            Files.writeString(outputFile, OUTPUT + "=" + GraderResult.encoded(summary) + "\n", StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the step output " + OUTPUT + " to " + outputFile + ": "
                    + e.getMessage(), e);
        }
    }
}
