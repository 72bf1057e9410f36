package dev.practicejudge.cli;

import static dev.practicejudge.testing.TestRepository.FIXTURES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.jdi.AbsentInformationException;
import com.sun.jdi.Bootstrap;
import com.sun.jdi.IntegerValue;
import com.sun.jdi.Location;
import com.sun.jdi.ReferenceType;
import com.sun.jdi.StackFrame;
import com.sun.jdi.VMDisconnectedException;
import com.sun.jdi.VirtualMachine;
import com.sun.jdi.connect.AttachingConnector;
import com.sun.jdi.connect.Connector;
import com.sun.jdi.event.BreakpointEvent;
import com.sun.jdi.event.ClassPrepareEvent;
import com.sun.jdi.event.Event;
import com.sun.jdi.event.EventSet;
import com.sun.jdi.event.StepEvent;
import com.sun.jdi.event.VMDeathEvent;
import com.sun.jdi.event.VMDisconnectEvent;
import com.sun.jdi.request.BreakpointRequest;
import com.sun.jdi.request.ClassPrepareRequest;
import com.sun.jdi.request.EventRequestManager;
import com.sun.jdi.request.StepRequest;
import dev.practicejudge.judge.StatusCache;
import dev.practicejudge.run.DebugPort;
import dev.practicejudge.run.WorkerFolders;
import dev.practicejudge.testing.CliResult;
import dev.practicejudge.testing.CtrlC;
import dev.practicejudge.testing.EndToEnd;
import dev.practicejudge.testing.TestRepository;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ./judgew debug} with a real debugger: the JDK's own debugger interface (JDI) attaches to
 * the port the judge prints, stops on lines of the learner's Solution.java, reads the test's input
 * from a local variable, steps, and resumes; the judge then prints the verdict. Ctrl-C while the
 * worker waits, and a debugger that detaches, leave no process behind.
 */
@EndToEnd
class DebugEndToEndTest {

    /** The fixture's lines, as its BREAKPOINT comments say. */
    private static final int LINE_IN_SOLUTION = 7;
    private static final int LINE_IN_HELPER_CLASS = 27;
    /** The line of n-queens-ii/InfiniteLoopOnSix.java that it loops on for ever. */
    private static final int LINE_IN_ENDLESS_LOOP = 7;

    @TempDir
    Path root;

    private Process judge;
    private final BlockingQueue<String> judgeLines = new LinkedBlockingQueue<>();
    private final StringBuffer judgeOutput = new StringBuffer();

    @AfterEach
    void stopTheJudge() {
        if (judge != null && judge.isAlive()) {
            judge.descendants().forEach(ProcessHandle::destroyForcibly);
            judge.destroyForcibly();
        }
    }

