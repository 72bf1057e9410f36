package dev.practicejudge.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.fasterxml.jackson.databind.JsonNode;
import dev.practicejudge.json.Json;
import java.lang.reflect.Method;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The quick conversion gives exactly what the worker's Jackson mapper gives, same values and same
 * classes, for every value it takes; and it takes no value that Jackson would convert otherwise or
 * refuse (those it leaves to Jackson, for Jackson's own words).
 */
class QuickBindingTest {

    /** The parameter types solutions declare, taken from real method signatures. */
    @SuppressWarnings("unused")
    private static void signatures(int a, long b, boolean c, String d, char e, Integer f, Long g, int[] h, int[][] i,
                                   char[] j, char[][] k, String[] l, long[] m, boolean[] n, List<Integer> o,
                                   List<List<Integer>> p, List<String> q, List<List<String>> r, String[][] s) {
    }

    private static Type[] types() {
        for (Method method : QuickBindingTest.class.getDeclaredMethods()) {
            if (method.getName().equals("signatures")) {
                return method.getGenericParameterTypes();
            }
        }
        throw new IllegalStateException();
    }

    private static final List<String> VALUES = List.of("0", "7", "-2147483648", "2147483647", "2147483648",
            "-9223372036854775808", "1.5", "true", "false", "null", "\"\"", "\"a\"", "\"ab\"", "\"é\"", "\"😀\"",
            "[]", "[1,2,3]", "[1,null]", "[[1],[2,3]]", "[[]]", "[\"a\",\"b\"]", "[\"ab\"]", "[[\"1\",\".\"],[\".\",\"2\"]]",
            "[true,false]", "[1,\"a\"]", "[[1,2],[\"x\"]]", "[2147483648]", "{\"a\":1}", "[[null]]", "[1.0]");

    @Test
    void givesWhatJacksonGivesForEveryValueItTakes() throws Exception {
        int taken = 0;
        for (Type type : types()) {
            for (String text : VALUES) {
                JsonNode value = Json.MAPPER.readTree(text);
                Object quick = QuickBinding.convert(value, type);
                if (quick == QuickBinding.NOT_MINE) {
                    continue;
                }
                taken++;
                Object jackson = WorkerMain.mapper().convertValue(value, WorkerMain.mapper().getTypeFactory().constructType(type));
                assertEquals(describe(jackson), describe(quick), () -> text + " as " + type);
            }
        }
        assertEquals(61, taken, "values taken the quick way (the rest are Jackson's)");
    }

    @Test
    void leavesToJacksonWhatDoesNotFitExactly() throws Exception {
        Type[] types = types();
        for (String text : List.of("\"1\"", "1.0", "null", "2147483648", "true")) {
            assertSame(QuickBinding.NOT_MINE, QuickBinding.convert(Json.MAPPER.readTree(text), types[0]), text + " as int");
        }
        assertSame(QuickBinding.NOT_MINE, QuickBinding.convert(Json.MAPPER.readTree("[\"ab\"]"), types[9]), "char[]");
        assertSame(QuickBinding.NOT_MINE, QuickBinding.convert(Json.MAPPER.readTree("[1,null]"), types[14]), "List with null");
        assertSame(QuickBinding.NOT_MINE, QuickBinding.convert(Json.MAPPER.readTree("[1]"), Object.class), "Object");
        assertNotSame(QuickBinding.NOT_MINE, QuickBinding.convert(Json.MAPPER.readTree("[[1,2],[3]]"), types[8]));
    }

    /** A value with its classes, arrays spelled out, so that equal means the same value of the same types. */
    private static String describe(Object value) {
        if (value == null) {
            return "null";
        }
        if (value.getClass().isArray()) {
            List<String> parts = new ArrayList<>();
            for (int i = 0; i < java.lang.reflect.Array.getLength(value); i++) {
                parts.add(describe(java.lang.reflect.Array.get(value, i)));
            }
            return value.getClass().getSimpleName() + parts;
        }
        if (value instanceof List<?> list) {
            List<String> parts = new ArrayList<>();
            list.forEach(element -> parts.add(describe(element)));
            return value.getClass().getSimpleName() + parts;
        }
        return value.getClass().getSimpleName() + ":" + value;
    }
}
