package dev.practicejudge.session;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.practicejudge.run.WorkerCommand;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link Debugger}: the port a debugger attaches to, refused in the learner's words; no worker starts. */
class DebuggerTest {

    @Test
    void aNumberThatIsNoPortIsRefusedWithAnExample() {
        Refused refused = assertThrows(Refused.class, () -> Debugger.listen(70000, bound -> { }));

        assertEquals("--port 70000: a port is a number from 1 to 65535, e.g. --port 5005", refused.getMessage());
    }

    @Test
    void aPortAnotherProgramHoldsIsRefusedNamingAnotherToTry() throws Exception {
        try (ServerSocket held = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            int port = held.getLocalPort();

            Refused refused = assertThrows(Refused.class, () -> Debugger.listen(port, bound -> { }));

            assertTrue(refused.getMessage().startsWith("cannot listen for a debugger on localhost:" + port + " ("),
                    refused.getMessage());
            assertTrue(refused.getMessage().endsWith("another program or debug session may hold it; choose another "
                    + "port, e.g. --port " + (port == 5005 ? 5006 : 5005) + ", and attach there"), refused.getMessage());
        }
    }

    @Test
    void aPortHadMakesDebuggedWorkersAndNobodyHasLeftBeforeAnyWorkerRan() throws Exception {
        List<Integer> waiting = new ArrayList<>();
        int free;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            free = probe.getLocalPort();
        }

        try (Debugger debugger = Debugger.listen(free, waiting::add)) {
            WorkerCommand plain = WorkerCommand.current();

            assertTrue(debugger.debugged(plain).debugged());
            assertFalse(plain.debugged());
            assertFalse(debugger.leftFirst());
        }
        // Said only once a worker waits, which none did.
        assertEquals(List.of(), waiting);
        // Closed: the port is free again.
        new ServerSocket(free, 1, InetAddress.getLoopbackAddress()).close();
    }
}
