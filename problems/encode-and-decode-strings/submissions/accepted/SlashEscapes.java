import java.util.*;

/**
 * Escaping instead of lengths: every '/' inside a string is doubled, and each string is followed
 * by the pair "/e", which no string can produce (inside a string a '/' is always followed by
 * another '/'). ["a/b", ""] becomes "a//b/e/e". Decoding scans once: "//" is a '/' of the
 * string, "/e" ends the string, any other character is copied. Time and space O(total length).
 */
public class Codec {
    // Encodes a list of strings to a single string.
    public String encode(List<String> strs) {
        StringBuilder out = new StringBuilder();
        for (String str : strs) {
            for (int i = 0; i < str.length(); i++) {
                char c = str.charAt(i);
                out.append(c);
                if (c == '/') {
                    out.append('/');
                }
            }
            out.append("/e");
        }
        return out.toString();
    }

    // Decodes a single string to a list of strings.
    public List<String> decode(String s) {
        List<String> strs = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '/') {
                i++;
                if (s.charAt(i) == 'e') {
                    strs.add(current.toString());
                    current.setLength(0);
                } else {
                    current.append('/');
                }
            } else {
                current.append(c);
            }
        }
        return strs;
    }
}
