package dev.practicejudge.protocol;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.protocol.Frame.Result.Outcome;
import dev.practicejudge.protocol.Frame.Result.Status;
import dev.practicejudge.protocol.Frame.Result.Thrown;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.IOException;
import java.nio.channels.Channels;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

class FrameCodecTest {

    private static final Thrown THROWN = new Thrown("java.lang.IllegalStateException", "no queen",
            List.of("Solution.place(Solution.java:7)", "(the line above repeated 3 more times)"), 2, false,
            "java.io.IOException: disk");

    /** Every frame and every result status, each as the wire has spelled it since before the records. */
    static Stream<Object[]> framesAndTheirWireForm() {
        return Stream.of(
                new Object[] {new Frame.Hello("c0ffee", 4242), """
                        {"type":"hello","token":"c0ffee","pid":4242}"""},
                new Object[] {new Frame.Run(3, List.of(json("4"), json("[[\"5\",\".\"]]"), json("null"))), """
                        {"type":"test","index":3,"arguments":[4,[["5","."]],null]}"""},
                new Object[] {new Frame.Run(4, List.of(json("9")), 12), """
                        {"type":"test","index":4,"arguments":[9],"runs":12}"""},
                new Object[] {new Frame.Result(7, Outcome.returned(json("352"), 900, 800), 0, "", 0, "", 0, List.of(
                        new Frame.Result.Sample(1500, 1200, 4096), new Frame.Result.Sample(900, 800, -1))), """
                        {"type":"result","index":7,"status":"returned","wallNanos":900,"cpuNanos":800,"value":352,
                         "threadsLeftRunning":0,"stdout":"","stdoutDropped":0,"stderr":"","stderrDropped":0,
                         "samples":[{"wallNanos":1500,"cpuNanos":1200,"allocatedBytes":4096},
                                    {"wallNanos":900,"cpuNanos":800,"allocatedBytes":-1}]}"""},
                new Object[] {new Frame.Exit(), """
                        {"type":"exit"}"""},
                new Object[] {new Frame.Progress(2, "searching n=4\n", 0, "", 3, null), """
                        {"type":"progress","index":2,"stdout":"searching n=4\\n","stdoutDropped":0,
                         "stderr":"","stderrDropped":3}"""},
                new Object[] {new Frame.Progress(2, "", 0, "", 0, new Frame.Progress.Stack(5000, true, List.of(
                        new Frame.Progress.Place("search", "Solution.java", 14),
                        new Frame.Progress.Place("lambda$0", null, -1)))), """
                        {"type":"progress","index":2,"stdout":"","stdoutDropped":0,"stderr":"","stderrDropped":0,
                         "stack":{"depth":5000,"deeper":true,"places":[
                           {"method":"search","file":"Solution.java","line":14},{"method":"lambda$0","line":-1}]}}"""},
                new Object[] {new Frame.Progress(2, "", 0, "", 0, new Frame.Progress.Stack(1, false, List.of(
                        new Frame.Progress.Place("search", "Solution.java", 14))), new Frame.Progress.Stop(
                        Frame.Progress.Stop.Limit.WALL, 420_000_000, true, false)), """
                        {"type":"progress","index":2,"stdout":"","stdoutDropped":0,"stderr":"","stderrDropped":0,
                         "stack":{"depth":1,"deeper":false,"places":[{"method":"search","file":"Solution.java","line":14}]},
                         "stop":{"limit":"wall","cpuNanos":420000000,"called":true,"waiting":false}}"""},
                new Object[] {new Frame.Progress(3, "", 0, "", 0, null, new Frame.Progress.Stop(
                        Frame.Progress.Stop.Limit.LOADING_CPU, 1_004_000_000L, false, false)), """
                        {"type":"progress","index":3,"stdout":"","stdoutDropped":0,"stderr":"","stderrDropped":0,
                         "stop":{"limit":"loading_cpu","cpuNanos":1004000000,"called":false,"waiting":false}}"""},
                new Object[] {result(Outcome.returned(json("[[\"Q.\"]]"), 1500, 1200)), """
                        {"type":"result","index":7,"status":"returned","wallNanos":1500,"cpuNanos":1200,
                         "value":[["Q."]],"threadsLeftRunning":0,
                         "stdout":"hi\\n","stdoutDropped":0,"stderr":"","stderrDropped":12}"""},
                new Object[] {result(Outcome.returned(json("null"), 1, -1)), """
                        {"type":"result","index":7,"status":"returned","wallNanos":1,"cpuNanos":-1,"value":null,
                         "threadsLeftRunning":0,"stdout":"hi\\n","stdoutDropped":0,"stderr":"","stderrDropped":12}"""},
                new Object[] {result(Outcome.threw(THROWN, 10, 9)), """
                        {"type":"result","index":7,"status":"threw","wallNanos":10,"cpuNanos":9,
                         "exception":{"class":"java.lang.IllegalStateException","message":"no queen",
                           "stackOverflow":false,"frames":["Solution.place(Solution.java:7)",
                           "(the line above repeated 3 more times)"],"omittedFrames":2,
                           "cause":"java.io.IOException: disk"},
                         "threadsLeftRunning":0,"stdout":"hi\\n","stdoutDropped":0,"stderr":"","stderrDropped":12}"""},
                new Object[] {result(Outcome.threw(new Thrown("java.lang.StackOverflowError", null, List.of(), 0, true,
                        null), 0, 0)), """
                        {"type":"result","index":7,"status":"threw","wallNanos":0,"cpuNanos":0,
                         "exception":{"class":"java.lang.StackOverflowError","message":null,"stackOverflow":true,
                           "frames":[],"omittedFrames":0},
                         "threadsLeftRunning":0,"stdout":"hi\\n","stdoutDropped":0,"stderr":"","stderrDropped":12}"""},
                new Object[] {result(Outcome.threw(new Thrown("java.lang.StackOverflowError", null, List.of(), 0, true,
                        null, null, new Frame.Result.Recursion(List.of(
                                new Frame.Result.Recursion.Call("even", "Solution.java", List.of(7)),
                                new Frame.Result.Recursion.Call("odd", null, List.of(11, 12))), 1024, true)), 0, 0)), """
                        {"type":"result","index":7,"status":"threw","wallNanos":0,"cpuNanos":0,
                         "exception":{"class":"java.lang.StackOverflowError","message":null,"stackOverflow":true,
                           "frames":[],"omittedFrames":0,
                           "recursion":{"frames":1024,"deeper":true,"cycle":[
                             {"method":"even","file":"Solution.java","lines":[7]},
                             {"method":"odd","lines":[11,12]}]}},
                         "threadsLeftRunning":0,"stdout":"hi\\n","stdoutDropped":0,"stderr":"","stderrDropped":12}"""},
                new Object[] {result(Outcome.outputTooLarge(65536, 20, 19)), """
                        {"type":"result","index":7,"status":"outputTooLarge","wallNanos":20,"cpuNanos":19,
                         "limitBytes":65536,"threadsLeftRunning":0,
                         "stdout":"hi\\n","stdoutDropped":0,"stderr":"","stderrDropped":12}"""},
                new Object[] {result(Outcome.unserialisable("Direct self-reference", 20, 19)), """
                        {"type":"result","index":7,"status":"unserialisable","wallNanos":20,"cpuNanos":19,
                         "reason":"Direct self-reference","threadsLeftRunning":0,
                         "stdout":"hi\\n","stdoutDropped":0,"stderr":"","stderrDropped":12}"""},
                new Object[] {result(Outcome.setupFailed("java.lang.NoSuchMethodException: Solution.f[int]")), """
                        {"type":"result","index":7,"status":"setupFailed",
                         "reason":"java.lang.NoSuchMethodException: Solution.f[int]","threadsLeftRunning":0,
                         "stdout":"hi\\n","stdoutDropped":0,"stderr":"","stderrDropped":12}"""});
    }

