package dev.practicejudge.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.LongNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;

/**
 * A quick reader of the JSON the judge reads most: test files and the worker's frames, whose
 * answers can be megabytes of lists of numbers. It builds exactly the tree {@link Json#MAPPER}'s
 * {@code readTree} builds, or gives up ({@code null}) and leaves the text to Jackson, which then
 * builds the tree or reports the error in its own words. It gives up on anything it does not
 * handle exactly like Jackson: decimals and exponents, whole numbers of more than 18 digits,
 * {@code -0}, leading zeros, duplicate keys, comments, control characters, malformed UTF-8,
 * deep nesting, very long strings and names, trailing content, an empty text.
 *
 * <p>It is quicker than Jackson's tree reader under the judge's quick compiler, and its trees are
 * smaller: every list's storage is exactly as long as the list, and whole numbers from -128 to
 * 1023 share one node each (a node is immutable; only its value counts), which halves the heap a
 * 6 MB list of lists of numbers takes, and with it the garbage collector's copying.
 */
public final class TreeReader {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final int SMALLEST_SHARED = -128;
    private static final IntNode[] SHARED = new IntNode[1024 - SMALLEST_SHARED];
    /** Below Jackson's own limits (StreamReadConstraints), so that this never accepts what Jackson rejects. */
    private static final int MAX_DEPTH = 400;
    private static final int MAX_STRING_BYTES = 4 * 1024 * 1024;
    private static final int MAX_NAME_BYTES = 16 * 1024;

    static {
        for (int i = 0; i < SHARED.length; i++) {
            SHARED[i] = IntNode.valueOf(i + SMALLEST_SHARED);
        }
    }

    /** Thrown, without a stack, to give the text to Jackson. */
    private static final class GiveUp extends RuntimeException {
        private static final long serialVersionUID = 1L;
        static final GiveUp INSTANCE = new GiveUp();

        private GiveUp() {
            super(null, null, false, false);
        }
    }

    private final byte[] bytes;
    private final int end;
    private int at;
    private JsonNode[] stack = new JsonNode[64];
    private int top;

    private TreeReader(byte[] bytes, int from, int end) {
        this.bytes = bytes;
        this.at = from;
        this.end = end;
    }

    /** The tree of a UTF-8 JSON text, as {@code Json.MAPPER.readTree(bytes)} gives it, or {@code null}. */
    public static JsonNode read(byte[] bytes) {
        return read(bytes, 0, bytes.length);
    }

    /** The tree of {@code bytes[from, end)}, or {@code null} when Jackson must read it. */
    public static JsonNode read(byte[] bytes, int from, int end) {
        TreeReader reader = new TreeReader(bytes, from, end);
        try {
            reader.skipSpace();
            if (reader.at >= end) {
                return null;
            }
            JsonNode root = reader.value(0);
            reader.skipSpace();
            return reader.at == end ? root : null;
        } catch (GiveUp | ArrayIndexOutOfBoundsException e) {
            return null;
        }
    }

    /** The tree of a text, or {@code null} when Jackson must read it. */
    public static JsonNode read(String text) {
        return read(text.getBytes(StandardCharsets.UTF_8));
    }

    private static GiveUp giveUp() {
        return GiveUp.INSTANCE;
    }

    private void skipSpace() {
        while (at < end) {
            byte b = bytes[at];
            if (b == ' ' || b == '\n' || b == '\r' || b == '\t') {
                at++;
            } else {
                return;
            }
        }
    }

    private JsonNode value(int depth) {
        if (at >= end) {
            throw giveUp();
        }
        byte b = bytes[at];
        if (b == '[') {
            return array(depth + 1);
        }
        if (b == '{') {
            return object(depth + 1);
        }
        if (b == '"') {
            return TextNode.valueOf(string(MAX_STRING_BYTES));
        }
        if (b == '-' || (b >= '0' && b <= '9')) {
            return number();
        }
        if (literal("true")) {
            return BooleanNode.TRUE;
        }
        if (literal("false")) {
            return BooleanNode.FALSE;
        }
        if (literal("null")) {
            return NullNode.getInstance();
        }
        throw giveUp();
    }

