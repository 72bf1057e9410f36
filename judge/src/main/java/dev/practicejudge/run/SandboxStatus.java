package dev.practicejudge.run;

import java.util.Objects;

/**
 * Whether a run's solutions ran in a sandbox, in words for reports: a grader must be able to see
 * that other people's code ran isolated, or why it did not.
 *
 * @param on whether every worker of the run was started in the sandbox
 * @param detail what the sandbox did when on; why it was off otherwise
 */
public record SandboxStatus(boolean on, String detail) {

    public SandboxStatus {
        Objects.requireNonNull(detail, "detail");
    }

    /** Workers ran in {@code sandbox}. */
    public static SandboxStatus on(Sandbox sandbox) {
        return new SandboxStatus(true, sandbox.description());
    }

    /** {@code --sandbox} was not given. */
    public static SandboxStatus notAsked() {
        return new SandboxStatus(false, "--sandbox was not given");
    }

    /** {@code --sandbox} was given, and the probe found it does not work here. */
    public static SandboxStatus unavailable(String reason) {
        return new SandboxStatus(false, "--sandbox was given, but it is not available here: " + reason);
    }
}
