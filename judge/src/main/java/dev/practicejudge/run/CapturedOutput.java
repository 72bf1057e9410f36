package dev.practicejudge.run;

import java.util.Objects;

/**
 * What a solution printed during one test, kept up to a cap.
 *
 * @param stdoutDropped bytes printed beyond the cap and not kept
 */
public record CapturedOutput(String stdout, long stdoutDropped, String stderr, long stderrDropped) {

    public static final CapturedOutput NONE = new CapturedOutput("", 0, "", 0);

    public CapturedOutput {
        Objects.requireNonNull(stdout, "stdout");
        Objects.requireNonNull(stderr, "stderr");
    }

    public boolean isEmpty() {
        return stdout.isEmpty() && stderr.isEmpty() && stdoutDropped == 0 && stderrDropped == 0;
    }
}
