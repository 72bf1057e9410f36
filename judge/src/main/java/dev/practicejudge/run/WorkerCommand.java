package dev.practicejudge.run;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.practicejudge.compile.ClassPaths;
import dev.practicejudge.worker.WorkerMain;
import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * How to start a worker JVM: which {@code java} and which class path. The class path is found
 * from where the worker's classes were loaded, so it is the judge's jar when run by
 * {@code judgew} and the build's class folders under Maven's tests.
 *
 * @param sandbox the isolation the worker is started in; {@link Sandbox#NONE} for none
 * @param startup a class-data-sharing archive of the worker's classes to start from (judgew makes
 *     one per build: it halves the worker's start-up), or a file to record the classes a worker
 *     loads into, to make that archive from
 * @param debugger where a debugger attaches to the worker ({@code ./judgew debug}): the worker then
 *     starts suspended with a JDWP agent, and waits for it; empty for an ordinary worker
 */
public record WorkerCommand(Path javaExecutable, List<Path> classPath, Sandbox sandbox, StartupClasses startup,
                            Optional<DebugPort> debugger) {

    /** The system property naming the worker's class-data archive (set by judgew). */
    public static final String ARCHIVE_PROPERTY = "practicejudge.worker.archive";
    /** The system property naming a file to list the worker's loaded classes in (judgew's training run). */
    public static final String CLASS_LIST_PROPERTY = "practicejudge.worker.classlist";

    /** How the worker JVM treats class-data sharing: as the JVM decides, from an archive, or recording a class list. */
    public sealed interface StartupClasses {
        /** The JVM's own default archive only. */
        record Default() implements StartupClasses {
        }

        /** Start from this archive (ignored by the JVM if it does not fit). */
        record Archive(Path file) implements StartupClasses {
        }

        /** Record every class loaded into this file. */
        record RecordInto(Path file) implements StartupClasses {
        }
    }

    public WorkerCommand {
        Objects.requireNonNull(javaExecutable, "javaExecutable");
        classPath = List.copyOf(classPath);
        Objects.requireNonNull(sandbox, "sandbox");
        Objects.requireNonNull(startup, "startup");
        Objects.requireNonNull(debugger, "debugger");
    }

    /** An ordinary worker: no debugger. */
    public WorkerCommand(Path javaExecutable, List<Path> classPath, Sandbox sandbox, StartupClasses startup) {
        this(javaExecutable, classPath, sandbox, startup, Optional.empty());
    }

    /** The worker runs on the same Java as the judge, without a sandbox. */
    public static WorkerCommand current() {
        // The real path: a sandbox shows the worker the JDK's folder only, not links to it.
        Path javaHome = Path.of(System.getProperty("java.home"));
        try {
            javaHome = javaHome.toRealPath();
        } catch (java.io.IOException e) {
            // The path as given still starts the worker outside a sandbox.
        }
        Path java = javaHome.resolve("bin").resolve("java");
        return new WorkerCommand(java,
                ClassPaths.of(WorkerMain.class, ObjectMapper.class, JsonFactory.class, JsonProperty.class),
                Sandbox.NONE, startupFromProperties());
    }

    private static StartupClasses startupFromProperties() {
        String classList = System.getProperty(CLASS_LIST_PROPERTY, "");
        if (!classList.isEmpty()) {
            return new StartupClasses.RecordInto(Path.of(classList));
        }
        String archive = System.getProperty(ARCHIVE_PROPERTY, "");
        if (!archive.isEmpty() && java.nio.file.Files.isRegularFile(Path.of(archive))) {
            return new StartupClasses.Archive(Path.of(archive));
        }
        return new StartupClasses.Default();
    }

    /** The same worker, started in {@code sandbox}. */
    public WorkerCommand in(Sandbox sandbox) {
        return new WorkerCommand(javaExecutable, classPath, sandbox, startup, debugger);
    }

    /**
     * The same worker, started suspended for a debugger attaching through {@code port}, outside
     * any sandbox (a sandbox's own network would keep the debugger out).
     */
    public WorkerCommand debuggedThrough(DebugPort port) {
        return new WorkerCommand(javaExecutable, classPath, Sandbox.NONE, startup, Optional.of(port));
    }

    /** Whether workers wait for a debugger: no time limits then, and no worker started ahead of need. */
    public boolean debugged() {
        return debugger.isPresent();
    }

    /**
     * The command line that starts a worker with the given heap, talking on {@code socket}, in
     * the sandbox, with {@code directory} as its private folder, and with a JDWP agent on
     * {@code agentPort} when it is not negative.
     */
    List<String> command(int heapMb, Path socket, Path directory, int agentPort) {
        List<Path> readOnly = new ArrayList<>(classPath);
        Path javaHome = javaExecutable.toAbsolutePath().getParent().getParent();
        readOnly.add(0, javaHome);
        if (startup instanceof StartupClasses.Archive archive) {
            readOnly.add(archive.file());
        }
        return sandbox.wrap(jvmCommand(heapMb, socket, agentPort), directory, readOnly);
    }

    private List<String> jvmCommand(int heapMb, Path socket, int agentPort) {
        List<String> command = new ArrayList<>();
        command.add(javaExecutable.toString());
        if (agentPort >= 0) {
            command.add(DebugPort.agentOption(agentPort));
        }
        command.add("-Xms" + heapMb + "m");
        command.add("-Xmx" + heapMb + "m");
        command.add("-XX:+UseSerialGC");
        command.add("-XX:+ExitOnOutOfMemoryError");
        command.add("-XX:-UsePerfData");
        command.add("-Xshare:auto");
        if (startup instanceof StartupClasses.Archive archive) {
            command.add("-XX:SharedArchiveFile=" + archive.file());
        } else if (startup instanceof StartupClasses.RecordInto list) {
            command.add("-XX:DumpLoadedClassList=" + list.file());
        }
        command.add("-Djava.awt.headless=true");
        command.add("-Dfile.encoding=UTF-8");
        command.add("-cp");
        command.add(classPath.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator)));
        command.add(WorkerMain.class.getName());
        command.add(socket.toString());
        return command;
    }
}
