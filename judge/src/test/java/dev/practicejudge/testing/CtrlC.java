package dev.practicejudge.testing;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Ctrl-C for a judge a test starts as a process: SIGINT, as a terminal sends it.
 *
 * <p>A process started with SIGINT ignored passes that on to its children, and a JVM leaves an
 * ignored SIGINT ignored (as nohup means it to). A shell ignores SIGINT in the jobs it starts in
 * the background, so a build run that way (`.ci/run &`) would start judges that Ctrl-C cannot
 * stop, and a test of Ctrl-C would test nothing. So a judge is started through perl (always there
 * on Debian-based systems), which puts SIGINT back to its default before it becomes the JVM; and
 * where neither that nor SIGINT works, SIGTERM takes the same path through the JVM's shutdown.
 */
public final class CtrlC {

    private static final Path PERL = Path.of("/usr/bin/perl");

    private CtrlC() {
    }

    /** The command, started so that SIGINT reaches it as Ctrl-C in a terminal would. */
    public static List<String> deliverable(List<String> command) {
        if (!sigintIgnoredHere() || !Files.isExecutable(PERL)) {
            return command;
        }
        List<String> wrapped = new ArrayList<>(List.of(PERL.toString(), "-e",
                "$SIG{INT} = 'DEFAULT'; exec { $ARGV[0] } @ARGV or die \"cannot run $ARGV[0]: $!\""));
        wrapped.addAll(command);
        return wrapped;
    }

    /** Sends the process Ctrl-C's SIGINT (SIGTERM where a SIGINT could not reach it; see the class). */
    public static void send(Process process) throws IOException, InterruptedException {
        String signal = sigintIgnoredHere() && !Files.isExecutable(PERL) ? "-TERM" : "-INT";
        new ProcessBuilder("kill", signal, Long.toString(process.pid())).start().waitFor();
    }

    /** Whether this JVM was started with SIGINT ignored, from Linux's process status; false where unknown. */
    static boolean sigintIgnoredHere() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"), StandardCharsets.US_ASCII)) {
                if (line.startsWith("SigIgn:")) {
                    return (Long.parseUnsignedLong(line.substring(7).trim(), 16) & (1L << (2 - 1))) != 0;
                }
            }
        } catch (IOException | RuntimeException e) {
            // Not Linux, or no /proc: the signal is taken as deliverable.
        }
        return false;
    }
}