    @ParameterizedTest(name = "{1}")
    @MethodSource("framesAndTheirWireForm")
    void aFrameIsWrittenAsTheWireSpellsItAndReadBackEqual(Frame frame, String wire) throws IOException {
        assertEquals(json(wire), json(FrameCodec.encode(frame).toString()));
        assertEquals(frame, FrameCodec.decode((ObjectNode) json(wire)));
        assertEquals(frame, throughTheWire(frame));
    }

    @Test
    void anInitFrameKeepsEveryClassByteForByte() throws IOException {
        byte[] solution = {(byte) 0xCA, (byte) 0xFE, (byte) 0xBA, (byte) 0xBE, 0, 61};
        byte[] helper = {1, 2, 3};
        Frame.Init init = new Frame.Init(Map.of("Solution", solution, "Solution$Helper", helper), "Solution",
                "solveSudoku", List.of("char[][]"), 0, 65536, 4096);

        assertEquals(json("""
                {"type":"init","classes":{"Solution":"yv66vgA9","Solution$Helper":"AQID"},"className":"Solution",
                 "method":"solveSudoku","parameterCount":1,"parameterTypes":["char[][]"],"outputParameter":0,
                 "outputLimitBytes":65536,"captureLimitBytes":4096}"""), json(FrameCodec.encode(init).toString()));
        Frame.Init back = (Frame.Init) throughTheWire(init);
        assertEquals(init.classes().keySet(), back.classes().keySet());
        assertArrayEquals(solution, back.classes().get("Solution"));
        assertArrayEquals(helper, back.classes().get("Solution$Helper"));
        assertEquals(List.of(init.className(), init.method(), init.parameterTypes(), init.outputParameter(),
                init.outputLimitBytes(), init.captureLimitBytes()), List.of(back.className(), back.method(),
                back.parameterTypes(), back.outputParameter(), back.outputLimitBytes(), back.captureLimitBytes()));
    }

