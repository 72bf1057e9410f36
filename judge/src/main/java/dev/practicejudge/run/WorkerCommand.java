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
 *     one per build on Java 17 to 23: it halves the worker's start-up), or on Java 24 and newer an
 *     ahead-of-time cache (JEP 483: the classes loaded and linked, and from Java 25 method profiles
 *     too); or a file to record into, to make that archive or cache from
 * @param debugger where a debugger attaches to the worker ({@code ./judgew debug}): the worker then
 *     starts suspended with a JDWP agent, and waits for it; empty for an ordinary worker
 */
public record WorkerCommand(Path javaExecutable, List<Path> classPath, Sandbox sandbox, StartupClasses startup,
                            Optional<DebugPort> debugger) {

    /** The system property naming the worker's class-data archive (set by judgew). */
    public static final String ARCHIVE_PROPERTY = "practicejudge.worker.archive";
    /** The system property naming a file to list the worker's loaded classes in (judgew's training run). */
    public static final String CLASS_LIST_PROPERTY = "practicejudge.worker.classlist";
    /** The system property naming the worker's ahead-of-time cache (set by judgew on Java 24 and newer). */
    public static final String AOT_CACHE_PROPERTY = "practicejudge.worker.aotcache";
    /**
     * The system property naming a file to record the worker's AOT configuration in (judgew's
     * training run on Java 24 and newer); judgew then makes the cache from it.
     */
    public static final String AOT_CONFIGURATION_PROPERTY = "practicejudge.worker.aotconfiguration";

    /**
     * How the worker JVM starts: as the JVM decides, from a class-data archive or an ahead-of-time
     * cache, or recording what it loads for one.
     */
    public sealed interface StartupClasses {
        /**
         * How long a worker that is asked to exit gets before it is killed: a recording worker writes
         * what it recorded as it exits; any other is killed at once (every millisecond there is one the
         * learner waits for).
         */
        default long exitGraceMillis() {
            return 0;
        }

        /** The JVM's own default archive only. */
        record Default() implements StartupClasses {
        }

        /** Start from this class-data archive (ignored by the JVM if it does not fit). */
        record Archive(Path file) implements StartupClasses {
        }

        /** Record every class loaded into this file (a class list, for a class-data archive). */
        record RecordInto(Path file) implements StartupClasses {
            @Override
            public long exitGraceMillis() {
                return 2000;
            }
        }

        /**
         * Start from this ahead-of-time cache (Java 24 and newer). The JVM's default mode,
         * {@code -XX:AOTMode=auto}, runs without a cache that does not fit (another class path,
         * another JDK); its messages saying so are switched off.
         */
        record AotCache(Path file) implements StartupClasses {
        }

        /**
         * Record an AOT configuration into this file ({@code -XX:AOTMode=record}, Java 24 and
         * newer); the JVM writes it as it exits, which takes a few seconds.
         */
        record AotRecordInto(Path configuration) implements StartupClasses {
            @Override
            public long exitGraceMillis() {
                return 20_000;
            }
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
                Sandbox.NONE, startupFrom(System.getProperties(), Runtime.version().feature()));
    }

    /**
     * How the worker starts, from judgew's system properties, on Java {@code feature}: AOT
     * caches only from Java 24 (an older JVM would not start with their flags), an archive or a
     * cache only when the file is there.
     */
    static StartupClasses startupFrom(java.util.Properties properties, int feature) {
        boolean aot = feature >= 24;
        String configuration = properties.getProperty(AOT_CONFIGURATION_PROPERTY, "");
        if (aot && !configuration.isEmpty()) {
            return new StartupClasses.AotRecordInto(Path.of(configuration));
        }
        String classList = properties.getProperty(CLASS_LIST_PROPERTY, "");
        if (!classList.isEmpty()) {
            return new StartupClasses.RecordInto(Path.of(classList));
        }
        String cache = properties.getProperty(AOT_CACHE_PROPERTY, "");
        if (aot && !cache.isEmpty() && java.nio.file.Files.isRegularFile(Path.of(cache))) {
            return new StartupClasses.AotCache(Path.of(cache));
        }
        String archive = properties.getProperty(ARCHIVE_PROPERTY, "");
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
     * any sandbox (a sandbox's own network would keep the debugger out), and without an
     * ahead-of-time cache (a JVM with a JDWP agent cannot use one).
     */
    public WorkerCommand debuggedThrough(DebugPort port) {
        StartupClasses classes = startup instanceof StartupClasses.AotCache ? new StartupClasses.Default() : startup;
        return new WorkerCommand(javaExecutable, classPath, Sandbox.NONE, classes, Optional.of(port));
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
        } else if (startup instanceof StartupClasses.AotCache cache) {
            readOnly.add(cache.file());
        }
        return sandbox.wrap(jvmCommand(heapMb, socket, agentPort), directory, readOnly);
    }

    /**
     * Switches off the JVM's messages about its AOT cache on standard output: a cache that does
     * not fit is used silently not at all, and recording warns of every class it cannot keep (the
     * solution's, loaded from bytes). They are tagged {@code aot} from Java 25, {@code cds} before;
     * naming a tag the JVM does not know would stop it from starting.
     */
    static final String AOT_QUIET = Runtime.version().feature() >= 25 ? "-Xlog:aot*=off,cds*=off" : "-Xlog:cds*=off";

    private List<String> jvmCommand(int heapMb, Path socket, int agentPort) {
        List<String> command = new ArrayList<>();
        command.add(javaExecutable.toString());
        if (agentPort >= 0) {
            command.add(DebugPort.agentOption(agentPort));
        }
        command.add("-Xms" + heapMb + "m");
        command.add("-Xmx" + heapMb + "m");
        command.add("-XX:+UseSerialGC");
        // The watchdog stops a solution at its CPU limit with the stack of where it was, and a stack is
        // only taken at a safepoint. With the serial collector the optimising compiler leaves safepoint
        // polls out of counted loops, so a tight O(n^2) double loop ran seconds past its limit before it
        // could be stopped. Polls in every loop, strip-mined (one poll per 1000 iterations, as the
        // default collector has them), cost next to nothing.
        command.add("-XX:+UseCountedLoopSafepoints");
        command.add("-XX:LoopStripMiningIter=1000");
        command.add("-XX:+ExitOnOutOfMemoryError");
        command.add("-XX:-UsePerfData");
        // The JVM refuses any -Xshare option beside an AOT cache or configuration.
        if (startup instanceof StartupClasses.Archive archive) {
            command.add("-Xshare:auto");
            command.add("-XX:SharedArchiveFile=" + archive.file());
        } else if (startup instanceof StartupClasses.RecordInto list) {
            command.add("-Xshare:auto");
            command.add("-XX:DumpLoadedClassList=" + list.file());
        } else if (startup instanceof StartupClasses.Default) {
            command.add("-Xshare:auto");
        } else if (startup instanceof StartupClasses.AotCache cache) {
            command.add("-XX:AOTCache=" + cache.file());
            command.add(AOT_QUIET);
        } else if (startup instanceof StartupClasses.AotRecordInto recording) {
            command.add("-XX:AOTMode=record");
            command.add("-XX:AOTConfiguration=" + recording.configuration());
            command.add(AOT_QUIET);
        }
        if (startup instanceof StartupClasses.RecordInto || startup instanceof StartupClasses.AotRecordInto) {
            // The archive is to hold Jackson's data binding too, which this training problem's worker
            // would not load: the problems that need it (trees, design) then start from the archive.
            command.add("-D" + WorkerMain.TRAINING_PROPERTY + "=true");
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
