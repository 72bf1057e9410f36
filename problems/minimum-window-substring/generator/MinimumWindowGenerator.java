import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.practicejudge.api.Generator;
import java.util.Iterator;
import java.util.Random;

/**
 * Makes {@code s} and {@code t}, 1 to 100,000 English letters each, as the statement allows, with
 * a unique answer (every shortest window of s that covers t reads the same, or none covers it), as
 * the statement promises; s has at most 300 letters here (the tests hold the long ones). The
 * length of s is the size for small sizes, then grows to 300 at {@link #maxSize()}; one s in eight
 * is shorter. s is drawn from one to four letters (sometimes a letter in both cases, which are
 * different letters) or all 52. t is some of s's letters in a shuffled order (so a window
 * exists), letters of s's alphabet with repeats (which s may not hold often enough), a letter s
 * lacks added in (any letter when s holds all 52), or longer than s. An input whose answer is not unique is drawn again; after 50
 * tries t is s itself, whose only window is all of s.
 */
public final class MinimumWindowGenerator implements Generator {

    private static final int MAX_LENGTH = 100_000;
    private static final int LONGEST = 300;
    private static final int MAX_SIZE = 24;
    private static final int LINEAR_SIZES = 10;
    private static final String LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

    @Override
    public ObjectNode generate(int size, Random random) {
        int cap = lengthCap(size);
        int m = random.nextInt(8) == 0 ? 1 + random.nextInt(cap) : cap;
        String s = "";
        String t = "";
        for (int attempt = 0; attempt < 50; attempt++) {
            String alphabet = alphabet(random);
            s = randomString(alphabet, m, random);
            int tLength = 1 + random.nextInt(Math.min(m, 6));
            t = switch (random.nextInt(6)) {
                case 0, 1 -> shuffledPiece(s, tLength, random);
                case 2 -> randomString(alphabet, tLength, random);
                case 3 -> shuffledPiece(s, tLength, random) + lacking(s, random);
                case 4 -> s + alphabet.charAt(random.nextInt(alphabet.length()));
                default -> shuffledPiece(s, 1 + random.nextInt(m), random);
            };
            if (uniqueness(s, t) == null) {
                return input(s, t);
            }
        }
        return input(s, s);
    }

    private static ObjectNode input(String s, String t) {
        ObjectNode input = JsonNodeFactory.instance.objectNode();
        input.put("s", s);
        input.put("t", t);
        return input;
    }

    private static String alphabet(Random random) {
        char a = LETTERS.charAt(random.nextInt(LETTERS.length()));
        return switch (random.nextInt(5)) {
            case 0 -> String.valueOf(a);
            case 1 -> "" + Character.toLowerCase(a) + Character.toUpperCase(a);
            case 2, 3 -> {
                StringBuilder letters = new StringBuilder();
                int count = 2 + random.nextInt(3);
                while (letters.length() < count) {
                    char c = LETTERS.charAt(random.nextInt(LETTERS.length()));
                    if (letters.indexOf(String.valueOf(c)) < 0) {
                        letters.append(c);
                    }
                }
                yield letters.toString();
            }
            default -> LETTERS;
        };
    }

    private static String randomString(String alphabet, int length, Random random) {
        StringBuilder s = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            s.append(alphabet.charAt(random.nextInt(alphabet.length())));
        }
        return s.toString();
    }

    /** length letters of s from a random place, shuffled. */
    private static String shuffledPiece(String s, int length, Random random) {
        int from = random.nextInt(s.length() - length + 1);
        char[] piece = s.substring(from, from + length).toCharArray();
        for (int i = piece.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            char c = piece[i];
            piece[i] = piece[j];
            piece[j] = c;
        }
        return new String(piece);
    }

    /** A letter s does not hold, or any letter when s holds all 52. */
    private static char lacking(String s, Random random) {
        StringBuilder absent = new StringBuilder();
        for (char c : LETTERS.toCharArray()) {
            if (s.indexOf(c) < 0) {
                absent.append(c);
            }
        }
        String from = absent.length() > 0 ? absent.toString() : LETTERS;
        return from.charAt(random.nextInt(from.length()));
    }

    private static int lengthCap(int size) {
        if (size <= LINEAR_SIZES) {
            return Math.max(1, size);
        }
        double t = (double) (Math.min(size, MAX_SIZE) - LINEAR_SIZES) / (MAX_SIZE - LINEAR_SIZES);
        return (int) Math.round(LINEAR_SIZES * Math.pow((double) LONGEST / LINEAR_SIZES, t));
    }

    /**
     * Null when the answer is unique, else why not: the shortest covering length comes from one
     * sliding window, then every window of that length that covers t must read like the first.
     */
    private static String uniqueness(String s, String t) {
        int[] need = new int[128];
        for (int i = 0; i < t.length(); i++) {
            need[t.charAt(i)]++;
        }
        int missing = t.length();
        int shortest = Integer.MAX_VALUE;
        int left = 0;
        for (int right = 0; right < s.length(); right++) {
            if (need[s.charAt(right)]-- > 0) {
                missing--;
            }
            while (missing == 0) {
                shortest = Math.min(shortest, right - left + 1);
                if (++need[s.charAt(left++)] > 0) {
                    missing++;
                }
            }
        }
        if (shortest == Integer.MAX_VALUE) {
            return null;
        }
        int[] lack = new int[128];   // t's count minus the window's, per letter
        int lacking = 0;              // letters whose lack is positive
        for (int i = 0; i < t.length(); i++) {
            if (lack[t.charAt(i)]++ == 0) {
                lacking++;
            }
        }
        int first = -1;
        for (int i = 0; i < s.length(); i++) {
            if (lack[s.charAt(i)]-- == 1) {
                lacking--;
            }
            if (i >= shortest && ++lack[s.charAt(i - shortest)] == 1) {
                lacking++;
            }
            int start = i - shortest + 1;
            if (start >= 0 && lacking == 0) {
                if (first < 0) {
                    first = start;
                } else if (!s.regionMatches(start, s, first, shortest)) {
                    return "the shortest windows of s that cover t (length " + shortest + ", at " + first
                            + " and at " + start + ") differ, but the statement promises a unique answer";
                }
            }
        }
        return null;
    }

    @Override
    public String invalid(JsonNode input) {
        if (input == null || !input.isObject() || !input.has("s") || !input.has("t")) {
            return "the input must be an object with s and t";
        }
        for (Iterator<String> names = input.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("s") && !name.equals("t")) {
                return "unknown parameter " + name;
            }
        }
        for (String name : new String[] {"s", "t"}) {
            JsonNode value = input.get(name);
            if (!value.isTextual()) {
                return name + " must be a string, got " + value;
            }
            String text = value.asText();
            if (text.length() < 1 || text.length() > MAX_LENGTH) {
                return name + " has " + text.length() + " letters; it must have 1 to " + MAX_LENGTH;
            }
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (LETTERS.indexOf(c) < 0) {
                    return name + "[" + i + "] = '" + c + "' is not an English letter";
                }
            }
        }
        return uniqueness(input.get("s").asText(), input.get("t").asText());
    }

    @Override
    public int maxSize() {
        return MAX_SIZE;
    }
}
