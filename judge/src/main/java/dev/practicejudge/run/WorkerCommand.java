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
import java.util.stream.Collectors;

/**
 * How to start a worker JVM: which {@code java} and which class path. The class path is found
 * from where the worker's classes were loaded, so it is the judge's jar when run by
 * {@code judgew} and the build's class folders under Maven's tests.
 */
public record WorkerCommand(Path javaExecutable, List<Path> classPath) {

    public WorkerCommand {
        Objects.requireNonNull(javaExecutable, "javaExecutable");
        classPath = List.copyOf(classPath);
    }

    /** The worker runs on the same Java as the judge. */
    public static WorkerCommand current() {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        return new WorkerCommand(java,
                ClassPaths.of(WorkerMain.class, ObjectMapper.class, JsonFactory.class, JsonProperty.class));
    }

    /** The JVM command line for a worker with the given heap; the caller adds the socket path. */
    List<String> command(int heapMb, Path socket) {
        List<String> command = new ArrayList<>();
        command.add(javaExecutable.toString());
        command.add("-Xms" + heapMb + "m");
        command.add("-Xmx" + heapMb + "m");
        command.add("-XX:+UseSerialGC");
        command.add("-XX:+ExitOnOutOfMemoryError");
        command.add("-XX:-UsePerfData");
        command.add("-Xshare:auto");
        command.add("-Djava.awt.headless=true");
        command.add("-Dfile.encoding=UTF-8");
        command.add("-cp");
        command.add(classPath.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator)));
        command.add(WorkerMain.class.getName());
        command.add(socket.toString());
        return command;
    }
}