    private boolean literal(String word) {
        int n = word.length();
        if (at + n > end) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (bytes[at + i] != word.charAt(i)) {
                return false;
            }
        }
        at += n;
        delimiterFollows();
        return true;
    }

    /** A value must be followed by space, a comma, a closing bracket or the end (Jackson: "truex" is an error). */
    private void delimiterFollows() {
        if (at < end) {
            byte b = bytes[at];
            if (b != ',' && b != ']' && b != '}' && b != ' ' && b != '\n' && b != '\r' && b != '\t') {
                throw giveUp();
            }
        }
    }

    private JsonNode array(int depth) {
        if (depth > MAX_DEPTH) {
            throw giveUp();
        }
        at++; // [
        int base = top;
        skipSpace();
        if (at < end && bytes[at] == ']') {
            at++;
            return NODES.arrayNode();
        }
        while (true) {
            skipSpace();
            // Numbers straight away: most elements of the large answers are.
            byte first = at < end ? bytes[at] : 0;
            JsonNode element = (first >= '0' && first <= '9') || first == '-' ? number() : value(depth);
            if (top == stack.length) {
                stack = Arrays.copyOf(stack, stack.length * 2);
            }
            stack[top++] = element;
            if (at >= end) {
                throw giveUp();
            }
            byte b = bytes[at++];
            if (b != ',' && b != ']') {
                // Space before the separator: the rare case, written the long way.
                at--;
                skipSpace();
                if (at >= end) {
                    throw giveUp();
                }
                b = bytes[at++];
            }
            if (b == ']') {
                break;
            }
            if (b != ',') {
                throw giveUp();
            }
        }
        ArrayList<JsonNode> children = new ArrayList<>(top - base);
        for (int i = base; i < top; i++) {
            children.add(stack[i]);
            stack[i] = null;
        }
        top = base;
        return new ArrayNode(NODES, children);
    }

    private JsonNode object(int depth) {
        if (depth > MAX_DEPTH) {
            throw giveUp();
        }
        at++; // {
        ObjectNode object = NODES.objectNode();
        skipSpace();
        if (at < end && bytes[at] == '}') {
            at++;
            return object;
        }
        while (true) {
            skipSpace();
            if (at >= end || bytes[at] != '"') {
                throw giveUp();
            }
            String name = string(MAX_NAME_BYTES);
            skipSpace();
            if (at >= end || bytes[at++] != ':') {
                throw giveUp();
            }
            skipSpace();
            if (object.replace(name, value(depth)) != null) {
                // A duplicate key: Jackson's strict reading rejects it, in its own words.
                throw giveUp();
            }
            skipSpace();
            if (at >= end) {
                throw giveUp();
            }
            byte b = bytes[at++];
            if (b == '}') {
                return object;
            }
            if (b != ',') {
                throw giveUp();
            }
        }
    }

    private JsonNode number() {
        boolean negative = bytes[at] == '-';
        if (negative) {
            at++;
        }
        int digitsFrom = at;
        long value = 0;
        byte next = 0;
        while (at < end) {
            next = bytes[at];
            if (next < '0' || next > '9') {
                break;
            }
            value = value * 10 + (next - '0');
            at++;
        }
        int digits = at - digitsFrom;
        if (digits == 0 || digits > 18 || (digits > 1 && bytes[digitsFrom] == '0') || (negative && value == 0)) {
            throw giveUp();
        }
        if (at < end && next != ',' && next != ']') {
            if (next == '.' || next == 'e' || next == 'E') {
                // Decimals are Jackson's (BigDecimal, as the judge's configuration asks).
                throw giveUp();
            }
            delimiterFollows();
        }
        if (negative) {
            value = -value;
        }
        if (value >= SMALLEST_SHARED && value < SMALLEST_SHARED + SHARED.length) {
            return SHARED[(int) value - SMALLEST_SHARED];
        }
        if (value >= Integer.MIN_VALUE && value <= Integer.MAX_VALUE) {
            return IntNode.valueOf((int) value);
        }
        return LongNode.valueOf(value);
    }

    /** A string from its opening quote; plain ASCII without escapes (nearly all) in one copy. */
    private String string(int maxBytes) {
        int start = ++at;
        while (true) {
            if (at >= end || at - start > maxBytes) {
                throw giveUp();
            }
            byte b = bytes[at];
            if (b == '"') {
                String text = new String(bytes, start, at - start, StandardCharsets.ISO_8859_1);
                at++;
                return text;
            }
            if (b == '\\' || b < 0x20) {
                // An escape, a control character (an error) or a byte above ASCII (b < 0 as a signed byte).
                return slowString(start, maxBytes);
            }
            at++;
        }
    }

    private String slowString(int start, int maxBytes) {
        StringBuilder text = new StringBuilder();
        text.append(new String(bytes, start, at - start, StandardCharsets.ISO_8859_1));
        while (true) {
            if (at >= end || at - start > maxBytes) {
                throw giveUp();
            }
            byte b = bytes[at];
            if (b == '"') {
                at++;
                return text.toString();
            }
            if (b == '\\') {
                at++;
                if (at >= end) {
                    throw giveUp();
                }
                byte e = bytes[at++];
                switch (e) {
                    case '"' -> text.append('"');
                    case '\\' -> text.append('\\');
                    case '/' -> text.append('/');
                    case 'b' -> text.append('\b');
                    case 'f' -> text.append('\f');
                    case 'n' -> text.append('\n');
                    case 'r' -> text.append('\r');
                    case 't' -> text.append('\t');
                    case 'u' -> {
                        if (at + 4 > end) {
                            throw giveUp();
                        }
                        int c = 0;
                        for (int i = 0; i < 4; i++) {
                            int digit = Character.digit(bytes[at++], 16);
                            if (digit < 0) {
                                throw giveUp();
                            }
                            c = c * 16 + digit;
                        }
                        text.append((char) c);
                    }
                    default -> throw giveUp();
                }
            } else if (b < 0) {
                // A run of bytes above ASCII: decoded strictly, so malformed UTF-8 goes to Jackson.
                int from = at;
                while (at < end && bytes[at] < 0) {
                    at++;
                }
                try {
                    text.append(StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(bytes, from, at - from)));
                } catch (CharacterCodingException malformed) {
                    throw giveUp();
                }
            } else if (b < 0x20) {
                throw giveUp();
            } else {
                text.append((char) b);
                at++;
            }
        }
    }
}
