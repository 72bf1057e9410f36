import java.util.*;

/**
 * Each string is written as its length in decimal, a '#', then the string itself:
 * ["Hello","World"] becomes "5#Hello5#World", [""] becomes "0#". Decoding reads digits up to the
 * '#', which ends the length (a length is digits only, so the first '#' after it is the marker),
 * then takes exactly that many characters, whatever they are, and starts over after them. No
 * character inside a string is ever read as a separator. Time and space O(total length).
 */
public class Codec {
    // Encodes a list of strings to a single string.
    public String encode(List<String> strs) {
        StringBuilder out = new StringBuilder();
        for (String str : strs) {
            out.append(str.length()).append('#').append(str);
        }
        return out.toString();
    }

    // Decodes a single string to a list of strings.
    public List<String> decode(String s) {
        List<String> strs = new ArrayList<>();
        int i = 0;
        while (i < s.length()) {
            int hash = s.indexOf('#', i);
            int length = Integer.parseInt(s.substring(i, hash));
            strs.add(s.substring(hash + 1, hash + 1 + length));
            i = hash + 1 + length;
        }
        return strs;
    }
}