    @Test
    void aDebuggerStopsOnTheLearnersLinesWithTheFailingTestsInputAndThenSeesTheVerdict() throws Exception {
        TestRepository.copyCoreProblems(root);
        Path solution = TestRepository.solve(root, "n-queens-ii", "debug/n-queens-ii/Solution.java");
        String before = Files.readString(solution);
        // The learner's last run failed first on 04-n4: debug starts from there.
        CliResult tested = cli("test", "n-queens-ii");
        assertEquals(1, tested.exit(), tested::toString);
        assertEquals("04-n4", StatusCache.of(root, "n-queens-ii").orElseThrow().firstFailed().orElseThrow());

        int port = freePort();
        startJudge("debug", "n-queens-ii", "--port", Integer.toString(port));
        String attachLine = awaitLine("attach a debugger to localhost:" + port);
        assertTrue(attachLine.startsWith("Debugging n-queens-ii test 04-n4 (the first that failed in your last"),
                attachLine);
        assertTrue(attachLine.contains("jdb -attach localhost:" + port) && attachLine.contains("IntelliJ IDEA")
                && attachLine.contains("VS Code"), attachLine);
        assertTrue(attachLine.contains("the IDE configurations 'Attach to judgew debug' attach to 5005: set their port to "
                + port + " "), "not the default port: the line says so and what to change:\n" + attachLine);

        VirtualMachine vm = attach(port);
        List<String> seen = new ArrayList<>();
        EventRequestManager requests = vm.eventRequestManager();
        for (String type : List.of("Solution", "Board")) {
            ClassPrepareRequest prepare = requests.createClassPrepareRequest();
            prepare.addClassFilter(type);
            prepare.enable();
        }
        vm.resume();
        boolean stepped = false;
        int helperHits = 0;
        events:
        while (true) {
            EventSet set = vm.eventQueue().remove(60_000);
            assertTrue(set != null, "no debugger event within a minute; the judge said:\n" + judgeOutput);
            for (Event event : set) {
                if (event instanceof ClassPrepareEvent prepared) {
                    ReferenceType type = prepared.referenceType();
                    int line = type.name().equals("Solution") ? LINE_IN_SOLUTION : LINE_IN_HELPER_CLASS;
                    breakpoint(requests, type, line);
                } else if (event instanceof BreakpointEvent hit) {
                    StackFrame frame = hit.thread().frame(0);
                    Location where = hit.location();
                    assertEquals("Solution.java", where.sourceName(), "the source the debugger shows");
                    if (where.declaringType().name().equals("Board")) {
                        helperHits++;
                        seen.add("Board:" + where.lineNumber() + " row=" + intLocal(frame, "row"));
                    } else {
                        seen.add("Solution:" + where.lineNumber() + " n=" + intLocal(frame, "n") + " found="
                                + intLocal(frame, "found"));
                        // Step over the line: the debugger moves to the next one, in the learner's method.
                        StepRequest step = requests.createStepRequest(hit.thread(), StepRequest.STEP_LINE,
                                StepRequest.STEP_OVER);
                        step.addCountFilter(1);
                        step.enable();
                    }
                } else if (event instanceof StepEvent step) {
                    stepped = true;
                    seen.add("stepped to Solution:" + step.location().lineNumber() + " answer="
                            + intLocal(step.thread().frame(0), "answer"));
                    requests.deleteEventRequest(step.request());
                } else if (event instanceof VMDeathEvent || event instanceof VMDisconnectEvent) {
                    break events;
                }
            }
            try {
                set.resume();
            } catch (VMDisconnectedException e) {
                break;
            }
        }

        // 04-n4 has two boards: the helper class's line twice, then the method's line with the input.
        assertEquals(List.of("Board:27 row=4", "Board:27 row=4", "Solution:7 n=4 found=2",
                "stepped to Solution:8 answer=3"), seen);
        assertTrue(stepped && helperHits == 2);
        assertTrue(judge.waitFor(60, TimeUnit.SECONDS), "the judge ends with the test");
        String output = judgeOutput.toString();
        assertEquals(1, judge.exitValue(), output);
        assertTrue(output.contains("04-n4     WA"), output);
        assertTrue(output.contains("expected  2") && output.contains("actual    3"), output);
        assertFalse(output.contains("TLE"), "no time limit under a debugger, however long it paused:\n" + output);
        assertEquals(before, Files.readString(solution), "the learner's file is untouched");
        assertNoWorkerLeft();
    }

    @Test
    void runWithDebugStopsOnTheLearnersOwnInputAndTheReferenceStillChecksIt() throws Exception {
        TestRepository.copyCoreProblems(root);
        TestRepository.solve(root, "n-queens-ii", "debug/n-queens-ii/Solution.java");
        int port = freePort();
        startJudge("run", "n-queens-ii", "--input", "n = 5", "--debug", "--port", Integer.toString(port));
        assertTrue(awaitLine("attach a debugger to localhost:" + port).startsWith("Debugging n-queens-ii on your input"));
        VirtualMachine vm = attach(port);
        ClassPrepareRequest prepare = vm.eventRequestManager().createClassPrepareRequest();
        prepare.addClassFilter("Solution");
        prepare.enable();
        vm.resume();
        List<String> seen = new ArrayList<>();
        events:
        while (true) {
            EventSet set = vm.eventQueue().remove(60_000);
            assertTrue(set != null, "no debugger event within a minute; the judge said:\n" + judgeOutput);
            for (Event event : set) {
                if (event instanceof ClassPrepareEvent prepared) {
                    breakpoint(vm.eventRequestManager(), prepared.referenceType(), LINE_IN_SOLUTION);
                } else if (event instanceof BreakpointEvent hit) {
                    seen.add("n=" + intLocal(hit.thread().frame(0), "n"));
                    Thread.sleep(2500); // longer than the problem's time limit: no TLE under a debugger
                } else if (event instanceof VMDeathEvent || event instanceof VMDisconnectEvent) {
                    break events;
                }
            }
            try {
                set.resume();
            } catch (VMDisconnectedException e) {
                break;
            }
        }
        assertEquals(List.of("n=5"), seen);
        assertTrue(judge.waitFor(60, TimeUnit.SECONDS), "the judge ends with the run");
        String output = judgeOutput.toString();
        assertEquals(1, judge.exitValue(), output);
        assertTrue(output.contains("no limit: run under a debugger"), output);
        assertTrue(output.contains("11"), "the solution's answer, one too many:\n" + output);
        assertTrue(output.contains("10"), "the reference's answer checks it, outside the debugger:\n" + output);
        assertNoWorkerLeft();
    }

