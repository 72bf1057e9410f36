package dev.practicejudge.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.protocol.Frame.Result.Outcome;
import dev.practicejudge.protocol.Frame.Result.Recursion;
import dev.practicejudge.protocol.Frame.Result.Status;
import dev.practicejudge.protocol.Frame.Result.Thrown;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Turns {@link Frame}s into the JSON objects that travel in {@link Frames} and back: the only
 * place that knows the frames' type names and keys.
 *
 * <p>Decoding trusts nothing: every key a frame needs must be there with the right JSON type and
 * a value in range, or it is a {@link ProtocolException} whose message names the frame, the key
 * and the value, as a phrase that reads after "the worker sent" (or "the judge sent"), e.g.
 * {@code a result frame whose "index" is not a whole number: "7"}. Keys with a neutral default
 * may be left out: a result's times (0 and -1, unknown CPU time), its captured output and counts
 * (empty, 0), a progress frame's too and its stack, a place's file and line (-1), an init's time limit
 * (0), a hello's pid (-1), and an exception's message, cause, frames and flags. Unknown
 * keys are ignored. Thread-safe.
 */
public final class FrameCodec {

    /** The key every frame has; {@link Frames#read} checks it is text. */
    static final String TYPE = "type";

    private static final String HELLO = "hello";
    private static final String INIT = "init";
    private static final String RUN = "test";
    private static final String RESULT = "result";
    private static final String EXIT = "exit";
    private static final String PROGRESS = "progress";

    private static final String TOKEN = "token";
    private static final String PID = "pid";
    private static final String CLASSES = "classes";
    private static final String CLASS_NAME = "className";
    private static final String METHOD = "method";
    private static final String PARAMETER_COUNT = "parameterCount";
    private static final String PARAMETER_TYPES = "parameterTypes";
    private static final String OUTPUT_PARAMETER = "outputParameter";
    private static final String OUTPUT_LIMIT_BYTES = "outputLimitBytes";
    private static final String CAPTURE_LIMIT_BYTES = "captureLimitBytes";
    private static final String INDEX = "index";
    private static final String ARGUMENTS = "arguments";
    private static final String STATUS = "status";
    private static final String WALL_NANOS = "wallNanos";
    private static final String CPU_NANOS = "cpuNanos";
    /** The member holding a result's answer. */
    static final String VALUE = "value";
    private static final String EXCEPTION = "exception";
    private static final String REASON = "reason";
    private static final String LIMIT_BYTES = "limitBytes";
    private static final String REPEATED = "repeated";
    private static final String TIMES = "times";
    private static final String POSITIONS = "positions";
    private static final String THREADS_LEFT_RUNNING = "threadsLeftRunning";
    private static final String STDOUT = "stdout";
    private static final String STDOUT_DROPPED = "stdoutDropped";
    private static final String STDERR = "stderr";
    private static final String STDERR_DROPPED = "stderrDropped";
    private static final String EXCEPTION_CLASS = "class";
    private static final String MESSAGE = "message";
    private static final String FRAMES = "frames";
    private static final String OMITTED_FRAMES = "omittedFrames";
    private static final String STACK_OVERFLOW = "stackOverflow";
    private static final String CAUSE = "cause";
    private static final String TIME_LIMIT_MS = "timeLimitMs";
    private static final String WALL_LIMIT_MS = "wallLimitMs";
    private static final String BUSY_WALL_LIMIT_MS = "busyWallLimitMs";
    private static final String STOP = "stop";
    private static final String LIMIT = "limit";
    private static final String CALLED = "called";
    private static final String WAITING = "waiting";
    private static final String RUNS = "runs";
    private static final String SAMPLES = "samples";
    private static final String ALLOCATED_BYTES = "allocatedBytes";
    private static final String PLAN = "plan";
    private static final String DURING = "during";
    private static final String STACK = "stack";
    private static final String DEPTH = "depth";
    private static final String DEEPER = "deeper";
    private static final String PLACES = "places";
    private static final String FILE = "file";
    private static final String LINE = "line";
    private static final String RECURSION = "recursion";
    private static final String CYCLE = "cycle";
    private static final String LINES = "lines";

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private FrameCodec() {
    }