    @Test
    void aCallPlanCrossesTheWireWhole() throws Exception {
        CallPlan plan = new CallPlan(List.of(-1, 0, 0), 0, new CallPlan.Design(false, List.of("int"),
                List.of(new CallPlan.Method("get", List.of("int"), false), new CallPlan.Method("put",
                        List.of("int", "int"), true)), false));
        Frame.Init init = new Frame.Init(Map.of("LRUCache", new byte[] {1}), "LRUCache", "LRUCache",
                List.of("java.util.List", "java.util.List"), -1, 1024, 1024, 1000, plan);

        Frame.Init back = (Frame.Init) throughTheWire(init);

        assertEquals(plan, back.plan());
        assertEquals(CallPlan.PLAIN, ((Frame.Init) throughTheWire(new Frame.Init(Map.of(), "Solution", "f",
                List.of(), -1, 1, 1))).plan());
    }

    @Test
    void aDesignCallsExceptionSaysWhichCall() throws Exception {
        Frame.Result result = new Frame.Result(0, Outcome.threw(new Frame.Result.Thrown("java.lang.NullPointerException",
                null, List.of(), 0, false, null, "call 3: get(2)"), 5, 5), 0, "", 0, "", 0);

        Frame.Result back = (Frame.Result) throughTheWire(result);

        assertEquals("call 3: get(2)", back.outcome().exception().during());
    }

    @Test
    void anInvalidOutputKeepsItsReason() throws Exception {
        Frame.Result result = new Frame.Result(0, Outcome.invalidOutput("the returned list has a cycle", 5, 5),
                0, "", 0, "", 0);

        Frame.Result back = (Frame.Result) throughTheWire(result);

        assertEquals(Status.INVALID_OUTPUT, back.outcome().status());
        assertEquals("the returned list has a cycle", back.outcome().reason());
    }