    @Test
    void theCheckedInAttachConfigurationsOfIntellijAndVsCodeReachTheJudgeOnItsDefaultPort() throws Exception {
        JsonNode vsCode = new ObjectMapper().readTree(TestRepository.ROOT.resolve(".vscode/launch.json").toFile())
                .get("configurations").get(0);
        org.w3c.dom.Document intellij = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(TestRepository.ROOT.resolve(".idea/runConfigurations/Attach_to_judgew_debug.xml").toFile());
        Map<String, String> options = new java.util.HashMap<>();
        org.w3c.dom.NodeList nodes = intellij.getElementsByTagName("option");
        for (int i = 0; i < nodes.getLength(); i++) {
            org.w3c.dom.Element option = (org.w3c.dom.Element) nodes.item(i);
            options.put(option.getAttribute("name"), option.getAttribute("value"));
        }
        List<String> addresses = List.of(vsCode.get("hostName").asText() + ":" + vsCode.get("port").asInt(),
                options.get("HOST") + ":" + options.get("PORT"));
        try (ServerSocket probe = new ServerSocket(DebugPort.DEFAULT_PORT, 1, java.net.InetAddress.getLoopbackAddress())) {
            assertEquals(DebugPort.DEFAULT_PORT, probe.getLocalPort());
        } catch (java.net.BindException e) {
            Assumptions.abort("another program holds port " + DebugPort.DEFAULT_PORT + " on this machine");
        }
        TestRepository.copyCoreProblems(root);
        TestRepository.solve(root, "n-queens-ii", "debug/n-queens-ii/Solution.java");

        for (String address : addresses) {
            judgeLines.clear();
            judgeOutput.setLength(0);
            startJudge("debug", "n-queens-ii", "--test", "2");
            awaitLine("attach a debugger to localhost:" + DebugPort.DEFAULT_PORT);
            String[] hostAndPort = address.split(":");
            VirtualMachine vm = attach(hostAndPort[0], Integer.parseInt(hostAndPort[1]));
            vm.resume();
            assertTrue(judge.waitFor(60, TimeUnit.SECONDS), address + ": the test ran:\n" + judgeOutput);
            assertEquals(0, judge.exitValue(), address + ":\n" + judgeOutput);
            assertTrue(judgeOutput.toString().contains("02-n2     AC"), address + ":\n" + judgeOutput);
        }
    }

    @Test
    void ctrlCWhileTheWorkerWaitsForADebuggerLeavesNoProcessAndNoFolder() throws Exception {
        TestRepository.copyCoreProblems(root);
        TestRepository.solve(root, "n-queens-ii", "debug/n-queens-ii/Solution.java");
        Path tmp = Files.createDirectories(root.resolve("tmp"));
        Path workerParent = WorkerFolders.parent(tmp);
        int port = freePort();
        startJudge(tmp, "debug", "n-queens-ii", "--test", "3", "--port", Integer.toString(port));
        awaitLine("attach a debugger to localhost:" + port);
        List<ProcessHandle> workers = workers();
        assertEquals(1, workers.size(), "one worker, suspended, waiting");

        CtrlC.send(judge);

        assertTrue(judge.waitFor(20, TimeUnit.SECONDS), () -> "Ctrl-C stops the judge; it said:\n" + judgeOutput
                + "\nits threads:\n" + threadDump(judge));
        for (ProcessHandle worker : workers) {
            assertTrue(worker.onExit().isDone() || !worker.isAlive(), "the worker is gone: " + worker.pid());
        }
        try (Stream<Path> left = Files.list(tmp)) {
            assertEquals(List.of(), left.toList(), "no temporary folder is left");
        }
        assertEquals(Set.of(), workerFolders(workerParent, WorkerFolders.prefixOf(judge.pid())),
                "no worker folder is left");
        try (ServerSocket again = new ServerSocket(port, 1, java.net.InetAddress.getLoopbackAddress())) {
            assertEquals(port, again.getLocalPort(), "the port is free again");
        }
    }

