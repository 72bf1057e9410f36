package dev.practicejudge.run;

import java.nio.file.Path;
import java.util.List;

/**
 * Operating-system isolation around a worker JVM, on top of what the judge guarantees without
 * it (see {@code docs/security.md}). A sandbox only rewrites the command line that starts the
 * worker; the judge talks to the worker, times it and kills it the same way either way.
 */
public interface Sandbox {

    /** No isolation beyond the judge's own: the worker runs as the user, with the user's view of files. */
    Sandbox NONE = new Sandbox() {
        @Override
        public List<String> wrap(List<String> command, Path workDirectory, List<Path> readOnly) {
            return List.copyOf(command);
        }

        @Override
        public String description() {
            return "none";
        }
    };

    /**
     * The command that runs {@code command} inside the sandbox.
     *
     * @param workDirectory the worker's private folder: the only place it may write, and where its socket is
     * @param readOnly files and folders the worker needs to read (the JDK, its class path)
     */
    List<String> wrap(List<String> command, Path workDirectory, List<Path> readOnly);

    /** What the sandbox does, in a few words, for reports. */
    String description();
}
