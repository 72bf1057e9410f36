package dev.practicejudge.ide;

import java.nio.file.Path;

/** The JVM {@link DebuggerStopsInSolutionTest} starts under a debugger: YourSolutionsTest on one repository. */
final class DebuggedRun {

    private DebuggedRun() {
    }

    /** @param args the repository's root */
    public static void main(String[] args) {
        LaunchedRun.on(Path.of(args[0]));
    }
}
