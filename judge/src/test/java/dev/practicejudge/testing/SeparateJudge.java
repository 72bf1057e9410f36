package dev.practicejudge.testing;

import dev.practicejudge.cli.PracticeJudge;
import dev.practicejudge.run.WorkerFolders;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A judge run in a JVM of its own, as judgew starts it, for a test class that runs beside the rest
 * of the suite ({@code @Execution(CONCURRENT)}; see the JUnit settings in {@code judge/pom.xml}).
 * Its worker JVMs are then told apart from those of the judges running in this JVM: checks that
 * this JVM's judges leave no worker behind ({@link OwnWorkers}) leave it and its workers out, and
 * its own such check ({@link Run#workersLeft}) looks at its workers only.
 */
public final class SeparateJudge {

    /** The process ids of the separate judges started so far; {@link OwnWorkers} leaves them out. */
    private static final Set<Long> STARTED = ConcurrentHashMap.newKeySet();

    private SeparateJudge() {
    }

    /**
     * A finished run: what the CLI printed and its exit status (no JSON report), and the judge's
     * process id, which names its worker folders and so its workers' command lines.
     */
    public record Run(CliResult result, long pid) {

        /** The worker JVMs of this judge still alive (anywhere on the machine), as "pid command line". */
        public List<String> workersLeft() {
            return SeparateJudge.workersLeft(pid);
        }
    }

    /** The worker JVMs of the judge with process id {@code pid} still alive, as "pid command line". */
    public static List<String> workersLeft(long pid) {
        String folders = WorkerFolders.prefixOf(pid);
        return ProcessHandle.allProcesses().filter(ProcessHandle::isAlive)
                .map(p -> p.pid() + " " + p.info().commandLine().orElse(""))
                .filter(line -> line.contains("WorkerMain") && line.contains(folders))
                .toList();
    }

    /**
     * Runs {@code judgew --root ROOT ARGS} in a new JVM on this JVM's class path, with {@code tmp} as
     * its temporary folder and only PATH from the environment (as {@link Judgew} runs the CLI: no CI,
     * no NO_COLOR, no PRACTICE_JUDGE_ROOT), and waits for it to end.
     */
    public static Run run(Path tmp, Path root, String... args) throws IOException, InterruptedException {
        List<String> all = new ArrayList<>(List.of("--root", root.toString()));
        all.addAll(List.of(args));
        return runMain(tmp, PracticeJudge.class, all.toArray(String[]::new));
    }

    /**
     * Runs {@code main}'s {@code main(ARGS)} in a new JVM as {@link #run} runs the judge: for a test
     * class whose many judges run in-process there (each a {@link Judgew} run), so that all their
     * workers are that JVM's and left out of this JVM's checks. The repository root is passed on.
     */
    public static Run runMain(Path tmp, Class<?> main, String... args) throws IOException, InterruptedException {
        Process judge = startMain(tmp, main, args);
        int exit = judge.waitFor();
        return new Run(new CliResult(exit, Files.readString(tmp.resolve(OUT), StandardCharsets.UTF_8),
                Files.readString(tmp.resolve(ERR), StandardCharsets.UTF_8), null), judge.pid());
    }

    /**
     * Starts {@code judgew --root ROOT ARGS} as {@link #run} does, without waiting: for a test that
     * stops the judge itself (kills it mid-command, say). What it prints goes to {@link #output}.
     */
    public static Process start(Path tmp, Path root, String... args) throws IOException {
        List<String> all = new ArrayList<>(List.of("--root", root.toString()));
        all.addAll(List.of(args));
        return startMain(tmp, PracticeJudge.class, all.toArray(String[]::new));
    }

    /** What a judge {@link #start}ed in {@code tmp} has printed on its standard output so far. */
    public static String output(Path tmp) throws IOException {
        return Files.readString(tmp.resolve(OUT), StandardCharsets.UTF_8);
    }

    private static final String OUT = "judge.out";
    private static final String ERR = "judge.err";

    private static Process startMain(Path tmp, Class<?> main, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.io.tmpdir=" + tmp, "-Dfile.encoding=UTF-8",
                "-Dpracticejudge.root=" + TestRepository.ROOT, "-cp", System.getProperty("java.class.path"),
                main.getName()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectOutput(tmp.resolve(OUT).toFile())
                .redirectError(tmp.resolve(ERR).toFile());
        builder.environment().keySet().retainAll(Set.of("PATH"));
        Process judge = builder.start();
        STARTED.add(judge.pid());
        return judge;
    }

    /**
     * Counts {@code process}, which a test class running beside the suite started itself (a shell
     * running {@code ./judgew}), as a separate judge: {@link OwnWorkers} leaves it and the judges and
     * workers below it out. Call it at once after the start, as {@link #runMain} does: a worker below
     * it is a JVM started by a JVM that the shell starts, long after.
     */
    public static Process register(Process process) {
        STARTED.add(process.pid());
        return process;
    }

    /** Whether {@code process} is a judge started by {@link #run}, or one {@link #register}ed (alive or not). */
    static boolean isOne(ProcessHandle process) {
        return STARTED.contains(process.pid());
    }
}