    @Test
    void aDebuggerThatDetachesWhileTheSolutionRunsStopsItAndTheJudgeSaysThereIsNoVerdict() throws Exception {
        TestRepository.copyCoreProblems(root);
        // Never returns on 06-n6: left running after the debugger goes, it would spin for ever.
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/InfiniteLoopOnSix.java");
        int port = freePort();
        startJudge("debug", "n-queens-ii", "--test", "06-n6", "--port", Integer.toString(port));
        awaitLine("attach a debugger to localhost:" + port);
        List<ProcessHandle> workers = workers();
        VirtualMachine vm = attach(port);
        // The debugger leaves once the solution is in its endless loop: it stops there first.
        awaitLineReached(vm, "Solution", LINE_IN_ENDLESS_LOOP);

        vm.dispose();

        assertTrue(judge.waitFor(30, TimeUnit.SECONDS), "the judge ends when the debugger leaves:\n" + judgeOutput);
        String output = judgeOutput.toString();
        assertEquals(1, judge.exitValue(), output);
        assertTrue(output.contains("The debugger detached before test 06-n6 ended, so the judge stopped the worker: "
                + "nothing is left running, and there is no verdict."), output);
        assertFalse(output.contains("RE "), "no crash is charged to the solution:\n" + output);
        for (ProcessHandle worker : workers) {
            assertTrue(worker.onExit().isDone() || !worker.isAlive(), "the worker is gone: " + worker.pid());
        }
    }

    @Test
    void aSolutionThatExitsTheJvmOrThrowsUnderTheDebuggerGetsItsVerdictNotADetach() throws Exception {
        TestRepository.copyCoreProblems(root);
        // System.exit on 03-n3: the worker ends by itself, and its agent's connection with it.
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/hostile/ExitsJvm.java");
        int port = freePort();
        startJudge("debug", "n-queens-ii", "--test", "03-n3", "--port", Integer.toString(port));
        awaitLine("attach a debugger to localhost:" + port);
        attachAndRunToTheEnd(port);
        assertTrue(judge.waitFor(60, TimeUnit.SECONDS), judgeOutput::toString);
        String output = judgeOutput.toString();
        assertTrue(output.contains("03-n3     RE") && output.contains("exited the JVM"), output);
        assertFalse(output.contains("detached"), output);

        // An exception on the learner's own input, under run --debug.
        judgeLines.clear();
        judgeOutput.setLength(0);
        TestRepository.solve(root, "n-queens-ii", "n-queens-ii/ThrowsOnFive.java");
        startJudge("run", "n-queens-ii", "--input", "n = 5", "--debug", "--port", Integer.toString(port));
        awaitLine("attach a debugger to localhost:" + port);
        attachAndRunToTheEnd(port);
        assertTrue(judge.waitFor(60, TimeUnit.SECONDS), judgeOutput::toString);
        output = judgeOutput.toString();
        assertTrue(output.contains("ArrayIndexOutOfBoundsException") && output.contains("Solution.java:9"), output);
        assertFalse(output.contains("detached"), output);
        assertNoWorkerLeft();
    }

