package dev.practicejudge.ide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.sun.jdi.Bootstrap;
import com.sun.jdi.IntegerValue;
import com.sun.jdi.Location;
import com.sun.jdi.ReferenceType;
import com.sun.jdi.StackFrame;
import com.sun.jdi.VirtualMachine;
import com.sun.jdi.connect.AttachingConnector;
import com.sun.jdi.connect.Connector;
import com.sun.jdi.event.BreakpointEvent;
import com.sun.jdi.event.ClassPrepareEvent;
import com.sun.jdi.event.Event;
import com.sun.jdi.event.EventSet;
import com.sun.jdi.event.VMDisconnectEvent;
import com.sun.jdi.request.ClassPrepareRequest;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * What an IDE's Debug button does, done with JDI: YourSolutionsTest in a JVM started with JDWP,
 * a breakpoint on a line of the fixture's accepted {@code Solution.java}, and the stop there seen
 * with the test's input in a local variable.
 */
// It starts a JVM: left out of the fast tier (mvn test -Pfast), as the judge's @EndToEnd tests are.
@Tag("end-to-end")
class DebuggerStopsInSolutionTest {

    /** The line {@code return placements;} of three-solutions/solutions/n-queens-ii/Solution.java. */
    private static final int LINE = 5;
    private static final Pattern LISTENING = Pattern.compile("Listening for transport dt_socket at address: (\\d+)");

    @Test
    @Timeout(value = 2, unit = TimeUnit.MINUTES)
    void aBreakpointInSolutionJavaStopsTheFirstTestWithItsInputInScope() throws Exception {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process debuggee = new ProcessBuilder(java.toString(),
                "-agentlib:jdwp=transport=dt_socket,server=y,suspend=y,address=127.0.0.1:0",
                "-cp", System.getProperty("java.class.path"), DebuggedRun.class.getName(),
                YourSolutionsSelfTest.FIXTURE.toString()).redirectErrorStream(true).start();
        VirtualMachine vm = null;
        try {
            vm = attach(port(debuggee));
            ClassPrepareRequest prepared = vm.eventRequestManager().createClassPrepareRequest();
            prepared.addClassFilter("Solution");
            prepared.enable();
            vm.resume();

            StackFrame frame = firstStop(vm);

            assertEquals("totalNQueens", frame.location().method().name());
            assertEquals("Solution.java", frame.location().sourceName());
            assertEquals("solution", frame.thread().name(), "the worker's big-stack thread, as in the judge");
            // The first test is 01-n1: {"n": 1}, and one placement.
            assertEquals(1, ((IntegerValue) frame.getValue(frame.visibleVariableByName("n"))).value());
            assertEquals(1, ((IntegerValue) frame.getValue(frame.visibleVariableByName("placements"))).value());
        } finally {
            if (vm != null) {
                vm.exit(0);
            }
            debuggee.destroyForcibly();
            debuggee.waitFor(10, TimeUnit.SECONDS);
        }
    }

    /** The port the debuggee's JDWP agent printed; its output is then read on, so it never blocks. */
    private static int port(Process debuggee) throws Exception {
        CompletableFuture<Integer> port = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(debuggee.getInputStream(),
                    StandardCharsets.UTF_8))) {
                String line;
                while ((line = lines.readLine()) != null) {
                    Matcher matcher = LISTENING.matcher(line);
                    if (matcher.find()) {
                        port.complete(Integer.parseInt(matcher.group(1)));
                    }
                }
            } catch (java.io.IOException e) {
                port.completeExceptionally(e);
            }
            port.completeExceptionally(new IllegalStateException("the debuggee printed no JDWP address"));
        }, "debuggee-output");
        reader.setDaemon(true);
        reader.start();
        return port.get(60, TimeUnit.SECONDS);
    }

    private static VirtualMachine attach(int port) throws Exception {
        AttachingConnector socket = Bootstrap.virtualMachineManager().attachingConnectors().stream()
                .filter(c -> c.transport().name().equals("dt_socket")).findFirst().orElseThrow();
        Map<String, Connector.Argument> arguments = socket.defaultArguments();
        arguments.get("hostname").setValue("127.0.0.1");
        arguments.get("port").setValue(Integer.toString(port));
        return socket.attach(arguments);
    }

    /**
     * Sets the breakpoint in each class named Solution as it is loaded (a fresh class per test)
     * and returns the top frame of the first stop, with the debuggee suspended there.
     */
    private static StackFrame firstStop(VirtualMachine vm) throws Exception {
        while (true) {
            EventSet events = vm.eventQueue().remove(60_000);
            assertNotNull(events, "no event from the debuggee within a minute");
            for (Event event : events) {
                if (event instanceof ClassPrepareEvent prepare) {
                    ReferenceType type = prepare.referenceType();
                    List<Location> locations = type.locationsOfLine(LINE);
                    if (!locations.isEmpty() && type.methodsByName("totalNQueens").size() == 1) {
                        vm.eventRequestManager().createBreakpointRequest(locations.get(0)).enable();
                    }
                } else if (event instanceof BreakpointEvent breakpoint) {
                    return breakpoint.thread().frame(0);
                } else if (event instanceof VMDisconnectEvent) {
                    throw new AssertionError("the debuggee ended without stopping at Solution.java:" + LINE);
                }
            }
            events.resume();
        }
    }
}
