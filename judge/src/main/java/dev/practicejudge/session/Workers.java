package dev.practicejudge.session;

import dev.practicejudge.run.NamespaceSandbox;
import dev.practicejudge.run.SandboxStatus;
import dev.practicejudge.run.WorkerCommand;
import java.util.function.Consumer;

/**
 * How this run starts its worker JVMs, and whether they run in the sandbox (reports must say so).
 *
 * @param command the workers' command line
 * @param sandbox whether the sandbox was asked for and, if so, whether it is on or why not
 */
public record Workers(WorkerCommand command, SandboxStatus sandbox) {

    /**
     * Workers for this run: in the sandbox when {@code sandboxAsked} and the probe (run here) says
     * it works, otherwise without, with one line to {@code note} saying why.
     */
    public static Workers start(boolean sandboxAsked, Consumer<String> note) {
        WorkerCommand command = WorkerCommand.current();
        if (!sandboxAsked) {
            return new Workers(command, SandboxStatus.notAsked());
        }
        NamespaceSandbox.Probe probe = NamespaceSandbox.probe();
        if (!probe.available()) {
            note.accept("note: --sandbox is not available here: " + probe.reason()
                    + "; solutions run without it (see docs/security.md for what the judge guarantees anyway)");
            return new Workers(command, SandboxStatus.unavailable(probe.reason()));
        }
        NamespaceSandbox namespaces = new NamespaceSandbox();
        return new Workers(command.in(namespaces), SandboxStatus.on(namespaces));
    }
}
