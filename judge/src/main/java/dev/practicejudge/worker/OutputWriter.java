package dev.practicejudge.worker;

import static dev.practicejudge.worker.WorkerMain.mapper;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.NullNode;
import dev.practicejudge.protocol.Frame;
import dev.practicejudge.protocol.Frame.Result.Outcome;
import dev.practicejudge.protocol.RawJson;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;

/**
 * Writes what a solution gave as the JSON of its result: the quick writer for the usual answers,
 * Jackson's mapper for the rest, within the output limit, with a tree or list that is not one (a
 * cycle) an invalid output.
 */
final class OutputWriter {

    private OutputWriter() {
    }

    /** One call's output as JSON and about the bytes it takes; or, when it cannot be one, why. */
    record CallOutput(JsonNode value, long bytes, Outcome failure) {
    }

    /**
     * One call's output as JSON: plain values directly, anything else through the serialiser
     * within what is left of the output limit.
     */
    static CallOutput callOutput(Object result, long left) {
        JsonNode direct = null;
        if (result == null) {
            direct = NullNode.getInstance();
        } else if (result instanceof Integer || result instanceof Short || result instanceof Byte) {
            direct = IntNode.valueOf(((Number) result).intValue());
        } else if (result instanceof Long value) {
            direct = com.fasterxml.jackson.databind.node.LongNode.valueOf(value);
        } else if (result instanceof Boolean value) {
            direct = com.fasterxml.jackson.databind.node.BooleanNode.valueOf(value);
        } else if (result instanceof Double value) {
            // A design's double (Find Median's findMedian), as the serialiser would write it, without it.
            direct = com.fasterxml.jackson.databind.node.DoubleNode.valueOf(value);
        } else if (result instanceof String value && value.length() < 64) {
            direct = com.fasterxml.jackson.databind.node.TextNode.valueOf(value);
        }
        if (direct != null) {
            // About the bytes the value takes as JSON: a double's shortest digits run to 24 characters.
            return new CallOutput(direct, direct.isTextual() ? direct.asText().length() + 3 : direct.isDouble() ? 24 : 12,
                    null);
        }
        LimitedBuffer buffer = new LimitedBuffer(left);
        Outcome written = serialise(result, buffer, left, 0, -1);
        return written.status() == Frame.Result.Status.RETURNED
                ? new CallOutput(written.value(), buffer.size(), null) : new CallOutput(null, 0, written);
    }

    /** A null tree or list is LeetCode's {@code []}, as in the test files; Jackson would write {@code null}. */
    static Object emptyIfNullNode(Object value, Class<?> declared) {
        return value == null && NodeModule.NodeKind.of(declared) != null ? List.of() : value;
    }

    /**
     * The output as JSON, or why it cannot be: larger than the limit, not a tree or list (a
     * cycle), or not JSON at all.
     */
    static Outcome serialise(Object output, long limitBytes, long wall, long cpuTime) {
        return serialise(output, new LimitedBuffer(limitBytes), limitBytes, wall, cpuTime, true, null);
    }

    /**
     * As {@link #serialise(Object, long, long, long)}, for an output that is not the returned value:
     * {@code subject} names it in the message when it is not a tree or list ("after reorderList
     * returned, the list from the node it was given").
     */
    static Outcome serialise(Object output, String subject, long limitBytes, long wall, long cpuTime) {
        return serialise(output, new LimitedBuffer(limitBytes), limitBytes, wall, cpuTime, true, subject);
    }

    private static Outcome serialise(Object output, LimitedBuffer buffer, long limitBytes, long wall, long cpuTime) {
        return serialise(output, buffer, limitBytes, wall, cpuTime, false, null);
    }

    /**
     * @param raw the value as the bytes written ({@link RawJson}), which the result frame copies in
     *     as they are: an answer of megabytes is then never read back into a tree in the worker
     */
    private static Outcome serialise(Object output, LimitedBuffer buffer, long limitBytes, long wall, long cpuTime,
                                     boolean raw, String subject) {
        try {
            byte[] quick = raw ? QuickWriter.write(output, limitBytes) : null;
            if (quick != null) {
                return Outcome.returned(RawJson.of(quick), wall, cpuTime);
            }
            if (subject == null) {
                mapper().writeValue(buffer, output);
            } else {
                mapper().writer().withAttribute(NodeModule.SUBJECT, subject).writeValue(buffer, output);
            }
            byte[] bytes = buffer.bytes();
            if (raw) {
                return Outcome.returned(RawJson.of(bytes), wall, cpuTime);
            }
            // The quick reader's tree is Jackson's, smaller; it leaves decimals and the like to Jackson.
            JsonNode tree = dev.practicejudge.json.TreeReader.read(bytes);
            return Outcome.returned(tree != null ? tree : mapper().readTree(bytes), wall, cpuTime);
        } catch (IOException | RuntimeException e) {
            // Jackson may wrap the buffer's own exception, so ask the buffer what happened.
            if (buffer.limitReached()) {
                return Outcome.outputTooLarge(limitBytes, wall, cpuTime);
            }
            for (Throwable cause = e; cause != null; cause = cause.getCause()) {
                if (cause instanceof NodeModule.InvalidOutput invalid) {
                    return Outcome.invalidOutput(invalid.getMessage(), wall, cpuTime);
                }
            }
            return Outcome.unserialisable(String.valueOf(e.getMessage()), wall, cpuTime);
        }
    }

    /** Collects serialised output and stops the serialiser as soon as it exceeds the limit. */
    private static final class LimitedBuffer extends OutputStream {
        private final long limit;
        private final java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        private boolean limitReached;

        LimitedBuffer(long limit) {
            this.limit = limit;
        }

        @Override
        public void write(int b) throws LimitReached {
            ensureRoom(1);
            bytes.write(b);
        }

        @Override
        public void write(byte[] b, int offset, int length) throws LimitReached {
            ensureRoom(length);
            bytes.write(b, offset, length);
        }

        private void ensureRoom(int more) throws LimitReached {
            if (bytes.size() + (long) more > limit) {
                limitReached = true;
                throw new LimitReached();
            }
        }

        byte[] bytes() {
            return bytes.toByteArray();
        }

        int size() {
            return bytes.size();
        }

        boolean limitReached() {
            return limitReached;
        }

        static final class LimitReached extends IOException {
            private static final long serialVersionUID = 1L;
        }
    }
}
