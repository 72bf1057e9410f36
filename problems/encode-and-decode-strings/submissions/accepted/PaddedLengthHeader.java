import java.util.*;

/**
 * A header of fixed width: the number of strings, then each string's length, each written as
 * exactly three digits (every count and length is at most 200), then all the strings run together.
 * ["Hello","World"] becomes "002005005HelloWorld". Decoding reads the count, the lengths, and cuts
 * the rest into pieces of those lengths. Time and space O(total length).
 */
public class Codec {
    // Encodes a list of strings to a single string.
    public String encode(List<String> strs) {
        StringBuilder out = new StringBuilder(String.format("%03d", strs.size()));
        for (String str : strs) {
            out.append(String.format("%03d", str.length()));
        }
        for (String str : strs) {
            out.append(str);
        }
        return out.toString();
    }

    // Decodes a single string to a list of strings.
    public List<String> decode(String s) {
        int count = Integer.parseInt(s.substring(0, 3));
        int at = 3 + 3 * count;
        List<String> strs = new ArrayList<>();
        for (int k = 0; k < count; k++) {
            int length = Integer.parseInt(s.substring(3 + 3 * k, 6 + 3 * k));
            strs.add(s.substring(at, at + length));
            at += length;
        }
        return strs;
    }
}
