package dev.practicejudge.worker;

import java.util.Arrays;
import java.util.List;

/**
 * Writes the outputs most methods return (whole numbers, booleans, plain ASCII strings, and JDK
 * lists and arrays of them, nested) as the exact bytes {@code Json.MAPPER} writes, without
 * Jackson's serialisers: a list of 184,756 lists came out about ten times quicker. Anything else
 * (a {@code null} at the top, a map, a decimal, a {@code char[]}, a string to escape, a node, a
 * list class of the learner's own, deep nesting) is left to Jackson: {@link #write} says
 * {@code null}, having written nothing anyone sees.
 */
final class QuickWriter {

    /** Deeper values are Jackson's (and a list that contains itself is never followed for long). */
    private static final int MAX_DEPTH = 64;

    private byte[] bytes = new byte[8192];
    private int size;
    private final long limit;

    private QuickWriter(long limit) {
        this.limit = limit;
    }

    /** Thrown, without a stack, when the value is not one this writer knows. */
    private static final class NotMine extends RuntimeException {
        private static final long serialVersionUID = 1L;
        static final NotMine INSTANCE = new NotMine();

        private NotMine() {
            super(null, null, false, false);
        }
    }

    /** The value's JSON, or {@code null} when Jackson must write it (also when it is over {@code limit} bytes). */
    static byte[] write(Object value, long limit) {
        if (value == null) {
            return null;
        }
        QuickWriter writer = new QuickWriter(limit);
        try {
            writer.value(value, 0);
        } catch (NotMine e) {
            return null;
        } catch (TooLarge e) {
            // Over the limit: Jackson writes it again and the worker's own buffer decides, in its own words.
            return null;
        }
        return Arrays.copyOf(writer.bytes, writer.size);
    }

    private void value(Object value, int depth) {
        if (value == null) {
            ascii("null");
        } else if (value instanceof Integer || value instanceof Long || value instanceof Short || value instanceof Byte) {
            number(((Number) value).longValue());
        } else if (value instanceof Boolean b) {
            ascii(b ? "true" : "false");
        } else if (value instanceof String s) {
            string(s);
        } else if (depth >= MAX_DEPTH) {
            throw NotMine.INSTANCE;
        } else if (value instanceof List<?> list && list.getClass().getName().startsWith("java.util.")) {
            put('[');
            boolean first = true;
            for (Object element : list) {
                if (!first) {
                    put(',');
                }
                first = false;
                value(element, depth + 1);
            }
            put(']');
        } else if (value instanceof int[] ints) {
            put('[');
            for (int i = 0; i < ints.length; i++) {
                if (i > 0) {
                    put(',');
                }
                number(ints[i]);
            }
            put(']');
        } else if (value instanceof long[] longs) {
            put('[');
            for (int i = 0; i < longs.length; i++) {
                if (i > 0) {
                    put(',');
                }
                number(longs[i]);
            }
            put(']');
        } else if (value instanceof boolean[] booleans) {
            put('[');
            for (int i = 0; i < booleans.length; i++) {
                if (i > 0) {
                    put(',');
                }
                ascii(booleans[i] ? "true" : "false");
            }
            put(']');
        } else if (value instanceof Object[] array) {
            put('[');
            for (int i = 0; i < array.length; i++) {
                if (i > 0) {
                    put(',');
                }
                value(array[i], depth + 1);
            }
            put(']');
        } else {
            throw NotMine.INSTANCE;
        }
    }

    /** A string Jackson writes as it is between quotes: printable ASCII without a quote or a backslash. */
    private void string(String s) {
        int n = s.length();
        room(n + 2);
        bytes[size++] = '"';
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            if (c < 0x20 || c > 0x7e || c == '"' || c == '\\') {
                throw NotMine.INSTANCE;
            }
            bytes[size++] = (byte) c;
        }
        bytes[size++] = '"';
    }

    private void number(long value) {
        if (value >= 0 && value < 10) {
            put('0' + (int) value);
            return;
        }
        ascii(Long.toString(value));
    }

    private void ascii(String text) {
        int n = text.length();
        room(n);
        for (int i = 0; i < n; i++) {
            bytes[size++] = (byte) text.charAt(i);
        }
    }

    private void put(int b) {
        room(1);
        bytes[size++] = (byte) b;
    }

    private void room(int more) {
        if (size + (long) more > limit) {
            throw new TooLarge();
        }
        if (size + more > bytes.length) {
            bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, size + more));
        }
    }

    private static final class TooLarge extends RuntimeException {
        private static final long serialVersionUID = 1L;

        TooLarge() {
            super(null, null, false, false);
        }
    }
}