    @Test
    void aReturnedListsRepeatedObjectsCrossTheWire() throws Exception {
        Outcome outcome = Outcome.returned(json("[[],[],[1],[]]"), 5, 5).withRepeated(List.of(
                new Frame.Result.Repeated(3, List.of(0, 1, 3))));
        Frame.Result back = (Frame.Result) throughTheWire(result(outcome));

        assertEquals(List.of(new Frame.Result.Repeated(3, List.of(0, 1, 3))), back.outcome().repeated());
        assertEquals(List.of(), ((Frame.Result) throughTheWire(result(Outcome.returned(json("[[]]"), 5, 5))))
                .outcome().repeated(), "none when the worker says none");
        assertThrows(IllegalArgumentException.class, () -> Outcome.threw(THROWN, 0, 0)
                .withRepeated(List.of(new Frame.Result.Repeated(2, List.of(0, 1)))), "only a returned value repeats");
    }

    @Test
    void statusWireNamesAreTheOnesTheWorkerHasAlwaysSent() {
        assertEquals(List.of("returned", "threw", "outputTooLarge", "unserialisable", "invalidOutput", "setupFailed"),
                Stream.of(Status.values()).map(Status::wireName).toList());
        assertEquals(Status.OUTPUT_TOO_LARGE, Status.ofWireName("outputTooLarge"));
        assertNull(Status.ofWireName("accepted"));
    }

    @Test
    void keysWithANeutralDefaultMayBeLeftOut() throws IOException {
        Frame.Result result = (Frame.Result) FrameCodec.decode((ObjectNode) json("""
                {"type":"result","index":0,"status":"threw","exception":{"class":"java.lang.Error"}}"""));

        assertEquals(new Frame.Result(0, Outcome.threw(new Thrown("java.lang.Error", null, List.of(), 0, false, null),
                0, -1), 0, "", 0, "", 0), result);
        assertEquals(new Frame.Hello("t", -1), FrameCodec.decode((ObjectNode) json("{\"type\":\"hello\",\"token\":\"t\"}")));
    }

    @Test
    void anInitFrameCarriesTheTimeLimitWhenThereIsOne() throws IOException {
        Frame.Init init = new Frame.Init(Map.of(), "Solution", "f", List.of(), -1, 1, 1, 1500);

        assertEquals(1500, FrameCodec.encode(init).get("timeLimitMs").asLong());
        assertEquals(1500, ((Frame.Init) throughTheWire(init)).timeLimitMs());
        assertEquals(0, ((Frame.Init) throughTheWire(new Frame.Init(Map.of(), "Solution", "f", List.of(), -1, 1, 1)))
                .timeLimitMs(), "no limit told: the worker says nothing of where a solution is");
    }

    @Test
    void anInitFrameCarriesTheWallClockBackstopBesideTheCpuLimit() throws IOException {
        Frame.Init init = new Frame.Init(Map.of(), "Solution", "f", List.of(), -1, 1, 1, 1000, 4000, 11000,
                CallPlan.PLAIN);

        assertEquals(4000, FrameCodec.encode(init).get("wallLimitMs").asLong());
        assertEquals(11000, FrameCodec.encode(init).get("busyWallLimitMs").asLong());
        Frame.Init read = (Frame.Init) throughTheWire(init);
        assertEquals(1000, read.timeLimitMs());
        assertEquals(4000, read.wallLimitMs());
        assertEquals(11000, read.busyWallLimitMs());
        assertEquals(4000, ((Frame.Init) throughTheWire(new Frame.Init(Map.of(), "Solution", "f", List.of(), -1, 1, 1,
                1000, 4000, CallPlan.PLAIN))).busyWallLimitMs(), "none told: no longer than the backstop");
        assertEquals(0, ((Frame.Init) throughTheWire(new Frame.Init(Map.of(), "Solution", "f", List.of(), -1, 1, 1, 1000)))
                .wallLimitMs(), "none told: the worker watches no wall clock");
    }

