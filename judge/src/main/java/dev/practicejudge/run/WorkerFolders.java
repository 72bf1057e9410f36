package dev.practicejudge.run;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where a worker's private folder goes. It holds the worker's Unix socket, and a socket's path
 * has a hard limit (108 bytes on Linux, 104 on macOS, counting the final NUL), so a temporary
 * folder deep in a checkout (say, a build directory used as {@code java.io.tmpdir}) would make
 * every worker fail to start. Such a folder is passed over for {@code /tmp}.
 */
public final class WorkerFolders {

    /**
     * Every worker folder's name starts with this, then the judge's process id, a dash and a
     * random number of up to 20 digits: {@code practice-judge-4242-8163...}. The process id says
     * which judge a folder belongs to, so a folder left in a shared {@code /tmp} can be traced,
     * and a test can tell its judge's folders from those of other judges on the machine.
     */
    public static final String PREFIX = "practice-judge-";
    /** The socket's name inside the folder. */
    static final String SOCKET_NAME = "judge.sock";
    /** The longest socket path this judge uses: a little under the smallest limit there is. */
    static final int MAX_SOCKET_PATH_BYTES = 100;

    /** The longest folder name there can be: a 10-digit process id (Linux allows 7) and 20 random digits. */
    static final String LONGEST_NAME = PREFIX + "9".repeat(10) + "-" + "9".repeat(20);

    private static final Path SHORT_TEMPORARY_FOLDER = Path.of("/tmp");

    private WorkerFolders() {
    }

    /**
     * The folder a worker folder is made in when the temporary folder is {@code temporaryFolder}:
     * that folder itself when the socket's path fits, {@code /tmp} otherwise.
     *
     * @throws IOException when neither fits, with what to do about it
     */
    public static Path parent(Path temporaryFolder) throws IOException {
        Path preferred = temporaryFolder.toAbsolutePath();
        if (socketFits(preferred)) {
            return preferred;
        }
        if (socketFits(SHORT_TEMPORARY_FOLDER) && Files.isDirectory(SHORT_TEMPORARY_FOLDER)
                && Files.isWritable(SHORT_TEMPORARY_FOLDER)) {
            return SHORT_TEMPORARY_FOLDER;
        }
        throw new IOException("the temporary folder " + preferred + " has too long a path for the worker's socket"
                + " (at most " + MAX_SOCKET_PATH_BYTES + " bytes with the socket's name) and /tmp cannot be used:"
                + " start the judge with a shorter -Djava.io.tmpdir");
    }

    /** Makes a new, empty worker folder, named for this judge's process, under {@link #parent} of {@code java.io.tmpdir}. */
    static Path create() throws IOException {
        return Files.createTempDirectory(parent(Path.of(System.getProperty("java.io.tmpdir"))),
                prefixOf(ProcessHandle.current().pid()));
    }

    /** How the names of the worker folders of the judge whose process id is {@code pid} begin. */
    public static String prefixOf(long pid) {
        return PREFIX + pid + "-";
    }

    /** Whether the socket of any worker folder made in {@code parent} has a path short enough. */
    static boolean socketFits(Path parent) {
        String longest = parent.toAbsolutePath().resolve(LONGEST_NAME).resolve(SOCKET_NAME).toString();
        return longest.getBytes(StandardCharsets.UTF_8).length <= MAX_SOCKET_PATH_BYTES;
    }
}
