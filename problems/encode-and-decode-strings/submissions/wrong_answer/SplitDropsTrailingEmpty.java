import java.util.*;

/**
 * Wrong: joins the strings with a character outside the 256 the strings may hold (char 257), which
 * is a fine separator, but splits with the one-argument String.split, which drops empty strings at
 * the end of the result: ["a","",""] is encoded as "a\u0101\u0101" and comes back as ["a"].
 *
 * @expected-message expected 2 elements, got 0
 */
public class Codec {
    private static final String SEPARATOR = String.valueOf((char) 257);

    // Encodes a list of strings to a single string.
    public String encode(List<String> strs) {
        return String.join(SEPARATOR, strs);
    }

    // Decodes a single string to a list of strings.
    public List<String> decode(String s) {
        return new ArrayList<>(Arrays.asList(s.split(SEPARATOR)));
    }
}
