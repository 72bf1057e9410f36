package dev.practicejudge.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.nio.channels.Channels;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A value the worker has written travels in its result frame as those bytes, and arrives as the same tree. */
class RawJsonTest {

    private static Frame.Result roundTrip(JsonNode value) throws Exception {
        ByteArrayOutputStream wire = new ByteArrayOutputStream();
        Frames.write(Channels.newChannel(wire), new Frame.Result(3, Frame.Result.Outcome.returned(value, 5, 6), 0,
                "printed é", 0, "", 0));
        return (Frame.Result) FrameCodec.decode(Frames.read(new DataInputStream(
                new ByteArrayInputStream(wire.toByteArray())), Integer.MAX_VALUE));
    }

    @Test
    void aRawValueArrivesAsTheTreeItsBytesHold() throws Exception {
        for (String json : List.of("[[1,2],[3,4]]", "\"é\\n\"", "1.50", "null", "{\"a\":[true,false]}", "[]")) {
            Frame.Result result = roundTrip(RawJson.of(json.getBytes(StandardCharsets.UTF_8)));
            assertEquals(Json.MAPPER.readTree(json), result.outcome().value(), json);
            assertEquals("printed é", result.stdout());
            assertEquals(3, result.index());
        }
    }

    @Test
    void aLargeRawValueLargerThanTheWritersBufferIsCopiedWhole() throws Exception {
        List<List<Integer>> lists = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            lists.add(List.of(i, i + 1, i + 2));
        }
        byte[] bytes = Json.MAPPER.writeValueAsBytes(lists);
        Frame.Result result = roundTrip(RawJson.of(bytes));
        assertEquals(Json.MAPPER.readTree(bytes), result.outcome().value());
    }

    @Test
    void treeReadsARawValueBackAndLeavesATreeAsItIs() throws Exception {
        JsonNode tree = Json.MAPPER.readTree("[1,[2]]");
        assertSame(tree, RawJson.tree(tree));
        assertEquals(tree, RawJson.tree(RawJson.of("[1,[2]]".getBytes(StandardCharsets.UTF_8))));
        assertEquals(Json.MAPPER.readTree("[1.0]"), RawJson.tree(RawJson.of("[1.0]".getBytes(StandardCharsets.UTF_8))));
    }
}
