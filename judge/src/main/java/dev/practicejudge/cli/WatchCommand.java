package dev.practicejudge.cli;

import dev.practicejudge.present.Styles;
import dev.practicejudge.report.Verbosity;
import dev.practicejudge.session.Interviews;
import dev.practicejudge.session.Judged;
import dev.practicejudge.session.Refused;
import dev.practicejudge.session.Repeated;
import dev.practicejudge.session.Session;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.time.LocalTime;
import java.time.temporal.ChronoUnit;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code judgew watch ID}: judges the solution again every time it is saved, or one of the
 * learner's own tests ({@code solutions/ID/tests/*.json}, which {@code test} runs) is added or changed.
 */
@Command(name = "watch",
        mixinStandardHelpOptions = true,
        description = {"Judge solutions/ID/Solution.java now, and again each time you save it (editors that save "
                + "by replacing the file included), or add or change one of your own tests in solutions/ID/tests/. "
                + "The compiler stays warm between runs. Ctrl-C stops."},
        footer = {"", "Example:", "  ./judgew watch n-queens"})
final class WatchCommand extends JudgeCommand {

    /**
     * Saves arrive as bursts of events (write, rename, attribute change); wait this long for the
     * burst to end. Short, because it is spent on every save; a save that is still being written
     * after it only costs one more judgement when its last event arrives.
     */
    static final long DEBOUNCE_MS = 40;

    @Mixin
    ProblemId problem;

    @Mixin
    VerbosityOptions verbosity;

    @Option(names = "--runs", hidden = true, paramLabel = "N",
            description = "Stop after N judgements (for scripts and tests); 0, the default, watches until Ctrl-C.")
    int runs;

    @Override
    public Integer call() throws IOException, UsageError, Refused {
        PrintWriter out = out();
        Verbosity shown = verbosity.verbosity(Verbosity.SHORT);
        Session session = session();
        String id = problem.in(session);
        Styles styles = styles();
        // Kept across saves: a warm compiler, and a worker JVM started after each verdict for the next save.
        int exit = ExitCodes.ERROR;
        Interviews interviews = Interviews.of(session);
        // In an interview on this problem each save judges its samples only, as test does.
        Optional<Interviews.SamplesOnly> samplesOnly = interviews.samplesOnly(id);
        try (Repeated judging = session.repeated(id, samplesOnly.map(Interviews.SamplesOnly::positions).orElse(null));
             WatchService watcher = FileSystems.getDefault().newWatchService()) {
            Path file = judging.solution();
            // The folder, not the file: an editor that saves atomically replaces the file with a new one.
            file.getParent().register(watcher, StandardWatchEventKinds.ENTRY_CREATE,
                    StandardWatchEventKinds.ENTRY_MODIFY);
            // The learner's own tests too, which the judgement runs; a tests folder made later is watched once it appears.
            Path tests = judging.ownTests();
            watchTests(watcher, tests);
            for (int run = 1; ; run++) {
                if (run > 1 && styles.enabled()) {
                    // Clear the screen, so the verdicts on it are always the latest save's.
                    out.print("\u001B[H\u001B[2J");
                }
                out.println(styles.faint("[" + LocalTime.now().truncatedTo(ChronoUnit.SECONDS) + "] judging "
                        + judging.shown() + (runs == 1 ? "" : "; saving it judges it again, Ctrl-C stops")));
                if (samplesOnly.isPresent()) {
                    // Read again each time: the clock has moved since the last save.
                    out.println(styles.faint(interviews.samplesOnly(id).orElse(samplesOnly.get()).line()));
                    interviews.countSampleRun();
                }
                out.flush();
                exit = judgeOnce(judging, out, styles, shown);
                if (runs > 0 && run >= runs) {
                    return exit;
                }
                awaitSave(watcher, file, tests);
            }
        } catch (InterruptedException | ClosedWatchServiceException e) {
            Thread.currentThread().interrupt();
            return exit;
        }
    }

    private int judgeOnce(Repeated judging, PrintWriter out, Styles styles, Verbosity shown) throws Refused {
        // Watch writes no file, so a listener that threw is the judge's fault: judge throws it, a judge error.
        Judged judged = judging.judge(shown.console(out, styles));
        int exit = ExitCodes.of(judged);
        out.flush();
        if (runs == 0) { // a bounded run (scripts, tests) may be at its last judgement
            // The worker the next save will use, so its verdict does not wait for a JVM to start.
            judging.prepareNext();
        }
        return exit;
    }

    /**
     * Blocks until the solution file is written or an own test is added, changed or removed (and
     * the burst of events that comes with a save is over).
     */
    private static void awaitSave(WatchService watcher, Path file, Path tests) throws InterruptedException, IOException {
        boolean saved = false;
        while (!saved) {
            saved = drain(watcher, watcher.take(), file, tests);
        }
        // Debounce: keep draining until the folders have been quiet for a moment.
        WatchKey more;
        while ((more = watcher.poll(DEBOUNCE_MS, TimeUnit.MILLISECONDS)) != null) {
            drain(watcher, more, file, tests);
        }
        while (!Files.isRegularFile(file)) {
            // Between an editor's delete and its rename the file may be briefly absent.
            drain(watcher, watcher.take(), file, tests);
        }
    }

    /**
     * Whether the key's events touch the solution file or an own test; watches a tests folder
     * created in the solution's folder from now on (a test already in it counts as a change).
     */
    private static boolean drain(WatchService watcher, WatchKey key, Path file, Path tests) throws IOException {
        boolean touched = false;
        Path folder = (Path) key.watchable();
        for (WatchEvent<?> event : key.pollEvents()) {
            if (event.kind() == StandardWatchEventKinds.OVERFLOW) {
                touched = true;
                continue;
            }
            if (!(event.context() instanceof Path name)) {
                continue;
            }
            if (folder.equals(tests)) {
                touched |= name.toString().endsWith(".json");
            } else if (name.equals(file.getFileName())) {
                touched = true;
            } else if (name.equals(tests.getFileName()) && event.kind() == StandardWatchEventKinds.ENTRY_CREATE) {
                touched |= watchTests(watcher, tests);
            }
        }
        key.reset();
        return touched;
    }

    /**
     * Watches the own tests' folder when it is one (not yet made, or a file: nothing to watch), and
     * says whether it holds a test already: files written before the folder was watched.
     */
    private static boolean watchTests(WatchService watcher, Path tests) throws IOException {
        if (!Files.isDirectory(tests)) {
            return false;
        }
        try {
            tests.register(watcher, StandardWatchEventKinds.ENTRY_CREATE, StandardWatchEventKinds.ENTRY_MODIFY,
                    StandardWatchEventKinds.ENTRY_DELETE);
        } catch (NoSuchFileException e) {
            return false; // gone again already
        }
        try (Stream<Path> listing = Files.list(tests)) {
            return listing.anyMatch(p -> p.getFileName().toString().endsWith(".json"));
        } catch (NoSuchFileException e) {
            return false;
        }
    }
}
