import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.Random;

/**
 * Makes {@code s}: 1 to 10,000 brackets from ()[]{}, as the statement allows, though at most 400
 * here (the tests hold the long ones). The length is the size for small sizes, then grows to 400
 * at {@link #maxSize()}; one string in eight is shorter. Half the strings are valid (random
 * nesting, with one, two or three types), and most of the rest are valid strings with one small
 * mistake: two neighbours swapped, two types crossing ("([)]" put in at a random place), one
 * bracket's type changed, one bracket dropped, the tail cut off (brackets left open), or a closer
 * added. The others are random brackets.
 */
public final class ValidParenthesesGenerator implements Generator {

    private static final int MAX_LENGTH = 10_000;
    private static final int LONGEST = 400;
    private static final int MAX_SIZE = 24;
    private static final int LINEAR_SIZES = 10;
    private static final String OPENERS = "([{";
    private static final String CLOSERS = ")]}";

    @Override
    public ObjectNode generate(int size, Random random) {
        int cap = lengthCap(size);
        int n = random.nextInt(8) == 0 ? 1 + random.nextInt(cap) : cap;
        int types = 1 + random.nextInt(3);
        StringBuilder s = valid(n % 2 == 0 ? n : Math.max(2, n - 1), types, random);
        switch (random.nextInt(10)) {
            case 0, 1, 2, 3 -> { }
            case 8, 9 -> {
                // Two types that cross, as in "([)]": each balanced on its own, not nested.
                int a = random.nextInt(3);
                int b = (a + 1 + random.nextInt(2)) % 3;
                String crossed = "" + OPENERS.charAt(a) + OPENERS.charAt(b) + CLOSERS.charAt(a) + CLOSERS.charAt(b);
                s.setLength(Math.max(0, s.length() - 4));
                s = valid(s.length(), types, random);
                s.insert(random.nextInt(s.length() + 1), crossed);
            }
            case 4 -> {
                int i = random.nextInt(s.length() - 1);
                char c = s.charAt(i);
                s.setCharAt(i, s.charAt(i + 1));
                s.setCharAt(i + 1, c);
            }
            case 5 -> {
                int i = random.nextInt(s.length());
                String kind = OPENERS.indexOf(s.charAt(i)) >= 0 ? OPENERS : CLOSERS;
                s.setCharAt(i, kind.charAt(random.nextInt(3)));
            }
            case 6 -> {
                if (s.length() > 1) {
                    if (random.nextBoolean()) {
                        s.deleteCharAt(random.nextInt(s.length()));
                    } else {
                        s.setLength(1 + random.nextInt(s.length() - 1));
                    }
                } else {
                    s.append(CLOSERS.charAt(random.nextInt(3)));
                }
            }
            default -> {
                s.setLength(0);
                for (int i = 0; i < Math.max(1, n); i++) {
                    s.append("()[]{}".charAt(random.nextInt(6)));
                }
            }
        }
        if (s.length() > n && s.length() > 1 && random.nextBoolean()) {
            s.setLength(n);
        }
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.put("s", s.toString());
        return input;
    }

    /** A random valid string of length (even) brackets of the first types types. */
    private static StringBuilder valid(int length, int types, Random random) {
        StringBuilder s = new StringBuilder(length);
        Deque<Integer> open = new ArrayDeque<>();
        while (s.length() < length) {
            int remaining = length - s.length();
            if (!open.isEmpty() && (open.size() == remaining || random.nextBoolean())) {
                s.append(CLOSERS.charAt(open.pop()));
            } else {
                int type = random.nextInt(types);
                open.push(type);
                s.append(OPENERS.charAt(type));
            }
        }
        return s;
    }

    private static int lengthCap(int size) {
        if (size <= LINEAR_SIZES) {
            return Math.max(1, size);
        }
        double t = (double) (Math.min(size, MAX_SIZE) - LINEAR_SIZES) / (MAX_SIZE - LINEAR_SIZES);
        return (int) Math.round(LINEAR_SIZES * Math.pow((double) LONGEST / LINEAR_SIZES, t));
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject() || !input.has("s")) {
            return "the input must be an object with s";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("s")) {
                return "unknown parameter " + name;
            }
        }
        JsonNode s = input.get("s");
        if (!s.isTextual()) {
            return "s must be a string, got " + s;
        }
        String text = s.asText();
        if (text.length() < 1 || text.length() > MAX_LENGTH) {
            return "s has " + text.length() + " characters; it must have 1 to " + MAX_LENGTH;
        }
        for (int i = 0; i < text.length(); i++) {
            if ("()[]{}".indexOf(text.charAt(i)) < 0) {
                return "s[" + i + "] = '" + text.charAt(i) + "' is not one of ()[]{}";
            }
        }
        return null;
    }

    @Override
    public int maxSize() {
        return MAX_SIZE;
    }
}