    @Test
    void aConnectionThatIsNoDebuggerIsIgnoredAndTheTestIsChosenByItselfEvenWhenNamedLikeAPosition() throws Exception {
        // Tests named 3, 5 and 9: a name read as a position would pick the wrong one, or none.
        TestRepository.copyCoreProblems(root);
        Path tests = root.resolve("problems/n-queens-ii/tests");
        try (Stream<Path> files = Files.list(tests)) {
            for (Path file : files.toList()) {
                String name = file.getFileName().toString();
                if (name.equals("03-n3.json") || name.equals("05-n5.json") || name.equals("09-n9.json")) {
                    Files.move(file, tests.resolve(name.substring(4)));
                } else {
                    Files.delete(file);
                }
            }
        }
        TestRepository.solve(root, "n-queens-ii", "debug/n-queens-ii/Solution.java");
        CliResult tested = cli("test", "n-queens-ii");
        assertEquals("5", StatusCache.of(root, "n-queens-ii").orElseThrow().firstFailed().orElseThrow(), tested::toString);

        int port = freePort();
        startJudge("debug", "n-queens-ii", "--port", Integer.toString(port));
        assertTrue(awaitLine("attach a debugger to localhost:" + port).startsWith("Debugging n-queens-ii test 5 "));
        // A port check, not a debugger: it connects, says nothing, and goes.
        try (java.net.Socket check = new java.net.Socket(java.net.InetAddress.getLoopbackAddress(), port)) {
            check.getOutputStream().write("GET / HTTP/1.0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            awaitClosedByTheJudge(check);
        }
        assertTrue(judge.isAlive(), "still waiting for a debugger:\n" + judgeOutput);
        attachAndRunToTheEnd(port);
        assertTrue(judge.waitFor(60, TimeUnit.SECONDS), judgeOutput::toString);
        String output = judgeOutput.toString();
        assertTrue(output.lines().anyMatch(l -> l.matches("  5 +WA .*")), output);
        assertTrue(output.contains("input     n = 5") && output.contains("expected  10"), output);
    }

    @Test
    void aPortAlreadyTakenIsAUsageErrorThatNamesAnotherPortBeforeAnyWorkerStarts() throws Exception {
        TestRepository.copyCoreProblems(root);
        TestRepository.solve(root, "n-queens-ii", "debug/n-queens-ii/Solution.java");
        try (ServerSocket taken = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            CliResult result = cli("debug", "n-queens-ii", "--port", Integer.toString(taken.getLocalPort()));
            assertEquals(2, result.exit(), result::toString);
            assertTrue(result.err().contains("cannot listen for a debugger on localhost:" + taken.getLocalPort()),
                    result::toString);
            assertTrue(result.err().contains("--port 5005"), result::toString);
        }
    }

    @Test
    void aSolutionThatDoesNotCompileIsReportedAtOnceWithNoDebuggerToWaitFor() throws Exception {
        TestRepository.copyCoreProblems(root);
        Path solution = root.resolve("solutions/n-queens-ii/Solution.java");
        Files.createDirectories(solution.getParent());
        Files.writeString(solution, "class Solution { public int totalNQueens(int n) { return n } }\n");
        CliResult result = cli("debug", "n-queens-ii", "--port", Integer.toString(freePort()));
        assertEquals(1, result.exit(), result::toString);
        assertFalse(result.out().contains("attach a debugger"), result::toString);
        assertTrue(result.out().contains("CE"), result::toString);
    }

    @Test
    void anUnknownTestIsAUsageErrorThatListsWhatToChooseFrom() throws Exception {
        TestRepository.copyCoreProblems(root);
        TestRepository.solve(root, "n-queens-ii", "debug/n-queens-ii/Solution.java");
        CliResult result = cli("debug", "n-queens-ii", "--test", "99-n99");
        assertEquals(2, result.exit(), result::toString);
        assertTrue(result.err().contains("--test 99-n99"), result::toString);
    }

    // ---- helpers ----

    private CliResult cli(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        List<String> all = new ArrayList<>(List.of("--root", root.toString(), "--no-color"));
        all.addAll(List.of(args));
        int exit = PracticeJudge.run(Map.of(), new PrintWriter(out), new PrintWriter(err), all.toArray(String[]::new));
        return new CliResult(exit, out.toString(), err.toString(), null);
    }

    private void startJudge(String... args) throws IOException {
        startJudge(Files.createDirectories(root.resolve("tmp")), args);
    }

    /** A judge in a JVM of its own, as judgew starts it; its output is read line by line as it comes. */
    private void startJudge(Path tmp, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.io.tmpdir=" + tmp, "-cp", System.getProperty("java.class.path"),
                PracticeJudge.class.getName(), "--root", root.toString(), "--no-color"));
        command.addAll(List.of(args));
        judge = new ProcessBuilder(CtrlC.deliverable(command)).redirectErrorStream(true).start();
        Thread reader = new Thread(() -> {
            try (BufferedReader lines = new BufferedReader(new InputStreamReader(judge.getInputStream(),
                    StandardCharsets.UTF_8))) {
                String line;
                while ((line = lines.readLine()) != null) {
                    judgeOutput.append(line).append('\n');
                    judgeLines.add(line);
                }
            } catch (IOException e) {
                // The judge is gone; what it said is kept.
            }
        }, "judge-output");
        reader.setDaemon(true);
        reader.start();
    }

    private String awaitLine(String containing) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < deadline) {
            String line = judgeLines.poll(100, TimeUnit.MILLISECONDS);
            if (line != null && line.contains(containing)) {
                return line;
            }
            if (line == null && !judge.isAlive() && judgeLines.isEmpty()) {
                break;
            }
        }
        throw new AssertionError("the judge never said \"" + containing + "\"; it said:\n" + judgeOutput);
    }

    private List<ProcessHandle> workers() {
        return judge.descendants().filter(p -> p.info().commandLine().orElse("").contains("WorkerMain")).toList();
    }

    private void assertNoWorkerLeft() {
        assertEquals(List.of(), judge.descendants().filter(ProcessHandle::isAlive).toList(), "no process is left");
    }

    /** The threads of a JVM that should have ended, for a failure message. */
    private static String threadDump(Process process) {
        try {
            Process jcmd = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "jcmd").toString(),
                    Long.toString(process.pid()), "Thread.print").redirectErrorStream(true).start();
            String dump = new String(jcmd.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            jcmd.waitFor(20, TimeUnit.SECONDS);
            return dump;
        } catch (IOException | InterruptedException e) {
            return "(no thread dump: " + e + ")";
        }
    }

    /**
     * Lets the attached VM run until a thread stops on {@code line} of class {@code type}, and
     * leaves it stopped there: proof that the solution is running that line.
     */
    private void awaitLineReached(VirtualMachine vm, String type, int line) throws Exception {
        EventRequestManager requests = vm.eventRequestManager();
        ClassPrepareRequest prepare = requests.createClassPrepareRequest();
        prepare.addClassFilter(type);
        prepare.enable();
        vm.resume();
        while (true) {
            EventSet set = vm.eventQueue().remove(60_000);
            assertTrue(set != null, "no debugger event within a minute; the judge said:\n" + judgeOutput);
            for (Event event : set) {
                if (event instanceof ClassPrepareEvent prepared) {
                    breakpoint(requests, prepared.referenceType(), line);
                } else if (event instanceof BreakpointEvent) {
                    return;
                }
                assertFalse(event instanceof VMDeathEvent || event instanceof VMDisconnectEvent,
                        type + ":" + line + " was never reached; the judge said:\n" + judgeOutput);
            }
            set.resume();
        }
    }

    /**
     * Waits until the judge has dealt with a connection and closed it: the end of its stream, or a
     * reset (the judge closes it with bytes of ours unread), within a minute.
     */
    private void awaitClosedByTheJudge(java.net.Socket connection) throws IOException {
        connection.setSoTimeout(60_000);
        try {
            while (connection.getInputStream().read() >= 0) {
                // Nothing is expected; whatever comes is not the end.
            }
        } catch (java.net.SocketTimeoutException e) {
            throw new AssertionError("the judge kept the connection open for a minute; it said:\n" + judgeOutput, e);
        } catch (java.net.SocketException e) {
            // Reset: closed by the judge.
        }
    }

    /** Attaches, lets the worker run, and follows it until the VM goes. */
    private static void attachAndRunToTheEnd(int port) throws Exception {
        VirtualMachine vm = attach(port);
        vm.resume();
        while (true) {
            EventSet set = vm.eventQueue().remove(60_000);
            assertTrue(set != null, "the VM never ended");
            boolean end = false;
            for (Event event : set) {
                end |= event instanceof VMDeathEvent || event instanceof VMDisconnectEvent;
            }
            if (end) {
                return;
            }
            try {
                set.resume();
            } catch (VMDisconnectedException e) {
                return;
            }
        }
    }

    private static VirtualMachine attach(int port) throws Exception {
        return attach("localhost", port);
    }

    private static VirtualMachine attach(String host, int port) throws Exception {
        AttachingConnector socket = Bootstrap.virtualMachineManager().attachingConnectors().stream()
                .filter(c -> c.name().equals("com.sun.jdi.SocketAttach")).findFirst().orElseThrow();
        Map<String, Connector.Argument> arguments = socket.defaultArguments();
        arguments.get("hostname").setValue(host);
        arguments.get("port").setValue(Integer.toString(port));
        return socket.attach(arguments);
    }

    private static void breakpoint(EventRequestManager requests, ReferenceType type, int line)
            throws AbsentInformationException {
        List<Location> locations = type.locationsOfLine(line);
        assertFalse(locations.isEmpty(), type.name() + " has code on line " + line);
        BreakpointRequest breakpoint = requests.createBreakpointRequest(locations.get(0));
        breakpoint.enable();
    }

    private static int intLocal(StackFrame frame, String name) throws AbsentInformationException {
        return ((IntegerValue) frame.getValue(frame.visibleVariableByName(name))).value();
    }

    private static int freePort() throws IOException {
        try (ServerSocket probe = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return probe.getLocalPort();
        }
    }

    /** The folders in {@code parent} whose names start with {@code prefix}: one judge's workers'. */
    private static Set<Path> workerFolders(Path parent, String prefix) throws IOException {
        try (Stream<Path> paths = Files.list(parent)) {
            return paths.filter(p -> p.getFileName().toString().startsWith(prefix)).collect(Collectors.toSet());
        }
    }
}