    @Test
    void aProgressFrameMayLeaveOutItsOutputAndStack() throws IOException {
        assertEquals(new Frame.Progress(4, "", 0, "", 0, null),
                FrameCodec.decode((ObjectNode) json("{\"type\":\"progress\",\"index\":4,\"stack\":null}")));
    }

    @Test
    void unknownKeysAreIgnored() throws IOException {
        assertEquals(new Frame.Exit(), FrameCodec.decode((ObjectNode) json("{\"type\":\"exit\",\"why\":\"done\"}")));
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', textBlock = """
            {"type":"nonsense"}                                          | a frame of unknown type "nonsense"
            {"type":5}                                                   | a frame without a "type"
            {"type":"hello"}                                             | a hello frame without "token"
            {"type":"hello","token":7}                                   | a hello frame whose "token" is not text: 7
            {"type":"hello","token":"t","pid":"12"}                      | a hello frame whose "pid" is not a whole number: "12"
            {"type":"test","index":"7","arguments":[]}                   | a test frame whose "index" is not a whole number: "7"
            {"type":"test","index":1.5,"arguments":[]}                   | a test frame whose "index" is not a whole number: 1.5
            {"type":"test","index":4294967296,"arguments":[]}            | a test frame whose "index" is not a whole number: 4294967296
            {"type":"test","index":-1,"arguments":[]}                    | a test frame with index -1 below 0
            {"type":"test","index":0,"arguments":{"n":4}}                | a test frame whose "arguments" is not an array: {"n":4}
            {"type":"test","index":0}                                    | a test frame without "arguments"
            {"type":"test","index":0,"arguments":[],"runs":0}            | a test frame with runs 0 below 1
            {"type":"result","index":0,"status":"returned","value":1,"samples":[3]}       | a result frame whose "samples" is not an array of objects: [3]
            {"type":"result","index":0,"status":"returned","value":1,"samples":[{"cpuNanos":1}]} | a result frame's sample 0 without "wallNanos"
            {"type":"result","index":0,"status":"returned","value":1,"samples":[{"wallNanos":1,"allocatedBytes":-3}]} | a result frame with allocatedBytes -3 below -1
            {"type":"result","status":"returned","value":1}              | a result frame without "index"
            {"type":"result","index":0}                                  | a result frame without "status"
            {"type":"result","index":0,"status":3}                       | a result frame whose "status" is not text: 3
            {"type":"result","index":0,"status":"accepted","value":1}    | an unknown result status "accepted"
            {"type":"result","index":0,"status":"returned"}              | a result without a value
            {"type":"result","index":0,"status":"returned","value":1,"wallNanos":-5}      | a result frame with wallNanos -5 below 0
            {"type":"result","index":0,"status":"returned","value":1,"cpuNanos":-2}       | a result frame with cpuNanos -2 below -1
            {"type":"result","index":0,"status":"returned","value":1,"cpuNanos":true}     | a result frame whose "cpuNanos" is not a whole number: true
            {"type":"result","index":0,"status":"returned","value":1,"stdout":["x"]}      | a result frame whose "stdout" is not text: ["x"]
            {"type":"result","index":0,"status":"returned","value":1,"stderrDropped":-1}  | a result frame with stderrDropped -1 below 0
            {"type":"result","index":0,"status":"returned","value":1,"threadsLeftRunning":1e3} | a result frame whose "threadsLeftRunning" is not a whole number: 1E+3
            {"type":"result","index":0,"status":"returned","value":[],"repeated":[3]}     | a result frame whose "repeated" is not an array of objects: [3]
            {"type":"result","index":0,"status":"returned","value":[],"repeated":[{"times":2}]} | a result frame's repeated object 0 without "positions"
            {"type":"result","index":0,"status":"returned","value":[],"repeated":[{"times":1,"positions":[0]}]} | a result frame with times 1 below 2
            {"type":"result","index":0,"status":"returned","value":[],"repeated":[{"times":2,"positions":[0,"1"]}]} | a result frame's repeated object 0 whose "positions" is not an array of whole numbers: [0,"1"]
            {"type":"result","index":0,"status":"threw"}                                  | a result frame without "exception"
            {"type":"result","index":0,"status":"threw","exception":"boom"}               | a result frame whose "exception" is not an object: "boom"
            {"type":"result","index":0,"status":"threw","exception":{"message":"m"}}      | a result frame's exception without "class"
            {"type":"result","index":0,"status":"threw","exception":{"class":"E","frames":["a",1]}} | a result frame's exception whose "frames" is not an array of text: ["a",1]
            {"type":"result","index":0,"status":"threw","exception":{"class":"E","stackOverflow":"yes"}} | a result frame's exception whose "stackOverflow" is not true or false: "yes"
            {"type":"result","index":0,"status":"threw","exception":{"class":"E","omittedFrames":-1}} | a result frame with omittedFrames -1 below 0
            {"type":"result","index":0,"status":"threw","exception":{"class":"E","recursion":{"frames":5,"cycle":[]}}} | a result frame's exception's recursion whose "cycle" is not 1 to 6 calls: []
            {"type":"result","index":0,"status":"threw","exception":{"class":"E","recursion":{"frames":1,"cycle":[{"method":"a"},{"method":"b"}]}}} | a result frame's exception's recursion whose "frames" is not at least 2: 1
            {"type":"result","index":0,"status":"threw","exception":{"class":"E","recursion":{"frames":5,"cycle":[{"method":"a","lines":["7"]}]}}} | a result frame's exception's recursion's call whose "lines" is not an array of line numbers: ["7"]
            {"type":"result","index":0,"status":"threw","exception":{"class":"E","recursion":{"frames":5,"cycle":[{"lines":[7]}]}}} | a result frame's exception's recursion's call without "method"
            {"type":"result","index":0,"status":"outputTooLarge"}                         | a result frame without "limitBytes"
            {"type":"result","index":0,"status":"unserialisable","reason":null}           | a result frame whose "reason" is not text: null
            {"type":"result","index":0,"status":"setupFailed"}                            | a result frame without "reason"
            {"type":"init","classes":[],"className":"Solution","method":"f","parameterCount":0,"parameterTypes":[],"outputParameter":-1,"outputLimitBytes":1,"captureLimitBytes":1} | an init frame whose "classes" is not an object: []
            {"type":"init","classes":{"Solution":"%%"},"className":"Solution","method":"f","parameterCount":0,"parameterTypes":[],"outputParameter":-1,"outputLimitBytes":1,"captureLimitBytes":1} | an init frame whose "classes.Solution" is not base64: "%%"
            {"type":"init","classes":{"Solution":9},"className":"Solution","method":"f","parameterCount":0,"parameterTypes":[],"outputParameter":-1,"outputLimitBytes":1,"captureLimitBytes":1} | an init frame whose "classes.Solution" is not text: 9
            {"type":"init","classes":{},"className":"Solution","method":"f","parameterCount":2,"parameterTypes":["int"],"outputParameter":-1,"outputLimitBytes":1,"captureLimitBytes":1} | an init frame whose "parameterCount" 2 is not the 1 "parameterTypes"
            {"type":"init","classes":{},"className":"Solution","method":"f","parameterCount":1,"parameterTypes":["int"],"outputParameter":1,"outputLimitBytes":1,"captureLimitBytes":1} | an init frame with outputParameter 1 for 1 parameters
            {"type":"init","classes":{},"className":"Solution","method":"f","parameterCount":1,"parameterTypes":["int"],"outputParameter":-1,"outputLimitBytes":1} | an init frame without "captureLimitBytes"
            {"type":"init","classes":{},"className":"Solution","method":"f","parameterCount":0,"parameterTypes":[],"outputParameter":-1,"outputLimitBytes":1,"captureLimitBytes":1,"timeLimitMs":-1} | an init frame with timeLimitMs -1 below 0
            {"type":"init","classes":{},"className":"Solution","method":"f","parameterCount":0,"parameterTypes":[],"outputParameter":-1,"outputLimitBytes":1,"captureLimitBytes":1,"timeLimitMs":"1s"} | an init frame whose "timeLimitMs" is not a whole number: "1s"
            {"type":"progress","stdout":""}                               | a progress frame without "index"
            {"type":"progress","index":0,"stdout":7}                      | a progress frame whose "stdout" is not text: 7
            {"type":"progress","index":0,"stderrDropped":-4}              | a progress frame with stderrDropped -4 below 0
            {"type":"progress","index":0,"stack":"deep"}                  | a progress frame whose "stack" is not an object: "deep"
            {"type":"progress","index":0,"stack":{"places":[{"method":"f"}]}} | a progress frame's stack without "depth"
            {"type":"progress","index":0,"stack":{"depth":1}}             | a progress frame's stack without "places"
            {"type":"progress","index":0,"stack":{"depth":1,"places":[]}} | a progress frame with places 0 not 1 to 5
            {"type":"progress","index":0,"stack":{"depth":1,"places":[{},{},{},{},{},{}]}} | a progress frame's stack with 6 places, over 5
            {"type":"progress","index":0,"stack":{"depth":0,"places":[{"method":"f"}]}} | a progress frame with depth 0 below 1
            {"type":"progress","index":0,"stack":{"depth":1,"deeper":1,"places":[{"method":"f"}]}} | a progress frame's stack whose "deeper" is not true or false: 1
            {"type":"progress","index":0,"stack":{"depth":1,"places":["f"]}} | a progress frame's stack whose "places" is not an array of objects: ["f"]
            {"type":"progress","index":0,"stack":{"depth":1,"places":[{"file":"S.java"}]}} | a progress frame's stack's place without "method"
            {"type":"progress","index":0,"stack":{"depth":1,"places":[{"method":"f","line":"9"}]}} | a progress frame's stack's place whose "line" is not a whole number: "9"
            """)
    void aMalformedFrameIsRejectedNamingWhatIsWrong(String frame, String message) {
        ProtocolException e = assertThrows(ProtocolException.class, () -> FrameCodec.decode((ObjectNode) json(frame)));
        assertEquals(message, e.getMessage());
    }

    @Test
    void aQuotedValueIsCutShort() {
        String longToken = "x".repeat(500);
        ProtocolException e = assertThrows(ProtocolException.class, () -> FrameCodec.decode((ObjectNode) json(
                "{\"type\":\"test\",\"index\":\"" + longToken + "\",\"arguments\":[]}")));
        assertEquals("a test frame whose \"index\" is not a whole number: \"" + "x".repeat(99) + "...",
                e.getMessage());
    }

    @Test
    void anOutcomeHoldsExactlyWhatItsStatusCarries() {
        assertThrows(IllegalArgumentException.class, () -> new Outcome(Status.RETURNED, 0, 0, null, null, null, 0));
        assertThrows(IllegalArgumentException.class,
                () -> new Outcome(Status.SETUP_FAILED, 0, -1, json("1"), null, "why", 0));
        assertThrows(IllegalArgumentException.class, () -> new Outcome(Status.THREW, 0, 0, null, null, "why", 0));
    }

    private static Frame.Result result(Outcome outcome) {
        return new Frame.Result(7, outcome, 0, "hi\n", 0, "", 12);
    }

    private static Frame throughTheWire(Frame frame) throws IOException {
        ByteArrayOutputStream wire = new ByteArrayOutputStream();
        Frames.write(Channels.newChannel(wire), frame);
        ObjectNode node = Frames.read(new DataInputStream(new ByteArrayInputStream(wire.toByteArray())), 1 << 20);
        return FrameCodec.decode(node);
    }

    private static JsonNode json(String text) {
        try {
            return Json.MAPPER.readTree(text.getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalArgumentException(text, e);
        }
    }
}