    /** The frame as the JSON object that goes on the wire. */
    public static ObjectNode encode(Frame frame) {
        ObjectNode node = NODES.objectNode().put(TYPE, typeName(frame));
        if (frame instanceof Frame.Hello hello) {
            node.put(TOKEN, hello.token()).put(PID, hello.pid());
        } else if (frame instanceof Frame.Init init) {
            ObjectNode classes = node.putObject(CLASSES);
            init.classes().forEach((name, bytes) -> classes.put(name, Base64.getEncoder().encodeToString(bytes)));
            node.put(CLASS_NAME, init.className()).put(METHOD, init.method())
                    .put(PARAMETER_COUNT, init.parameterTypes().size());
            ArrayNode types = node.putArray(PARAMETER_TYPES);
            init.parameterTypes().forEach(types::add);
            node.put(OUTPUT_PARAMETER, init.outputParameter()).put(OUTPUT_LIMIT_BYTES, init.outputLimitBytes())
                    .put(CAPTURE_LIMIT_BYTES, init.captureLimitBytes());
            if (init.timeLimitMs() > 0) {
                node.put(TIME_LIMIT_MS, init.timeLimitMs());
            }
            if (init.wallLimitMs() > 0) {
                node.put(WALL_LIMIT_MS, init.wallLimitMs());
            }
            if (init.busyWallLimitMs() > init.wallLimitMs()) {
                node.put(BUSY_WALL_LIMIT_MS, init.busyWallLimitMs());
            }
            if (!init.plan().equals(CallPlan.PLAIN)) {
                node.set(PLAN, Json.MAPPER.valueToTree(init.plan()));
            }
        } else if (frame instanceof Frame.Run run) {
            node.put(INDEX, run.index()).putArray(ARGUMENTS).addAll(run.arguments());
            if (run.runs() > 1) {
                node.put(RUNS, run.runs());
            }
        } else if (frame instanceof Frame.Result result) {
            node.put(INDEX, result.index());
            encodeOutcome(result.outcome(), node);
            node.put(THREADS_LEFT_RUNNING, result.threadsLeftRunning())
                    .put(STDOUT, result.stdout()).put(STDOUT_DROPPED, result.stdoutDropped())
                    .put(STDERR, result.stderr()).put(STDERR_DROPPED, result.stderrDropped());
            if (!result.samples().isEmpty()) {
                ArrayNode samples = node.putArray(SAMPLES);
                for (Frame.Result.Sample sample : result.samples()) {
                    samples.addObject().put(WALL_NANOS, sample.wallNanos()).put(CPU_NANOS, sample.cpuNanos())
                            .put(ALLOCATED_BYTES, sample.allocatedBytes());
                }
            }
        } else if (frame instanceof Frame.Progress progress) {
            node.put(INDEX, progress.index())
                    .put(STDOUT, progress.stdout()).put(STDOUT_DROPPED, progress.stdoutDropped())
                    .put(STDERR, progress.stderr()).put(STDERR_DROPPED, progress.stderrDropped());
            if (progress.stack() != null) {
                ObjectNode stack = node.putObject(STACK).put(DEPTH, progress.stack().depth())
                        .put(DEEPER, progress.stack().deeper());
                ArrayNode places = stack.putArray(PLACES);
                for (Frame.Progress.Place place : progress.stack().places()) {
                    ObjectNode entry = places.addObject().put(METHOD, place.method());
                    if (place.file() != null) {
                        entry.put(FILE, place.file());
                    }
                    entry.put(LINE, place.line());
                }
            }
            if (progress.stop() != null) {
                node.putObject(STOP).put(LIMIT, progress.stop().limit().name().toLowerCase(java.util.Locale.ROOT))
                        .put(CPU_NANOS, progress.stop().cpuNanos()).put(CALLED, progress.stop().called())
                        .put(WAITING, progress.stop().waiting());
            }
        }
        return node;
    }

