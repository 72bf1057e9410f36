package dev.practicejudge.protocol;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.json.Json;
import dev.practicejudge.json.TreeReader;
import dev.practicejudge.json.TreeWriter;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.WritableByteChannel;
import java.util.function.Supplier;

/**
 * The wire format between the judge and its worker JVM: each frame is a 4-byte big-endian length
 * followed by that many bytes of UTF-8 JSON (an object with a {@code "type"} field), written from
 * and decoded into {@link Frame}s by {@link FrameCodec}.
 *
 * <p>A reader names its own size cap, so a peer can never make the other side allocate more than
 * it agreed to; a frame over the cap or a broken length is a {@link ProtocolException}.
 */
public final class Frames {

    private Frames() {
    }

    /**
     * Writes one frame straight to the channel. Not through {@code Channels.newOutputStream}: on a
     * blocking socket channel that stream shares a lock with the input stream, so a thread blocked
     * reading would stall every write. Callers serialise writes to a channel.
     */
    public static void write(WritableByteChannel channel, Frame frame) throws IOException {
        ObjectNode tree = FrameCodec.encode(frame);
        // Without an ObjectMapper where it can: the worker then never builds one for most problems.
        byte[] bytes = TreeWriter.write(tree);
        if (bytes == null) {
            bytes = Json.MAPPER.writeValueAsBytes(tree);
        }
        ByteBuffer buffer = ByteBuffer.allocate(4 + bytes.length).putInt(bytes.length).put(bytes).flip();
        while (buffer.hasRemaining()) {
            channel.write(buffer);
        }
    }

    /**
     * Reads one frame, as JSON: {@link FrameCodec#decode} makes it a {@link Frame}. The two steps are
     * apart so that the judge can tell a broken stream (here) from a broken frame (there).
     *
     * @return the frame, or {@code null} at a clean end of stream (before any byte of a frame)
     * @throws ProtocolException when the frame is larger than {@code maxBytes}, truncated, or not a JSON object
     */
    public static ObjectNode read(DataInputStream in, int maxBytes) throws IOException {
        return read(in, maxBytes, () -> null);
    }

    /**
     * {@link #read(DataInputStream, int)} of a frame whose {@code value} (a result's answer) is
     * probably {@code likelyValue}: when it is, the frame holds that very node instead of a copy
     * read from the text (see {@link TreeReader#read(byte[], String, JsonNode)}).
     *
     * @param likelyValue asked once the frame's bytes are in (a reader waits for the next frame
     *     before its test is sent): the answer expected, or null when there is none
     */
    public static ObjectNode read(DataInputStream in, int maxBytes, Supplier<JsonNode> likelyValue)
            throws IOException {
        int first = in.read();
        if (first < 0) {
            return null;
        }
        int length;
        try {
            length = (first << 24) | (in.readUnsignedByte() << 16) | (in.readUnsignedByte() << 8) | in.readUnsignedByte();
        } catch (EOFException e) {
            throw new ProtocolException("frame length cut short");
        }
        if (length < 0 || length > maxBytes) {
            throw new ProtocolException("frame of " + Integer.toUnsignedString(length) + " bytes exceeds the cap of "
                    + maxBytes + " bytes");
        }
        byte[] bytes = new byte[length];
        try {
            in.readFully(bytes);
        } catch (EOFException e) {
            throw new ProtocolException("frame cut short: expected " + length + " bytes");
        }
        // The quick reader builds the same tree; what it leaves (and every error) is Jackson's.
        JsonNode likely = likelyValue.get();
        JsonNode node = likely == null ? TreeReader.read(bytes) : TreeReader.read(bytes, FrameCodec.VALUE, likely);
        if (node == null) {
            try {
                node = Json.MAPPER.readTree(bytes);
            } catch (IOException e) {
                throw new ProtocolException("frame is not JSON: " + String.valueOf(e.getMessage()));
            }
        }
        if (!(node instanceof ObjectNode object) || !object.path(FrameCodec.TYPE).isTextual()) {
            throw new ProtocolException("frame is not a JSON object with a \"" + FrameCodec.TYPE + "\"");
        }
        return object;
    }
}
