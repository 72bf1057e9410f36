package dev.practicejudge.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** A worker folder's socket path always fits the operating system's limit. */
class WorkerFoldersTest {

    @Test
    void aShortTemporaryFolderIsUsedAsItIs() throws IOException {
        assertEquals(Path.of("/var/tmp"), WorkerFolders.parent(Path.of("/var/tmp")));
    }

    @Test
    void aTemporaryFolderTooDeepForTheSocketIsPassedOverForSlashTmp() throws IOException {
        Path deep = Path.of("/check/work/main/judge/target/junit12345678901234567890/tmp-a");
        assertFalse(WorkerFolders.socketFits(deep));
        assertEquals(Path.of("/tmp"), WorkerFolders.parent(deep));
    }

    @Test
    void theLongestSocketPathInTheChosenFolderFitsTheSmallestLimit() throws IOException {
        for (int depth = 1; depth < 200; depth += 7) {
            Path parent = WorkerFolders.parent(Path.of("/" + "d".repeat(depth)));
            String socket = parent.resolve(WorkerFolders.LONGEST_NAME).resolve(WorkerFolders.SOCKET_NAME)
                    .toString();
            // 104 bytes with the final NUL on macOS, 108 on Linux.
            assertTrue(socket.getBytes(StandardCharsets.UTF_8).length < 104, socket);
        }
    }
}
