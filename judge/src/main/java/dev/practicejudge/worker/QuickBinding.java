package dev.practicejudge.worker;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.lang.reflect.Array;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;

/**
 * Converts the arguments most problems take (whole numbers, booleans, strings, characters, and
 * arrays and lists of them, nested) from JSON to the solution's parameter types without Jackson's
 * data binding, so that a worker need not build an {@code ObjectMapper} (about a tenth of a second
 * of its start) for them. It converts only a value that fits its type exactly, and then to what
 * {@code Json.MAPPER.convertValue} makes of it (an {@code ArrayList} for a list); anything else (a
 * null, a number of the wrong size, a tree or linked list, another type) it leaves to Jackson,
 * which converts it or says why not in its own words.
 */
final class QuickBinding {

    /** What {@link #convert} returns when the value is Jackson's to convert. */
    static final Object NOT_MINE = new Object();
    private static final int MAX_DEPTH = 64;

    private QuickBinding() {
    }

    /** The value as {@code type}, or {@link #NOT_MINE}. */
    static Object convert(JsonNode value, Type type) {
        try {
            return bind(value, type, 0);
        } catch (NotMine e) {
            return NOT_MINE;
        }
    }

    /** Thrown, without a stack, to leave the value to Jackson. */
    private static final class NotMine extends RuntimeException {
        private static final long serialVersionUID = 1L;
        static final NotMine INSTANCE = new NotMine();

        private NotMine() {
            super(null, null, false, false);
        }
    }

    private static Object bind(JsonNode value, Type type, int depth) {
        if (depth > MAX_DEPTH) {
            throw NotMine.INSTANCE;
        }
        if (type instanceof Class<?> raw) {
            if (raw.isArray()) {
                return array(value, raw.getComponentType(), depth);
            }
            return scalar(value, raw);
        }
        if (type instanceof ParameterizedType parameterized && parameterized.getRawType() == List.class
                && value instanceof ArrayNode array) {
            Type element = parameterized.getActualTypeArguments()[0];
            List<Object> list = new ArrayList<>(array.size());
            for (int i = 0; i < array.size(); i++) {
                list.add(bind(array.get(i), element, depth + 1));
            }
            return list;
        }
        throw NotMine.INSTANCE;
    }

    private static Object scalar(JsonNode value, Class<?> type) {
        if (type == int.class || type == Integer.class) {
            if (value instanceof IntNode) {
                return value.intValue();
            }
        } else if (type == long.class || type == Long.class) {
            if (value instanceof IntNode || value instanceof LongNode) {
                return value.longValue();
            }
        } else if (type == boolean.class || type == Boolean.class) {
            if (value instanceof BooleanNode) {
                return value.booleanValue();
            }
        } else if (type == String.class) {
            if (value instanceof TextNode) {
                return value.textValue();
            }
        } else if (type == char.class || type == Character.class) {
            if (value instanceof TextNode && value.textValue().length() == 1) {
                return value.textValue().charAt(0);
            }
        }
        throw NotMine.INSTANCE;
    }

    private static Object array(JsonNode value, Class<?> component, int depth) {
        if (!(value instanceof ArrayNode list)) {
            throw NotMine.INSTANCE;
        }
        int size = list.size();
        if (component == int.class) {
            int[] values = new int[size];
            for (int i = 0; i < size; i++) {
                if (!(list.get(i) instanceof IntNode element)) {
                    throw NotMine.INSTANCE;
                }
                values[i] = element.intValue();
            }
            return values;
        }
        if (component == char.class) {
            // LeetCode's char[]: a list of one-character strings (Json's own reader for char[]).
            char[] values = new char[size];
            for (int i = 0; i < size; i++) {
                if (!(list.get(i) instanceof TextNode element) || element.textValue().length() != 1) {
                    throw NotMine.INSTANCE;
                }
                values[i] = element.textValue().charAt(0);
            }
            return values;
        }
        if (component.isPrimitive() && component != long.class && component != boolean.class) {
            throw NotMine.INSTANCE;
        }
        Object values = Array.newInstance(component, size);
        for (int i = 0; i < size; i++) {
            Array.set(values, i, bind(list.get(i), component, depth + 1));
        }
        return values;
    }
}
