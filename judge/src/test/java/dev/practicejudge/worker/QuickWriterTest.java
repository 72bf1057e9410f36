package dev.practicejudge.worker;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.practicejudge.json.Json;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The quick writer writes Jackson's bytes exactly, or leaves the value to Jackson. */
class QuickWriterTest {

    private static void sameAsJackson(Object value) throws Exception {
        byte[] quick = QuickWriter.write(value, Long.MAX_VALUE);
        assertNotNull(quick, () -> "left to Jackson: " + value);
        assertArrayEquals(Json.MAPPER.writeValueAsBytes(value), quick, () -> String.valueOf(value));
    }

    @Test
    void writesTheUsualOutputsByteForByteAsJackson() throws Exception {
        List<Object> values = new ArrayList<>(List.of(0, 7, -1, 10, Integer.MAX_VALUE, Integer.MIN_VALUE, Long.MAX_VALUE,
                Long.MIN_VALUE, (short) -3, (byte) 5, true, false, "", "abc", "a b ~!@#$%^&*()_+{}|:<>?/.,';][=-`",
                List.of(), List.of(1, 2, 3), List.of(List.of(1, 2), List.of(), List.of(3)), new LinkedList<>(List.of(4, 5)),
                Arrays.asList(1, null, 3), Collections.unmodifiableList(new ArrayList<>(List.of("x", "y"))),
                new int[] {1, -2, 30}, new int[0], new int[][] {{1}, {2, 3}}, new long[] {1L << 40, -1},
                new boolean[] {true, false}, new Integer[] {1, null}, new String[] {"a", null},
                new Object[] {1, "a", true, null, List.of(2)}, List.of(new int[] {1, 2}, new int[] {3})));
        for (Object value : values) {
            sameAsJackson(value);
        }
    }

    @Test
    void leavesToJacksonWhatItDoesNotWriteExactly() {
        List<Object> values = new ArrayList<>(List.of(1.5, 2.0f, 'c', new char[] {'a'}, new char[][] {{'a'}}, "é", "tab\t",
                "quote\"", "back\\slash", Map.of("a", 1), List.of(1.5), List.of(List.of('c')), new double[] {1},
                new Object(), java.util.Set.of(1)));
        values.add(null);
        values.add(new ArrayList<Integer>() { });
        for (Object value : values) {
            assertNull(QuickWriter.write(value, Long.MAX_VALUE), () -> "written: " + value);
        }
        List<Object> itself = new ArrayList<>();
        itself.add(itself);
        assertNull(QuickWriter.write(itself, Long.MAX_VALUE), "a list that contains itself");
    }

    @Test
    void overTheLimitIsLeftToJacksonAndTheWorkersBuffer() throws Exception {
        List<Integer> numbers = Collections.nCopies(1000, 12345);
        byte[] json = Json.MAPPER.writeValueAsBytes(numbers);
        assertNull(QuickWriter.write(numbers, json.length - 1));
        assertArrayEquals(json, QuickWriter.write(numbers, json.length));
    }
}
