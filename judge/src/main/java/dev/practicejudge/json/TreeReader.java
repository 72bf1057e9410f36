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
    /** A member of the top-level object whose value is probably {@link #likely}; null for none. */
    private final String likelyField;
    private final JsonNode likely;

    private TreeReader(byte[] bytes, int from, int end, String likelyField, JsonNode likely) {
        this.bytes = bytes;
        this.at = from;
        this.end = end;
        this.likelyField = likelyField;
        this.likely = likely;
    }

    /** The tree of a UTF-8 JSON text, as {@code Json.MAPPER.readTree(bytes)} gives it, or {@code null}. */
    public static JsonNode read(byte[] bytes) {
        return read(bytes, 0, bytes.length);
    }

    /** The tree of {@code bytes[from, end)}, or {@code null} when Jackson must read it. */
    public static JsonNode read(byte[] bytes, int from, int end) {
        return read(bytes, from, end, null, null);
    }

    /**
     * The tree of a JSON object's text, as {@link #read(byte[])} gives it, where the value of its
     * member {@code field} is probably {@code likely} (a worker's answer, probably the expected one).
     * When that member's text is exactly {@code likely} written out (spaces aside), the tree holds
     * {@code likely} itself, not a new copy: the same value, found by reading the text once without
     * building a tree (a 6 MB answer's tree costs more to build than to compare). Otherwise the
     * member is read as usual.
     */
    public static JsonNode read(byte[] bytes, String field, JsonNode likely) {
        return read(bytes, 0, bytes.length, field, likely);
    }

    private static JsonNode read(byte[] bytes, int from, int end, String field, JsonNode likely) {
        TreeReader reader = new TreeReader(bytes, from, end, field, likely);
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
            JsonNode value = depth == 1 && likely != null && name.equals(likelyField) ? likelyOrRead(depth)
                    : value(depth);
            if (object.replace(name, value) != null) {
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

    /** {@link #likely} when the text here is it, else the value read as usual. */
    private JsonNode likelyOrRead(int depth) {
        int mark = at;
        try {
            if (matches(likely, depth)) {
                return likely;
            }
        } catch (GiveUp | ArrayIndexOutOfBoundsException e) {
            // Not the likely value after all: read as usual below.
        }
        at = mark;
        return value(depth);
    }

    /**
     * Whether the text from here is {@code node} written out, i.e. whether reading it would build
     * a tree equal to {@code node} node for node (the same kinds: an {@code IntNode} where the reader
     * makes one, never a {@code LongNode} of the same number); moves past it when it is. Only the
     * kinds this reader builds itself, and strings of printable ASCII, are matched; anything else
     * is "no", and the text is then read as usual, so a "no" is never wrong, only slower.
     */
    private boolean matches(JsonNode node, int depth) {
        if (node instanceof IntNode) {
            return matchesInt(node.intValue());
        }
        if (depth > MAX_DEPTH || at >= end) {
            return false;
        }
        if (node instanceof ArrayNode array) {
            return matchesArray(array, depth);
        }
        byte b = bytes[at];
        if (node instanceof ObjectNode) {
            if (b != '{') {
                return false;
            }
            at++;
            skipSpace();
            boolean first = true;
            for (java.util.Iterator<java.util.Map.Entry<String, JsonNode>> fields = node.fields(); fields.hasNext(); ) {
                java.util.Map.Entry<String, JsonNode> field = fields.next();
                if (!first) {
                    skipSpace();
                    if (at >= end || bytes[at++] != ',') {
                        return false;
                    }
                    skipSpace();
                }
                first = false;
                if (!matchesString(field.getKey())) {
                    return false;
                }
                skipSpace();
                if (at >= end || bytes[at++] != ':') {
                    return false;
                }
                skipSpace();
                if (!matches(field.getValue(), depth + 1)) {
                    return false;
                }
            }
            skipSpace();
            return at < end && bytes[at++] == '}';
        }
        if (node instanceof TextNode) {
            return matchesString(node.textValue());
        }
        if (node instanceof LongNode) {
            long expected = node.longValue();
            if (expected >= Integer.MIN_VALUE && expected <= Integer.MAX_VALUE) {
                return false; // the reader would make an IntNode of it
            }
            if ((b < '0' || b > '9') && b != '-') {
                return false;
            }
            // Read as number() reads it (its rules, its give-ups), then compared by value.
            return number().longValue() == expected;
        }
        if (node instanceof BooleanNode) {
            return literal(node.booleanValue() ? "true" : "false");
        }
        if (node instanceof NullNode) {
            return literal("null");
        }
        return false;
    }

    /** The loop of the large answers (lists of lists of numbers), written to be quick under the quick compiler. */
    private boolean matchesArray(ArrayNode array, int depth) {
        if (bytes[at] != '[') {
            return false;
        }
        at++;
        int size = array.size();
        for (int i = 0; i < size; i++) {
            if (i > 0) {
                if (at < end && bytes[at] == ',') {
                    at++;
                } else {
                    skipSpace();
                    if (at >= end || bytes[at++] != ',') {
                        return false;
                    }
                }
            }
            if (at < end && bytes[at] <= ' ') {
                skipSpace();
            }
            JsonNode element = array.get(i);
            if (element instanceof IntNode ? !matchesInt(element.intValue()) : !matches(element, depth + 1)) {
                return false;
            }
        }
        if (at < end && bytes[at] == ']') {
            at++;
            return true;
        }
        skipSpace();
        return at < end && bytes[at++] == ']';
    }

    /**
     * Whether the whole number {@code value} is written here as the reader reads one into an
     * IntNode: its digits, a minus sign when negative, no leading zero, no {@code -0}, no
     * fraction or exponent after it; moves past it when it is.
     */
    private boolean matchesInt(int value) {
        int i = at;
        long rest = value;
        if (rest < 0) {
            if (i >= end || bytes[i] != '-') {
                return false;
            }
            i++;
            rest = -rest;
        }
        if (rest < 100 && i + 1 < end) {
            // One or two digits, most answers' numbers: no division (x * 205 >>> 11 is x / 10 below 1024).
            int small = (int) rest;
            int tens = small * 205 >>> 11;
            if (tens > 0 && bytes[i++] != '0' + tens) {
                return false;
            }
            if (bytes[i++] != '0' + small - tens * 10) {
                return false;
            }
        } else {
            long power = 1;
            while (power * 10 <= rest) {
                power *= 10;
            }
            for (; power > 0; power /= 10) {
                if (i >= end || bytes[i++] != '0' + (int) (rest / power)) {
                    return false;
                }
                rest %= power;
            }
        }
        if (i < end) {
            byte next = bytes[i];
            if (next != ',' && next != ']' && next != '}' && next != ' ' && next != '\n' && next != '\r'
                    && next != '\t') {
                return false;
            }
        }
        at = i;
        return true;
    }

    /** Whether a string of printable ASCII without escapes, equal to {@code text}, is here; moves past it. */
    private boolean matchesString(String text) {
        if (at >= end || bytes[at] != '"') {
            return false;
        }
        at++;
        int length = text.length();
        if (at + length >= end) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            if (c < 0x20 || c > 0x7e || c == '"' || c == '\\' || bytes[at + i] != c) {
                return false;
            }
        }
        at += length;
        return bytes[at++] == '"';
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
