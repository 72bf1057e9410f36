package dev.practicejudge.testing;

import java.util.List;
import java.util.stream.Stream;

/**
 * The worker JVMs of the judges running in this JVM (the CLI run in-process, a runner a test made):
 * this JVM's descendants, less any judge run in a JVM of its own by {@link SeparateJudge} and its
 * descendants. Such a judge may be at work beside any test (its class runs concurrently with the
 * rest of the suite), so "no worker outlives the run" must not count its workers.
 */
public final class OwnWorkers {

    private OwnWorkers() {
    }

    /** This JVM's descendants, a separate judge's subtree left out. */
    public static Stream<ProcessHandle> descendants() {
        return descendantsOf(ProcessHandle.current());
    }

    private static Stream<ProcessHandle> descendantsOf(ProcessHandle parent) {
        return parent.children().filter(child -> !SeparateJudge.isOne(child))
                .flatMap(child -> Stream.concat(Stream.of(child), descendantsOf(child)));
    }

    /**
     * The worker JVMs among them that are alive, and any process whose command line cannot be read,
     * as "pid command line".
     */
    public static List<String> alive() {
        return descendants().filter(ProcessHandle::isAlive)
                .map(p -> p.pid() + " " + p.info().commandLine().orElse("?"))
                .filter(line -> line.contains("WorkerMain") || line.endsWith("?"))
                .toList();
    }
}