    private static void encodeOutcome(Outcome outcome, ObjectNode node) {
        node.put(STATUS, outcome.status().wireName());
        if (outcome.status() != Status.SETUP_FAILED) {
            node.put(WALL_NANOS, outcome.wallNanos()).put(CPU_NANOS, outcome.cpuNanos());
        }
        switch (outcome.status()) {
            case RETURNED -> {
                node.set(VALUE, outcome.value());
                if (!outcome.repeated().isEmpty()) {
                    ArrayNode repeated = node.putArray(REPEATED);
                    for (Frame.Result.Repeated one : outcome.repeated()) {
                        ArrayNode positions = repeated.addObject().put(TIMES, one.times()).putArray(POSITIONS);
                        one.positions().forEach(positions::add);
                    }
                }
            }
            case THREW -> {
                Thrown thrown = outcome.exception();
                ObjectNode exception = node.putObject(EXCEPTION).put(EXCEPTION_CLASS, thrown.className())
                        .put(MESSAGE, thrown.message()).put(STACK_OVERFLOW, thrown.stackOverflow());
                ArrayNode frames = exception.putArray(FRAMES);
                thrown.frames().forEach(frames::add);
                exception.put(OMITTED_FRAMES, thrown.omittedFrames());
                if (thrown.cause() != null) {
                    exception.put(CAUSE, thrown.cause());
                }
                if (thrown.during() != null) {
                    exception.put(DURING, thrown.during());
                }
                if (thrown.recursion() != null) {
                    encodeRecursion(thrown.recursion(), exception.putObject(RECURSION));
                }
            }
            case OUTPUT_TOO_LARGE -> node.put(LIMIT_BYTES, outcome.limitBytes());
            case UNSERIALISABLE, INVALID_OUTPUT, SETUP_FAILED -> node.put(REASON, outcome.reason());
        }
    }

    private static void encodeRecursion(Recursion recursion, ObjectNode node) {
        node.put(FRAMES, recursion.frames()).put(DEEPER, recursion.deeper());
        ArrayNode cycle = node.putArray(CYCLE);
        for (Recursion.Call call : recursion.cycle()) {
            ObjectNode one = cycle.addObject().put(METHOD, call.method());
            if (call.file() != null) {
                one.put(FILE, call.file());
            }
            call.lines().forEach(one.putArray(LINES)::add);
        }
    }

    /** The frame's type as the wire spells it ({@code "test"} for a {@link Frame.Run}). */
    public static String typeName(Frame frame) {
        if (frame instanceof Frame.Hello) {
            return HELLO;
        } else if (frame instanceof Frame.Init) {
            return INIT;
        } else if (frame instanceof Frame.Run) {
            return RUN;
        } else if (frame instanceof Frame.Result) {
            return RESULT;
        } else if (frame instanceof Frame.Progress) {
            return PROGRESS;
        }
        return EXIT;
    }

    /**
     * The frame a JSON object stands for.
     *
     * @throws ProtocolException naming the frame, key and value when it is not a well-formed frame
     */
    public static Frame decode(ObjectNode node) throws ProtocolException {
        JsonNode type = node.get(TYPE);
        if (type == null || !type.isTextual()) {
            throw new ProtocolException("a frame without a \"" + TYPE + "\"");
        }
        FrameFields frame = new FrameFields(node, type.asText());
        try {
            return switch (frame.type) {
                case HELLO -> new Frame.Hello(frame.text(TOKEN), frame.longOr(PID, -1));
                case INIT -> decodeInit(frame);
                case RUN -> new Frame.Run(frame.integer(INDEX), frame.elements(frame.array(ARGUMENTS)),
                        frame.integerOr(RUNS, 1));
                case RESULT -> decodeResult(frame);
                case PROGRESS -> decodeProgress(frame);
                case EXIT -> new Frame.Exit();
                default -> throw new ProtocolException("a frame of unknown type " + FrameFields.quote(type));
            };
        } catch (IllegalArgumentException e) {
            // A value of the right JSON type but out of range: the record said which.
            throw new ProtocolException(frame.name + " with " + e.getMessage());
        }
    }

