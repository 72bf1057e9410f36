package dev.practicejudge.run;

import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** Ends a process and everything it started, and waits until they are gone. */
final class ProcessTree {

    private ProcessTree() {
    }

    static void kill(ProcessHandle root) {
        // Take the descendants first: once the root dies they are re-parented and out of sight.
        List<ProcessHandle> descendants = root.descendants().toList();
        root.destroyForcibly();
        descendants.forEach(ProcessHandle::destroyForcibly);
        awaitExit(root);
        descendants.forEach(ProcessTree::awaitExit);
    }

    private static void awaitExit(ProcessHandle handle) {
        try {
            handle.onExit().get(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException | TimeoutException e) {
            // Killed with SIGKILL; if the OS has not reaped it in five seconds there is nothing more to do.
        }
    }
}