    private static Frame.Init decodeInit(FrameFields frame) throws ProtocolException {
        Map<String, byte[]> classes = new HashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = frame.object(CLASSES).fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = it.next();
            String key = CLASSES + "." + entry.getKey();
            if (!entry.getValue().isTextual()) {
                throw frame.wrong(key, entry.getValue(), "text");
            }
            try {
                classes.put(entry.getKey(), Base64.getDecoder().decode(entry.getValue().asText()));
            } catch (IllegalArgumentException e) {
                throw frame.wrong(key, entry.getValue(), "base64");
            }
        }
        List<String> types = frame.texts(PARAMETER_TYPES);
        int count = frame.integer(PARAMETER_COUNT);
        if (count != types.size()) {
            throw new ProtocolException(frame.name + " whose \"" + PARAMETER_COUNT + "\" " + count + " is not the "
                    + types.size() + " \"" + PARAMETER_TYPES + "\"");
        }
        CallPlan plan = CallPlan.PLAIN;
        if (frame.node.has(PLAN)) {
            try {
                plan = Json.MAPPER.treeToValue(frame.object(PLAN), CallPlan.class);
            } catch (IOException | IllegalArgumentException e) {
                throw frame.wrong(PLAN, frame.node.get(PLAN), "a call plan");
            }
        }
        return new Frame.Init(classes, frame.text(CLASS_NAME), frame.text(METHOD), types,
                frame.integer(OUTPUT_PARAMETER), frame.longValue(OUTPUT_LIMIT_BYTES), frame.integer(CAPTURE_LIMIT_BYTES),
                frame.longOr(TIME_LIMIT_MS, 0), frame.longOr(WALL_LIMIT_MS, 0),
                frame.longOr(BUSY_WALL_LIMIT_MS, frame.longOr(WALL_LIMIT_MS, 0)), plan);
    }

    private static Frame.Progress decodeProgress(FrameFields frame) throws ProtocolException {
        int index = frame.integer(INDEX);
        Frame.Progress.Stack stack = null;
        JsonNode stackNode = frame.node.get(STACK);
        if (stackNode != null && !stackNode.isNull()) {
            FrameFields reader = frame.inner(STACK);
            JsonNode deeper = reader.node.path(DEEPER);
            if (!deeper.isMissingNode() && !deeper.isBoolean()) {
                throw reader.wrong(DEEPER, deeper, "true or false");
            }
            ArrayNode array = reader.array(PLACES);
            if (array.size() > Frame.Progress.Stack.MAX_PLACES) {
                throw new ProtocolException(reader.name + " with " + array.size() + " places, over "
                        + Frame.Progress.Stack.MAX_PLACES);
            }
            List<Frame.Progress.Place> places = new ArrayList<>(array.size());
            for (JsonNode element : array) {
                if (!(element instanceof ObjectNode object)) {
                    throw reader.wrong(PLACES, array, "an array of objects");
                }
                FrameFields place = new FrameFields(object, frame.type, reader.name + "'s place");
                places.add(new Frame.Progress.Place(place.text(METHOD), place.textOr(FILE, null),
                        place.integerOr(LINE, -1)));
            }
            stack = new Frame.Progress.Stack(reader.integer(DEPTH), deeper.asBoolean(false), places);
        }
        Frame.Progress.Stop stop = null;
        JsonNode stopNode = frame.node.get(STOP);
        if (stopNode != null && !stopNode.isNull()) {
            FrameFields reader = frame.inner(STOP);
            String limit = reader.text(LIMIT);
            Frame.Progress.Stop.Limit which = null;
            for (Frame.Progress.Stop.Limit each : Frame.Progress.Stop.Limit.values()) {
                if (limit.equals(each.name().toLowerCase(java.util.Locale.ROOT))) {
                    which = each;
                }
            }
            if (which == null) {
                throw reader.wrong(LIMIT, reader.node.get(LIMIT), "\"cpu\", \"loading_cpu\" or \"wall\"");
            }
            long cpu = reader.longValue(CPU_NANOS);
            if (cpu < -1) {
                throw reader.wrong(CPU_NANOS, reader.node.get(CPU_NANOS), "-1 or more");
            }
            stop = new Frame.Progress.Stop(which, cpu, reader.bool(CALLED), reader.bool(WAITING));
        }
        return new Frame.Progress(index, frame.textOr(STDOUT, ""), frame.longOr(STDOUT_DROPPED, 0),
                frame.textOr(STDERR, ""), frame.longOr(STDERR_DROPPED, 0), stack, stop);
    }

    private static Frame.Result decodeResult(FrameFields frame) throws ProtocolException {
        // Index and status first: they say what the rest of the frame must be.
        int index = frame.integer(INDEX);
        JsonNode statusNode = frame.required(STATUS);
        if (!statusNode.isTextual()) {
            throw frame.wrong(STATUS, statusNode, "text");
        }
        Status status = Status.ofWireName(statusNode.asText());
        if (status == null) {
            throw new ProtocolException("an unknown result status " + FrameFields.quote(statusNode));
        }
        long wall = status == Status.SETUP_FAILED ? 0 : frame.longOr(WALL_NANOS, 0);
        long cpu = status == Status.SETUP_FAILED ? -1 : frame.longOr(CPU_NANOS, -1);
        Outcome outcome = switch (status) {
            case RETURNED -> {
                if (!frame.node.has(VALUE)) {
                    throw new ProtocolException("a result without a value");
                }
                yield Outcome.returned(frame.node.get(VALUE), wall, cpu).withRepeated(repeated(frame));
            }
            case THREW -> Outcome.threw(thrown(frame), wall, cpu);
            case OUTPUT_TOO_LARGE -> Outcome.outputTooLarge(frame.longValue(LIMIT_BYTES), wall, cpu);
            case UNSERIALISABLE -> Outcome.unserialisable(frame.text(REASON), wall, cpu);
            case INVALID_OUTPUT -> Outcome.invalidOutput(frame.text(REASON), wall, cpu);
            case SETUP_FAILED -> Outcome.setupFailed(frame.text(REASON));
        };
        List<Frame.Result.Sample> samples = new ArrayList<>();
        if (frame.node.has(SAMPLES)) {
            ArrayNode array = frame.array(SAMPLES);
            for (int i = 0; i < array.size(); i++) {
                if (!(array.get(i) instanceof ObjectNode sample)) {
                    throw frame.wrong(SAMPLES, array, "an array of objects");
                }
                FrameFields one = new FrameFields(sample, frame.type, frame.name + "'s sample " + i);
                samples.add(new Frame.Result.Sample(one.longValue(WALL_NANOS), one.longOr(CPU_NANOS, -1),
                        one.longOr(ALLOCATED_BYTES, -1)));
            }
        }
        return new Frame.Result(index, outcome, frame.integerOr(THREADS_LEFT_RUNNING, 0),
                frame.textOr(STDOUT, ""), frame.longOr(STDOUT_DROPPED, 0),
                frame.textOr(STDERR, ""), frame.longOr(STDERR_DROPPED, 0), samples);
    }

    /** The objects a returned list holds more than once; none when the frame does not say. */
    private static List<Frame.Result.Repeated> repeated(FrameFields frame) throws ProtocolException {
        if (!frame.node.has(REPEATED)) {
            return List.of();
        }
        ArrayNode array = frame.array(REPEATED);
        List<Frame.Result.Repeated> repeated = new ArrayList<>();
        for (int i = 0; i < array.size(); i++) {
            if (!(array.get(i) instanceof ObjectNode object)) {
                throw frame.wrong(REPEATED, array, "an array of objects");
            }
            FrameFields one = new FrameFields(object, frame.type, frame.name + "'s repeated object " + i);
            List<Integer> positions = new ArrayList<>();
            ArrayNode numbers = one.array(POSITIONS);
            for (JsonNode number : numbers) {
                if (!number.canConvertToInt()) {
                    throw one.wrong(POSITIONS, numbers, "an array of whole numbers");
                }
                positions.add(number.asInt());
            }
            // Out of range (fewer than 2 times, too many positions): the record says so, decode reports it.
            repeated.add(new Frame.Result.Repeated(one.integer(TIMES), positions));
        }
        return repeated;
    }

    private static Thrown thrown(FrameFields frame) throws ProtocolException {
        FrameFields exception = frame.inner(EXCEPTION);
        List<String> frames = exception.node.has(FRAMES) ? exception.texts(FRAMES) : List.of();
        JsonNode stackOverflow = exception.node.path(STACK_OVERFLOW);
        if (!stackOverflow.isMissingNode() && !stackOverflow.isBoolean()) {
            throw exception.wrong(STACK_OVERFLOW, stackOverflow, "true or false");
        }
        JsonNode recursion = exception.node.get(RECURSION);
        return new Thrown(exception.text(EXCEPTION_CLASS), exception.textOr(MESSAGE, null), frames,
                exception.integerOr(OMITTED_FRAMES, 0), stackOverflow.asBoolean(false),
                exception.textOr(CAUSE, null), exception.textOr(DURING, null),
                recursion == null || recursion.isNull() ? null : recursion(exception.inner(RECURSION)));
    }

    private static Recursion recursion(FrameFields reader) throws ProtocolException {
        JsonNode deeper = reader.node.path(DEEPER);
        if (!deeper.isMissingNode() && !deeper.isBoolean()) {
            throw reader.wrong(DEEPER, deeper, "true or false");
        }
        ArrayNode array = reader.array(CYCLE);
        if (array.isEmpty() || array.size() > Recursion.MAX_CALLS) {
            throw reader.wrong(CYCLE, array, "1 to " + Recursion.MAX_CALLS + " calls");
        }
        List<Recursion.Call> cycle = new ArrayList<>(array.size());
        for (JsonNode element : array) {
            if (!(element instanceof ObjectNode object)) {
                throw reader.wrong(CYCLE, array, "an array of objects");
            }
            FrameFields call = new FrameFields(object, reader.type, reader.name + "'s call");
            List<Integer> lines = new ArrayList<>();
            if (object.has(LINES)) {
                ArrayNode numbers = call.array(LINES);
                if (numbers.size() > Recursion.MAX_CALLS) {
                    throw call.wrong(LINES, numbers, "at most " + Recursion.MAX_CALLS + " lines");
                }
                for (JsonNode number : numbers) {
                    if (!number.canConvertToInt() || !number.isIntegralNumber()) {
                        throw call.wrong(LINES, numbers, "an array of line numbers");
                    }
                    lines.add(number.intValue());
                }
            }
            cycle.add(new Recursion.Call(call.text(METHOD), call.textOr(FILE, null), lines));
        }
        int frames = reader.integer(FRAMES);
        if (frames < cycle.size()) {
            throw reader.wrong(FRAMES, reader.node.get(FRAMES), "at least " + cycle.size());
        }
        return new Recursion(cycle, frames, deeper.asBoolean(false));
    }
}
